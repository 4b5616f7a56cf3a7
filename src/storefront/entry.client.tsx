/**
 * Hydration. The router decodes its state (streamed into the page by the server) asynchronously
 * and suspends its first render until it has it; that wait happens here, before hydrating, because
 * the browser runtime (Preact's React runtime, lib/runtime.ts) cannot suspend the root of a
 * hydration. The first render then matches the server's document at once.
 */
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

async function routerStateDecoded(): Promise<void> {
  try {
    // Called outside rendering only to start the decoding: it throws the promise to wait for.
    (HydratedRouter as (props: object) => unknown)({});
  } catch (pending) {
    if (pending instanceof Promise) await pending;
  }
}

void routerStateDecoded().then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});

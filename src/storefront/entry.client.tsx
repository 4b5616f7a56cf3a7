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

/**
 * Lets the browser paint the server's page before hydration takes the main thread: on a slow phone
 * the content shows first and becomes interactive after, rather than both waiting for the scripts.
 */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

void Promise.all([routerStateDecoded(), afterFirstPaint()]).then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});

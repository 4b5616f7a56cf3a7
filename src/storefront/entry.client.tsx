/** Hydration: React takes over the document the server rendered with React. */
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { linkDrawnStylesheets } from './lib/http/drawnStylesheets.ts';
import { replayEarlyClicks } from './lib/hydration/replayEarlyClicks.ts';

// Before any lazily loaded script asks for its stylesheets.
linkDrawnStylesheets(document);
// A press React drops while it hydrates is pressed again once it can take it.
replayEarlyClicks(window);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});

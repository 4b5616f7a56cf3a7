/** Hydration: React takes over the document the server rendered with React. */
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { linkDrawnStylesheets } from './lib/http/drawnStylesheets.ts';

// Before any lazily loaded script asks for its stylesheets.
linkDrawnStylesheets(document);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});

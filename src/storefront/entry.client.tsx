/** Hydration: React takes over the document the server rendered with React. */
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

/**
 * The first use of `Intl` loads the browser's locale data, a block of work a phone feels (about
 * 25 ms on a desktop CPU). The page's texts and prices need it while hydrating; done in a task of
 * its own first, it never joins hydration's work in one long task.
 */
function loadLocaleData(): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(() => {
      new Intl.NumberFormat(document.documentElement.lang || 'en').format(0);
      setTimeout(resolve, 0);
    }, 0);
  });
}

void loadLocaleData().then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});

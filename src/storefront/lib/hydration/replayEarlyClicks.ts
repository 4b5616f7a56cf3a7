/**
 * A press on a button whose part of the page has not hydrated yet is pressed again once it has.
 *
 * Blocks below the fold hydrate as they near the viewport, and some load their script only then
 * (HydrateNearViewport, the lazily loaded content blocks). A click on server HTML that React has not
 * hydrated is lost: React either hydrates what it can and stops the click on the way (its script or
 * gate still pending), or, while a hydration it has started is not yet on the page, lets the click
 * through to a button it does not know. The shopper pressed "Play video" and nothing happened. A
 * `type="button"` button has no default action of its own, so the click can be sent again,
 * unchanged, until it reaches the button with React's handlers on it.
 *
 * Only the buttons the server drew are pressed again (those React will take over); a button another
 * library adds never gets React's handlers and is left alone, as are links and form buttons, which
 * the browser has already followed or submitted.
 */

/** How long a pressed button waits for its script; after that the press is forgotten. */
const PATIENCE_MS = 10_000;
const RETRY_MS = 50;

export function replayEarlyClicks(window: Window): void {
  const drawnByServer = new WeakSet<Element>(window.document.querySelectorAll('button[type="button"]'));
  const pending = new Map<HTMLButtonElement, ReturnType<typeof setTimeout>>();
  let replaying = false;

  const retry = (button: HTMLButtonElement, until: number) => {
    pending.set(
      button,
      setTimeout(() => {
        pending.delete(button);
        if (!button.isConnected || button.disabled || Date.now() > until) return;
        replaying = true;
        try {
          // Sent while React still lacks the button too: a click React stops makes it hydrate that part first.
          const taken = watchArrival(button);
          button.click();
          if (!taken()) retry(button, until);
        } finally {
          replaying = false;
        }
      }, RETRY_MS),
    );
  };

  window.addEventListener(
    'click',
    (event) => {
      if (replaying) return;
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      if (!button || !drawnByServer.has(button) || button.type !== 'button' || button.disabled) return;
      // A new press supersedes one still waiting: the button must not be pressed twice.
      clearTimeout(pending.get(button));
      pending.delete(button);
      const taken = watchArrival(button);
      // Once this click has gone all the way through the page.
      setTimeout(() => {
        if (!taken()) retry(button, Date.now() + PATIENCE_MS);
      });
    },
    { capture: true },
  );
}

/**
 * Starts watching for a click at the button itself; the function returned stops watching and tells
 * whether one got there with React's handlers on the button (React sends the click to them after).
 */
function watchArrival(button: HTMLButtonElement): () => boolean {
  let taken = false;
  const mark = () => {
    taken = knownToReact(button);
  };
  button.addEventListener('click', mark, { capture: true, once: true });
  return () => {
    button.removeEventListener('click', mark, { capture: true });
    return taken;
  };
}

/** React DOM keeps each element's current props on it, under a key of its own, once it has hydrated it. */
function knownToReact(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactProps$'));
}

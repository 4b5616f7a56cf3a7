/**
 * A press on a button whose part of the page has not hydrated yet is pressed again once it has.
 *
 * Blocks below the fold hydrate as they near the viewport, and some load their script only then
 * (HydrateNearViewport, the lazily loaded content blocks). When a click lands on server HTML that
 * React cannot hydrate at once because that script or gate is still pending, React hydrates it
 * first and drops the click (it stops the event before it reaches the button): the shopper pressed
 * "Play video" and nothing happened. A `type="button"` button has no default action of its own, so
 * the click can be sent again, unchanged, as soon as React takes it. Links and form buttons are
 * left alone: the browser already followed or submitted them.
 */

/** How long a pressed button waits for its script; after that the press is forgotten. */
const PATIENCE_MS = 10_000;
const RETRY_MS = 50;

export function replayEarlyClicks(window: Window): void {
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
          const arrived = watchArrival(button);
          button.click();
          if (!arrived()) retry(button, until);
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
      if (!button || button.type !== 'button' || button.disabled) return;
      // A new press supersedes one still waiting: the button must not be pressed twice.
      clearTimeout(pending.get(button));
      pending.delete(button);
      const arrived = watchArrival(button);
      // Once this click has gone all the way through the page.
      setTimeout(() => {
        if (!arrived()) retry(button, Date.now() + PATIENCE_MS);
      });
    },
    { capture: true },
  );
}

/**
 * Starts watching for a click at the button itself; the function returned stops watching and tells
 * whether one got there (nothing stopped it on the way, as React does with a click it cannot take).
 */
function watchArrival(button: HTMLButtonElement): () => boolean {
  let reached = false;
  const mark = () => {
    reached = true;
  };
  button.addEventListener('click', mark, { capture: true, once: true });
  return () => {
    button.removeEventListener('click', mark, { capture: true });
    return reached;
  };
}

/**
 * Work nothing on the page waits for, run once the browser is idle rather than in the task that
 * runs the page's effects after hydration (docs/decisions.md, "Bookkeeping waits for an idle
 * moment"). Within two seconds at the latest; answers a function that cancels it.
 */
const AT_THE_LATEST_MS = 2000;

export function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout: AT_THE_LATEST_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(work, 0);
  return () => window.clearTimeout(timer);
}

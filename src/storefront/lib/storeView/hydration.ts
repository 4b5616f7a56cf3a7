/**
 * Whether React is still taking over the server's document. True in the browser until the root's
 * first commit (root.tsx calls `hydrationDone`); false on the server, where nothing hydrates.
 */
let hydrating = typeof document !== 'undefined';

export function isHydrating(): boolean {
  return hydrating;
}

export function hydrationDone(): void {
  hydrating = false;
}

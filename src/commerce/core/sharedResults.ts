/**
 * Results being made now, by key, for the requests that ask for the same one meanwhile: the first
 * makes it (`begin`), the others wait for it (`awaiting`) and are given what it settles with, or
 * nothing when its result is not to be shared, and then each makes its own. The caches in front of
 * pages and API answers use it, so that a crowd after a catalog change (every cache emptied at
 * once) costs one drawing of a page or one answer, as the catalog's listings cost one computation
 * (modules/catalog/inFlight.ts, which shares a computation's promise itself).
 */
export class SharedResults<T> {
  private readonly pending = new Map<string, Promise<T | undefined>>();

  /** What the request making this key's result settles with; undefined when none is being made. */
  awaiting(key: string): Promise<T | undefined> | undefined {
    return this.pending.get(key);
  }

  /**
   * Marks the key's result as being made by the caller until the returned function is called with
   * it (or nothing: not to be shared). Calls after the first do nothing, so a `finally` may call it
   * again; a result that fails is shared as nothing.
   */
  begin(key: string): (result?: T | Promise<T | undefined>) => void {
    let settle!: (result: T | undefined) => void;
    const made = new Promise<T | undefined>((resolve) => (settle = resolve));
    this.pending.set(key, made);
    let settled = false;
    return (result) => {
      if (settled) return;
      settled = true;
      Promise.resolve(result)
        .catch(() => undefined)
        .then((value) => {
          if (this.pending.get(key) === made) this.pending.delete(key);
          settle(value);
        });
    };
  }

  /** Requests from now on make their own results rather than wait for those begun before. */
  clear(): void {
    this.pending.clear();
  }
}

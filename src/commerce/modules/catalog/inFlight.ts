/**
 * Request coalescing: identical computations asked for while one is running share it, so a burst
 * of the same listing after a catalog change (every cache emptied at once) runs it once. Nothing is
 * kept after it settles; keys must name everything the answer depends on (the catalog version
 * included).
 */
export class InFlight<T> {
  private readonly running = new Map<string, Promise<T>>();

  run(key: string, compute: () => Promise<T>): Promise<T> {
    const running = this.running.get(key);
    if (running) return running;
    const started = (async () => compute())().finally(() => this.running.delete(key));
    this.running.set(key, started);
    return started;
  }

  get size(): number {
    return this.running.size;
  }
}

/**
 * Runs at most `limit` tasks at once; the rest wait in arrival order. For work that only slows
 * itself and everything else when more of it runs side by side: decoding a large photo takes tens
 * of megabytes and libvips already spreads one job over every core (media), and an order's
 * placement is a transaction holding rows while it takes turns on the cores (checkout).
 */
export class ConcurrencyLimit {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly limit: number) {
    if (!Number.isInteger(limit) || limit < 1) throw new RangeError(`concurrency limit must be a positive integer, got ${limit}`);
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.limit) {
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      // Hand the slot straight to the next task so `running` never dips and lets a newcomer jump the queue.
      if (next) next();
      else this.running -= 1;
    }
  }
}

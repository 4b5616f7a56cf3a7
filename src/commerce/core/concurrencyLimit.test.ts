import { describe, expect, it } from 'vitest';
import { ConcurrencyLimit } from './concurrencyLimit.ts';

describe('ConcurrencyLimit', () => {
  it('never runs more than its limit at once, and runs every task', async () => {
    const limit = new ConcurrencyLimit(2);
    let running = 0;
    let mostAtOnce = 0;
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        limit.run(async () => {
          running += 1;
          mostAtOnce = Math.max(mostAtOnce, running);
          // One turn of the event loop: every task the limit lets in starts before this one ends.
          await new Promise((resolve) => setImmediate(resolve));
          running -= 1;
          return index;
        }),
      ),
    );
    expect(results).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(mostAtOnce).toBe(2);
  });

  it('frees the slot of a task that fails', async () => {
    const limit = new ConcurrencyLimit(1);
    await expect(limit.run(async () => Promise.reject(new Error('broken image')))).rejects.toThrow('broken image');
    await expect(limit.run(async () => 'next')).resolves.toBe('next');
  });

  it('starts waiting tasks in arrival order', async () => {
    const limit = new ConcurrencyLimit(1);
    const order: number[] = [];
    await Promise.all([1, 2, 3, 4].map((n) => limit.run(async () => order.push(n))));
    expect(order).toEqual([1, 2, 3, 4]);
  });
});

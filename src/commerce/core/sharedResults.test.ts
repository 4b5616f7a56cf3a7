import { describe, expect, it } from 'vitest';
import { SharedResults } from './sharedResults.ts';

describe('SharedResults', () => {
  it('gives those who wait the result of the one making it, then forgets it', async () => {
    const results = new SharedResults<string>();
    expect(results.awaiting('listing')).toBeUndefined();
    const settle = results.begin('listing');
    const waiting = [results.awaiting('listing'), results.awaiting('listing')];
    expect(results.awaiting('other')).toBeUndefined();
    settle('answer');
    settle('a second answer');
    expect(await Promise.all(waiting)).toEqual(['answer', 'answer']);
    expect(results.awaiting('listing')).toBeUndefined();
  });

  it('shares nothing when the result is not to be shared or fails', async () => {
    const results = new SharedResults<string>();
    const notShared = results.begin('a');
    const waitingA = results.awaiting('a');
    notShared();
    await expect(waitingA).resolves.toBeUndefined();

    const failing = results.begin('b');
    const waitingB = results.awaiting('b');
    failing(Promise.reject(new Error('failed')));
    await expect(waitingB).resolves.toBeUndefined();
  });

  it('waits for a promised result', async () => {
    const results = new SharedResults<number>();
    const settle = results.begin('n');
    const waiting = results.awaiting('n');
    settle(new Promise((resolve) => setTimeout(() => resolve(42), 5)));
    await expect(waiting).resolves.toBe(42);
  });

  it('makes nobody wait, after clear, for what was begun before', async () => {
    const results = new SharedResults<string>();
    const before = results.begin('page');
    const waitingBefore = results.awaiting('page');
    results.clear();
    expect(results.awaiting('page')).toBeUndefined();
    const after = results.begin('page');
    const waitingAfter = results.awaiting('page');
    // The older one settling leaves the newer one in place.
    before('old');
    expect(await waitingBefore).toBe('old');
    expect(results.awaiting('page')).toBe(waitingAfter);
    after('new');
    expect(await waitingAfter).toBe('new');
  });
});

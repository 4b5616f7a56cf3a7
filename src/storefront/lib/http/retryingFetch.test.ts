import { describe, expect, it } from 'vitest';
import { retryDelay, retryingFetch, RETRY_LIMIT, type RetryEnvironment } from './retryingFetch.ts';

/** A network answering from a script: an Error fails the request, a number is a status. */
function network(answers: Array<number | Error>, online: () => boolean = () => true) {
  const waits: number[] = [];
  let calls = 0;
  const environment: RetryEnvironment = {
    fetch: async () => {
      const answer = answers[Math.min(calls++, answers.length - 1)];
      if (answer instanceof Error) throw answer;
      return new Response(null, { status: answer });
    },
    online,
    wait: async (ms) => {
      waits.push(ms);
    },
    random: () => 0.5,
  };
  return { environment, waits, calls: () => calls };
}

describe('retryingFetch', () => {
  it('tries a failed request again, from 300 ms with jitter, until it is answered', async () => {
    const { environment, waits, calls } = network([new TypeError('failed to fetch'), 503, 200]);
    expect((await retryingFetch('/x', {}, environment)).status).toBe(200);
    expect(calls()).toBe(3);
    expect(waits).toEqual([retryDelay(1, () => 0.5), retryDelay(2, () => 0.5)]);
    expect(retryDelay(1, () => 0)).toBe(150);
    expect(retryDelay(1, () => 1)).toBe(300);
  });

  it('gives up after five retries with the last answer', async () => {
    const { environment, calls } = network([502]);
    expect((await retryingFetch('/x', {}, environment)).status).toBe(502);
    expect(calls()).toBe(1 + RETRY_LIMIT);
    const failing = network([new TypeError('failed to fetch')]);
    await expect(retryingFetch('/x', {}, failing.environment)).rejects.toThrow('failed to fetch');
    expect(failing.calls()).toBe(1 + RETRY_LIMIT);
  });

  it('never retries an answer of the client’s making, nor while offline, nor once aborted', async () => {
    const refused = network([404]);
    expect((await retryingFetch('/x', {}, refused.environment)).status).toBe(404);
    expect(refused.calls()).toBe(1);
    const offline = network([new TypeError('failed to fetch')], () => false);
    await expect(retryingFetch('/x', {}, offline.environment)).rejects.toThrow();
    expect(offline.calls()).toBe(1);
    const controller = new AbortController();
    controller.abort();
    const aborted = network([new DOMException('aborted', 'AbortError')]);
    await expect(retryingFetch('/x', { signal: controller.signal }, aborted.environment)).rejects.toThrow('aborted');
    expect(aborted.calls()).toBe(1);
  });
});

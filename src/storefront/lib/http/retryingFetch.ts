/**
 * The browser's requests retry as spec 001 asks: a failed request is tried again up to 5 times,
 * the first wait 300 ms with jitter, doubling after, and only while the browser is online (offline,
 * the failure is the answer at once; the offline indicator says why). A failure is a network error
 * or a server error (5xx); a 4xx is an answer, never retried. An aborted request stops at once.
 */

export const RETRY_LIMIT = 5;
export const FIRST_RETRY_DELAY_MS = 300;

export interface RetryEnvironment {
  fetch: typeof fetch;
  online(): boolean;
  wait(ms: number, signal?: AbortSignal | null): Promise<void>;
  /** 0 up to 1: the jitter. */
  random(): number;
}

/** The wait before retry `attempt` (1-based): 300 ms doubling, each between half and the whole of it. */
export function retryDelay(attempt: number, random: () => number): number {
  const ceiling = FIRST_RETRY_DELAY_MS * 2 ** (attempt - 1);
  return Math.round(ceiling / 2 + (ceiling / 2) * random());
}

const browserEnvironment = (): RetryEnvironment => ({
  fetch: (input, init) => fetch(input, init),
  online: () => typeof navigator === 'undefined' || navigator.onLine,
  wait: (ms, signal) =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(resolve, ms);
      signal?.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(signal.reason);
      });
    }),
  random: Math.random,
});

export async function retryingFetch(input: string, init: RequestInit = {}, environment: RetryEnvironment = browserEnvironment()): Promise<Response> {
  for (let attempt = 0; ; attempt++) {
    const last = attempt === RETRY_LIMIT || !environment.online();
    try {
      const response = await environment.fetch(input, init);
      if (response.status < 500 || last) return response;
    } catch (error) {
      if (init.signal?.aborted || last) throw error;
    }
    await environment.wait(retryDelay(attempt + 1, environment.random), init.signal);
  }
}

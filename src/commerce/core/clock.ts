/**
 * Time as the services read it. The store runs on the system clock; a test gives its own clock and
 * moves it forward, so a lockout, a token's lifetime or a price set for later can end without the
 * test waiting for real.
 */
export interface Clock {
  now(): Date;
  /**
   * Runs `task` once `ms` milliseconds of this clock's time have passed; the answer cancels it. A
   * timer never keeps the process alive (an operations command, a test).
   */
  after(ms: number, task: () => unknown): () => void;
}

export const systemClock: Clock = {
  now: () => new Date(),
  after(ms, task) {
    const timer = setTimeout(task, ms);
    timer.unref();
    return () => clearTimeout(timer);
  },
};

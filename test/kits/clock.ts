/**
 * A clock a test moves forward: it runs with real time and jumps when told, firing the timers that
 * fall due, so a test that needs an hour to pass does not wait for it.
 */
import type { Clock } from '../../src/commerce/core/clock.ts';

interface Pending {
  dueAt: number;
  fire: () => unknown;
}

export class TestClock implements Clock {
  private offsetMs = 0;
  private readonly pending = new Set<Pending>();

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  after(ms: number, task: () => unknown): () => void {
    const entry: Pending = {
      dueAt: this.now().getTime() + ms,
      fire: () => {
        cancel();
        return task();
      },
    };
    // Real time passing also brings the task due, as it would on the system clock.
    const timer = setTimeout(() => void entry.fire(), ms);
    timer.unref();
    const cancel = () => {
      clearTimeout(timer);
      this.pending.delete(entry);
    };
    this.pending.add(entry);
    return cancel;
  }

  /** Moves time forward and runs the timers now due, resolving once what they started has finished. */
  async advance(ms: number): Promise<void> {
    this.offsetMs += ms;
    const due = [...this.pending].filter((entry) => entry.dueAt <= this.now().getTime());
    await Promise.all(due.map((entry) => entry.fire()));
  }
}

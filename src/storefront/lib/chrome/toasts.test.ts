import { describe, expect, it } from 'vitest';
import { toToast, withToast, withoutToast } from './toasts.ts';

describe('toasts', () => {
  it('validates with the spec messages', () => {
    expect(() => toToast({ message: 'x' }, 0)).toThrow('toast.type is required');
    expect(() => toToast({ type: 'info' }, 0)).toThrow('toast.message is required');
    expect(() => toToast({ type: 'info', message: 'x', timeout: 0 }, 0)).toThrow('Toast should be user-dismissable or have a timeout');
  });

  it('defaults to a 5000 ms timeout and an id from its content', () => {
    expect(toToast({ type: 'info', message: 'Hi' }, 42)).toMatchObject({ id: 'info:Hi', timeout: 5000, dismissable: false, timestamp: 42 });
  });

  it('keeps the original timestamp when a toast with the same id is added again', () => {
    const first = toToast({ type: 'info', message: 'Hi', id: 'a' }, 1);
    const again = toToast({ type: 'error', message: 'Changed', id: 'a' }, 9);
    const list = withToast(withToast([], first), again);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ message: 'Changed', timestamp: 1 });
    expect(withoutToast(list, 'a')).toEqual([]);
  });
});

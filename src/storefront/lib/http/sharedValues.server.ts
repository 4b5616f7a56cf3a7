/**
 * Page data with its equal small objects made one: every plain object whose values are all
 * primitives (a block's style, background, padding, link) is replaced by the first one equal to
 * it. React Router writes a value it has already written as a reference to it, so a home page's
 * forty identical styles go into the page once, not forty times, and the browser decodes them
 * once (docs/decisions.md, "Page data without repeats"). Only for data nobody changes afterwards:
 * the objects are shared.
 */
export function withSharedLeaves<T>(value: T): T {
  return share(value, new Map()) as T;
}

function share(value: unknown, seen: Map<string, object>): unknown {
  if (Array.isArray(value)) return value.map((item) => share(item, seen));
  if (!isPlainObject(value)) return value;
  const entries = Object.entries(value);
  if (entries.every(([, field]) => field === null || typeof field !== 'object')) {
    const key = JSON.stringify(value);
    const known = seen.get(key);
    if (known) return known;
    seen.set(key, value);
    return value;
  }
  return Object.fromEntries(entries.map(([name, field]) => [name, share(field, seen)]));
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * Whether two things to draw are the same: the same values, or React elements of the same type and
 * key whose props are the same, looked at all the way down. Handlers made anew on each render differ.
 */
import { isValidElement, type ReactElement } from 'react';

export function sameContent(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((item, index) => sameContent(item, b[index]));
  if (isValidElement(a)) return isValidElement(b) && sameElement(a, b);
  if (isPlainObject(a) && isPlainObject(b)) return sameFields(a, b);
  return false;
}

function sameElement(a: ReactElement, b: ReactElement): boolean {
  return a.type === b.type && a.key === b.key && sameFields(a.props as Record<string, unknown>, b.props as Record<string, unknown>);
}

function sameFields(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && sameContent(a[key], b[key]));
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

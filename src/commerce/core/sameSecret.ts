/**
 * Whether a secret as given (a token, a signature, an access key) is the one expected, compared in
 * constant time so the time a wrong guess takes tells nothing of how much of it was right. Texts of
 * different lengths differ at once: the length of what is expected is no secret (every token of a
 * kind has the same one).
 */
import { timingSafeEqual } from 'node:crypto';

export function sameSecret(given: string | Buffer, expected: string | Buffer): boolean {
  const a = typeof given === 'string' ? Buffer.from(given) : given;
  const b = typeof expected === 'string' ? Buffer.from(expected) : expected;
  return a.length === b.length && timingSafeEqual(a, b);
}

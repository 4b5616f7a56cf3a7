/**
 * Password hashes: argon2id (docs/design.md, Security) with @node-rs/argon2's defaults, which are OWASP's
 * recommended minimum (19 MiB, two passes, one lane).
 */
import { hash, verify } from '@node-rs/argon2';

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** A hash of a password nobody has, checked when no account matches so the answer takes as long. */
let decoyHash: Promise<string> | undefined;

export async function passwordMatches(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) {
    decoyHash ??= hash('no account has this password');
    await verify(await decoyHash, password);
    return false;
  }
  return verify(passwordHash, password);
}

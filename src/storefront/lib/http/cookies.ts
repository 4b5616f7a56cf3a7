/**
 * Plain cookies (values the spec names, readable by any client), read and written with `cookie`,
 * the parser React Router's own cookies use. Runs in the browser too (usePromoMessage). Every
 * cookie of the store is `Path=/` and `SameSite=Lax` unless told otherwise.
 */
import { parse, serialize } from 'cookie';

export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  return parse(header)[name];
}

export interface CookieOptions {
  /** Seconds; omitted for a session cookie. */
  maxAge?: number;
  path?: string;
  httpOnly?: boolean;
  secure?: boolean;
}

export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  return serialize(name, value, {
    path: options.path ?? '/',
    sameSite: 'lax',
    maxAge: options.maxAge === undefined ? undefined : Math.floor(options.maxAge),
    httpOnly: options.httpOnly,
    secure: options.secure,
  });
}

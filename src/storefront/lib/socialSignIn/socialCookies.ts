/**
 * The cookies of WeChat and Facebook sign-in, shared by the server's routes and the page cache's
 * variant (entry.server.tsx):
 *
 * - `social_state` (httpOnly, 10 minutes): the OAuth state of the visit that went to the provider,
 *   what it went for (sign in, or bind to the signed-in account) and where to go afterwards. The
 *   provider's answer counts only with the state it was asked with.
 * - `social_binding` (httpOnly, 15 minutes): the binding ticket of an identity bound to no account,
 *   bound as soon as the shopper signs in or opens an account.
 * - `social_notice` (httpOnly, 5 minutes): a binding refused at that moment, in the API's words,
 *   shown once on the account page.
 * - `wechat_minipro` (the browser session): the store is open inside the WeChat mini program
 *   (/wechat/minipro), where the account trigger goes to the mobile sign-in page (spec 000 §2).
 */
import { readCookie, serializeCookie } from '../http/cookies.ts';

export const SOCIAL_PROVIDERS = ['wechat', 'facebook'] as const;
export type SocialProviderKey = (typeof SOCIAL_PROVIDERS)[number];

export const SOCIAL_STATE_COOKIE = 'social_state';
export const SOCIAL_BINDING_COOKIE = 'social_binding';
export const SOCIAL_NOTICE_COOKIE = 'social_notice';
export const MINI_PROGRAM_COOKIE = 'wechat_minipro';

export function isSocialProvider(value: unknown): value is SocialProviderKey {
  return SOCIAL_PROVIDERS.includes(value as SocialProviderKey);
}

export interface SocialState {
  state: string;
  provider: SocialProviderKey;
  intent: 'signIn' | 'bind';
  /** The sign-in page's `redirect` value (checkout, or a page of this store). */
  redirect: string;
}

export interface PendingBinding {
  provider: SocialProviderKey;
  ticket: string;
  name: string;
  /** Where sign-in goes afterwards, as the sign-in that found the identity unbound was told. */
  redirect: string;
}

function readJson<T>(cookieHeader: string | null, name: string, valid: (value: T) => boolean): T | undefined {
  const text = readCookie(cookieHeader, name);
  if (!text || text.length > 3000) return undefined;
  try {
    const value = JSON.parse(text) as T;
    return value && typeof value === 'object' && valid(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

export function readSocialState(cookieHeader: string | null): SocialState | undefined {
  return readJson<SocialState>(cookieHeader, SOCIAL_STATE_COOKIE, (value) => typeof value.state === 'string' && isSocialProvider(value.provider));
}

export function readPendingBinding(cookieHeader: string | null): PendingBinding | undefined {
  return readJson<PendingBinding>(cookieHeader, SOCIAL_BINDING_COOKIE, (value) => typeof value.ticket === 'string' && isSocialProvider(value.provider));
}

/** What the sign-in and registration pages say of a pending binding: no ticket. */
export interface PendingBindingView {
  provider: SocialProviderKey;
  name: string;
}

export function pendingBindingView(request: Request): PendingBindingView | null {
  const pending = readPendingBinding(request.headers.get('cookie'));
  return pending ? { provider: pending.provider, name: pending.name.slice(0, 100) } : null;
}

export function readSocialNotice(cookieHeader: string | null): string | undefined {
  return readCookie(cookieHeader, SOCIAL_NOTICE_COOKIE)?.slice(0, 300) || undefined;
}

export function isMiniProgramRequest(request: Request): boolean {
  return readCookie(request.headers.get('cookie'), MINI_PROGRAM_COOKIE) === '1';
}

interface CookieOptions {
  secure: boolean;
}

export const socialCookie = {
  state: (value: SocialState, { secure }: CookieOptions) => serializeCookie(SOCIAL_STATE_COOKIE, JSON.stringify(value), { maxAge: 600, httpOnly: true, secure }),
  binding: (value: PendingBinding, { secure }: CookieOptions) => serializeCookie(SOCIAL_BINDING_COOKIE, JSON.stringify(value), { maxAge: 900, httpOnly: true, secure }),
  notice: (message: string, { secure }: CookieOptions) => serializeCookie(SOCIAL_NOTICE_COOKIE, message.slice(0, 300), { maxAge: 300, httpOnly: true, secure }),
  miniProgram: ({ secure }: CookieOptions) => serializeCookie(MINI_PROGRAM_COOKIE, '1', { secure }),
  clear: (name: string, { secure }: CookieOptions) => serializeCookie(name, '', { maxAge: 0, httpOnly: name !== MINI_PROGRAM_COOKIE, secure }),
};

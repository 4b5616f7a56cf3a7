/**
 * Who and where a request is: the store view from the `Store` header (default tsl_en), the display
 * currency from `Content-Currency`, and who is asking. Every layer may import it.
 */
import type { LocaleKey } from '../../rules/locales.ts';
import { CURRENCY_CODES, isCurrencyCode, type CurrencyCode } from '../../rules/money.ts';
import {
  DEFAULT_STORE_VIEW_CODE,
  findStoreView,
  websiteOf,
  type StoreViewDefinition,
  type WebsiteDefinition,
} from '../../rules/storeViews.ts';
import { authorizationError, inputError, notFoundError } from './errors.ts';

export interface StoreScope {
  view: StoreViewDefinition;
  website: WebsiteDefinition;
  locale: LocaleKey;
  /** The website's base currency: prices are stored in it. */
  baseCurrency: CurrencyCode;
  /** The currency prices are shown in (Content-Currency, else the base currency). */
  displayCurrency: CurrencyCode;
}

/**
 * Who is asking: a guest, a signed-in customer (accounts), a member of the shops' staff, or the
 * store's administrator. Staff accounts are customers rows of a role other than 1 (rules/staff.ts),
 * signed in by staff number; where a customer is needed, staff are refused as a guest would be,
 * except where the spec gives staff the right (their account chip, signing out, their phone).
 */
export type Actor =
  | { kind: 'guest' }
  /** `tokenId`: the sign-in token the request carried, which sign-out revokes. */
  | { kind: 'customer'; customerId: number; tokenId?: number; expiresAt?: Date }
  /** `staffId`: the staff member's account (customers.id); `storeIdentifier`: their shop's code. */
  | { kind: 'staff'; staffId: number; storeIdentifier: string | null; tokenId?: number; expiresAt?: Date }
  /** The operator: the store's admin token, or (`deskSessionId`) an order desk session it opened. */
  | { kind: 'admin'; deskSessionId?: number };

export type StaffActor = Extract<Actor, { kind: 'staff' }>;

/** The staff member asking, or the refusal every staff operation gives a guest, a customer or the admin token. */
export function requireStaffActor(actor: Actor): StaffActor {
  if (actor.kind !== 'staff') throw authorizationError('staff.notAuthorized');
  return actor;
}

/**
 * One request as every layer sees it, made once per request by the API (or by a command) and
 * passed explicitly: where (store view, website, locale, currencies), who, and from which address.
 * A RequestContext is a StoreScope, so code that needs only the scope takes it as one.
 */
export interface RequestContext extends StoreScope {
  actor: Actor;
  /** The client's address (behind trusted proxies, the one they forwarded): sign-in limits count by it. */
  clientIp?: string;
  /** The X-ReCaptcha header, checked by the operations that need it. */
  captchaToken?: string;
}

/** A context for work the store does itself (jobs, commands, tests): a guest unless told otherwise. */
export function requestContextFor(scope: StoreScope, actor: Actor = { kind: 'guest' }, clientIp?: string, captchaToken?: string): RequestContext {
  return { ...scope, actor, clientIp, captchaToken };
}

/** Currencies a website may show prices in. */
export const DISPLAY_CURRENCIES: readonly CurrencyCode[] = CURRENCY_CODES;

/** Reads the scope from request headers; throws a CommerceError the plugin turns into a GraphQL error. */
export function resolveStoreScope(storeHeader: string | undefined, currencyHeader: string | undefined): StoreScope {
  const code = storeHeader?.trim() || DEFAULT_STORE_VIEW_CODE;
  const view = findStoreView(code);
  if (!view) throw notFoundError('store.notFound');
  const website = websiteOf(view);
  const requested = currencyHeader?.trim().toUpperCase();
  let displayCurrency: CurrencyCode = website.baseCurrency;
  if (requested) {
    if (!isCurrencyCode(requested) || !DISPLAY_CURRENCIES.includes(requested)) {
      throw inputError('currency.notAllowed', { currency: requested.slice(0, 8) });
    }
    displayCurrency = requested;
  }
  return { view, website, locale: view.localeKey, baseCurrency: website.baseCurrency, displayCurrency };
}

/**
 * The shopper's one session: a signed cookie (React Router's cookie session storage, secret from
 * configuration) holding the bag of each website, the signed-in customer's token and when it ends,
 * the role, the card the gateway's form answered for the payment step, and the order just placed;
 * and the operator's order desk (lib/desk): its sign-in and its language. The request context reads
 * it once per request and commits it once per response (requestContext.server.ts); routes only
 * change it through this class.
 *
 * A bag belongs to one website (Hong Kong's three languages share it, Macau and Malaysia have their
 * own), and so does an order just placed. Beside the session go readable hints derived from it
 * (hintCookies.ts): the bag's count and the session's end, for page scripts and the page cache.
 *
 * Shoppers who arrive with the cookies the store wrote before the session (`cart_id_<website>`,
 * `customer_token`) keep their bag and their sign-in: those are read once, moved into the session
 * and cleared.
 */
import { createCookieSessionStorage, type Session, type SessionStorage } from 'react-router';
import { WEBSITES, type WebsiteCode } from '../../../rules/storeViews.ts';
import type { PlacedOrder } from '../checkout/placedOrder.ts';
import { PLACED_ORDER_MAX_AGE } from '../checkout/placedOrder.ts';
import { readCookie, serializeCookie } from '../http/cookies.ts';
import { CART_MAX_AGE, cartCountCookie, readSessionEnd, signedInCookie } from './hintCookies.ts';
import type { CardProblem } from '../../../rules/checkoutForms.ts';
import type { LocaleKey } from '../../../rules/locales.ts';
import type { DeskNotice } from '../desk/deskNotices.ts';

export const SESSION_COOKIE = 'tsl_session';

/** How long a card the gateway answered waits for the order to be placed: its nonce lasts as long. */
const CARD_MAX_AGE = 30 * 60;

/** The spec's token lifetime (spec 001 §9), when neither the API nor an old cookie says. */
const DEFAULT_TOKEN_TTL_SECONDS = 3600;

/** A staff member's session is a signed-in one too; the role says which pages to draw (the API decides what they may do). */
export type ShopperRole = 'guest' | 'customer' | 'staff';

interface SessionData {
  /** The bag's masked cart id, per website. */
  carts: Partial<Record<WebsiteCode, string>>;
  customer: { token: string; endsAt: number; role: 'customer' | 'staff' };
  /** The order just placed, per website, until `until` (seconds since 1970). */
  placedOrders: Partial<Record<WebsiteCode, { order: PlacedOrder; until: number }>>;
  /** The card the gateway's form answered, per website, until `until`: kept here, never in a URL. */
  cards: Partial<Record<WebsiteCode, PaymentCard & { until: number }>>;
  /**
   * The operator signed in to the order desk, until `endsAt`: the admin token the desk's calls
   * carry. The cookie is signed and httpOnly; the token is never in a page or a URL.
   */
  desk: { token: string; endsAt: number };
  /** The order desk's language, as its switch last chose it. */
  deskLocale: LocaleKey;
}

/** A card ready to pay with: the gateway's one-time nonce and what the shopper may be shown of the card. */
export interface PaymentCard {
  nonce: string;
  brand: string;
  last4: string;
}

/** Said once, by the next page drawn: the session ended by its time to live; the card form's problem. */
interface SessionFlash {
  sessionEnded: true;
  cardProblem: CardProblem;
  /** What the desk says once on its next page: a move made, a sign-out, a session that ended. */
  deskNotice: DeskNotice;
  /** The staff action just made on an order, said once on the order's page. */
  staffOrderMoved: string;
}

export type ShopperSessionStorage = SessionStorage<SessionData, SessionFlash>;

export function createShopperSessionStorage(secret: string): ShopperSessionStorage {
  return createCookieSessionStorage<SessionData, SessionFlash>({
    cookie: { name: SESSION_COOKIE, httpOnly: true, sameSite: 'lax', path: '/', secrets: [secret], maxAge: CART_MAX_AGE },
  });
}

/** Names of the cookies the store wrote before the session, read once to move them into it. */
const OLD_TOKEN_COOKIE = 'customer_token';
const oldCartCookie = (website: WebsiteCode) => `cart_id_${website}`;
const CART_ID = /^[A-Za-z0-9_-]{32}$/;
const TOKEN = /^[A-Za-z0-9._~+/=-]{16,512}$/;

export class ShopperSession {
  private changed = false;
  /** The bag count hint to write, per website; null clears it. */
  private readonly countHints = new Map<WebsiteCode, number | null>();
  /** The session-end hint to write; null clears it. */
  private endHint: number | null | undefined;
  /** Cookies of before the session, to clear once moved in. */
  private readonly oldCookies: string[] = [];
  /** The page read the session-ended notice: once it is drawn, the notice has been said. */
  private endNoticeRead = false;

  private constructor(
    private readonly storage: ShopperSessionStorage,
    private readonly session: Session<SessionData, SessionFlash>,
    /** The website of the request's store view: its bag and its order are the ones meant. */
    readonly website: WebsiteCode,
    readonly secure: boolean,
    private readonly now: () => number,
  ) {}

  static async read(storage: ShopperSessionStorage, request: Request, website: WebsiteCode, now: () => number = Date.now): Promise<ShopperSession> {
    const cookieHeader = request.headers.get('cookie');
    const session = await storage.getSession(cookieHeader);
    const shopper = new ShopperSession(storage, session, website, new URL(request.url).protocol === 'https:', now);
    shopper.moveOldCookies(cookieHeader);
    shopper.endIfExpired();
    return shopper;
  }

  /**
   * Whether the customer's session ended by its time to live and no page has said so yet (spec
   * 000 §4). The store layout reads it for the page; it is said once a page is drawn with it
   * (commit), so a redirect on the way (an account page sending a guest to sign-in) leaves it for
   * the page after.
   */
  get sessionEndNoticePending(): boolean {
    return this.session.has('sessionEnded');
  }

  /** The session-ended notice for the page being drawn. */
  readSessionEndNotice(): boolean {
    this.endNoticeRead ||= this.session.has('sessionEnded');
    return this.endNoticeRead;
  }

  /**
   * A session past its time to live ends here, once: the customer is forgotten, and so are the bags,
   * which were the account's (they come back with the next sign-in) and whose counts must not stay
   * in a guest's header.
   */
  private endIfExpired(): void {
    const customer = this.session.get('customer');
    if (!customer || customer.endsAt > this.nowSeconds) return;
    this.endWithNotice();
  }

  /**
   * Ends the customer's session and says so on the next page drawn (the session-ended notice): at
   * its time to live, or when the account's bag can no longer be used (spec 001 §7). The bags go
   * too: they were the account's.
   */
  endWithNotice(): void {
    this.session.flash('sessionEnded', true);
    this.session.unset('customer');
    for (const website of Object.keys(this.session.get('carts') ?? {}) as WebsiteCode[]) this.countHints.set(website, null);
    this.session.unset('carts');
    this.endHint = null;
    this.changed = true;
  }

  private get nowSeconds(): number {
    return Math.floor(this.now() / 1000);
  }

  /** The bag's cart id on the request's website, if the shopper has one. */
  get cartId(): string | undefined {
    return this.session.get('carts')?.[this.website];
  }

  /** Remembers the bag and its count (the count hint follows every answer that carries the cart). */
  rememberCart(cartId: string, itemCount: number): void {
    this.countHints.set(this.website, itemCount);
    // The session is written only when the bag itself changes: a page that reads the bag at the
    // same time as a form changes the session must not write back what it read.
    if (this.cartId === cartId) return;
    this.session.set('carts', { ...this.session.get('carts'), [this.website]: cartId });
    this.changed = true;
  }

  /** Forgets the bag (after an order is placed, or when it cannot be used any more). */
  forgetCart(): void {
    this.countHints.set(this.website, null);
    if (!this.cartId) return;
    const carts = { ...this.session.get('carts') };
    delete carts[this.website];
    this.session.set('carts', carts);
    this.changed = true;
  }

  /** The signed-in customer's token while the session lasts; none for a guest. */
  get customerToken(): string | undefined {
    const customer = this.session.get('customer');
    return customer && customer.endsAt > this.nowSeconds ? customer.token : undefined;
  }

  get role(): ShopperRole {
    return this.customerToken ? this.session.get('customer')!.role : 'guest';
  }

  get signedIn(): boolean {
    return this.role !== 'guest';
  }

  /** Signs a customer (or a staff member) in for `ttlSeconds` (the API token's time to live). */
  signIn(token: string, ttlSeconds: number, role: 'customer' | 'staff' = 'customer'): void {
    const endsAt = this.nowSeconds + Math.max(1, Math.floor(ttlSeconds));
    this.session.set('customer', { token, endsAt, role });
    this.endHint = endsAt;
    this.changed = true;
  }

  signOut(): void {
    this.session.unset('customer');
    this.endHint = null;
    this.changed = true;
  }

  /** The order just placed on this website, for the hour after. */
  get placedOrder(): PlacedOrder | undefined {
    const placed = this.session.get('placedOrders')?.[this.website];
    return placed && placed.until > this.nowSeconds ? placed.order : undefined;
  }

  rememberPlacedOrder(order: PlacedOrder): void {
    // Only this website's order is kept: the session cookie stays small.
    this.session.set('placedOrders', { [this.website]: { order, until: this.nowSeconds + PLACED_ORDER_MAX_AGE } });
    this.changed = true;
  }

  /** The card ready to pay with on this website, if the gateway's form answered one lately. */
  get card(): PaymentCard | undefined {
    const card = this.session.get('cards')?.[this.website];
    return card && card.until > this.nowSeconds ? { nonce: card.nonce, brand: card.brand, last4: card.last4 } : undefined;
  }

  rememberCard(card: PaymentCard): void {
    this.session.set('cards', { [this.website]: { ...card, until: this.nowSeconds + CARD_MAX_AGE } });
    this.changed = true;
  }

  /** Forgets the card: its nonce was used (or refused), or the shopper wants another. */
  forgetCard(): void {
    if (!this.session.get('cards')?.[this.website]) return;
    this.session.unset('cards');
    this.changed = true;
  }

  /** Says on the next page why the card form has to be filled in again. */
  flashCardProblem(problem: CardProblem): void {
    this.session.flash('cardProblem', problem);
    this.changed = true;
  }

  /** The card form's problem, said once: reading it takes it out of the session. */
  takeCardProblem(): CardProblem | undefined {
    return this.takeFlash('cardProblem');
  }

  /** A flash value, said once: reading it takes it out of the session. */
  private takeFlash<Key extends keyof SessionFlash>(key: Key): SessionFlash[Key] | undefined {
    if (!this.session.has(key)) return undefined;
    this.changed = true;
    return this.session.get(key);
  }

  /** The desk session token of the operator signed in to the order desk (never the admin token), while the desk session lasts. */
  get deskToken(): string | undefined {
    const desk = this.session.get('desk');
    return desk && desk.endsAt > this.nowSeconds ? desk.token : undefined;
  }

  /** A desk session that ran out of time and is still remembered: the desk says so once. */
  get deskSessionEnded(): boolean {
    const desk = this.session.get('desk');
    return desk !== undefined && desk.endsAt <= this.nowSeconds;
  }

  /** Signs the operator in to the order desk for `ttlSeconds`. */
  startDesk(token: string, ttlSeconds: number): void {
    this.session.set('desk', { token, endsAt: this.nowSeconds + Math.max(1, Math.floor(ttlSeconds)) });
    this.changed = true;
  }

  endDesk(): void {
    if (!this.session.has('desk')) return;
    this.session.unset('desk');
    this.changed = true;
  }

  get deskLocale(): LocaleKey | undefined {
    return this.session.get('deskLocale');
  }

  rememberDeskLocale(locale: LocaleKey): void {
    if (this.session.get('deskLocale') === locale) return;
    this.session.set('deskLocale', locale);
    this.changed = true;
  }

  /** Says `notice` on the desk's next page. */
  flashDeskNotice(notice: DeskNotice): void {
    this.session.flash('deskNotice', notice);
    this.changed = true;
  }

  /** The desk's notice, said once. */
  takeDeskNotice(): DeskNotice | undefined {
    return this.takeFlash('deskNotice');
  }

  /** Says on the next page that a staff action was made on an order. */
  flashStaffOrderMoved(action: string): void {
    this.session.flash('staffOrderMoved', action);
    this.changed = true;
  }

  /** The staff action just made, said once. */
  takeStaffOrderMoved(): string | undefined {
    return this.takeFlash('staffOrderMoved');
  }

  /**
   * Set-Cookie lines for the response: the session when it changed, its hints, old cookies cleared.
   * `pageDrawn`: the response is a page drawn for the shopper (not a redirect or data).
   */
  async commit({ pageDrawn = false }: { pageDrawn?: boolean } = {}): Promise<string[]> {
    if (pageDrawn && this.endNoticeRead && this.session.has('sessionEnded')) {
      this.session.get('sessionEnded');
      this.changed = true;
    }
    const lines = [...this.oldCookies];
    if (this.changed) {
      this.dropExpired();
      const empty =
        !this.session.has('customer') &&
        Object.keys(this.session.get('carts') ?? {}).length === 0 &&
        !this.session.has('placedOrders') &&
        !this.session.has('cards') &&
        !this.session.has('cardProblem') &&
        !this.session.has('sessionEnded') &&
        !this.session.has('desk') &&
        !this.session.has('deskLocale') &&
        !this.session.has('deskNotice');
      lines.push(empty ? await this.storage.destroySession(this.session, { secure: this.secure }) : await this.storage.commitSession(this.session, { secure: this.secure }));
    }
    for (const [website, count] of this.countHints) lines.push(cartCountCookie(website, count, this.secure));
    if (this.endHint !== undefined) lines.push(signedInCookie(this.endHint, this.secure, this.nowSeconds));
    return lines;
  }

  private dropExpired(): void {
    const customer = this.session.get('customer');
    if (customer && customer.endsAt <= this.nowSeconds) this.session.unset('customer');
    const placed = this.session.get('placedOrders') ?? {};
    const current = Object.fromEntries(Object.entries(placed).filter(([, entry]) => entry && entry.until > this.nowSeconds));
    if (Object.keys(current).length > 0) this.session.set('placedOrders', current);
    else this.session.unset('placedOrders');
    const cards = Object.fromEntries(Object.entries(this.session.get('cards') ?? {}).filter(([, card]) => card && card.until > this.nowSeconds));
    if (Object.keys(cards).length > 0) this.session.set('cards', cards);
    else this.session.unset('cards');
  }

  private moveOldCookies(cookieHeader: string | null): void {
    if (!cookieHeader) return;
    const token = readCookie(cookieHeader, OLD_TOKEN_COOKIE);
    if (token !== undefined) {
      if (!this.session.has('customer') && TOKEN.test(token)) {
        const endsAt = (readSessionEnd(cookieHeader) ?? 0) / 1000 || this.nowSeconds + DEFAULT_TOKEN_TTL_SECONDS;
        this.session.set('customer', { token, endsAt, role: 'customer' });
        this.changed = true;
      }
      this.oldCookies.push(serializeCookie(OLD_TOKEN_COOKIE, '', { maxAge: 0, httpOnly: true, secure: this.secure }));
    }
    for (const { code } of WEBSITES) {
      const cartId = readCookie(cookieHeader, oldCartCookie(code));
      if (cartId === undefined) continue;
      if (!this.session.get('carts')?.[code] && CART_ID.test(cartId)) {
        this.session.set('carts', { ...this.session.get('carts'), [code]: cartId });
        this.changed = true;
      }
      this.oldCookies.push(serializeCookie(oldCartCookie(code), '', { maxAge: 0, httpOnly: true, secure: this.secure }));
    }
  }
}

/**
 * Customer accounts (spec 000 §3 "Customer", §4 "Session"; docs/design.md, Security): registration behind a
 * reCAPTCHA check, sign-in by email or by mobile number with lockout, tokens that expire and can be
 * revoked, the profile, the address book, the customer's cart, and deletion that erases personal
 * data while the orders stay, anonymized.
 *
 * Accounts belong to a website: an email or a mobile number opens one account per website, and a
 * token signs in only on its account's website.
 */
import { and, eq, isNull, ne } from 'drizzle-orm';
import { isMobileNumber, parseMobile } from '../../../rules/customer.ts';
import { normalizeStaffNo, SHOPPER_ROLE_ID, STAFF_NO_PATTERN } from '../../../rules/staff.ts';
import type { Database } from '../../db/connect.ts';
import { customerAddresses, customers } from '../../db/schema/customers.ts';
import { requireStaffActor, type Actor, type RequestContext, type StaffActor, type StoreScope } from '../../core/requestContext.ts';
import { CommerceError, inputError } from '../../core/errors.ts';
import type { DomainEventBus } from '../../core/events.ts';
import { closeCartsOfDeletedAccount, setOpenCartEmail, type CartService, type CartView } from '../cart/index.ts';
import { AddressBook, type CustomerAddressInput, type CustomerAddressRecord } from './addressBook.ts';
import type { CaptchaVerifier } from './captcha.ts';
import { checkCustomerFields, checkEmail, customerProblemError, weakPasswordError, type CustomerChanges, type CustomerFields } from './customerInput.ts';
import { hashPassword, passwordMatches } from './passwords.ts';
import type { PasswordResets } from './passwordResets.ts';
import type { SignInLimits } from './signInLimits.ts';
import type { CustomerTokens } from './tokens.ts';

export type CustomerRecord = typeof customers.$inferSelect;

/**
 * What the orders module keeps of an account, erased with it in the same transaction. The orders
 * module's face gives it (orders imports mail, which imports this module: called through the
 * composition root, not imported).
 */
export interface AccountOrders {
  /** The account's orders stay for the shop's books without its email and addresses; its in-store purchase records go. */
  forgetAccount(db: Database, customerId: number): Promise<void>;
}

export interface CustomerDependencies {
  cart: CartService;
  orders: AccountOrders;
  tokens: CustomerTokens;
  limits: SignInLimits;
  captcha: CaptchaVerifier;
  passwordResets: PasswordResets;
  /** Told of a deleted account once it is committed: other modules forget what they keep of it. */
  events: DomainEventBus;
}

/** What Postgres reports for a unique index that refused a row. */
export function violatedIndex(error: unknown): string | undefined {
  for (let cause: unknown = error; cause && typeof cause === 'object'; cause = (cause as { cause?: unknown }).cause) {
    const candidate = cause as { code?: string; constraint?: string };
    if (candidate.code === '23505') return candidate.constraint ?? '';
  }
  return undefined;
}

function duplicateError(error: unknown): CommerceError | undefined {
  const index = violatedIndex(error);
  if (index === undefined) return undefined;
  return new CommerceError('graphql-already-exists', index.includes('mobile') ? 'customer.mobileExists' : 'customer.emailExists');
}

export class CustomerService {
  private readonly addressBook = new AddressBook();

  constructor(
    private readonly db: Database,
    private readonly deps: CustomerDependencies,
  ) {}

  get captcha(): CaptchaVerifier {
    return this.deps.captcha;
  }

  /** The customer or staff member a bearer token signs in on the scope's website, or a guest. */
  async actorFor(token: string, scope: StoreScope): Promise<Actor> {
    const session = await this.deps.tokens.authenticate(token, scope.website.id);
    if (!session) return { kind: 'guest' };
    const { customerId, tokenId, expiresAt } = session;
    if (session.roleId !== SHOPPER_ROLE_ID) return { kind: 'staff', staffId: customerId, storeIdentifier: session.defaultStoreIdentifier, tokenId, expiresAt };
    return { kind: 'customer', customerId, tokenId, expiresAt };
  }

  async register(input: CustomerFields, request: RequestContext): Promise<CustomerRecord> {
    const changes = checkCustomerFields(input, true);
    if (!request.captchaToken || !(await this.deps.captcha.verify(request.captchaToken, 'CUSTOMER_CREATE', clientAddress(request)))) {
      throw inputError('customer.captchaFailed');
    }
    const passwordHash = await hashPassword(input.password!);
    try {
      const [created] = await this.db
        .insert(customers)
        .values({
          ...(changes as Required<Pick<CustomerChanges, 'firstname' | 'lastname' | 'email'>> & CustomerChanges),
          websiteId: request.website.id,
          storeViewId: request.view.id,
          passwordHash,
          consentAt: new Date(),
        })
        .returning();
      return created;
    } catch (error) {
      throw duplicateError(error) ?? error;
    }
  }

  /** Members sign in by email or mobile; staff accounts only by staff number (docs/decisions.md). */
  async signInByEmail(email: string, password: string, request: RequestContext): Promise<string> {
    const address = checkEmail(email);
    return this.signIn(and(eq(customers.email, address), eq(customers.websiteId, request.website.id), eq(customers.roleId, SHOPPER_ROLE_ID)), password, request);
  }

  async signInByMobile(areaCode: string, number: string, password: string, request: RequestContext): Promise<string> {
    const mobile = parseMobile(areaCode, number);
    if (!isMobileNumber(mobile)) throw customerProblemError(mobile);
    return this.signIn(and(eq(customers.mobile, mobile.e164), eq(customers.websiteId, request.website.id), eq(customers.roleId, SHOPPER_ROLE_ID)), password, request);
  }

  /**
   * Spec 000 §1 "Staff accounts sign in with a staff number": on a store view of the staff
   * member's own website, with the members' lockout and token rules.
   */
  async signInByStaffNo(staffNo: string, password: string, request: RequestContext): Promise<string> {
    const number = normalizeStaffNo(staffNo);
    if (!STAFF_NO_PATTERN.test(number)) throw new CommerceError('graphql-input', 'staff.staffNoInvalid');
    return this.signIn(and(eq(customers.staffNo, number), eq(customers.websiteId, request.website.id), ne(customers.roleId, SHOPPER_ROLE_ID)), password, request);
  }

  /** Revokes the token the request carried (spec 000 §4 "Sign-out"), a member's or a staff member's. */
  async signOut(actor: Actor): Promise<void> {
    const { tokenId } = this.requireAccount(actor);
    if (tokenId !== undefined) await this.deps.tokens.revoke(this.db, tokenId);
  }

  /** The signed-in account, a member's or a staff member's: the account chip (spec 001 §7) reads both. */
  async currentAccount(actor: Actor): Promise<CustomerRecord> {
    const { accountId } = this.requireAccount(actor);
    return this.accountRecord(accountId);
  }

  async current(actor: Actor): Promise<CustomerRecord> {
    return this.accountRecord(this.requireCustomer(actor).customerId);
  }

  private async accountRecord(id: number): Promise<CustomerRecord> {
    const [record] = await this.db
      .select()
      .from(customers)
      .where(and(eq(customers.id, id), isNull(customers.deletedAt)));
    if (!record) throw new CommerceError('graphql-authorization', 'customer.notAuthorized');
    return record;
  }

  async update(actor: Actor, input: CustomerFields): Promise<CustomerRecord> {
    const { customerId } = this.requireCustomer(actor);
    const { email: _ignored, ...changes } = checkCustomerFields(input, false);
    return this.write(customerId, changes);
  }

  /**
   * Magento's older updateCustomer: updateCustomerV2's fields, and the email with the password that
   * proves it. Every field is checked before anything is written, so a refusal changes nothing.
   */
  async updateWithEmail(actor: Actor, input: CustomerFields): Promise<CustomerRecord> {
    const record = await this.current(actor);
    const { email, password, ...fields } = input;
    checkCustomerFields(fields, false);
    if (email != null && checkEmail(email) !== record.email) {
      if (!password) throw customerProblemError({ field: 'password', reason: 'required' });
      await this.updateEmail(actor, email, password);
    }
    return this.update(actor, fields);
  }

  /**
   * Magento's subscribeEmailToNewsletter. The store keeps the email subscription on the account
   * (spec 000 §3), so only a signed-in customer subscribes, and only the account's own address
   * (docs/decisions.md, "Newsletter subscriptions are an account's").
   */
  async subscribeToNewsletter(actor: Actor, email: string): Promise<CustomerRecord> {
    if (actor.kind !== 'customer') throw new CommerceError('graphql-authorization', 'newsletter.signInFirst');
    const record = await this.current(actor);
    if (checkEmail(email) !== record.email) throw inputError('newsletter.ownEmailOnly');
    return record.subscribedEmail ? record : this.write(record.id, { subscribedEmail: true });
  }

  /** Hours a sign-in token lasts (CUSTOMER_TOKEN_TTL_SECONDS), as Magento's customer_access_token_lifetime says it. */
  tokenLifetimeHours(): number {
    return this.deps.tokens.ttlSeconds / 3600;
  }

  async updateEmail(actor: Actor, email: string, password: string): Promise<CustomerRecord> {
    const record = await this.current(actor);
    const address = checkEmail(email);
    await this.checkPassword(record, password);
    const updated = await this.write(record.id, { email: address });
    // The open cart's email is the one its order will be sent to.
    await setOpenCartEmail(this.db, record.id, address);
    return updated;
  }

  /** Spec 001 §5: the new password must differ from the old. Other sessions end; this one stays. */
  async changePassword(actor: Actor, currentPassword: string, newPassword: string): Promise<CustomerRecord> {
    const record = await this.current(actor);
    await this.checkPassword(record, currentPassword);
    const weak = weakPasswordError(newPassword, 'new_password');
    if (weak) throw weak;
    if (newPassword === currentPassword) throw customerProblemError({ field: 'new_password', reason: 'passwordSame' });
    const passwordHash = await hashPassword(newPassword);
    const tokenId = actor.kind === 'customer' ? actor.tokenId : undefined;
    return this.db.transaction(async (tx) => {
      const [updated] = await tx.update(customers).set({ passwordHash, updatedAt: new Date() }).where(eq(customers.id, record.id)).returning();
      await this.deps.tokens.revokeAll(tx, record.id, tokenId);
      return updated;
    });
  }

  /** Forgot password: mails a reset link when the email has an account on the website. */
  async requestPasswordReset(email: string, scope: StoreScope): Promise<void> {
    await this.deps.passwordResets.request(email, scope);
  }

  async resetPassword(email: string, token: string, newPassword: string, scope: StoreScope): Promise<void> {
    await this.deps.passwordResets.reset(email, token, newPassword, scope);
  }

  async isEmailAvailable(email: string, scope: StoreScope): Promise<boolean> {
    const address = checkEmail(email);
    const [found] = await this.db
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.email, address), eq(customers.websiteId, scope.website.id)));
    return !found;
  }

  async addresses(customerId: number): Promise<CustomerAddressRecord[]> {
    return this.addressBook.list(this.db, customerId);
  }

  async createAddress(request: RequestContext, input: CustomerAddressInput): Promise<CustomerAddressRecord> {
    const { customerId } = this.requireCustomer(request.actor);
    return this.db.transaction((tx) => this.addressBook.create(tx, customerId, input, request));
  }

  async updateAddress(request: RequestContext, id: number, input: CustomerAddressInput | null | undefined): Promise<CustomerAddressRecord> {
    const { customerId } = this.requireCustomer(request.actor);
    if (!input) throw inputError('customer.addressInputRequired');
    return this.db.transaction((tx) => this.addressBook.update(tx, customerId, id, input, request));
  }

  async deleteAddress(actor: Actor, id: number): Promise<void> {
    const { customerId } = this.requireCustomer(actor);
    await this.db.transaction((tx) => this.addressBook.delete(tx, customerId, id));
  }

  async customerCart(request: RequestContext): Promise<CartView> {
    return this.deps.cart.customerCart(request);
  }

  /** Magento's mergeCarts: without a destination, into the customer's own cart. */
  async mergeCarts(request: RequestContext, sourceCartId: string, destinationCartId: string | null | undefined): Promise<CartView> {
    this.requireCustomer(request.actor);
    const destination = destinationCartId?.trim() || (await this.customerCart(request)).id;
    return this.deps.cart.mergeCarts(request, sourceCartId, destination);
  }

  /**
   * Deletes the account: names, email, mobile, date of birth, password and address book go; its
   * tokens are revoked; open carts close; its orders stay for the shop's books, without the
   * shopper's email and addresses. The in-store purchase records go: the shops' own tills keep
   * their receipts, and the online copies only served the member's history. Given a password (the
   * storefront always asks for it), it must be the account's; Magento's deleteCustomer takes none,
   * so API clients may leave it out.
   */
  async deleteAccount(actor: Actor, password?: string | null): Promise<void> {
    const { customerId } = this.requireCustomer(actor);
    if (password !== undefined && password !== null) await this.checkPassword(await this.current(actor), password);
    await this.deps.events.transaction(this.db, async (db, events) => {
      await db
        .update(customers)
        .set({
          prefix: null,
          firstname: '',
          lastname: '',
          email: null,
          mobile: null,
          dateOfBirth: null,
          ageRange: null,
          subscribedEmail: false,
          subscribedSms: false,
          subscribedWhatsapp: false,
          passwordHash: null,
          deletedAt: new Date(),
          updatedAt: new Date(),
        })
        .where(eq(customers.id, customerId));
      await db.delete(customerAddresses).where(eq(customerAddresses.customerId, customerId));
      await this.deps.tokens.revokeAll(db, customerId);
      await closeCartsOfDeletedAccount(db, customerId);
      await this.deps.orders.forgetAccount(db, customerId);
      events.record('account.deleted', { customerId });
    });
  }

  requireCustomer(actor: Actor): Extract<Actor, { kind: 'customer' }> {
    if (actor.kind !== 'customer') throw new CommerceError('graphql-authorization', 'customer.notAuthorized');
    return actor;
  }

  /** A signed-in member or staff member: the account id and the token the request carried. */
  requireAccount(actor: Actor): { accountId: number; tokenId?: number } {
    if (actor.kind === 'customer') return { accountId: actor.customerId, tokenId: actor.tokenId };
    if (actor.kind === 'staff') return { accountId: actor.staffId, tokenId: actor.tokenId };
    throw new CommerceError('graphql-authorization', 'customer.notAuthorized');
  }

  requireStaff(actor: Actor): StaffActor {
    return requireStaffActor(actor);
  }

  // -------------------------------------------------------------------------------------------

  private async signIn(match: ReturnType<typeof and>, password: string, request: RequestContext): Promise<string> {
    if (!password) throw customerProblemError({ field: 'password', reason: 'required' });
    const [record] = await this.db
      .select()
      .from(customers)
      .where(and(match, isNull(customers.deletedAt)));
    const customerId = record?.id ?? null;
    const wait = await this.deps.limits.lockedFor(customerId, clientAddress(request));
    if (wait > 0) throw new CommerceError('graphql-authentication', 'customer.lockedOut', { minutes: Math.ceil(wait / 60) });
    const matches = await passwordMatches(record?.passwordHash ?? null, password);
    await this.deps.limits.record(request.website.id, customerId, clientAddress(request), matches);
    if (!record || !matches) throw new CommerceError('graphql-authentication', 'customer.signInIncorrect');
    return this.deps.tokens.issue(this.db, record.id);
  }

  private async checkPassword(record: CustomerRecord, password: string): Promise<void> {
    if (!(await passwordMatches(record.passwordHash, password))) throw new CommerceError('graphql-authentication', 'customer.passwordMismatch');
  }

  private async write(customerId: number, changes: CustomerChanges): Promise<CustomerRecord> {
    try {
      const [updated] = await this.db
        .update(customers)
        .set({ ...changes, updatedAt: new Date() })
        .where(and(eq(customers.id, customerId), isNull(customers.deletedAt)))
        .returning();
      if (!updated) throw new CommerceError('graphql-authorization', 'customer.notAuthorized');
      return updated;
    } catch (error) {
      throw duplicateError(error) ?? error;
    }
  }
}

/** The address sign-in limits count by; a request without one (a command) shares one count. */
export function clientAddress(request: RequestContext): string {
  return request.clientIp ?? 'unknown';
}

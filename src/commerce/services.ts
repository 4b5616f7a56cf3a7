/**
 * The commerce backend's services, built once per process over one database. Resolvers reach them
 * through the GraphQL context; the REST routes and the operations commands use them directly.
 */
import { randomBytes } from 'node:crypto';
import type { DatabaseHandle, Database } from './db/connect.ts';
import { CatalogChanges } from './catalogChanges.ts';
import { StoreService } from './modules/store/index.ts';
import { GoldService } from './modules/gold/index.ts';
import { CatalogService } from './modules/catalog/index.ts';
import { ContentService } from './modules/content/index.ts';
import { UrlService } from './modules/urls/index.ts';
import { LocationService } from './modules/locations/index.ts';
import { CartService, ProductCodes, StaffBag } from './modules/cart/index.ts';
import { CheckoutService, OrderPlacement } from './modules/checkout/index.ts';
import { OrderService, CustomerOrders, OrderDesk, OrderLookup, InStorePurchases, StaffOrders, forgetOrdersOfAccount, shopStaff } from './modules/orders/index.ts';
import { expireAwaitedPayment, PaymentService, recordRefund, RefundSender, refundsOf, SandboxGateway, subscribePayments } from './modules/payments/index.ts';
import { ContactMessages, MailService, MailboxTransport, OutboxAccountMailer } from './modules/mail/index.ts';
import type { AccountsConfig, ClubConfig, MailConfig, PaymentsConfig, SmsConfig, SocialSignInConfig, UrlsConfig } from './config.ts';
import {
  CustomerService,
  CustomerTokens,
  SignInLimits,
  OperatorSignIn,
  captchaVerifierFor,
  PasswordResets,
  PhoneVerification,
  StaffAccounts,
  type AccountMailer,
} from './modules/customers/index.ts';
import { OutboxSmsSender, SmsboxTransport, TwilioTransport, type SmsLog, type SmsSender } from './modules/sms/index.ts';
import { ClubService, memberCouponsAtCheckout, memberCouponsOfOrders, subscribeClub } from './modules/club/index.ts';
import { subscribeWishlist, WishlistService } from './modules/wishlist/index.ts';
import { diamondPorts } from './diamondPorts.ts';
import { DiamondService } from './modules/diamonds/index.ts';
import { MadeToOrderService, type DiamondSale, type DiamondSource } from './modules/madeToOrder/index.ts';
import { SocialSignInService, configuredProviders, subscribeSocialSignIn, type OAuthProvider, type SocialProviderName } from './modules/socialSignIn/index.ts';
import { DomainEventBus } from './core/events.ts';
import { systemClock, type Clock } from './core/clock.ts';
import { JobQueue } from './modules/jobs/index.ts';

export interface CommerceServices {
  db: Database;
  /** The time services read: the system clock, or a test's. */
  clock: Clock;
  changes: CatalogChanges;
  /** What happened, told to the modules that care once committed (core/events.ts). */
  events: DomainEventBus;
  urlsConfig: UrlsConfig;
  store: StoreService;
  gold: GoldService;
  catalog: CatalogService;
  content: ContentService;
  urls: UrlService;
  locations: LocationService;
  cart: CartService;
  /** A staff member's bag: the shelf tags' codes, and the pieces scanned into it. */
  staffBag: StaffBag;
  checkout: CheckoutService;
  orders: OrderService;
  /** placeOrder: the workflow that turns a cart into an order and takes its payment. */
  orderPlacement: OrderPlacement;
  /** A signed-in customer's orders and in-store purchases (the order history). */
  customerOrders: CustomerOrders;
  orderLookup: OrderLookup;
  /** The operator's desk: orders listed and shown with their next moves, and the operator's moves. */
  orderDesk: OrderDesk;
  staffOrders: StaffOrders;
  inStorePurchases: InStorePurchases;
  payments: PaymentService;
  /** Refunds sent to the gateway, and those it refused or never answered sent again (a job, an operator). */
  refunds: RefundSender;
  /** The sandbox gateway (PAYMENT_GATEWAY=sandbox), whose card form and wallet page this server serves. */
  sandboxGateway: SandboxGateway;
  mail: MailService;
  /** The contact form's messages, mailed to the store through the outbox. */
  contactMessages: ContactMessages;
  customers: CustomerService;
  /** The operator's sign-in to the order desk with the admin token, under the sign-in lockout. */
  operatorSignIn: OperatorSignIn;
  /** A signed-in staff member's own account: proving phones by one-time password. */
  staff: StaffAccounts;
  /** Text messages: one-time passwords (SMS_TRANSPORT). */
  sms: SmsSender;
  club: ClubService;
  wishlist: WishlistService;
  /** Loose diamonds for made-to-order pieces: search, holds for a cart, the sale of each stone once. */
  diamonds: DiamondService;
  /** The made-to-order customizer: designs, steps, quotes. */
  madeToOrder: MadeToOrderService;
  /** Where account mail goes: the outbox unless told otherwise. */
  accountMailer: AccountMailer;
  socialSignIn: SocialSignInService;
  /** The sign-in providers (SOCIAL_SIGN_IN); the sandbox ones serve their consent page from this server. */
  socialProviders: Record<SocialProviderName, OAuthProvider>;
  /** The background work's queue (jobs.ts names the jobs; JOBS=on works them). */
  jobs: JobQueue;
}

/** Settings of the services that reach outside the store, and their implementations. */
export interface ExternalServicesConfig {
  payments: PaymentsConfig;
  mail: MailConfig;
  sms: SmsConfig;
  /** Where the smsbox transport tells what it wrote: the server's log. */
  smsLog?: SmsLog;
  accounts: AccountsConfig;
  /** Where account mail goes; the outbox by default. */
  accountMailer?: AccountMailer;
  /** The membership club's settings; the defaults when not given (tests of other modules, commands). */
  club?: ClubConfig;
  /** WeChat and Facebook sign-in; the sandbox with a secret of this process when not given (commands). */
  social?: SocialSignInConfig;
  /** The time services read; the system clock unless a test moves its own. */
  clock?: Clock;
  /** A diamond inventory in place of the store's own (modules/diamonds), for tests of the customizer alone. */
  diamonds?: DiamondSource;
  /** The sale of a stone once in place of the store's own inventory's, for tests of placing an order alone. */
  diamondSale?: DiamondSale;
  /** The store's processes on this machine (WORKERS), which share its cores' placements; one unless told. */
  processes?: number;
}

const DEFAULT_CLUB: ClubConfig = { pointsExpiryMonths: 24, pointsPerAsiaMile: 10 };

export async function createCommerceServices(handle: DatabaseHandle, urlsConfig: UrlsConfig, external: ExternalServicesConfig): Promise<CommerceServices> {
  const { db, readDb } = handle;
  const clock = external.clock ?? systemClock;
  const changes = new CatalogChanges(db, readDb);
  const events = new DomainEventBus();
  const store = new StoreService(db);
  const gold = new GoldService(db, changes, clock);
  // The catalog's reads go to the read replica when there is one (db/connect.ts, `readDb`): none of
  // these services writes, and none reads inside another's transaction but through the handle given.
  const catalog = new CatalogService(readDb, { store, gold, changes });
  const content = new ContentService(readDb, changes);
  const urls = new UrlService(readDb, { catalog, content, changes });
  const locations = new LocationService(readDb);
  // The club's member coupons apply at checkout, and an order uses them up in its own transaction.
  const diamonds = new DiamondService(db, clock);
  const diamondInventory = diamondPorts(db, diamonds);
  const madeToOrder = new MadeToOrderService(db, { diamonds: external.diamonds ?? diamondInventory.source });
  // Made-to-order lines are checked and priced by the customizer's designs; a guest's held diamonds
  // follow the bag into the account's when the two merge.
  const cart = new CartService(db, {
    catalog,
    changes,
    gold,
    store,
    personalCoupons: memberCouponsAtCheckout,
    customMade: madeToOrder,
    cartsMerged: (tx, from, to) => diamonds.moveHolds(tx, from, to),
  });
  // PAYMENT_GATEWAY and MAIL_TRANSPORT each have one implementation so far: the local ones.
  const sandboxGateway = new SandboxGateway(db, { secret: external.payments.sandboxSecret, publicUrl: urlsConfig.publicUrl });
  // An order's refunds are recorded with its move and sent to the gateway once the move commits;
  // those the gateway refuses or never answers are sent again by a job, or by an operator.
  const refunds = new RefundSender(db, sandboxGateway);
  const orders = new OrderService(db, {
    cart,
    changes,
    events,
    coupons: memberCouponsOfOrders,
    diamonds: diamondInventory.cancelledOrders,
    payments: {
      // The payments module is made below, with this service: asked only once both stand.
      awaitsNotification: (method: string): boolean => payments.methods.awaitsNotification(method),
      expireAwaited: expireAwaitedPayment,
      recordRefund,
      refundsOf,
      sendRefunds: async (refundIds) => {
        await refunds.send(refundIds);
      },
      retryFailedRefunds: async (orderId) => (await refunds.retryFailedOf(orderId)).length,
    },
    // Staff handle the orders collected at their own shop (spec 000 §6).
    staff: shopStaff((tx, locationId) => locations.shopCode(locationId, tx)),
    // Made below, with the customers module: asked only when a staff order is placed.
    staffOrderMember: (tx, request, phone) => staff.memberForPhone(request, phone, null, tx),
  });
  const payments: PaymentService = new PaymentService(db, { orders, events, gateway: sandboxGateway, pendingPaymentTtlMs: external.payments.pendingPaymentTtlMs });
  const orderPlacement = new OrderPlacement(db, {
    cart,
    orders,
    payments,
    coupons: memberCouponsOfOrders,
    changes,
    events,
    diamondSale: external.diamondSale ?? diamondInventory.sale,
    processes: external.processes,
  });
  const mail = new MailService(db, new MailboxTransport(external.mail.mailboxDir), external.mail.from);
  const { accounts, accountMailer = new OutboxAccountMailer(db) } = external;
  const tokens = new CustomerTokens(db, accounts.tokenTtlSeconds, clock);
  const limits = new SignInLimits(db, accounts.lockoutSeconds, clock);
  const customers = new CustomerService(db, {
    cart,
    orders: { forgetAccount: forgetOrdersOfAccount },
    tokens,
    limits,
    events,
    captcha: captchaVerifierFor(accounts),
    passwordResets: new PasswordResets(db, { tokens, mailer: accountMailer, publicUrl: urlsConfig.publicUrl }),
  });
  const smsConfig = external.sms;
  const sms = new OutboxSmsSender(
    db,
    smsConfig.twilio ? new TwilioTransport(smsConfig.twilio) : new SmsboxTransport(smsConfig.smsboxDir, external.smsLog),
  );
  const staff = new StaffAccounts(db, { customers, clock, phones: new PhoneVerification(db, sms, accounts.otpSecret, clock) });
  const checkout = new CheckoutService(db, { paymentMethods: payments.methods, staffOrders: staff });
  const staffBag = new StaffBag(db, { cart, catalog, codes: new ProductCodes(accounts.productCodeSecret) });
  const club = new ClubService(db, external.club ?? DEFAULT_CLUB, changes);
  const social = external.social ?? { mode: 'sandbox', sandboxSecret: randomBytes(24).toString('base64url'), ticketSecret: randomBytes(24).toString('base64url') };
  const socialProviders = configuredProviders(social, db);
  const socialSignIn = new SocialSignInService(db, { providers: socialProviders, tokens, limits, ticketSecret: social.ticketSecret, publicUrl: urlsConfig.publicUrl });
  const wishlist = new WishlistService(db, { cart, customMade: madeToOrder });
  // Each module says in its subscribers.ts what it does when an order moves or an account goes.
  subscribeClub(events, club);
  subscribePayments(events, payments.savedCards, payments);
  subscribeSocialSignIn(events, socialSignIn);
  subscribeWishlist(events, wishlist);

  await changes.load();
  await Promise.all([store.refresh(), gold.refresh()]);
  // Settings, rates and gold prices are held in memory; they reload before a change is announced.
  changes.addRefresher(() => store.refresh());
  changes.addRefresher(() => gold.refresh());

  const customerOrders = new CustomerOrders(db);
  const orderLookup = new OrderLookup(db, accounts.lockoutSeconds);
  const inStorePurchases = new InStorePurchases(db);

  return {
    db,
    clock,
    changes,
    events,
    urlsConfig,
    store,
    gold,
    catalog,
    content,
    urls,
    locations,
    cart,
    staffBag,
    checkout,
    orders,
    orderPlacement,
    customerOrders,
    orderLookup,
    orderDesk: new OrderDesk(db, orders),
    staffOrders: new StaffOrders(db, customerOrders, orders.staff, (code) => locations.shopId(code), (method) => payments.methods.awaitsNotification(method)),
    inStorePurchases,
    payments,
    refunds,
    sandboxGateway,
    mail,
    contactMessages: new ContactMessages(db, external.mail.contactTo),
    customers,
    operatorSignIn: new OperatorSignIn(db, limits, clock),
    staff,
    sms,
    accountMailer,
    club,
    wishlist,
    diamonds,
    madeToOrder,
    socialSignIn,
    socialProviders,
    jobs: new JobQueue(handle.executeSql),
  };
}

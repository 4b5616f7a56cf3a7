/**
 * Payments of orders, the gateway notifications already handled, the sandbox gateway's card nonces
 * and the outbox of mail (docs/design.md, Data and Security). A payment's state follows the gateway: the card's
 * authorization at placement, or the wallet's signed notification, which is the source of truth.
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { orders } from './orders.ts';

export const PAYMENT_STATES = ['pending', 'paid', 'declined', 'expired', 'refund_due'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    /** The id the gateway and the wallet page know the payment by: random, never the serial. */
    publicId: text('public_id').notNull().unique(),
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** rules/paymentMethods.ts: card or wechat_pay. */
    method: text('method').notNull(),
    state: text('state').$type<PaymentState>().notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** The gateway's transaction id once it has one. */
    gatewayReference: text('gateway_reference'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    /** A wallet payment: what the QR code holds, and until when it can be paid. */
    walletQrPayload: text('wallet_qr_payload'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /**
     * Its order was cancelled unpaid and the gateway has not yet said the payment is closed: set
     * with the cancel, cleared once voided (or found taken, and owed back). The job sends the void
     * again while it stays set (docs/decisions.md, "Payments in doubt").
     */
    voidDue: boolean('void_due').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('payments_void_due_idx').on(table.id).where(sql`${table.voidDue}`),
    index('payments_state_idx').on(table.state, table.expiresAt),
    check('payments_state', sql`${table.state} in ('pending', 'paid', 'declined', 'expired', 'refund_due') and ${table.amount} >= 0`),
  ],
);

export const REFUND_STATES = ['pending', 'refunded', 'failed'] as const;
export type RefundState = (typeof REFUND_STATES)[number];

/**
 * Money given back on a payment: written with the order's move (pending), then sent to the gateway
 * after it commits (refunded, or failed). A failed refund is sent again by a job, later each time,
 * until it is refunded or its tries run out; then it waits for an operator (modules/payments/
 * refunds.ts). Their sum never exceeds what the payment took: the order's refundedTotal, checked
 * with the move, says so.
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    state: text('state').$type<RefundState>().notNull(),
    /** The gateway's id of the refund once it answered. */
    gatewayReference: text('gateway_reference'),
    failure: text('failure'),
    /** Times it was sent to the gateway. */
    attempts: integer('attempts').notNull().default(0),
    /**
     * When the job sends it (again): a failed refund's next try, or the end of the time a refund
     * being sent is left to its sender. Null once refunded, or failed with its tries run out.
     */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('payment_refunds_payment_idx').on(table.paymentId), index('payment_refunds_next_attempt_idx').on(table.nextAttemptAt), check('payment_refunds_amount', sql`${table.amount} > 0 and ${table.state} in ('pending', 'refunded', 'failed')`)],
);

/** The sandbox gateway's refunds: what it gave back, on which of its transactions. */
export const paymentSandboxRefunds = pgTable(
  'payment_sandbox_refunds',
  {
    reference: text('reference').primaryKey(),
    /** The store's key of the refund: the same key sent again answers this refund, never a second one. */
    refundKey: text('refund_key').unique(),
    transaction: text('transaction').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('payment_sandbox_refunds_transaction_idx').on(table.transaction)],
);

export const SANDBOX_TRANSACTION_STATES = ['approved', 'declined', 'paid', 'voided'] as const;
export type SandboxTransactionState = (typeof SANDBOX_TRANSACTION_STATES)[number];

/**
 * The sandbox gateway's own record of each payment it was asked to take, by the store's payment id:
 * what it approved (a card) or was paid (a wallet), what it declined, and what the store voided.
 * It is how the sandbox answers the store's question "what became of this payment?" after the
 * store lost the answer (docs/decisions.md, "Payments in doubt").
 */
export const paymentSandboxTransactions = pgTable('payment_sandbox_transactions', {
  paymentId: text('payment_id').primaryKey(),
  reference: text('reference').notNull().unique(),
  state: text('state').$type<SandboxTransactionState>().notNull(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  currency: text('currency').notNull(),
  cardBrand: text('card_brand'),
  cardLast4: text('card_last4'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Each gateway notification handled once: a repeat or a replay of the same id changes nothing. */
export const paymentNotifications = pgTable('payment_notifications', {
  notificationId: text('notification_id').primaryKey(),
  paymentId: integer('payment_id')
    .notNull()
    .references(() => payments.id, { onDelete: 'cascade' }),
  event: text('event').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The sandbox gateway's card nonces: what its card form issued (brand, last four digits and the
 * outcome the test card asks for, never the number), single use and short-lived.
 */
export const paymentSandboxNonces = pgTable(
  'payment_sandbox_nonces',
  {
    nonce: text('nonce').primaryKey(),
    cardBrand: text('card_brand').notNull(),
    cardLast4: text('card_last4').notNull(),
    /** The card's own expiry, which a vaulted card keeps (null on nonces issued before the vault). */
    cardExpiryMonth: smallint('card_expiry_month'),
    cardExpiryYear: smallint('card_expiry_year'),
    outcome: text('outcome').$type<'approve' | 'decline'>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('payment_sandbox_nonces_expiry_idx').on(table.expiresAt)],
);

/**
 * Mail waiting to go, written in the same transaction as the change it tells of, so a mail is
 * never sent for a change that rolled back nor lost for one that happened.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    /** What the mail is, e.g. order_confirmation or ready_for_pickup. */
    kind: text('kind').notNull(),
    recipient: text('recipient').notNull(),
    /** en, zh-Hant or zh-Hans: the language of the order's store view. */
    locale: text('locale').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** The HTML part, when the mail has one (the order confirmation). */
    html: text('html'),
    orderId: integer('order_id').references(() => orders.id, {
      onDelete: 'set null',
    }),
    attempts: smallint('attempts').notNull().default(0),
    lastError: text('last_error'),
    /**
     * Not handed to the transport before this: a failed mail's next try (later after each failure),
     * or the end of the time a process that claimed it has to send it. Null: at once.
     */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('outbox_unsent_idx')
      .on(table.id)
      .where(sql`${table.sentAt} is null`),
  ],
);

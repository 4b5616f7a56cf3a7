/**
 * The sandbox gateway's card vault: cards a signed-in shopper chose to keep, as a gateway keeps
 * them (Braintree's vault). Never the card number: its brand, last four digits, expiry and the
 * gateway's token, under the store's reference for the customer. The store shows each card by a
 * hash of the token (modules/payments/savedCards.ts), never the token itself.
 */
import { index, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

export const paymentSandboxVault = pgTable(
  'payment_sandbox_vault',
  {
    token: text('token').primaryKey(),
    /** The store's reference of the customer, e.g. customer-42: the gateway knows no more of them. */
    customerRef: text('customer_ref').notNull(),
    cardBrand: text('card_brand').notNull(),
    cardLast4: text('card_last4').notNull(),
    cardExpiryMonth: smallint('card_expiry_month').notNull(),
    cardExpiryYear: smallint('card_expiry_year').notNull(),
    /** What the sandbox's bank answers when the card is charged (the declining test card stays declining). */
    outcome: text('outcome').$type<'approve' | 'decline'>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('payment_sandbox_vault_customer_idx').on(table.customerRef)],
);

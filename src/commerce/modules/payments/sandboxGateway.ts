/**
 * The sandbox gateway (PAYMENT_GATEWAY=sandbox): a working stand-in for a card gateway and a
 * wallet, served by this server. Its card form (sandboxRoutes.ts) turns card details into
 * single-use nonces that expire after 15 minutes; the test card 4000 0000 0000 0002 is declined
 * when authorized, every other valid card approved. Its vault keeps a card behind a nonce for a
 * customer (brand, last four digits, expiry and a token; the declining test card keeps declining
 * when charged). Its wallet page pays or refuses a wallet
 * payment and then sends a notification signed with HMAC-SHA256 over the raw body
 * (`x-sandbox-signature`, hex), as a real gateway's server would. Its refunds are kept per
 * transaction, once per refund key; a transaction that is not the sandbox's is refused. It keeps
 * each payment it was asked to take by the store's payment id (approved, declined, paid or voided),
 * so it can tell the store what became of a payment whose answer the store lost, and refuses to
 * take a payment the store has voided.
 */
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, inArray, isNull, lt, notExists, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/connect.ts';
import { columnPlaceholder, columnPlaceholders, preparedStatement } from '../../db/preparedStatements.ts';
import { paymentSandboxNonces, paymentSandboxRefunds, paymentSandboxTransactions, type SandboxTransactionState } from '../../db/schema/payments.ts';
import { paymentSandboxVault } from '../../db/schema/paymentVault.ts';
import type { CardDetails } from './cardDetails.ts';
import type {
  CardAuthorization,
  CardAuthorizationRequest,
  GatewayPaymentStatus,
  PaymentGateway,
  PaymentNotification,
  RefundAnswer,
  RefundRequest,
  VaultedCard,
  VaultedCardCharge,
  VaultOutcome,
  VoidAnswer,
  WalletPayment,
  WalletPaymentRequest,
} from './gateway.ts';
import { sameSecret } from '../../core/sameSecret.ts';

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';
export const NONCE_LIFETIME_MS = 15 * 60_000;
/** The sandbox's test card that its bank declines. */
export const DECLINED_TEST_CARD = '4000000000000002';

const notificationSchema = z.object({
  id: z.string().min(8).max(100),
  payment_id: z.string().min(8).max(100),
  event: z.enum(['paid', 'declined']),
  amount: z.number().int().min(0),
  currency: z.string().length(3),
  reference: z.string().max(100),
  occurred_at: z.string().max(40),
});

const nonceIssued = preparedStatement('sandbox_nonce_issued', (db) =>
  db.insert(paymentSandboxNonces).values(columnPlaceholders(paymentSandboxNonces, ['nonce', 'cardBrand', 'cardLast4', 'cardExpiryMonth', 'cardExpiryYear', 'outcome', 'expiresAt'])),
);

/** The nonce, unused and unexpired, marked used now; `unanswered`: only while the sandbox has not answered the payment. */
function nonceUse(db: Database, unanswered: boolean) {
  const answered = db
    .select({ paymentId: paymentSandboxTransactions.paymentId })
    .from(paymentSandboxTransactions)
    .where(eq(paymentSandboxTransactions.paymentId, sql.placeholder('paymentId')));
  const now = sql.placeholder('now');
  return db
    .update(paymentSandboxNonces)
    .set({ usedAt: columnPlaceholder(paymentSandboxNonces.usedAt, 'now') })
    .where(and(eq(paymentSandboxNonces.nonce, sql.placeholder('nonce')), isNull(paymentSandboxNonces.usedAt), gt(paymentSandboxNonces.expiresAt, now), unanswered ? notExists(answered) : undefined))
    .returning();
}

const nonceUsed = preparedStatement('sandbox_nonce_used', (db) => nonceUse(db, false));

/**
 * A card payment in one statement: the nonce used (unless the sandbox has answered the payment
 * already) and the bank's answer for its card kept under the payment's id, unless one is kept
 * already (a void that came first). Nothing comes back when either is left undone.
 */
const nonceUsedAndAnswered = preparedStatement('sandbox_nonce_used_and_answered', (db) => {
  const used = db.$with('used').as(nonceUse(db, true));
  const given = (name: string, type: string) => sql`${sql.placeholder(name)}::${sql.raw(type)}`.as(name);
  return db
    .with(used)
    .insert(paymentSandboxTransactions)
    .select(
      db
        .select({
          paymentId: given('paymentId', 'text'),
          reference: given('reference', 'text'),
          state: sql<SandboxTransactionState>`case when ${used.outcome} = 'decline' then 'declined' else 'approved' end`.as('state'),
          amount: given('amount', 'bigint'),
          currency: given('currency', 'text'),
          cardBrand: used.cardBrand,
          cardLast4: used.cardLast4,
          createdAt: sql`now()`.as('created_at'),
          updatedAt: sql`now()`.as('updated_at'),
        })
        .from(used),
    )
    .onConflictDoNothing({ target: paymentSandboxTransactions.paymentId })
    .returning();
});

/** The sandbox bank's answer, kept under the payment's id unless one is kept already. */
const answerKept = preparedStatement('sandbox_answer_kept', (db) =>
  db
    .insert(paymentSandboxTransactions)
    .values(columnPlaceholders(paymentSandboxTransactions, ['paymentId', 'reference', 'state', 'amount', 'currency', 'cardBrand', 'cardLast4']))
    .onConflictDoNothing({ target: paymentSandboxTransactions.paymentId })
    .returning(),
);

export class SandboxGateway implements PaymentGateway {
  constructor(
    private readonly db: Database,
    private readonly options: { secret: string; publicUrl: string },
  ) {}

  /** The card form's answer: a nonce standing for the card. */
  async issueNonce(card: CardDetails, now = new Date()): Promise<{ nonce: string; cardBrand: string; cardLast4: string }> {
    const nonce = `tokencc_sb_${randomBytes(18).toString('base64url')}`;
    await nonceIssued(this.db).execute({
      nonce,
      cardBrand: card.brand,
      cardLast4: card.last4,
      cardExpiryMonth: card.expiryMonth,
      cardExpiryYear: card.expiryYear,
      outcome: card.number === DECLINED_TEST_CARD ? 'decline' : 'approve',
      expiresAt: new Date(now.getTime() + NONCE_LIFETIME_MS),
    });
    return { nonce, cardBrand: card.brand, cardLast4: card.last4 };
  }

  async authorizeCard(request: CardAuthorizationRequest): Promise<CardAuthorization> {
    // The nonce is used only for a payment not answered before; otherwise, asked again for a
    // payment it has answered (or the store voided), the first answer stands.
    const [answered] = await nonceUsedAndAnswered(this.db).execute({
      nonce: request.nonce,
      now: new Date(),
      paymentId: request.paymentId,
      reference: transactionReference(),
      amount: request.amount,
      currency: request.currency,
    });
    if (answered) return cardAnswerOf(answered);
    const earlier = await this.transactionOf(request.paymentId);
    return earlier ? cardAnswerOf(earlier) : { outcome: 'invalid_nonce' };
  }

  async vaultCard(request: { nonce: string; customerRef: string }): Promise<VaultOutcome> {
    const used = await this.useNonce(request.nonce);
    if (!used || used.cardExpiryMonth === null || used.cardExpiryYear === null) return { outcome: 'invalid_nonce' };
    const [kept] = await this.db
      .insert(paymentSandboxVault)
      .values({
        token: `sandbox_vault_${randomBytes(18).toString('base64url')}`,
        customerRef: request.customerRef,
        cardBrand: used.cardBrand,
        cardLast4: used.cardLast4,
        cardExpiryMonth: used.cardExpiryMonth,
        cardExpiryYear: used.cardExpiryYear,
        outcome: used.outcome,
      })
      .returning();
    return { outcome: 'vaulted', card: vaultedCard(kept) };
  }

  async listVaultedCards(customerRef: string): Promise<VaultedCard[]> {
    const rows = await this.db.select().from(paymentSandboxVault).where(eq(paymentSandboxVault.customerRef, customerRef)).orderBy(paymentSandboxVault.createdAt);
    return rows.map(vaultedCard);
  }

  async deleteVaultedCard(customerRef: string, token: string): Promise<boolean> {
    const gone = await this.db
      .delete(paymentSandboxVault)
      .where(and(eq(paymentSandboxVault.customerRef, customerRef), eq(paymentSandboxVault.token, token)))
      .returning({ token: paymentSandboxVault.token });
    return gone.length > 0;
  }

  async chargeVaultedCard(request: VaultedCardCharge): Promise<CardAuthorization> {
    const earlier = await this.transactionOf(request.paymentId);
    if (earlier) return cardAnswerOf(earlier);
    const [card] = await this.db
      .select()
      .from(paymentSandboxVault)
      .where(and(eq(paymentSandboxVault.customerRef, request.customerRef), eq(paymentSandboxVault.token, request.token)));
    return card ? this.bankAnswer(request, card) : { outcome: 'invalid_nonce' };
  }

  async paymentStatus(paymentId: string): Promise<GatewayPaymentStatus> {
    const kept = await this.transactionOf(paymentId);
    if (kept?.state === 'approved' || kept?.state === 'paid') return { status: 'taken', reference: kept.reference, cardBrand: kept.cardBrand, cardLast4: kept.cardLast4 };
    return { status: 'not_taken' };
  }

  async voidPayment(paymentId: string): Promise<VoidAnswer> {
    // Never asked for: a tombstone, so a late authorization or wallet payment of it is refused.
    const [tombstone] = await this.db
      .insert(paymentSandboxTransactions)
      .values({ paymentId, reference: `sandbox_void_${paymentId}`, state: 'voided', amount: 0, currency: '' })
      .onConflictDoNothing({ target: paymentSandboxTransactions.paymentId })
      .returning();
    if (tombstone) return { outcome: 'voided' };
    // An authorization is released; a wallet payment made is money taken, to be refunded instead.
    const [released] = await this.db
      .update(paymentSandboxTransactions)
      .set({ state: 'voided', updatedAt: new Date() })
      .where(and(eq(paymentSandboxTransactions.paymentId, paymentId), inArray(paymentSandboxTransactions.state, ['approved', 'declined'])))
      .returning();
    if (released) return { outcome: 'voided' };
    const kept = (await this.transactionOf(paymentId))!;
    return kept.state === 'paid' ? { outcome: 'taken', reference: kept.reference, cardBrand: null, cardLast4: null } : { outcome: 'voided' };
  }

  /**
   * The wallet page's pay or refuse, kept before its notification is sent; false when the store has
   * voided the payment (its order was cancelled), which can then no longer be paid.
   */
  async recordWalletOutcome(payment: { publicId: string; amount: number; currency: string }, event: 'paid' | 'declined'): Promise<boolean> {
    await this.db
      .insert(paymentSandboxTransactions)
      .values({ paymentId: payment.publicId, reference: `sandbox_wallet_${payment.publicId}`, state: event, amount: payment.amount, currency: payment.currency })
      .onConflictDoNothing({ target: paymentSandboxTransactions.paymentId });
    return (await this.transactionOf(payment.publicId))?.state !== 'voided';
  }

  async refund(request: RefundRequest): Promise<RefundAnswer> {
    if (!/^sandbox_(txn|wallet)_/.test(request.paymentReference)) return { outcome: 'refused', reason: 'unknown transaction' };
    if (!Number.isInteger(request.amount) || request.amount <= 0) return { outcome: 'refused', reason: 'invalid amount' };
    const [kept] = await this.db
      .insert(paymentSandboxRefunds)
      .values({ reference: `sandbox_rfd_${randomBytes(9).toString('base64url')}`, refundKey: request.refundKey, transaction: request.paymentReference, amount: request.amount, currency: request.currency })
      .onConflictDoNothing({ target: paymentSandboxRefunds.refundKey })
      .returning();
    if (kept) return { outcome: 'refunded', reference: kept.reference };
    // Sent before: the first refund is the answer, if it is the same refund.
    const [first] = await this.db.select().from(paymentSandboxRefunds).where(eq(paymentSandboxRefunds.refundKey, request.refundKey));
    if (first.transaction !== request.paymentReference || first.amount !== request.amount) return { outcome: 'refused', reason: 'refund key used for another refund' };
    return { outcome: 'refunded', reference: first.reference };
  }

  /** The refunds given back on one of the sandbox's transactions, oldest first. */
  async refundsOf(paymentReference: string): Promise<Array<{ reference: string; amount: number; currency: string }>> {
    return this.db.select().from(paymentSandboxRefunds).where(eq(paymentSandboxRefunds.transaction, paymentReference)).orderBy(paymentSandboxRefunds.createdAt);
  }

  /** Nonces past their 15 minutes are of no use to anyone: the job clears them away. */
  async forgetExpiredNonces(now = new Date()): Promise<number> {
    const gone = await this.db.delete(paymentSandboxNonces).where(lt(paymentSandboxNonces.expiresAt, now)).returning({ nonce: paymentSandboxNonces.nonce });
    return gone.length;
  }

  async createWalletPayment(request: WalletPaymentRequest): Promise<WalletPayment> {
    return {
      qrPayload: `${this.options.publicUrl}/payment-sandbox/wallet/${request.paymentId}`,
      reference: `sandbox_wallet_${request.paymentId}`,
    };
  }

  /** The notification the wallet's server sends when the shopper pays or refuses, with its signature. */
  notification(payment: { publicId: string; amount: number; currency: string }, event: 'paid' | 'declined'): { body: string; signature: string } {
    const body = JSON.stringify({
      id: `sandbox_ntf_${randomUUID()}`,
      payment_id: payment.publicId,
      event,
      amount: payment.amount,
      currency: payment.currency,
      reference: `sandbox_wallet_${payment.publicId}`,
      occurred_at: new Date().toISOString(),
    });
    return { body, signature: this.sign(body) };
  }

  verifyNotification(rawBody: string, headers: Record<string, string | string[] | undefined>): PaymentNotification | null {
    const given = headers[SANDBOX_SIGNATURE_HEADER];
    const signature = Array.isArray(given) ? given[0] : given;
    if (!signature || !sameSecret(signature.trim().toLowerCase(), this.sign(rawBody))) return null;
    let parsed: z.infer<typeof notificationSchema>;
    try {
      parsed = notificationSchema.parse(JSON.parse(rawBody));
    } catch {
      return null;
    }
    return {
      notificationId: parsed.id,
      paymentId: parsed.payment_id,
      event: parsed.event,
      amount: parsed.amount,
      currency: parsed.currency,
      reference: parsed.reference,
    };
  }

  /** The wallet page's forms carry this, so another site cannot post a payment for the shopper. */
  walletFormToken(paymentId: string): string {
    return this.sign(`wallet-form:${paymentId}`);
  }

  checkWalletFormToken(paymentId: string, token: string): boolean {
    return sameSecret(token, this.walletFormToken(paymentId));
  }

  // -------------------------------------------------------------------------------------------

  /** Taking the nonce and marking it used is one statement: two cannot both use it. */
  private async useNonce(nonce: string) {
    const [used] = await nonceUsed(this.db).execute({ nonce, now: new Date() });
    return used;
  }

  private async transactionOf(paymentId: string) {
    const [kept] = await this.db.select().from(paymentSandboxTransactions).where(eq(paymentSandboxTransactions.paymentId, paymentId));
    return kept;
  }

  /**
   * The sandbox's bank: the declining test card is refused, every other card approved; the answer
   * is kept under the payment's id first, and a void that came first wins.
   */
  private async bankAnswer(request: { paymentId: string; amount: number; currency: string }, card: { outcome: 'approve' | 'decline'; cardBrand: string; cardLast4: string }): Promise<CardAuthorization> {
    const state: SandboxTransactionState = card.outcome === 'decline' ? 'declined' : 'approved';
    const [kept] = await answerKept(this.db).execute({ paymentId: request.paymentId, reference: transactionReference(), state, amount: request.amount, currency: request.currency, cardBrand: card.cardBrand, cardLast4: card.cardLast4 });
    // Not kept: a void (or another answer) of the payment came first, and stands.
    return cardAnswerOf(kept ?? (await this.transactionOf(request.paymentId))!);
  }

  private sign(text: string): string {
    return createHmac('sha256', this.options.secret).update(text).digest('hex');
  }
}

function transactionReference(): string {
  return `sandbox_txn_${randomBytes(9).toString('base64url')}`;
}

function vaultedCard(row: typeof paymentSandboxVault.$inferSelect): VaultedCard {
  return {
    token: row.token,
    cardBrand: row.cardBrand,
    cardLast4: row.cardLast4,
    expiryMonth: row.cardExpiryMonth,
    expiryYear: row.cardExpiryYear,
    createdAt: row.createdAt,
  };
}

function cardAnswerOf(kept: typeof paymentSandboxTransactions.$inferSelect): CardAuthorization {
  if (kept.state === 'voided') return { outcome: 'voided' };
  const card = { cardBrand: kept.cardBrand ?? '', cardLast4: kept.cardLast4 ?? '' };
  return kept.state === 'declined' ? { outcome: 'declined', ...card } : { outcome: 'approved', reference: kept.reference, ...card };
}

/**
 * One-time passwords that prove a phone (spec 001 §5 "Staff phone must be verified through a
 * one-time-password send and verify flow"): a 6-digit code sent by SMS, kept only as an HMAC,
 * working for OTP_TTL_SECONDS, at most OTP_MAX_WRONG_TRIES wrong tries, and a phone receives at
 * most OTP_MAX_SENDS_PER_PHONE_PER_HOUR codes, each OTP_RESEND_COOLDOWN_SECONDS after the last,
 * and one account asks for at most OTP_MAX_SENDS_PER_ACCOUNT_PER_HOUR (rules/staff.ts;
 * docs/decisions.md "One-time passwords").
 */
import { createHmac, randomInt } from 'node:crypto';
import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  OTP_LENGTH,
  OTP_MAX_SENDS_PER_ACCOUNT_PER_HOUR,
  OTP_MAX_SENDS_PER_PHONE_PER_HOUR,
  OTP_MAX_WRONG_TRIES,
  OTP_PATTERN,
  OTP_RESEND_COOLDOWN_SECONDS,
  OTP_TTL_SECONDS,
} from '../../../rules/staff.ts';
import type { Database } from '../../db/connect.ts';
import { phoneOtps } from '../../db/schema/customers.ts';
import { systemClock, type Clock } from '../../core/clock.ts';
import { CommerceError, inputError } from '../../core/errors.ts';
import type { RequestContext } from '../../core/requestContext.ts';
import { renderMessage } from '../../i18n/messages.ts';
import type { SmsSender } from '../sms/index.ts';
import { sameSecret } from '../../core/sameSecret.ts';

/** What a proven code does: make the phone the staff member's own, or vouch for a customer's phone. */
export type OtpPurpose = 'staff_phone' | 'customer_phone';

export interface OtpSent {
  /** Seconds the code works for. */
  expiresIn: number;
  /** Seconds until another code may be sent to the phone. */
  resendIn: number;
}

export class PhoneVerification {
  constructor(
    private readonly db: Database,
    private readonly sms: SmsSender,
    /** Keys the codes' HMAC: a copy of the table alone gives no code away. */
    private readonly secret: string,
    private readonly clock: Clock = systemClock,
  ) {}

  /** Sends a new code to `phone` (E.164); an open code of the same account and purpose ends. */
  async send(request: RequestContext, requestedBy: number, purpose: OtpPurpose, phone: string): Promise<OtpSent> {
    const now = this.clock.now();
    const hourAgo = new Date(now.getTime() - 3600_000);
    const recent = await this.db
      .select({ createdAt: phoneOtps.createdAt })
      .from(phoneOtps)
      .where(and(eq(phoneOtps.phone, phone), gt(phoneOtps.createdAt, hourAgo)))
      .orderBy(desc(phoneOtps.createdAt))
      .limit(OTP_MAX_SENDS_PER_PHONE_PER_HOUR);
    const sinceLast = recent[0] ? (now.getTime() - recent[0].createdAt.getTime()) / 1000 : Infinity;
    if (sinceLast < OTP_RESEND_COOLDOWN_SECONDS) {
      throw inputError('otp.cooldown', { seconds: Math.ceil(OTP_RESEND_COOLDOWN_SECONDS - sinceLast) });
    }
    if (recent.length >= OTP_MAX_SENDS_PER_PHONE_PER_HOUR) throw inputError('otp.tooManySends');
    // One account texting many phones is refused too: texts cost money, and could be used to spam.
    const [asked] = await this.db
      .select({ count: count() })
      .from(phoneOtps)
      .where(and(eq(phoneOtps.requestedBy, requestedBy), gt(phoneOtps.createdAt, hourAgo)));
    if (asked.count >= OTP_MAX_SENDS_PER_ACCOUNT_PER_HOUR) throw inputError('otp.tooManyAsked');

    const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
    const expiresAt = new Date(now.getTime() + OTP_TTL_SECONDS * 1000);
    const [row] = await this.db.transaction(async (tx) => {
      await tx
        .update(phoneOtps)
        .set({ closedAt: now })
        .where(and(eq(phoneOtps.requestedBy, requestedBy), eq(phoneOtps.purpose, purpose), isNull(phoneOtps.closedAt)));
      return tx
        .insert(phoneOtps)
        .values({ websiteId: request.website.id, requestedBy, purpose, phone, codeHash: this.hash(code), createdAt: now, expiresAt })
        .returning({ id: phoneOtps.id });
    });
    try {
      const text = (shown: string) => renderMessage(request.locale, 'sms.otpText', { code: shown, minutes: Math.round(OTP_TTL_SECONDS / 60) });
      await this.sms.send({ kind: 'otp', recipient: phone, locale: request.locale, body: text(code), keptBody: text('*'.repeat(OTP_LENGTH)) });
    } catch (error) {
      // A code that never arrived cannot be proven; it still counts toward the phone's limits.
      await this.db.update(phoneOtps).set({ closedAt: now }).where(eq(phoneOtps.id, row.id));
      throw error;
    }
    return { expiresIn: OTP_TTL_SECONDS, resendIn: OTP_RESEND_COOLDOWN_SECONDS };
  }

  /** Proves the account's latest code of `purpose`; answers the phone it was sent to. */
  async verify(requestedBy: number, purpose: OtpPurpose, code: string): Promise<string> {
    const typed = code.trim();
    if (!OTP_PATTERN.test(typed)) throw inputError('otp.codeInvalid');
    const now = this.clock.now();
    const [latest] = await this.db
      .select()
      .from(phoneOtps)
      .where(and(eq(phoneOtps.requestedBy, requestedBy), eq(phoneOtps.purpose, purpose)))
      .orderBy(desc(phoneOtps.createdAt), desc(phoneOtps.id))
      .limit(1);
    if (!latest) throw inputError('otp.noCode');
    if (latest.closedAt) throw inputError(latest.wrongTries >= OTP_MAX_WRONG_TRIES ? 'otp.codeVoid' : 'otp.noCode');
    if (latest.expiresAt <= now) throw inputError('otp.codeExpired');

    if (!this.matches(latest.codeHash, typed)) {
      // Counted in the database, so tries in parallel cannot pass the limit.
      const [counted] = await this.db
        .update(phoneOtps)
        .set({
          wrongTries: sql`${phoneOtps.wrongTries} + 1`,
          closedAt: sql`case when ${phoneOtps.wrongTries} + 1 >= ${OTP_MAX_WRONG_TRIES} then ${now.toISOString()}::timestamptz else null end`,
        })
        .where(and(eq(phoneOtps.id, latest.id), isNull(phoneOtps.closedAt)))
        .returning({ wrongTries: phoneOtps.wrongTries });
      const left = OTP_MAX_WRONG_TRIES - (counted?.wrongTries ?? OTP_MAX_WRONG_TRIES);
      if (left <= 0) throw inputError('otp.codeVoid');
      throw new CommerceError('graphql-input', 'otp.codeIncorrect', { left });
    }
    const [proven] = await this.db
      .update(phoneOtps)
      .set({ closedAt: now })
      .where(and(eq(phoneOtps.id, latest.id), isNull(phoneOtps.closedAt)))
      .returning({ phone: phoneOtps.phone });
    if (!proven) throw inputError('otp.noCode');
    return proven.phone;
  }

  private hash(code: string): string {
    return createHmac('sha256', this.secret).update(code).digest('hex');
  }

  private matches(stored: string, code: string): boolean {
    return sameSecret(Buffer.from(this.hash(code), 'hex'), Buffer.from(stored, 'hex'));
  }
}

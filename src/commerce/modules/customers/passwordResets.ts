/**
 * Forgot password (spec 000 §2 /forgot-password and /customer/account/createPassword; Magento's
 * requestPasswordResetEmail and resetPassword). A request mails a link holding a random token; only
 * its hash is kept, it works once, for two hours, and a new password ends every session. A request
 * answers the same whether or not the email has an account, so the form cannot tell who is a
 * member; at most five links an hour go to one account (docs/design.md, Security: reset attempts are limited).
 */
import { randomBytes } from 'node:crypto';
import { and, count, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/connect.ts';
import { customerPasswordResets, customers } from '../../db/schema/customers.ts';
import type { StoreScope } from '../../core/requestContext.ts';
import { inputError } from '../../core/errors.ts';
import type { AccountMailer } from './accountMail.ts';
import { checkEmail, weakPasswordError } from './customerInput.ts';
import { hashPassword } from './passwords.ts';
import { hashToken, type CustomerTokens } from './tokens.ts';

export const PASSWORD_RESET_LIFETIME_SECONDS = 2 * 60 * 60;
export const PASSWORD_RESETS_PER_HOUR = 5;

export interface PasswordResetDependencies {
  tokens: CustomerTokens;
  mailer: AccountMailer;
  /** Origin of the storefront the link opens, without a trailing slash. */
  publicUrl: string;
}

export class PasswordResets {
  constructor(
    private readonly db: Database,
    private readonly deps: PasswordResetDependencies,
  ) {}

  async request(email: string, scope: StoreScope, now = new Date()): Promise<void> {
    const address = checkEmail(email);
    const [customer] = await this.db
      .select()
      .from(customers)
      .where(and(eq(customers.email, address), eq(customers.websiteId, scope.website.id), isNull(customers.deletedAt)));
    if (!customer) return;
    const [recent] = await this.db
      .select({ requests: count() })
      .from(customerPasswordResets)
      .where(and(eq(customerPasswordResets.customerId, customer.id), gt(customerPasswordResets.createdAt, new Date(now.getTime() - 3600_000))));
    if ((recent?.requests ?? 0) >= PASSWORD_RESETS_PER_HOUR) return;
    const token = randomBytes(32).toString('base64url');
    await this.db.insert(customerPasswordResets).values({
      customerId: customer.id,
      tokenHash: hashToken(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + PASSWORD_RESET_LIFETIME_SECONDS * 1000),
    });
    const query = new URLSearchParams({ token, email: address });
    await this.deps.mailer.sendPasswordReset({
      to: address,
      firstname: customer.firstname,
      link: `${this.deps.publicUrl}/${scope.view.urlPrefix}/customer/account/createPassword?${query}`,
      locale: scope.locale,
    });
  }

  async reset(email: string, token: string, newPassword: string, scope: StoreScope, now = new Date()): Promise<void> {
    const address = checkEmail(email);
    const weak = weakPasswordError(newPassword, 'new_password');
    if (weak) throw weak;
    const passwordHash = await hashPassword(newPassword);
    await this.db.transaction(async (tx) => {
      const [found] = await tx
        .select({ resetId: customerPasswordResets.id, customerId: customers.id })
        .from(customerPasswordResets)
        .innerJoin(customers, eq(customers.id, customerPasswordResets.customerId))
        .where(
          and(
            eq(customerPasswordResets.tokenHash, hashToken(token.trim())),
            isNull(customerPasswordResets.usedAt),
            gt(customerPasswordResets.expiresAt, now),
            eq(customers.email, address),
            eq(customers.websiteId, scope.website.id),
            isNull(customers.deletedAt),
          ),
        )
        .for('update');
      if (!found) throw inputError('customer.resetTokenInvalid');
      await tx.update(customers).set({ passwordHash, updatedAt: now }).where(eq(customers.id, found.customerId));
      // Every link of the account ends with this one, and so does every session.
      await tx
        .update(customerPasswordResets)
        .set({ usedAt: now })
        .where(and(eq(customerPasswordResets.customerId, found.customerId), isNull(customerPasswordResets.usedAt)));
      await this.deps.tokens.revokeAll(tx, found.customerId);
    });
  }
}

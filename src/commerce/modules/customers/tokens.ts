/**
 * Customer sign-in tokens (docs/design.md, Security): 32 random bytes handed to the client once, kept only as
 * their SHA-256, valid until they expire (CUSTOMER_TOKEN_TTL_SECONDS, 3600 by default as spec 001 §9
 * says) or are revoked. A token signs in on the website its account belongs to, nowhere else.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/connect.ts';
import { systemClock, type Clock } from '../../core/clock.ts';
import { customers, customerTokens } from '../../db/schema/customers.ts';

export interface CustomerSession {
  customerId: number;
  tokenId: number;
  expiresAt: Date;
  /** The account's role: a staff account's token signs a staff member in (rules/staff.ts). */
  roleId: number;
  /** A staff member's shop. */
  defaultStoreIdentifier: string | null;
}

/** Tokens are base64url of 32 bytes: 43 characters. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export class CustomerTokens {
  constructor(
    private readonly db: Database,
    readonly ttlSeconds: number,
    private readonly clock: Clock = systemClock,
  ) {}

  async issue(db: Database, customerId: number, now = this.clock.now()): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await db
      .insert(customerTokens)
      .values({ customerId, tokenHash: hashToken(token), createdAt: now, expiresAt: new Date(now.getTime() + this.ttlSeconds * 1000) });
    return token;
  }

  /** The session a bearer token opens on a website, or null when it is unknown, expired or revoked. */
  async authenticate(token: string, websiteId: number, now = this.clock.now()): Promise<CustomerSession | null> {
    if (!TOKEN_PATTERN.test(token)) return null;
    const [row] = await this.db
      .select({
        tokenId: customerTokens.id,
        customerId: customerTokens.customerId,
        expiresAt: customerTokens.expiresAt,
        roleId: customers.roleId,
        defaultStoreIdentifier: customers.defaultStoreIdentifier,
      })
      .from(customerTokens)
      .innerJoin(customers, eq(customers.id, customerTokens.customerId))
      .where(
        and(
          eq(customerTokens.tokenHash, hashToken(token)),
          isNull(customerTokens.revokedAt),
          gt(customerTokens.expiresAt, now),
          eq(customers.websiteId, websiteId),
          isNull(customers.deletedAt),
        ),
      );
    return row ?? null;
  }

  async revoke(db: Database, tokenId: number): Promise<void> {
    await db
      .update(customerTokens)
      .set({ revokedAt: this.clock.now() })
      .where(and(eq(customerTokens.id, tokenId), isNull(customerTokens.revokedAt)));
  }

  /** Signs the account out everywhere (account deletion), or everywhere else (password change). */
  async revokeAll(db: Database, customerId: number, exceptTokenId?: number): Promise<void> {
    const open = and(eq(customerTokens.customerId, customerId), isNull(customerTokens.revokedAt));
    await db
      .update(customerTokens)
      .set({ revokedAt: this.clock.now() })
      .where(exceptTokenId === undefined ? open : and(open, ne(customerTokens.id, exceptTokenId)));
  }
}

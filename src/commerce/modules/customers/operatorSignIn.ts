/**
 * The operator's sign-in to the order desk: the admin token (the one secret the operator holds),
 * proved under the members' sign-in lockout (signInLimits.ts, docs/design.md, Security). The token
 * travels as every admin call's does (Authorization: Bearer), so the request's actor already says
 * whether it is the store's; this counts the attempt. There is no account to lock, only the
 * client's address: locking "the operator" would let anyone shut the one operator out.
 *
 * A proved sign-in opens a desk session (docs/decisions.md, "The desk's own session token"): a
 * token of its own, acting as the operator for a working day, kept only as its hash and revoked by
 * the desk's sign-out, so the desk's cookie never holds the store's admin token.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/connect.ts';
import { operatorSessions } from '../../db/schema/customers.ts';
import { systemClock, type Clock } from '../../core/clock.ts';
import { CommerceError } from '../../core/errors.ts';
import type { Actor, RequestContext } from '../../core/requestContext.ts';
import { clientAddress } from './service.ts';
import type { SignInLimits } from './signInLimits.ts';

/** A working day: the desk is left open on a shop's counter, not for weeks. */
export const DESK_SESSION_SECONDS = 8 * 60 * 60;

/** Desk session tokens carry this prefix, so a request's bearer is looked up in one table only. */
export const DESK_TOKEN_PREFIX = 'desk_';
/** The prefix and base64url of 32 random bytes. */
const DESK_TOKEN_PATTERN = /^desk_[A-Za-z0-9_-]{43}$/;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export interface DeskSession {
  token: string;
  expiresInSeconds: number;
}

export class OperatorSignIn {
  constructor(
    private readonly db: Database,
    private readonly limits: SignInLimits,
    private readonly clock: Clock = systemClock,
  ) {}

  /**
   * Refuses a wrong token, and any token while the address is locked out; answers a new desk
   * session. Only the admin token itself opens one: a desk session cannot prolong itself.
   */
  async signIn(request: RequestContext): Promise<DeskSession> {
    const address = clientAddress(request);
    const wait = await this.limits.lockedFor(null, address);
    if (wait > 0) throw new CommerceError('graphql-authentication', 'customer.lockedOut', { minutes: Math.ceil(wait / 60) });
    const proved = request.actor.kind === 'admin' && request.actor.deskSessionId === undefined;
    await this.limits.record(request.website.id, null, address, proved);
    if (!proved) throw new CommerceError('graphql-authentication', 'operator.signInIncorrect');
    const token = `${DESK_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
    const now = this.clock.now();
    await this.db.insert(operatorSessions).values({ tokenHash: hashOf(token), createdAt: now, expiresAt: new Date(now.getTime() + DESK_SESSION_SECONDS * 1000) });
    return { token, expiresInSeconds: DESK_SESSION_SECONDS };
  }

  /** The operator a desk session token speaks for; a guest for one unknown, expired or revoked. */
  async actorFor(token: string): Promise<Actor> {
    if (!DESK_TOKEN_PATTERN.test(token)) return { kind: 'guest' };
    const [session] = await this.db
      .select({ id: operatorSessions.id })
      .from(operatorSessions)
      .where(and(eq(operatorSessions.tokenHash, hashOf(token)), isNull(operatorSessions.revokedAt), gt(operatorSessions.expiresAt, this.clock.now())));
    return session ? { kind: 'admin', deskSessionId: session.id } : { kind: 'guest' };
  }

  /** The desk's sign-out: the session the request carries ends now. Answers whether there was one. */
  async signOut(request: RequestContext): Promise<boolean> {
    const { actor } = request;
    if (actor.kind !== 'admin' || actor.deskSessionId === undefined) return false;
    await this.db
      .update(operatorSessions)
      .set({ revokedAt: this.clock.now() })
      .where(and(eq(operatorSessions.id, actor.deskSessionId), isNull(operatorSessions.revokedAt)));
    return true;
  }
}

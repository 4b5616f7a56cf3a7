/**
 * The operator's sign-in to the order desk: the admin token (the one secret the operator holds),
 * proved under the members' sign-in lockout (signInLimits.ts, docs/design.md, Security). The token
 * travels as every admin call's does (Authorization: Bearer), so the request's actor already says
 * whether it is the store's; this counts the attempt. There is no account to lock, only the
 * client's address: locking "the operator" would let anyone shut the one operator out.
 */
import { CommerceError } from '../../core/errors.ts';
import type { RequestContext } from '../../core/requestContext.ts';
import { clientAddress } from './service.ts';
import type { SignInLimits } from './signInLimits.ts';

export class OperatorSignIn {
  constructor(private readonly limits: SignInLimits) {}

  /** Refuses a wrong token, and any token while the address is locked out. */
  async signIn(request: RequestContext): Promise<void> {
    const address = clientAddress(request);
    const wait = await this.limits.lockedFor(null, address);
    if (wait > 0) throw new CommerceError('graphql-authentication', 'customer.lockedOut', { minutes: Math.ceil(wait / 60) });
    const proved = request.actor.kind === 'admin';
    await this.limits.record(request.website.id, null, address, proved);
    if (!proved) throw new CommerceError('graphql-authentication', 'operator.signInIncorrect');
  }
}

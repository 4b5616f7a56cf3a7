/**
 * What a signed-in staff member does with their own account (spec 000 §6 "staff phone must be
 * verified"; 001 §5): prove their phone by a one-time password, and prove a customer's phone for
 * an order they place for that customer (the checkout state's bcnOrderCustomerPhoneValidated).
 */
import { and, eq, ne } from 'drizzle-orm';
import { isMobileNumber, parseMobile } from '../../../rules/customer.ts';
import type { Database } from '../../db/connect.ts';
import { customers } from '../../db/schema/customers.ts';
import type { Clock } from '../../core/clock.ts';
import { inputError } from '../../core/errors.ts';
import type { RequestContext } from '../../core/requestContext.ts';
import { customerProblemError } from './customerInput.ts';
import type { OtpSent, PhoneVerification } from './phoneVerification.ts';
import type { CustomerRecord, CustomerService } from './service.ts';
import { violatedIndex } from './service.ts';

export class StaffAccounts {
  constructor(
    private readonly db: Database,
    private readonly deps: { customers: CustomerService; phones: PhoneVerification; clock: Clock },
  ) {}

  /** Sends a code to the phone the staff member gives as their own. */
  async sendOwnPhoneCode(request: RequestContext, areaCode: string, number: string): Promise<OtpSent> {
    const { staffId } = this.deps.customers.requireStaff(request.actor);
    const phone = this.phoneOf(areaCode, number);
    // Refused before a code is sent: proving it could never make it theirs.
    const [holder] = await this.db
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.websiteId, request.website.id), eq(customers.mobile, phone), ne(customers.id, staffId)));
    if (holder) throw inputError('otp.phoneTaken');
    return this.deps.phones.send(request, staffId, 'staff_phone', phone);
  }

  /** Proves the code: the phone becomes the staff member's, verified. */
  async verifyOwnPhone(request: RequestContext, code: string): Promise<CustomerRecord> {
    const { staffId } = this.deps.customers.requireStaff(request.actor);
    const phone = await this.deps.phones.verify(staffId, 'staff_phone', code);
    try {
      const [updated] = await this.db
        .update(customers)
        .set({ mobile: phone, mobileVerifiedAt: this.deps.clock.now(), updatedAt: this.deps.clock.now() })
        .where(eq(customers.id, staffId))
        .returning();
      return updated;
    } catch (error) {
      if (violatedIndex(error) !== undefined) throw inputError('otp.phoneTaken');
      throw error;
    }
  }

  /** Sends a code to a customer's phone, for an order the staff member places for them. */
  async sendCustomerPhoneCode(request: RequestContext, areaCode: string, number: string): Promise<OtpSent> {
    const { staffId } = this.deps.customers.requireStaff(request.actor);
    return this.deps.phones.send(request, staffId, 'customer_phone', this.phoneOf(areaCode, number));
  }

  /** Proves the customer's code: answers the phone proven (E.164). */
  async verifyCustomerPhone(request: RequestContext, code: string): Promise<string> {
    const { staffId } = this.deps.customers.requireStaff(request.actor);
    return this.deps.phones.verify(staffId, 'customer_phone', code);
  }

  private phoneOf(areaCode: string, number: string): string {
    const mobile = parseMobile(areaCode, number);
    if (!isMobileNumber(mobile)) throw customerProblemError(mobile);
    return mobile.e164;
  }
}

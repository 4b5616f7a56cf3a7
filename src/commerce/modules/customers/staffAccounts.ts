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
import { SHOPPER_ROLE_ID } from '../../../rules/staff.ts';
import { checkCustomerFields, checkEmail, customerProblemError } from './customerInput.ts';
import type { OtpSent, PhoneVerification } from './phoneVerification.ts';
import type { CustomerRecord, CustomerService } from './service.ts';
import { violatedIndex } from './service.ts';

/** A new member's details, given by the customer to the staff member ordering for them. */
export interface NewMemberDetails {
  firstname: string;
  lastname: string;
  email: string;
}

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

  /**
   * The member a staff order is for, by the phone a one-time password has just proven: the
   * website's member with that mobile number, or a new member made with it and the details the
   * customer gave (spec 000 §4 staff ordering; without a password, they set one by "Forgot password").
   * A staff account's phone is refused: staff do not order for themselves this way.
   */
  async memberForPhone(request: RequestContext, phone: string, details: NewMemberDetails | null, db: Database = this.db): Promise<{ id: number; email: string }> {
    const found = await this.accountWithPhone(db, request.website.id, phone);
    if (found) {
      if (found.roleId !== SHOPPER_ROLE_ID || !found.email) throw inputError('staffOrder.phoneNotAMember');
      return { id: found.id, email: found.email };
    }
    if (!details) throw inputError('staffOrder.memberDetailsNeeded');
    // The customer's own details, checked as any account's; they choose a password later ("Forgot password").
    const fields = checkCustomerFields({ firstname: details.firstname, lastname: details.lastname }, false);
    const email = checkEmail(details.email);
    try {
      const [created] = await db
        .insert(customers)
        .values({
          firstname: fields.firstname!,
          lastname: fields.lastname!,
          email,
          mobile: phone,
          mobileVerifiedAt: this.deps.clock.now(),
          websiteId: request.website.id,
          storeViewId: request.view.id,
        })
        .returning({ id: customers.id, email: customers.email });
      return { id: created.id, email: created.email! };
    } catch (error) {
      if (violatedIndex(error) !== undefined) throw inputError('staffOrder.emailTaken');
      throw error;
    }
  }

  /** The website's member with this phone, as a staff order names them; none when no member has it. */
  async memberWithPhone(websiteId: number, phone: string): Promise<NewMemberDetails | null> {
    const found = await this.accountWithPhone(this.db, websiteId, phone);
    return found?.roleId === SHOPPER_ROLE_ID && found.email ? { firstname: found.firstname, lastname: found.lastname, email: found.email } : null;
  }

  private async accountWithPhone(db: Database, websiteId: number, phone: string) {
    const [found] = await db
      .select({ id: customers.id, email: customers.email, roleId: customers.roleId, firstname: customers.firstname, lastname: customers.lastname })
      .from(customers)
      .where(and(eq(customers.websiteId, websiteId), eq(customers.mobile, phone)));
    return found;
  }

  private phoneOf(areaCode: string, number: string): string {
    const mobile = parseMobile(areaCode, number);
    if (!isMobileNumber(mobile)) throw customerProblemError(mobile);
    return mobile.e164;
  }
}

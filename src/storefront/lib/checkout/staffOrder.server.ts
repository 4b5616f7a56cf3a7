/**
 * A staff member's checkout for a customer (spec 000 §3 Checkout state: bcnStaffOrderedStore,
 * bcnOrderCustomerPhoneArea, bcnOrderCustomerPhone, bcnOrderCustomerPhoneValidated; §6 staff; 001 §5
 * one-time passwords): the shop the order is placed at, the customer's phone proven by a texted
 * code, and the member the order will belong to, made from a name and an email when no member has
 * the phone (docs/decisions.md, "The staff checkout: a Customer section before delivery"). The API
 * decides (docs/decisions.md, "The staff bag"); the session's staff mark only says what to ask.
 */
import type { AppLoadContext, Params } from 'react-router';
import { parseOtpCodeForm, parseOtpPhoneForm, parseStaffOrderCustomerForm } from '../../../rules/customerForms.ts';
import { SHOPPER_ROLE_ID } from '../../../rules/staff.ts';
import { personName } from '../../../rules/customer.ts';
import type { CheckoutCartFragment } from '../generated/operations.ts';
import { DEFAULT_AREA_CODE } from '../account/accountForms.server.ts';
import { otherAreasFor } from '../account/areaCodes.server.ts';
import { problemOf, type GraphQLErrorEntry } from '../api/graphql.ts';
import { typedValues, type FormAnswer } from '../forms/formAnswer.ts';
import { NO_PROBLEMS, problemsOf, problemsOfApi, type FormProblems } from '../forms/formProblems.ts';
import { requireStoreView } from '../http/storeRequest.server.ts';
import { STAFF_ORDER_FORMS, type Shop, type StaffOrderView } from './staffOrderView.ts';
import { SEND_CUSTOMER_PHONE_CODE, SET_STAFF_ORDER, STAFF_CHECKOUT_SHOPS } from './staffOrderOperations.ts';

type FormValues = Record<string, string | undefined>;

interface RequestArgs {
  request: Request;
  params: Params;
  context: AppLoadContext;
}

/** The shops of the website, and the staff member's own; null for a session that is not a staff member's. */
export async function staffShops(args: Pick<RequestArgs, 'context'>): Promise<{ shops: Shop[]; ownShop: string } | null> {
  if (args.context.session.role !== 'staff') return null;
  const answer = await args.context.client.query(STAFF_CHECKOUT_SHOPS);
  const staff = answer.data?.customer;
  if (!staff || staff.role_id === SHOPPER_ROLE_ID) return null;
  return {
    shops: answer.data?.storeLocations ?? [],
    ownShop: staff.default_store_identifier ?? '',
  };
}

/** What the checkout's customer section draws for a staff member; null for everyone else. */
export async function staffOrderOf(args: RequestArgs, cart: CheckoutCartFragment): Promise<StaffOrderView | null> {
  const staff = await staffShops(args);
  if (!staff) return null;
  const view = requireStoreView(args);
  const customer = cart.bcn_order_customer;
  const proven = cart.bcn_order_customer_phone_validated && cart.bcn_order_customer_phone;
  return {
    shops: staff.shops,
    shop: cart.bcn_staff_ordered_store ?? staff.ownShop,
    provenPhone: proven
      ? {
          areaCode: cart.bcn_order_customer_phone_area ?? '',
          number: cart.bcn_order_customer_phone ?? '',
        }
      : null,
    customer: customer ? { name: personName(customer, view.localeKey), email: customer.email } : null,
    areaCode: DEFAULT_AREA_CODE[view.websiteCode],
    otherAreas: otherAreasFor(view),
  };
}

export function isStaffOrderForm(values: FormValues): boolean {
  return (Object.values(STAFF_ORDER_FORMS) as string[]).includes(values.form ?? '');
}

/** The API's refusal beside one field (the phone the code could not go to, the code it refused). */
const refusedField = (field: string, errors: GraphQLErrorEntry[]): FormProblems => ({
  fields: { [field]: { message: problemOf(errors)?.message ?? '' } },
});

/**
 * One of the customer section's forms: text a code to the phone, prove it with the shop, name the
 * new member, or move the order to another shop. The phone the code went to travels with the code
 * form, so a wrong code keeps that form (as on the staff page).
 */
export async function answerStaffOrderForm(args: RequestArgs, values: FormValues): Promise<FormAnswer> {
  const form = values.form ?? '';
  const cartId = args.context.session.cartId ?? '';
  const phone = {
    mobile_area_code: values.mobile_area_code,
    mobile: values.mobile,
  };
  const answer = (problems: FormProblems, kept?: FormValues, done?: string): FormAnswer => ({
    form,
    problems,
    done,
    values: kept && typedValues(kept),
  });

  if (form === STAFF_ORDER_FORMS.phone) {
    const parsed = parseOtpPhoneForm(values);
    if (!parsed.success) return answer(problemsOf(parsed.problems, 'account.problem'), phone);
    const sent = await args.context.client.mutate(SEND_CUSTOMER_PHONE_CODE, parsed.data);
    if (!sent.data?.sendCustomerPhoneOtp) return answer(refusedField('mobile', sent.errors), phone);
    return answer(NO_PROBLEMS, { mobile_area_code: parsed.data.areaCode, mobile: parsed.data.phone }, 'checkout.staff.codeSent');
  }
  const storeCode = values.store_code ?? '';
  if (form === STAFF_ORDER_FORMS.code) {
    const parsed = parseOtpCodeForm(values);
    if (!parsed.success) return answer(problemsOf(parsed.problems, 'account.problem'), phone);
    const set = await args.context.client.mutate(SET_STAFF_ORDER, {
      input: { cart_id: cartId, store_code: storeCode, code: parsed.data.code },
    });
    if (!set.data?.setStaffOrderOnCart) return answer(refusedField('code', set.errors), phone);
    return answer(NO_PROBLEMS, undefined, 'checkout.staff.verified');
  }
  if (form === STAFF_ORDER_FORMS.customer) {
    const parsed = parseStaffOrderCustomerForm(values);
    if (!parsed.success) return answer(problemsOf(parsed.problems, 'account.problem'), values);
    const set = await args.context.client.mutate(SET_STAFF_ORDER, {
      input: { cart_id: cartId, store_code: storeCode, customer: parsed.data },
    });
    if (!set.data?.setStaffOrderOnCart) return answer(problemsOfApi(set.errors), values);
    return answer(NO_PROBLEMS, undefined, 'checkout.staff.customerSaved');
  }
  // Another shop for the order: the phone proven before stands.
  const set = await args.context.client.mutate(SET_STAFF_ORDER, {
    input: { cart_id: cartId, store_code: storeCode },
  });
  if (!set.data?.setStaffOrderOnCart) return answer(refusedField('store_code', set.errors));
  return answer(NO_PROBLEMS, undefined, 'checkout.staff.shopSaved');
}

/**
 * The checkout on the server (spec 000 §4 Checkout): the cart and the shops for the page, then
 * each step's mutations, whose refusals are stored per step (spec 001 §8: shippingAddressError,
 * shippingMethodError, billingAddressError, paymentMethodError, orderError) for the page to show.
 */
import type { AppLoadContext, Params } from 'react-router';
import { DELIVERY_COUNTRY_BY_WEBSITE } from '../../../rules/address.ts';
import { shippingStepSchema } from '../../../rules/checkoutForms.ts';
import { HOME_DELIVERY, STORE_PICKUP } from '../../../rules/shipping.ts';
import type { CheckoutCartFragment } from '../generated/operations.ts';
import { problemOf, type GraphQLErrorEntry } from '../api/graphql.ts';
import { problemsOf, type FormProblems, type ProblemMessage } from '../forms/formProblems.ts';
import type { MessageId } from '../../i18n/messages/en.ts';
import { CREATE_ADDRESS } from '../account/operations.ts';
import { requireStoreView } from '../http/storeRequest.server.ts';
import { DEFAULT_ROLE_ID } from '../chrome/chromeRules.ts';
import { formatDate } from '../storeView/dates.ts';
import { CHECKOUT_CART, CHECKOUT_COUPONS, CHECKOUT_MEMBER, PICKUP_STORES, SET_BILLING_ADDRESS, SET_GUEST_EMAIL, SET_SHIPPING_ADDRESS, SET_SHIPPING_METHOD } from './operations.ts';
import { addressBookOfferOf, NEW_ADDRESS, type AddressBookOffer, type PickupStore } from './checkoutView.ts';

interface RequestArgs {
  request: Request;
  params: Params;
  context: AppLoadContext;
}

/** A step's refusal: as the API worded it (already in the shopper's language), or one of ours. */
export type StepError = ProblemMessage;
export type CheckoutStep = 'customer' | 'email' | 'shippingAddress' | 'shippingMethod' | 'billingAddress' | 'paymentMethod' | 'order';
export type StepErrors = Partial<Record<CheckoutStep, StepError>>;

/** A step's refusal as the form's problems, named after its step. */
export function stepProblems(errors: StepErrors): FormProblems {
  const [step, error] = Object.entries(errors)[0] ?? [];
  return error ? { form: { ...error, topic: `checkout.step.${step}` as MessageId }, fields: {} } : { fields: {} };
}

/** The cart the checkout works on, or null when the shopper has none (or it is empty). */
export async function checkoutCart(args: Pick<RequestArgs, 'context'>): Promise<CheckoutCartFragment | null> {
  const answer = await args.context.cart.query(CHECKOUT_CART, (cartId) => ({ cartId }));
  const cart = answer?.data?.cart;
  if (!cart || !(cart.items ?? []).some((item) => item && !item.hidden_in_cart)) return null;
  return cart;
}

export async function pickupStores(args: Pick<RequestArgs, 'context'>): Promise<PickupStore[]> {
  const answer = await args.context.client.query(PICKUP_STORES);
  return answer.data?.storeLocations ?? [];
}

/** A signed-in member's address book; null for a guest. */
export async function memberAddressBook(args: RequestArgs): Promise<AddressBookOffer | null> {
  if (!args.context.session.signedIn) return null;
  const answer = await args.context.client.query(CHECKOUT_MEMBER);
  return addressBookOfferOf(answer.data?.customer ?? null, requireStoreView(args).localeKey);
}

/** A coupon of the member's own, as the checkout offers it: its code, name and end date (written for the store view). */
export interface CouponChoiceView {
  code: string;
  name: string;
  validUntil: string;
}

/**
 * The signed-in member's valid coupons usable online, to choose at checkout instead of typing a
 * code (spec 000 §6). Staff accounts (any role but the default shopper's) enter codes only, and
 * guests have no wallet: both get none.
 */
export async function memberCouponChoices(args: RequestArgs): Promise<CouponChoiceView[]> {
  if (!args.context.session.signedIn) return [];
  const view = requireStoreView(args);
  const answer = await args.context.client.query(CHECKOUT_COUPONS).catch(() => null);
  const customer = answer?.data?.customer;
  if (!customer || customer.role_id !== DEFAULT_ROLE_ID) return [];
  return customer.coupons
    .filter((coupon) => coupon.channel !== 'IN_STORE')
    .map((coupon) => ({ code: coupon.code, name: coupon.name, validUntil: formatDate(coupon.valid_until, view) }));
}

export const apiError = (errors: GraphQLErrorEntry[]): StepError => ({ message: problemOf(errors)?.message ?? '' });

/**
 * A staff member's bag goes on to payment only once it names the customer: the API refuses to
 * place it before (spec 000 §3 bcnOrderCustomerPhoneValidated), and saying so at the first step
 * saves the staff member a step back. Nobody else is asked.
 */
async function staffCustomerMissing(args: RequestArgs): Promise<boolean> {
  if (args.context.session.role !== 'staff') return false;
  const cart = await checkoutCart(args);
  return cart !== null && !cart.bcn_order_customer;
}

export type ShippingStepOutcome = { state: 'saved' } | { state: 'invalid'; values: Record<string, string>; problems: FormProblems };

/**
 * Saves the shipping step in the spec's order (email, shipping address, shipping method, billing
 * address), stopping at the first refusal, which is kept under its step. A member delivering to a
 * saved address sends its id, and the book's fields stand for the form's; a new address the
 * member asked to keep goes into the book once the step is saved.
 */
export async function saveShippingStep(args: RequestArgs, form: FormData, { book }: { book: AddressBookOffer | null }): Promise<ShippingStepOutcome> {
  const { session } = args.context;
  const values = Object.fromEntries([...form.entries()].filter(([name]) => name !== 'intent').map(([name, value]) => [name, String(value)]));
  if (await staffCustomerMissing(args)) return { state: 'invalid', values, problems: stepProblems({ customer: { id: 'checkout.staff.customerFirst' } }) };
  const guest = book === null;
  const delivering = values.delivery !== 'pickup';
  const savedId = book && delivering && values.savedAddress && values.savedAddress !== NEW_ADDRESS ? values.savedAddress : null;
  if (savedId) {
    const saved = book?.addresses.find((address) => address.id === savedId);
    if (!saved) return { state: 'invalid', values, problems: stepProblems({ shippingAddress: { id: 'checkout.savedAddressGone' } }) };
    Object.assign(values, saved.values);
  }
  const country = DELIVERY_COUNTRY_BY_WEBSITE[session.website];
  const parsed = shippingStepSchema(session.website, country, { needsEmail: guest }).safeParse(values);
  if (!parsed.success) return { state: 'invalid', values, problems: problemsOf(parsed.error, 'checkout.reason') };
  const step = parsed.data;
  const refuse = (stepErrors: StepErrors): ShippingStepOutcome => ({ state: 'invalid', values, problems: stepProblems(stepErrors) });
  const cartId = session.cartId;
  if (!cartId) return refuse({ order: { id: 'checkout.missingCartId' } });

  if (step.email !== null) {
    const answer = await args.context.client.mutate(SET_GUEST_EMAIL, { cartId, email: step.email });
    if (answer.errors.length) return refuse({ email: apiError(answer.errors) });
  }
  const address = {
    ...step.shippingAddress,
    street: step.shippingAddress.street?.length ? [...step.shippingAddress.street] : [''],
    city: step.shippingAddress.city ?? '',
    country_code: country,
  };
  const shipping = await args.context.client.mutate(SET_SHIPPING_ADDRESS, {
    cartId,
    address: { ...address, firstname: address.firstname ?? '', lastname: address.lastname ?? '' },
    pickup: step.pickupStore,
  });
  if (shipping.errors.length) return refuse({ shippingAddress: apiError(shipping.errors) });

  const wanted = step.delivery === 'pickup' ? STORE_PICKUP : HOME_DELIVERY;
  const offered = shipping.data?.setShippingAddressesOnCart?.cart.shipping_addresses[0]?.available_shipping_methods ?? [];
  const method = offered.find((candidate) => candidate?.carrier_code === wanted.carrierCode && candidate.method_code === wanted.methodCode);
  if (!method?.available) return refuse({ shippingMethod: method?.error_message ? { message: method.error_message } : { id: 'checkout.methodUnavailable' } });
  const chosen = await args.context.client.mutate(SET_SHIPPING_METHOD, { cartId, carrier: method.carrier_code, method: method.method_code ?? '' });
  if (chosen.errors.length) return refuse({ shippingMethod: apiError(chosen.errors) });

  const billingAddress = step.billingAddress;
  const billing = await args.context.client.mutate(SET_BILLING_ADDRESS, billingAddress
      ? {
          cartId,
          address: {
            ...billingAddress,
            firstname: billingAddress.firstname ?? '',
            lastname: billingAddress.lastname ?? '',
            street: [...(billingAddress.street ?? [])],
            city: billingAddress.city ?? '',
            country_code: country,
          },
          same: false,
        }
      : { cartId, same: true });
  if (billing.errors.length) return refuse({ billingAddress: apiError(billing.errors) });

  if (book && delivering && !savedId && values.saveToAddressBook === 'on') {
    const kept = await args.context.client.mutate(CREATE_ADDRESS, {
      input: {
        firstname: address.firstname ?? '',
        lastname: address.lastname ?? '',
        street: address.street,
        city: address.city,
        region: { region_code: address.region_code },
        postcode: address.postcode,
        country_code: country,
        telephone: address.telephone,
        // The first address of the book becomes its default.
        default_shipping: book.addresses.length === 0,
        default_billing: book.addresses.length === 0,
      },
    });
    if (kept.errors.length) return refuse({ shippingAddress: apiError(kept.errors) });
  }
  return { state: 'saved' };
}

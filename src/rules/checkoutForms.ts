/**
 * The checkout's shipping step as the shopper fills it in (spec 000 §4 Checkout): the guest's
 * email, delivery to an address or pickup at a shop (with the collector's name and phone), and the
 * billing address, the same as the delivery address or its own. The form posts field names as
 * strings; this schema checks them with the address rules the API applies (address.ts), so the form
 * refuses what the API would refuse, with one reason per field.
 */
import { z } from 'zod';
import { checkAddress, type AddressInput, type AddressProblem } from './address.ts';
import type { WebsiteCode } from './storeViews.ts';
import { ADDRESS_FIELDS, BILLING_PREFIX, DELIVERY_CHOICES, type AddressField, type DeliveryChoice } from './checkoutFields.ts';

export { ADDRESS_FIELDS, BILLING_PREFIX, DELIVERY_CHOICES, type AddressField, type DeliveryChoice };

/** The guest's email, as the API checks it (setGuestEmailOnCart). */
export const GUEST_EMAIL = z.email().max(254);

/** Why a field is refused; the form shows each reason in the shopper's language. */
export type FieldReason = AddressProblem['reason'] | 'email' | 'missingEmail' | 'pickupStore';


const formText = z.preprocess((value) => (typeof value === 'string' ? value.trim() : ''), z.string().max(500));
const checkbox = z.preprocess((value) => value === 'on' || value === 'true' || value === '1', z.boolean());

const addressShape = (prefix: string) =>
  Object.fromEntries(ADDRESS_FIELDS.map((field) => [`${prefix}${field}`, formText])) as Record<`${string}${AddressField}`, typeof formText>;

/** The address a prefixed group of fields describes, in the API's input shape. */
export function addressInputOf(form: Record<string, string | boolean>, prefix: string, countryCode: string): AddressInput {
  const field = (name: AddressField) => String(form[`${prefix}${name}`] ?? '');
  return {
    firstname: field('firstname'),
    lastname: field('lastname'),
    street: [field('street1'), field('street2')].filter(Boolean),
    city: field('city'),
    region_code: field('region') || null,
    postcode: field('postcode') || null,
    country_code: countryCode,
    telephone: field('telephone'),
  };
}

/** The form field an address problem belongs to. */
function fieldOfProblem(problem: AddressProblem): AddressField | null {
  if (problem.field === 'street') return 'street1';
  if (problem.field === 'country_code') return null;
  return problem.field;
}

export interface ShippingStep {
  email: string | null;
  delivery: DeliveryChoice;
  /** A delivery address, or the collector's name and phone when the order is picked up. */
  shippingAddress: AddressInput;
  pickupStore: string | null;
  /** Null: the billing address is the delivery address. */
  billingAddress: AddressInput | null;
}

/** The billing fields a pickup takes from its collector instead of asking them again. */
const COLLECTOR_FIELDS = ['firstname', 'lastname', 'telephone'] as const;

/** A pickup's billing address names its collector: the name and phone just typed. */
function withCollectorOnBilling<T extends Record<string, string | boolean>>(form: T): T {
  if (form.delivery !== 'pickup') return form;
  return { ...form, ...Object.fromEntries(COLLECTOR_FIELDS.map((field) => [`${BILLING_PREFIX}${field}`, form[field]])) };
}

/**
 * The shipping step's schema for a website. Guests give an email (spec 001 §5: "A guest shipping
 * address needs an email"). An order picked up at a shop has no delivery address, so it takes a
 * billing address of its own, as the API requires: its street and district (and, in Malaysia,
 * city and postcode), with the collector's name and phone.
 */
export function shippingStepSchema(website: WebsiteCode, countryCode: string, { needsEmail }: { needsEmail: boolean }) {
  return z
    .object({
      email: formText,
      delivery: z.enum(DELIVERY_CHOICES).catch('delivery'),
      pickupStore: formText,
      billingSame: checkbox,
      ...addressShape(''),
      ...addressShape(BILLING_PREFIX),
    })
    .transform(withCollectorOnBilling)
    .superRefine((form, context) => {
      const refuse = (path: string, reason: FieldReason) => context.addIssue({ code: 'custom', path: [path], message: reason });
      if (needsEmail) {
        if (!form.email) refuse('email', 'missingEmail');
        else if (!GUEST_EMAIL.safeParse(form.email).success) refuse('email', 'email');
      }
      const pickup = form.delivery === 'pickup';
      if (pickup && !form.pickupStore) refuse('pickupStore', 'pickupStore');
      const check = (prefix: string, purpose: 'delivery' | 'contact') => {
        for (const problem of checkAddress(addressInputOf(form, prefix, countryCode), website, purpose).problems) {
          const field = fieldOfProblem(problem);
          if (field) refuse(`${prefix}${field}`, problem.reason);
        }
      };
      check('', pickup ? 'contact' : 'delivery');
      if (pickup || !form.billingSame) check(BILLING_PREFIX, 'delivery');
    })
    .transform((form): ShippingStep => ({
      email: needsEmail ? form.email : null,
      delivery: form.delivery,
      shippingAddress: addressInputOf(form, '', countryCode),
      pickupStore: form.delivery === 'pickup' ? form.pickupStore : null,
      billingAddress: form.delivery === 'pickup' || !form.billingSame ? addressInputOf(form, BILLING_PREFIX, countryCode) : null,
    }));
}

/** The first reason each field was refused for, by field name. */
export function fieldReasonsOf(error: z.ZodError): Record<string, FieldReason> {
  const reasons: Record<string, FieldReason> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !reasons[field]) reasons[field] = issue.message as FieldReason;
  }
  return reasons;
}

/**
 * The fields of the gateway's card form, as the code its redirect back names when one is at fault
 * (`card_error=number`). A code, never text: a link cannot make the store say anything, and the
 * storefront says it in the shopper's language.
 */
export const CARD_FIELD_CODES = ['number', 'expiry', 'cvv', 'name'] as const;

export type CardFieldCode = (typeof CARD_FIELD_CODES)[number];

/**
 * Why the card form has to be filled in again: the gateway's code for the field at fault (said in
 * the store's words), or the API's refusal of the payment (its message, in the store view's language).
 */
export type CardProblem = { code: CardFieldCode } | { refusal: string };

export function isCardFieldCode(value: unknown): value is CardFieldCode {
  return typeof value === 'string' && (CARD_FIELD_CODES as readonly string[]).includes(value);
}

/** The card's last four digits and brand as the gateway answers them; anything else is dropped. */
export const CARD_RETURN = z.object({
  nonce: z.string().min(1).max(200),
  card_brand: z.string().max(40).catch(''),
  card_last4: z
    .string()
    .regex(/^\d{4}$/)
    .catch(''),
});

/**
 * The checkout form's field names and choices, which its pages draw. Kept apart from
 * rules/checkoutForms.ts, whose zod schemas the actions apply, so that a page drawing the form does
 * not load them.
 */

export const DELIVERY_CHOICES = ['delivery', 'pickup'] as const;
export type DeliveryChoice = (typeof DELIVERY_CHOICES)[number];

/** Address fields of the form, under a prefix: `firstname`, `billing_firstname`. */
export const ADDRESS_FIELDS = ['firstname', 'lastname', 'street1', 'street2', 'city', 'region', 'postcode', 'telephone'] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];
export const BILLING_PREFIX = 'billing_';

/**
 * The staff checkout's customer section as the page draws it (spec 000 §3 Checkout state:
 * bcnStaffOrderedStore, bcnOrderCustomerPhone…, bcnOrderCustomerPhoneValidated), shared by the
 * server, which fills it (staffOrder.server.ts), and the section's component.
 */
import type { OtherArea } from '../account/areaCodes.server.ts';

/** The staff checkout's forms, each posting its name in the hidden `form` field. */
export const STAFF_ORDER_FORMS = {
  phone: 'staff-order-phone',
  code: 'staff-order-code',
  customer: 'staff-order-customer',
  shop: 'staff-order-shop',
} as const;

export interface Shop {
  code: string;
  name: string;
}

export interface StaffOrderView {
  shops: Shop[];
  /** The shop on the bag, else the staff member's own (the account chip's default_store_identifier). */
  shop: string;
  /** The customer's phone once a code proved it. */
  provenPhone: { areaCode: string; number: string } | null;
  /** The member the order will belong to; null until one has the proven phone. */
  customer: { name: string; email: string } | null;
  areaCode: string;
  otherAreas: OtherArea[];
}

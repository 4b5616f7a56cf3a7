/**
 * A customer as resolvers hand it on: the schema's Customer from the account's row, with the row
 * itself for the fields other modules answer.
 */
import { phoneParts } from '../../../rules/customer.ts';
import { STORE_VIEWS } from '../../../rules/storeViews.ts';
import type { Customer } from '../../graphql/generated/schemaTypes.ts';
import type { CustomerAddressRecord } from './addressBook.ts';
import type { CustomerRecord } from './service.ts';

/**
 * Customer fields other modules answer from their own resolvers (the club's standing and coupons,
 * the orders, the bound sign-in accounts, the wishlists); graphql/schema.ts merges them into one type.
 */
type AnsweredElsewhere =
  | 'cardno' | 'member_level_code' | 'membership' | 'reward_points' | 'points_record' | 'coupons' | 'reward_exchanges' | 'asia_miles_exchanges'
  | 'orders' | 'in_store_purchases'
  | 'social_accounts'
  | 'wishlists' | 'wishlist' | 'wishlist_v2';

/** A customer as the API shows it; addresses and the fields other modules answer are read when asked for. */
export type CustomerParent = Omit<Customer, 'addresses' | 'default_billing' | 'default_shipping' | AnsweredElsewhere> & {
  record: CustomerRecord;
  /** Read once for addresses, default_billing and default_shipping together. */
  addressRecords?: Promise<CustomerAddressRecord[]>;
};

export function customerView(record: CustomerRecord): CustomerParent {
  const mobile = phoneParts(record.mobile);
  return {
    record,
    id: record.id,
    created_at: record.createdAt.toISOString(),
    prefix: record.prefix,
    firstname: record.firstname,
    middlename: null,
    lastname: record.lastname,
    suffix: null,
    gender: null,
    taxvat: null,
    email: record.email,
    date_of_birth: record.dateOfBirth,
    dob: record.dateOfBirth,
    is_subscribed: record.subscribedEmail,
    is_confirmed: true,
    full_name: [record.firstname, record.lastname].filter(Boolean).join(' '),
    customer_id: String(record.id),
    role_id: record.roleId,
    staff_no: record.staffNo,
    // A staff member's shop (spec 000 §3); a member's, the store view the account was opened in.
    default_store_identifier: record.defaultStoreIdentifier ?? STORE_VIEWS.find((view) => view.id === record.storeViewId)?.code ?? null,
    mobile_verified: record.mobileVerifiedAt !== null,
    mobile_area_code: mobile?.area ?? null,
    mobile: mobile?.number ?? null,
    age_range: record.ageRange,
    birth_month: record.dateOfBirth ? Number(record.dateOfBirth.slice(5, 7)) : null,
    is_subscribed_sms: record.subscribedSms,
    is_subscribed_whatsapp: record.subscribedWhatsapp,
    anniversaries: record.anniversaries,
    consent_at: record.consentAt?.toISOString() ?? null,
  };
}

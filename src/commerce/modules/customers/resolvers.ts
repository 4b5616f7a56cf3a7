import { parsePhoneNumberFromString } from 'libphonenumber-js/mobile';
import { STORE_VIEWS } from '../../../rules/storeViews.ts';
import type { CommerceContext } from '../../graphql/context.ts';
import type { Customer as CustomerView } from '../../graphql/generated/schemaTypes.ts';
import { renderMessage } from '../../i18n/messages.ts';
import { addressView, type CustomerAddressInput, type CustomerAddressRecord } from './addressBook.ts';
import { LocalCaptchaVerifier, type CaptchaForm } from './captcha.ts';
import type { CustomerFields } from './customerInput.ts';
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
type CustomerParent = Omit<CustomerView, 'addresses' | 'default_billing' | 'default_shipping' | AnsweredElsewhere> & {
  record: CustomerRecord;
  /** Read once for addresses, default_billing and default_shipping together. */
  addressRecords?: Promise<CustomerAddressRecord[]>;
};

function addressesOf(customer: CustomerParent, ctx: CommerceContext): Promise<CustomerAddressRecord[]> {
  customer.addressRecords ??= ctx.services.customers.addresses(customer.record.id);
  return customer.addressRecords;
}

function customerView(record: CustomerRecord): CustomerParent {
  const mobile = record.mobile ? parsePhoneNumberFromString(record.mobile) : undefined;
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
    full_name: [record.firstname, record.lastname].filter(Boolean).join(' '),
    customer_id: String(record.id),
    role_id: record.roleId,
    staff_no: null,
    default_store_identifier: STORE_VIEWS.find((view) => view.id === record.storeViewId)?.code ?? null,
    mobile_area_code: mobile ? String(mobile.countryCallingCode) : null,
    mobile: mobile ? String(mobile.nationalNumber) : null,
    age_range: record.ageRange,
    birth_month: record.dateOfBirth ? Number(record.dateOfBirth.slice(5, 7)) : null,
    is_subscribed_sms: record.subscribedSms,
    is_subscribed_whatsapp: record.subscribedWhatsapp,
    anniversaries: record.anniversaries,
    consent_at: record.consentAt?.toISOString() ?? null,
  };
}

const output = (record: CustomerRecord) => ({ customer: customerView(record) });

async function defaultAddressId(customer: CustomerParent, ctx: CommerceContext, flag: 'isDefaultBilling' | 'isDefaultShipping') {
  const found = (await addressesOf(customer, ctx)).find((address) => address[flag]);
  return found ? String(found.id) : null;
}

export const customerResolvers = {
  Query: {
    customer: async (_: unknown, __: unknown, ctx: CommerceContext) => customerView(await ctx.services.customers.current(ctx.request.actor)),
    isEmailAvailable: async (_: unknown, args: { email: string }, ctx: CommerceContext) => ({
      is_email_available: await ctx.services.customers.isEmailAvailable(args.email, ctx.request),
    }),
    customerCart: (_: unknown, __: unknown, ctx: CommerceContext) => ctx.services.customers.customerCart(ctx.request),
    getLoginStatus: (_: unknown, __: unknown, ctx: CommerceContext) => {
      const signedIn = ctx.request.actor.kind === 'customer';
      const expiresAt = ctx.request.actor.kind === 'customer' ? ctx.request.actor.expiresAt : undefined;
      return { is_logged_in: signedIn, expires_in: expiresAt ? Math.max(0, Math.floor((expiresAt.getTime() - ctx.services.clock.now().getTime()) / 1000)) : null };
    },
    recaptchaV3Config: (_: unknown, __: unknown, ctx: CommerceContext) => {
      const captcha = ctx.services.customers.captcha;
      return {
        website_key: captcha.siteKey,
        minimum_score: captcha.minimumScore,
        badge_position: 'inline',
        language_code: ctx.request.view.locale.replace('_', '-'),
        failure_message: renderMessage(ctx.request.locale, 'customer.captchaFailed'),
        forms: ['CUSTOMER_CREATE'],
        is_enabled: true,
        theme: 'light',
      };
    },
    localCaptchaToken: (_: unknown, args: { form: CaptchaForm }, ctx: CommerceContext) => {
      const captcha = ctx.services.customers.captcha;
      return captcha instanceof LocalCaptchaVerifier ? captcha.issue(args.form) : null;
    },
  },
  Mutation: {
    createCustomerV2: async (_: unknown, args: { input: CustomerFields }, ctx: CommerceContext) =>
      output(await ctx.services.customers.register(args.input, ctx.request)),
    generateCustomerToken: async (_: unknown, args: { email: string; password: string }, ctx: CommerceContext) => ({
      token: await ctx.services.customers.signInByEmail(args.email, args.password, ctx.request),
    }),
    generateCustomerTokenByMobile: async (_: unknown, args: { mobile_area_code: string; mobile: string; password: string }, ctx: CommerceContext) => ({
      token: await ctx.services.customers.signInByMobile(args.mobile_area_code, args.mobile, args.password, ctx.request),
    }),
    revokeCustomerToken: async (_: unknown, __: unknown, ctx: CommerceContext) => {
      await ctx.services.customers.signOut(ctx.request.actor);
      return { result: true };
    },
    updateCustomerV2: async (_: unknown, args: { input: CustomerFields }, ctx: CommerceContext) =>
      output(await ctx.services.customers.update(ctx.request.actor, args.input)),
    updateCustomerEmail: async (_: unknown, args: { email: string; password: string }, ctx: CommerceContext) =>
      output(await ctx.services.customers.updateEmail(ctx.request.actor, args.email, args.password)),
    changeCustomerPassword: async (_: unknown, args: { currentPassword: string; newPassword: string }, ctx: CommerceContext) =>
      customerView(await ctx.services.customers.changePassword(ctx.request.actor, args.currentPassword, args.newPassword)),
    createCustomerAddress: async (_: unknown, args: { input: CustomerAddressInput }, ctx: CommerceContext) =>
      addressView(await ctx.services.customers.createAddress(ctx.request, args.input), ctx.request),
    updateCustomerAddress: async (_: unknown, args: { id: number; input?: CustomerAddressInput | null }, ctx: CommerceContext) =>
      addressView(await ctx.services.customers.updateAddress(ctx.request, args.id, args.input), ctx.request),
    deleteCustomerAddress: async (_: unknown, args: { id: number }, ctx: CommerceContext) => {
      await ctx.services.customers.deleteAddress(ctx.request.actor, args.id);
      return true;
    },
    requestPasswordResetEmail: async (_: unknown, args: { email: string }, ctx: CommerceContext) => {
      await ctx.services.customers.requestPasswordReset(args.email, ctx.request);
      return true;
    },
    resetPassword: async (_: unknown, args: { email: string; resetPasswordToken: string; newPassword: string }, ctx: CommerceContext) => {
      await ctx.services.customers.resetPassword(args.email, args.resetPasswordToken, args.newPassword, ctx.request);
      return true;
    },
    deleteCustomer: async (_: unknown, args: { password?: string | null }, ctx: CommerceContext) => {
      await ctx.services.customers.deleteAccount(ctx.request.actor, args.password);
      return true;
    },
    mergeCarts: (_: unknown, args: { source_cart_id: string; destination_cart_id?: string | null }, ctx: CommerceContext) =>
      ctx.services.customers.mergeCarts(ctx.request, args.source_cart_id, args.destination_cart_id),
  },
  Customer: {
    addresses: async (customer: CustomerParent, _: unknown, ctx: CommerceContext) =>
      (await addressesOf(customer, ctx)).map((address) => addressView(address, ctx.request)),
    default_billing: (customer: CustomerParent, _: unknown, ctx: CommerceContext) => defaultAddressId(customer, ctx, 'isDefaultBilling'),
    default_shipping: (customer: CustomerParent, _: unknown, ctx: CommerceContext) => defaultAddressId(customer, ctx, 'isDefaultShipping'),
  },
};

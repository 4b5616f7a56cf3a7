import { parsePhoneNumberFromString } from 'libphonenumber-js/mobile';
import { PASSWORD_CHARACTER_CLASSES, PASSWORD_MIN_LENGTH } from '../../../rules/customer.ts';
import type { CommerceContext } from '../../graphql/context.ts';
import type { Resolvers } from '../../graphql/generated/resolverTypes.ts';
import { renderMessage } from '../../i18n/messages.ts';
import { decodeUid } from '../catalog/index.ts';
import { addressView, type CustomerAddressRecord } from './addressBook.ts';
import { LocalCaptchaVerifier } from './captcha.ts';
import { customerView, type CustomerParent } from './customerView.ts';
import type { OtpSent } from './phoneVerification.ts';
import type { CustomerRecord } from './service.ts';

/** The address id behind a uid; a uid of no id names no address (0), which the book refuses as not found. */
function addressIdOf(uid: string): number {
  return decodeUid(uid) ?? 0;
}

function addressesOf(customer: CustomerParent, ctx: CommerceContext): Promise<CustomerAddressRecord[]> {
  customer.addressRecords ??= ctx.services.customers.addresses(customer.record.id);
  return customer.addressRecords;
}

const output = (record: CustomerRecord) => ({ customer: customerView(record) });
const otpSent = (sent: OtpSent) => ({ expires_in: sent.expiresIn, resend_in: sent.resendIn });

async function defaultAddressId(customer: CustomerParent, ctx: CommerceContext, flag: 'isDefaultBilling' | 'isDefaultShipping') {
  const found = (await addressesOf(customer, ctx)).find((address) => address[flag]);
  return found ? String(found.id) : null;
}

export const customerResolvers: Resolvers = {
  Query: {
    customer: async (_, __, ctx) => customerView(await ctx.services.customers.currentAccount(ctx.request.actor)),
    isEmailAvailable: async (_, args, ctx) => ({
      is_email_available: await ctx.services.customers.isEmailAvailable(args.email, ctx.request),
    }),
    customerCart: (_, __, ctx) => ctx.services.customers.customerCart(ctx.request),
    getLoginStatus: (_, __, ctx) => {
      const { actor } = ctx.request;
      const signedIn = actor.kind === 'customer' || actor.kind === 'staff';
      const expiresAt = actor.kind === 'customer' || actor.kind === 'staff' ? actor.expiresAt : undefined;
      return { is_logged_in: signedIn, expires_in: expiresAt ? Math.max(0, Math.floor((expiresAt.getTime() - ctx.services.clock.now().getTime()) / 1000)) : null };
    },
    recaptchaV3Config: (_, __, ctx) => {
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
    localCaptchaToken: (_, args, ctx) => {
      const captcha = ctx.services.customers.captcha;
      return captcha instanceof LocalCaptchaVerifier ? captcha.issue(args.form) : null;
    },
  },
  Mutation: {
    createCustomerV2: async (_, args, ctx) =>
      output(await ctx.services.customers.register(args.input, ctx.request)),
    generateCustomerToken: async (_, args, ctx) => ({
      token: await ctx.services.customers.signInByEmail(args.email, args.password, ctx.request),
    }),
    generateCustomerTokenByMobile: async (_, args, ctx) => ({
      token: await ctx.services.customers.signInByMobile(args.mobile_area_code, args.mobile, args.password, ctx.request),
    }),
    generateStaffToken: async (_, args, ctx) => ({
      token: await ctx.services.customers.signInByStaffNo(args.staff_no, args.password, ctx.request),
    }),
    signInOperator: async (_, __, ctx) => {
      const session = await ctx.services.operatorSignIn.signIn(ctx.request);
      return { signed_in: true, token: session.token, expires_in: session.expiresInSeconds };
    },
    revokeOperatorToken: (_, __, ctx) => ctx.services.operatorSignIn.signOut(ctx.request),
    revokeCustomerToken: async (_, __, ctx) => {
      await ctx.services.customers.signOut(ctx.request.actor);
      return { result: true };
    },
    createCustomer: async (_, args, ctx) => output(await ctx.services.customers.register(args.input, ctx.request)),
    updateCustomer: async (_, args, ctx) => output(await ctx.services.customers.updateWithEmail(ctx.request.actor, args.input)),
    subscribeEmailToNewsletter: async (_, args, ctx) => {
      await ctx.services.customers.subscribeToNewsletter(ctx.request.actor, args.email);
      return { status: 'SUBSCRIBED' };
    },
    updateCustomerV2: async (_, args, ctx) =>
      output(await ctx.services.customers.update(ctx.request.actor, args.input)),
    updateCustomerEmail: async (_, args, ctx) =>
      output(await ctx.services.customers.updateEmail(ctx.request.actor, args.email, args.password)),
    changeCustomerPassword: async (_, args, ctx) =>
      customerView(await ctx.services.customers.changePassword(ctx.request.actor, args.currentPassword, args.newPassword)),
    createCustomerAddress: async (_, args, ctx) =>
      addressView(await ctx.services.customers.createAddress(ctx.request, args.input), ctx.request),
    updateCustomerAddress: async (_, args, ctx) =>
      addressView(await ctx.services.customers.updateAddress(ctx.request, args.id, args.input), ctx.request),
    deleteCustomerAddress: async (_, args, ctx) => {
      await ctx.services.customers.deleteAddress(ctx.request.actor, args.id);
      return true;
    },
    updateCustomerAddressV2: async (_, args, ctx) =>
      addressView(await ctx.services.customers.updateAddress(ctx.request, addressIdOf(args.uid), args.input), ctx.request),
    deleteCustomerAddressV2: async (_, args, ctx) => {
      await ctx.services.customers.deleteAddress(ctx.request.actor, addressIdOf(args.uid));
      return true;
    },
    requestPasswordResetEmail: async (_, args, ctx) => {
      await ctx.services.customers.requestPasswordReset(args.email, ctx.request);
      return true;
    },
    resetPassword: async (_, args, ctx) => {
      await ctx.services.customers.resetPassword(args.email, args.resetPasswordToken, args.newPassword, ctx.request);
      return true;
    },
    deleteCustomer: async (_, args, ctx) => {
      await ctx.services.customers.deleteAccount(ctx.request.actor, args.password);
      return true;
    },
    sendStaffPhoneOtp: async (_, args, ctx) =>
      otpSent(await ctx.services.staff.sendOwnPhoneCode(ctx.request, args.phone_area_code, args.phone)),
    verifyStaffPhoneOtp: async (_, args, ctx) => output(await ctx.services.staff.verifyOwnPhone(ctx.request, args.code)),
    sendCustomerPhoneOtp: async (_, args, ctx) =>
      otpSent(await ctx.services.staff.sendCustomerPhoneCode(ctx.request, args.phone_area_code, args.phone)),
    verifyCustomerPhoneOtp: async (_, args, ctx) => {
      const phone = parsePhoneNumberFromString(await ctx.services.staff.verifyCustomerPhone(ctx.request, args.code))!;
      return { verified: true, phone_area_code: String(phone.countryCallingCode), phone: String(phone.nationalNumber) };
    },
    mergeCarts: (_, args, ctx) =>
      ctx.services.customers.mergeCarts(ctx.request, args.source_cart_id, args.destination_cart_id),
  },
  Customer: {
    addresses: async (customer, _, ctx) =>
      (await addressesOf(customer, ctx)).map((address) => addressView(address, ctx.request)),
    default_billing: (customer, _, ctx) => defaultAddressId(customer, ctx, 'isDefaultBilling'),
    default_shipping: (customer, _, ctx) => defaultAddressId(customer, ctx, 'isDefaultShipping'),
  },
  // The account rules Venia's forms read from the store configuration, from the rules themselves.
  StoreConfig: {
    minimum_password_length: () => String(PASSWORD_MIN_LENGTH),
    required_character_classes_number: () => String(PASSWORD_CHARACTER_CLASSES),
    customer_access_token_lifetime: (_, __, ctx) => ctx.services.customers.tokenLifetimeHours(),
    // Spec 000 §3: an account subscribes to the email newsletter.
    newsletter_enabled: () => true,
  },
};

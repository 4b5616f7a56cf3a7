/**
 * The account forms of the storefront (sign-in, registration, account information, email and
 * password changes), checked with zod over the rules the API applies (customer.ts), so a form
 * refuses before posting exactly what the API would refuse. Each refusal names a field and a
 * reason the form renders in the shopper's language.
 */
import { z } from 'zod';
import { checkAddress, type AddressProblem } from './address.ts';
import type { FormProblem, FormProblemReason, FormResult } from './formResult.ts';
import { normalizeStaffNo, OTP_PATTERN, STAFF_NO_PATTERN } from './staff.ts';
import type { WebsiteCode } from './storeViews.ts';
import {
  AGE_RANGES,
  ANNIVERSARY_TYPES,
  CUSTOMER_PREFIXES,
  NAME_MAX_LENGTH,
  emailSchema,
  isMobileNumber,
  normalizeEmail,
  parseDateOfBirth,
  parseMobile,
  passwordProblems,
  type Anniversary,
} from './customer.ts';
import { anniversaryField } from './customerVocabulary.ts';
// Form fields as plain strings; the form kit reads them from rules/formValues.ts.
import { formValues, type FormValues } from './formValues.ts';

export { anniversaryField, formValues };

const checked = z
  .string()
  .optional()
  .transform((value) => value === 'on' || value === 'true' || value === '1');

function refuse(context: z.RefinementCtx, field: string, reason: FormProblemReason): void {
  context.addIssue({
    code: 'custom',
    path: [field],
    message: reason,
    params: { reason },
  });
}

function requiredText(values: FormValues, context: z.RefinementCtx, field: string, max = NAME_MAX_LENGTH): string {
  const value = (values[field] ?? '').trim();
  if (!value) refuse(context, field, 'required');
  else if (value.length > max) refuse(context, field, 'tooLong');
  return value;
}

function checkEmail(values: FormValues, context: z.RefinementCtx, field = 'email'): string {
  const value = normalizeEmail(values[field] ?? '');
  if (!value) refuse(context, field, 'required');
  else if (!emailSchema.safeParse(value).success) refuse(context, field, 'email');
  return value;
}

function checkMobile(values: FormValues, context: z.RefinementCtx): { areaCode: string; number: string } {
  const areaCode = (values.mobile_area_code ?? '').trim();
  const number = (values.mobile ?? '').trim();
  if (!number) {
    refuse(context, 'mobile', 'required');
    return { areaCode, number };
  }
  const parsed = parseMobile(areaCode, number);
  if (!isMobileNumber(parsed)) {
    refuse(context, parsed.field, parsed.reason);
    return { areaCode, number };
  }
  return { areaCode: parsed.areaCode, number: parsed.number };
}

function checkNewPassword(values: FormValues, context: z.RefinementCtx, field: string, confirmField: string): string {
  const password = values[field] ?? '';
  if (!password) refuse(context, field, 'required');
  else {
    for (const problem of passwordProblems(password)) refuse(context, field, problem.reason);
  }
  if (!(values[confirmField] ?? '')) refuse(context, confirmField, 'required');
  else if (values[confirmField] !== password) refuse(context, confirmField, 'passwordConfirm');
  return password;
}

/** Day, month and year fields (spec 001 §5: day 1 to 31, month 1 to 12, four-digit year); all empty is no date. */
function checkDateOfBirth(values: FormValues, context: z.RefinementCtx): string | null {
  const [day, month, year] = ['dob_day', 'dob_month', 'dob_year'].map((field) => (values[field] ?? '').trim());
  if (!day && !month && !year) return null;
  const parsed = /^\d{4}$/.test(year) && /^\d{1,2}$/.test(month) && /^\d{1,2}$/.test(day) ? parseDateOfBirth(`${year}-${month}-${day}`) : null;
  if (typeof parsed !== 'string') {
    refuse(context, 'dob_day', 'dateOfBirth');
    return null;
  }
  return parsed;
}

function checkChoice<T extends string>(
  values: FormValues,
  context: z.RefinementCtx,
  field: string,
  choices: readonly T[],
  reason: FormProblemReason,
  required: boolean,
): T | null {
  const value = (values[field] ?? '').trim();
  if (!value) {
    if (required) refuse(context, field, 'required');
    return null;
  }
  if (!choices.includes(value as T)) refuse(context, field, reason);
  return value as T;
}

function parseForm<T>(schema: z.ZodType<T>, values: FormValues): FormResult<T> {
  const result = schema.safeParse(values);
  if (result.success) return { success: true, data: result.data };
  const problems: FormProblem[] = [];
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    const reason = ((issue as { params?: { reason?: FormProblemReason } }).params?.reason ?? 'required') as FormProblemReason;
    // A field keeps every distinct reason: a password names each rule it does not meet.
    if (!problems.some((problem) => problem.field === field && problem.reason === reason)) problems.push({ field, reason });
  }
  return { success: false, problems };
}

const passthrough = z.record(z.string(), z.string().optional());

export type SignInForm = { method: 'email'; email: string; password: string } | { method: 'mobile'; areaCode: string; mobile: string; password: string };

/** Sign-in by email or by mobile number (with its area code), with a password. */
export function parseSignInForm(values: FormValues): FormResult<SignInForm> {
  return parseForm(
    passthrough.transform((form, context): SignInForm => {
      const password = form.password ?? '';
      if (!password) refuse(context, 'password', 'required');
      if (form.method === 'mobile') {
        const { areaCode, number } = checkMobile(form, context);
        return { method: 'mobile', areaCode, mobile: number, password };
      }
      return { method: 'email', email: checkEmail(form, context), password };
    }),
    values,
  );
}

export interface ProfileForm {
  prefix: string;
  firstname: string;
  lastname: string;
  mobile_area_code: string;
  mobile: string;
  date_of_birth: string | null;
  age_range: string | null;
}

/** Spec 000 §2 /communications: the SMS, email and WhatsApp subscriptions. */
export interface SubscriptionsForm {
  is_subscribed: boolean;
  is_subscribed_sms: boolean;
  is_subscribed_whatsapp: boolean;
}

function subscriptionsOf(form: FormValues): SubscriptionsForm {
  return {
    is_subscribed: checked.parse(form.is_subscribed),
    is_subscribed_sms: checked.parse(form.is_subscribed_sms),
    is_subscribed_whatsapp: checked.parse(form.is_subscribed_whatsapp),
  };
}

function checkProfile(form: FormValues, context: z.RefinementCtx): ProfileForm {
  const prefix = checkChoice(form, context, 'prefix', CUSTOMER_PREFIXES, 'prefix', true) ?? '';
  const firstname = requiredText(form, context, 'firstname');
  const lastname = requiredText(form, context, 'lastname');
  const mobile = checkMobile(form, context);
  const date_of_birth = checkDateOfBirth(form, context);
  const age_range = checkChoice(form, context, 'age_range', AGE_RANGES, 'ageRange', false);
  return {
    prefix,
    firstname,
    lastname,
    mobile_area_code: mobile.areaCode,
    mobile: mobile.number,
    date_of_birth,
    age_range,
  };
}

/** Account information (updateCustomerV2); the subscriptions have a page of their own. */
export function parseProfileForm(values: FormValues): FormResult<ProfileForm> {
  return parseForm(passthrough.transform(checkProfile), values);
}

/** Communications (updateCustomerV2): a box ticked is a subscription, one left empty none. */
export function parseSubscriptionsForm(values: FormValues): FormResult<SubscriptionsForm> {
  return { success: true, data: subscriptionsOf(values) };
}

/**
 * Anniversaries (spec 000 §3): one date field per type, so each type is given at most once; an
 * empty field is no date (or one removed). Dates follow the API's rule (customer.ts): a real day,
 * in the past, from 1900. The whole list replaces the account's.
 */
export function parseAnniversariesForm(values: FormValues, today = new Date()): FormResult<{ anniversaries: Anniversary[] }> {
  return parseForm(
    passthrough.transform((form, context) => {
      const anniversaries: Anniversary[] = [];
      for (const type of ANNIVERSARY_TYPES) {
        const field = anniversaryField(type);
        const given = (form[field] ?? '').trim();
        if (!given) continue;
        const date = /^\d{4}-\d{1,2}-\d{1,2}$/.test(given) ? parseDateOfBirth(given, today) : null;
        if (typeof date === 'string') anniversaries.push({ type, date });
        else refuse(context, field, 'anniversaryDate');
      }
      return { anniversaries };
    }),
    values,
  );
}

export interface CreateAccountForm extends ProfileForm, SubscriptionsForm {
  email: string;
  password: string;
  consent: true;
}

/** Registration (createCustomerV2): the profile, email, password twice and consent (spec 001 §5). */
export function parseCreateAccountForm(values: FormValues): FormResult<CreateAccountForm> {
  return parseForm(
    passthrough.transform((form, context): CreateAccountForm => {
      const profile = checkProfile(form, context);
      const email = checkEmail(form, context);
      const password = checkNewPassword(form, context, 'password', 'password_confirmation');
      if (!checked.parse(form.consent)) refuse(context, 'consent', 'consent');
      return { ...profile, ...subscriptionsOf(form), email, password, consent: true };
    }),
    values,
  );
}

/** A new sign-in email, confirmed with the password (updateCustomerEmail). */
export function parseEmailChangeForm(values: FormValues): FormResult<{ email: string; password: string }> {
  return parseForm(
    passthrough.transform((form, context) => {
      const email = checkEmail(form, context);
      const password = form.password ?? '';
      if (!password) refuse(context, 'password', 'required');
      return { email, password };
    }),
    values,
  );
}

/** Forgot password: the account's email (requestPasswordResetEmail). */
export function parseForgotPasswordForm(values: FormValues): FormResult<{ email: string }> {
  return parseForm(
    passthrough.transform((form, context) => ({ email: checkEmail(form, context) })),
    values,
  );
}

/** A new password from a reset link: strong and typed twice (resetPassword). */
export function parseResetPasswordForm(values: FormValues): FormResult<{ newPassword: string }> {
  return parseForm(
    passthrough.transform((form, context) => ({ newPassword: checkNewPassword(form, context, 'new_password', 'new_password_confirmation') })),
    values,
  );
}

/** A password change: the new one strong, typed twice, and not the current one (spec 001 §5). */
export function parsePasswordChangeForm(values: FormValues): FormResult<{ currentPassword: string; newPassword: string }> {
  return parseForm(
    passthrough.transform((form, context) => {
      const currentPassword = form.current_password ?? '';
      if (!currentPassword) refuse(context, 'current_password', 'required');
      const newPassword = checkNewPassword(form, context, 'new_password', 'new_password_confirmation');
      if (currentPassword && newPassword && currentPassword === newPassword) refuse(context, 'new_password', 'passwordSame');
      return { currentPassword, newPassword };
    }),
    values,
  );
}

export interface AddressBookForm {
  firstname: string;
  lastname: string;
  telephone: string;
  street: string[];
  city: string;
  region: { region_code: string | null };
  postcode: string | null;
  country_code: 'HK' | 'MO' | 'MY';
  default_shipping: boolean;
  default_billing: boolean;
}

/** The form's name of a field the address rules name otherwise. */
const ADDRESS_FORM_FIELDS: Partial<Record<AddressProblem['field'], string>> = { street: 'street_1', region: 'region_code' };

/** An address of the address book: the checkout's delivery rules for the website (rules/address.ts). */
export function parseAddressBookForm(values: FormValues, website: WebsiteCode): FormResult<AddressBookForm> {
  const street = [values.street_1, values.street_2].map((line) => line ?? '');
  const { address, problems } = checkAddress({ ...values, street }, website, 'delivery');
  if (!address)
    return {
      success: false,
      problems: problems.map((problem) => ({ field: ADDRESS_FORM_FIELDS[problem.field] ?? problem.field, reason: problem.reason })),
    };
  return {
    success: true,
    data: {
      firstname: address.firstname,
      lastname: address.lastname,
      telephone: address.telephone,
      street: address.street,
      city: address.city,
      region: { region_code: address.regionCode },
      postcode: address.postcode,
      country_code: address.countryCode,
      default_shipping: checked.parse(values.default_shipping),
      default_billing: checked.parse(values.default_billing),
    },
  };
}

/** Deleting the account: the password, which the API checks. */
export function parseDeleteAccountForm(values: FormValues): FormResult<{ password: string }> {
  return parseForm(
    passthrough.transform((form, context) => {
      const password = form.password ?? '';
      if (!password) refuse(context, 'password', 'required');
      return { password };
    }),
    values,
  );
}

/** Staff sign-in (spec 000 §2 /staffLogin): a staff number and a password. */
export function parseStaffSignInForm(values: FormValues): FormResult<{ staffNo: string; password: string }> {
  return parseForm(
    passthrough.transform((form, context) => {
      const staffNo = normalizeStaffNo(form.staff_no ?? '');
      if (!staffNo) refuse(context, 'staff_no', 'required');
      else if (!STAFF_NO_PATTERN.test(staffNo)) refuse(context, 'staff_no', 'staffNo');
      const password = form.password ?? '';
      if (!password) refuse(context, 'password', 'required');
      return { staffNo, password };
    }),
    values,
  );
}

/** The phone a one-time password is texted to (spec 001 §5), by the project's mobile rules. */
export function parseOtpPhoneForm(values: FormValues): FormResult<{ areaCode: string; phone: string }> {
  return parseForm(
    passthrough.transform((form, context) => {
      const { areaCode, number } = checkMobile(form, context);
      return { areaCode, phone: number };
    }),
    values,
  );
}

/** The customer a staff order is for when no member has the proven phone yet: a name and an email make the member (setStaffOrderOnCart). */
export function parseStaffOrderCustomerForm(values: FormValues): FormResult<{ firstname: string; lastname: string; email: string }> {
  return parseForm(
    passthrough.transform((form, context) => ({
      firstname: requiredText(form, context, 'firstname'),
      lastname: requiredText(form, context, 'lastname'),
      email: checkEmail(form, context),
    })),
    values,
  );
}

/** The code of a text message: six digits. */
export function parseOtpCodeForm(values: FormValues): FormResult<{ code: string }> {
  return parseForm(
    passthrough.transform((form, context) => {
      const code = (form.code ?? '').replace(/\s/g, '');
      if (!code) refuse(context, 'code', 'required');
      else if (!OTP_PATTERN.test(code)) refuse(context, 'code', 'otpCode');
      return { code };
    }),
    values,
  );
}

/**
 * The account form's fields as the API receives them, checked at the boundary: zod for shape and
 * lengths, rules/customer.ts for what the spec asks of each field (spec 001 §5). The first problem
 * becomes a graphql-input error naming the field.
 */
import { z } from 'zod';
import {
  AGE_RANGES,
  checkAnniversaries,
  CUSTOMER_PREFIXES,
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  emailSchema,
  isMobileNumber,
  normalizeEmail,
  parseDateOfBirth,
  parseMobile,
  passwordProblems,
  type Anniversary,
  type AnniversaryType,
  type CustomerField,
  type CustomerProblem,
} from '../../../rules/customer.ts';
import type { MessageKey } from '../../i18n/messages.ts';
import { CommerceError, inputError } from '../../core/errors.ts';

export interface CustomerFields {
  prefix?: string | null;
  firstname?: string | null;
  lastname?: string | null;
  email?: string | null;
  date_of_birth?: string | null;
  dob?: string | null;
  password?: string | null;
  is_subscribed?: boolean | null;
  mobile_area_code?: string | null;
  mobile?: string | null;
  age_range?: string | null;
  is_subscribed_sms?: boolean | null;
  is_subscribed_whatsapp?: boolean | null;
  anniversaries?: ReadonlyArray<{ type: AnniversaryType; date: string }> | null;
  consent?: boolean | null;
}

/** The columns a valid form sets; absent keys leave a column as it is. */
export interface CustomerChanges {
  prefix?: string | null;
  firstname?: string;
  lastname?: string;
  email?: string;
  dateOfBirth?: string | null;
  mobile?: string | null;
  ageRange?: string | null;
  subscribedEmail?: boolean;
  subscribedSms?: boolean;
  subscribedWhatsapp?: boolean;
  anniversaries?: Anniversary[];
}

export function customerProblemError(problem: CustomerProblem): CommerceError {
  return inputError(`customer.${problem.reason}` as MessageKey, { field: problem.field });
}

/** A refused password, with every rule it does not meet; undefined when it meets them all. */
export function weakPasswordError(password: string, field: CustomerField = 'password'): CommerceError | undefined {
  const [first, ...others] = passwordProblems(password, field);
  if (!first) return undefined;
  const key = (problem: CustomerProblem) => `customer.${problem.reason}` as MessageKey;
  return new CommerceError('graphql-input', key(first), { field }, others.map(key));
}

const optionalText = z.string().trim().nullish();

const fieldsSchema = z.object({
  prefix: optionalText,
  firstname: optionalText,
  lastname: optionalText,
  email: optionalText,
  date_of_birth: optionalText,
  dob: optionalText,
  mobile_area_code: optionalText,
  mobile: optionalText,
  age_range: optionalText,
  is_subscribed: z.boolean().nullish(),
  is_subscribed_sms: z.boolean().nullish(),
  is_subscribed_whatsapp: z.boolean().nullish(),
});

/**
 * Checks a registration (`creating`: names, email, password and consent required) or an update
 * (only the fields given change; names may not be emptied).
 */
export function checkCustomerFields(input: CustomerFields, creating: boolean): CustomerChanges {
  const fields = fieldsSchema.parse(input);
  const changes: CustomerChanges = {};
  const fail = (field: CustomerField, reason: CustomerProblem['reason']): never => {
    throw customerProblemError({ field, reason });
  };

  for (const field of ['firstname', 'lastname'] as const) {
    const value = fields[field];
    if (value === undefined && !creating) continue;
    if (!value) fail(field, 'required');
    else if (value.length > NAME_MAX_LENGTH) fail(field, 'tooLong');
    else changes[field] = value;
  }

  if (creating) {
    if (!fields.email) fail('email', 'required');
    else if (fields.email.length > EMAIL_MAX_LENGTH || !emailSchema.safeParse(fields.email).success) fail('email', 'email');
    else changes.email = normalizeEmail(fields.email);
    if (!input.password) fail('password', 'required');
    const weak = weakPasswordError(input.password ?? '');
    if (weak) throw weak;
    if (input.consent !== true) fail('consent', 'consent');
  }

  if (fields.prefix !== undefined) {
    if (fields.prefix && !(CUSTOMER_PREFIXES as readonly string[]).includes(fields.prefix)) fail('prefix', 'prefix');
    changes.prefix = fields.prefix || null;
  }

  const dateOfBirth = fields.date_of_birth !== undefined ? fields.date_of_birth : fields.dob;
  if (dateOfBirth !== undefined) {
    if (!dateOfBirth) changes.dateOfBirth = null;
    else {
      const parsed = parseDateOfBirth(dateOfBirth);
      if (typeof parsed !== 'string') throw customerProblemError(parsed);
      changes.dateOfBirth = parsed;
    }
  }

  if (fields.age_range !== undefined) {
    if (fields.age_range && !(AGE_RANGES as readonly string[]).includes(fields.age_range)) fail('age_range', 'ageRange');
    changes.ageRange = fields.age_range || null;
  }

  if (fields.mobile !== undefined || fields.mobile_area_code !== undefined) {
    if (!fields.mobile) changes.mobile = null;
    else if (!fields.mobile_area_code) fail('mobile_area_code', 'required');
    else {
      const mobile = parseMobile(fields.mobile_area_code, fields.mobile);
      if (!isMobileNumber(mobile)) throw customerProblemError(mobile);
      changes.mobile = mobile.e164;
    }
  }

  if (input.anniversaries != null) {
    const anniversaries = checkAnniversaries(input.anniversaries);
    if (!Array.isArray(anniversaries)) throw customerProblemError(anniversaries);
    changes.anniversaries = anniversaries;
  }

  if (fields.is_subscribed != null) changes.subscribedEmail = fields.is_subscribed;
  if (fields.is_subscribed_sms != null) changes.subscribedSms = fields.is_subscribed_sms;
  if (fields.is_subscribed_whatsapp != null) changes.subscribedWhatsapp = fields.is_subscribed_whatsapp;
  return changes;
}

/** An email as a sign-in or availability check takes it: trimmed, lower case, or an input error. */
export function checkEmail(email: string): string {
  const value = email.trim();
  if (!value) throw customerProblemError({ field: 'email', reason: 'required' });
  if (value.length > EMAIL_MAX_LENGTH || !emailSchema.safeParse(value).success) throw customerProblemError({ field: 'email', reason: 'email' });
  return normalizeEmail(value);
}

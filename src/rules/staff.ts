/**
 * Staff accounts (spec 000 §1 "Staff accounts sign in with a staff number", §3 Customer, §6 roles)
 * and the one-time passwords that prove a phone (spec 001 §5 "Staff phone must be verified through
 * a one-time-password send and verify flow"). The spec fixes only role 1 ("Customer role id
 * defaults to 1"); docs/decisions.md records the rest.
 */

/** A shopper: every guest and every member account. */
export const SHOPPER_ROLE_ID = 1;
/** A member of the shops' staff, who signs in with a staff number. */
export const STAFF_ROLE_ID = 2;

/** Staff numbers: a letter and three to nine digits (S1001), written in capitals. */
export const STAFF_NO_PATTERN = /^[A-Z]\d{3,9}$/;

/** A staff number as typed, in the form it is stored: trimmed, in capitals. */
export function normalizeStaffNo(value: string): string {
  return value.trim().toUpperCase();
}

/** Digits in a one-time password. */
export const OTP_LENGTH = 6;
/** A code works for five minutes after it is sent. */
export const OTP_TTL_SECONDS = 300;
/** A new code for the same phone waits this long after the last one. */
export const OTP_RESEND_COOLDOWN_SECONDS = 60;
/** At most this many codes to one phone in an hour, whoever asks. */
export const OTP_MAX_SENDS_PER_PHONE_PER_HOUR = 5;
/** At most this many codes asked for by one account in an hour, to any phones. */
export const OTP_MAX_SENDS_PER_ACCOUNT_PER_HOUR = 10;
/** The fifth wrong code voids the code: a new one must be sent. */
export const OTP_MAX_WRONG_TRIES = 5;
/** A one-time password as typed: six digits. */
export const OTP_PATTERN = /^\d{6}$/;

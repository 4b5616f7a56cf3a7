/**
 * Phone numbers as shoppers read them, for pages that show one and validate none: libphonenumber's
 * smallest metadata (`min`), which formats as the full set does. Validation stays in
 * rules/customer.ts with the mobile metadata; the API and the actions apply it.
 */
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';

/**
 * A phone number with its country code ("+852 9123 4567"), from its national digits and its
 * country; as given when it does not parse.
 */
export function internationalPhone(number: string, country: string): string {
  const digits = number.replace(/[\s()-]/g, '');
  if (!digits) return '';
  const parsed = parsePhoneNumberFromString(digits, country as CountryCode);
  return parsed ? parsed.formatInternational() : number;
}

/** A mobile number from the API's area code and national number, written with its country code. */
export function mobileOf(areaCode: string, number: string): string {
  const area = areaCode.trim().replace(/^\+/, '');
  const digits = number.replace(/[\s()-]/g, '');
  const parsed = /^\d{4,15}$/.test(digits) && /^\d{1,4}$/.test(area) ? parsePhoneNumberFromString(`+${area}${digits}`) : undefined;
  return parsed && parsed.isValid() ? parsed.formatInternational() : `+${area} ${number}`;
}

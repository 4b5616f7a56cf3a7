/**
 * Addresses the shop delivers to and the rules a shipping or billing address must meet, the same on
 * the API and in the checkout form. Each website delivers within its own region; phone numbers are
 * checked with libphonenumber-js for the address's country (spec 001 §5).
 */
import { isValidPhoneNumber, type CountryCode } from 'libphonenumber-js';
import { DELIVERY_COUNTRY_BY_WEBSITE, REGIONS, type DeliveryCountry } from './regions.ts';
import type { WebsiteCode } from './storeViews.ts';

export { DELIVERY_COUNTRY_BY_WEBSITE, REGIONS, type DeliveryCountry, type RegionDefinition } from './regions.ts';

export const ADDRESS_LIMITS = { name: 60, street: 120, streetLines: 3, city: 60, postcode: 10, telephone: 20 } as const;

export interface AddressInput {
  firstname?: string | null;
  lastname?: string | null;
  street?: ReadonlyArray<string | null> | null;
  city?: string | null;
  region_code?: string | null;
  region_id?: number | null;
  region?: string | null;
  postcode?: string | null;
  country_code?: string | null;
  telephone?: string | null;
}

/**
 * Magento clients send the region as `region`: its code or its name, in any of our languages. A
 * text that names no region is kept as given, so it is refused as an unknown region.
 */
function regionNamed(country: keyof typeof REGIONS, given: string): string {
  if (!given) return '';
  const wanted = given.toLocaleLowerCase('en');
  const found = REGIONS[country].find(
    (candidate) => candidate.code.toLocaleLowerCase('en') === wanted || Object.values(candidate.name).some((name) => name.toLocaleLowerCase('en') === wanted),
  );
  return found?.code ?? given.toUpperCase();
}

export interface Address {
  firstname: string;
  lastname: string;
  street: string[];
  city: string;
  regionCode: string | null;
  postcode: string | null;
  countryCode: DeliveryCountry;
  telephone: string;
}

/** A field and why it is refused; the API and the form render the reason in the shopper's language. */
export interface AddressProblem {
  field: 'firstname' | 'lastname' | 'street' | 'city' | 'region' | 'postcode' | 'country_code' | 'telephone';
  reason: 'required' | 'tooLong' | 'country' | 'region' | 'postcode' | 'telephone';
}

const clean = (value: string | null | undefined) => (value ?? '').trim();

/**
 * Checks an address for one website. A pickup contact needs a name and a phone only: the order
 * goes to the shop, whose address stands in for the street.
 */
export function checkAddress(input: AddressInput, website: WebsiteCode, purpose: 'delivery' | 'contact'): { address?: Address; problems: AddressProblem[] } {
  const problems: AddressProblem[] = [];
  const country = DELIVERY_COUNTRY_BY_WEBSITE[website];
  const text = (field: AddressProblem['field'], value: string, max: number, required = true) => {
    if (!value && required) problems.push({ field, reason: 'required' });
    else if (value.length > max) problems.push({ field, reason: 'tooLong' });
    return value;
  };
  const firstname = text('firstname', clean(input.firstname), ADDRESS_LIMITS.name);
  const lastname = text('lastname', clean(input.lastname), ADDRESS_LIMITS.name);
  const street = (input.street ?? []).map(clean).filter(Boolean);
  const delivery = purpose === 'delivery';
  if (delivery && !street.length) problems.push({ field: 'street', reason: 'required' });
  else if (street.length > ADDRESS_LIMITS.streetLines || street.some((line) => line.length > ADDRESS_LIMITS.street)) problems.push({ field: 'street', reason: 'tooLong' });
  const city = text('city', clean(input.city), ADDRESS_LIMITS.city, delivery && country === 'MY');
  const countryCode = clean(input.country_code).toUpperCase() || country;
  if (countryCode !== country) problems.push({ field: 'country_code', reason: 'country' });

  const regionCode = clean(input.region_code).toUpperCase() || regionNamed(country, clean(input.region)) || null;
  if (regionCode && !REGIONS[country].some((candidate) => candidate.code === regionCode)) problems.push({ field: 'region', reason: 'region' });
  else if (!regionCode && delivery) problems.push({ field: 'region', reason: 'required' });

  const postcode = clean(input.postcode) || null;
  // Hong Kong and Macau have no postcodes; Malaysian ones have five digits.
  if (country === 'MY' && delivery && !postcode) problems.push({ field: 'postcode', reason: 'required' });
  else if (country === 'MY' && postcode && !/^\d{5}$/.test(postcode)) problems.push({ field: 'postcode', reason: 'postcode' });

  const telephone = clean(input.telephone).replace(/[\s-]/g, '');
  if (!telephone) problems.push({ field: 'telephone', reason: 'required' });
  else if (telephone.length > ADDRESS_LIMITS.telephone || !isValidPhoneNumber(telephone, country as CountryCode)) problems.push({ field: 'telephone', reason: 'telephone' });

  if (problems.length) return { problems };
  return {
    problems,
    address: { firstname, lastname, street, city, regionCode, postcode: country === 'MY' ? postcode : null, countryCode: country, telephone },
  };
}

/**
 * The countries and regions the store delivers to, as Magento's DirectoryGraphQl lists them: each
 * website delivers within its own country (rules/address.ts), so that country is the one allowed
 * to its store views, with the regions the address form offers.
 */
import { DELIVERY_COUNTRY_BY_WEBSITE, REGIONS, type DeliveryCountry } from '../../../rules/address.ts';
import { pickLocalized, type LocaleKey } from '../../../rules/locales.ts';
import type { WebsiteCode } from '../../../rules/storeViews.ts';

/** ISO 3166-1 alpha-3, which Magento answers beside the two-letter code. */
const ALPHA3: Record<DeliveryCountry, string> = { HK: 'HKG', MO: 'MAC', MY: 'MYS' };

/**
 * Magento numbers regions with integers; ours are keyed by ISO 3166-2 code, so a region's number
 * is its place in the one list of all delivery regions, stable while the list only grows at its end.
 */
const REGION_NUMBERS = new Map(
  Object.values(REGIONS)
    .flat()
    .map((region, index) => [region.code, index + 1]),
);

export interface CountryEntry {
  id: string;
  two_letter_abbreviation: string;
  three_letter_abbreviation: string;
  full_name_locale: string;
  full_name_english: string;
  available_regions: Array<{ id: number; code: string; name: string }>;
}

function countryEntry(country: DeliveryCountry, locale: LocaleKey): CountryEntry {
  return {
    id: country,
    two_letter_abbreviation: country,
    three_letter_abbreviation: ALPHA3[country],
    full_name_locale: new Intl.DisplayNames([locale], { type: 'region' }).of(country) ?? country,
    full_name_english: new Intl.DisplayNames(['en'], { type: 'region' }).of(country) ?? country,
    available_regions: REGIONS[country].map((region) => ({ id: REGION_NUMBERS.get(region.code)!, code: region.code, name: pickLocalized(region.name, locale) })),
  };
}

/** The countries a website's store views deliver to, named in the store view's language. */
export function deliveryCountries(website: WebsiteCode, locale: LocaleKey): CountryEntry[] {
  return [countryEntry(DELIVERY_COUNTRY_BY_WEBSITE[website], locale)];
}

/** One of those countries by its two- or three-letter code; undefined for a country not delivered to. */
export function deliveryCountry(id: string, website: WebsiteCode, locale: LocaleKey): CountryEntry | undefined {
  const wanted = id.trim().toUpperCase();
  return deliveryCountries(website, locale).find((country) => country.id === wanted || country.three_letter_abbreviation === wanted);
}

/**
 * An address book entry's lines as the shopper reads them, drawn on the server: the region named
 * in their language and the phone written with its country code need the region table and
 * libphonenumber's metadata (124 kB of script), which the account pages would otherwise load only
 * to write the same text again while hydrating (docs/decisions.md, "Address lines written by the
 * server").
 */
import { REGIONS } from '../../../rules/regions.ts';
import type { LocaleKey } from '../../../rules/locales.ts';
import { internationalPhone } from '../../../rules/phoneDisplay.ts';
import { personName } from '../../../rules/personName.ts';
import type { AccountAddress } from '../../components/account/AddressCard.tsx';

function regionName(address: AccountAddress, locale: LocaleKey): string {
  const country = address.country_code;
  const code = address.region?.region_code;
  const region = country && code ? REGIONS[country].find((candidate) => candidate.code === code) : undefined;
  return region?.name[locale] ?? address.region?.region ?? '';
}

/** Name, street, city, region, postcode and phone: the lines the address has, in that order. */
export function addressLines(address: AccountAddress, locale: LocaleKey): string[] {
  return [
    personName(address, locale),
    ...(address.street ?? []),
    address.city,
    regionName(address, locale),
    address.postcode,
    internationalPhone(address.telephone ?? '', address.country_code ?? ''),
  ].filter((line): line is string => Boolean(line));
}

/** The addresses with their lines, for AddressCard. */
export function withAddressLines<Address extends AccountAddress>(addresses: Address[], locale: LocaleKey): Array<Address & { lines: string[] }> {
  return addresses.map((address) => ({ ...address, lines: addressLines(address, locale) }));
}

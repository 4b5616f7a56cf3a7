/** One address of the address book as the shopper reads it, with the region named in their language. */
import { useT } from '../../i18n/useT.ts';
import { useStore } from '../shell/StoreContext.tsx';
import { REGIONS } from '../../../rules/address.ts';
import type { AccountCustomerQuery } from '../../lib/generated/operations.ts';
import styles from './account.module.css';
import { internationalPhone } from '../../../rules/phoneDisplay.ts';
import { personName } from '../../../rules/personName.ts';

export type AccountAddress = NonNullable<NonNullable<NonNullable<AccountCustomerQuery['customer']>['addresses']>[number]>;

export function regionName(address: AccountAddress, locale: 'en' | 'zh-Hant' | 'zh-Hans'): string {
  const country = address.country_code;
  const code = address.region?.region_code;
  const region = country && code ? REGIONS[country].find((candidate) => candidate.code === code) : undefined;
  return region?.name[locale] ?? address.region?.region ?? '';
}

/** An address as the address book's form fields (rules/customerForms.ts parseAddressBookForm). */
export function addressFormValues(address: AccountAddress | undefined): Record<string, string | undefined> {
  return {
    firstname: address?.firstname ?? undefined,
    lastname: address?.lastname ?? undefined,
    street_1: address?.street?.[0] ?? undefined,
    street_2: address?.street?.[1] ?? undefined,
    city: address?.city ?? undefined,
    region_code: address?.region?.region_code ?? undefined,
    postcode: address?.postcode ?? undefined,
    telephone: address?.telephone ?? undefined,
  };
}

export function AddressCard({ address }: { address: AccountAddress }) {
  const t = useT();
  const { view } = useStore();
  const lines = [
    personName(address, view.localeKey),
    ...(address.street ?? []),
    address.city,
    regionName(address, view.localeKey),
    address.postcode,
    internationalPhone(address.telephone ?? '', address.country_code ?? ''),
  ];
  return (
    <>
      {address.default_shipping ? <span className={styles.badge}>{t('account.defaultShipping')}</span> : null}
      {address.default_billing ? <span className={styles.badge}>{t('account.defaultBilling')}</span> : null}
      <address className={styles.address}>
        {lines
          .filter((line): line is string => Boolean(line))
          .map((line, index) => (
            <span key={index}>
              {line}
              <br />
            </span>
          ))}
      </address>
    </>
  );
}

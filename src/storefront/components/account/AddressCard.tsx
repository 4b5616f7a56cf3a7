/**
 * One address of the address book as the shopper reads it: its lines come written by the server
 * (lib/account/addressLines.server.ts), the region in their language and the phone with its
 * country code.
 */
import { useT } from '../../i18n/useT.ts';
import type { AccountCustomerQuery } from '../../lib/generated/operations.ts';
import styles from './account.module.css';

export type AccountAddress = NonNullable<NonNullable<NonNullable<AccountCustomerQuery['customer']>['addresses']>[number]>;

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

export function AddressCard({ address }: { address: Pick<AccountAddress, 'default_shipping' | 'default_billing'> & { lines: string[] } }) {
  const t = useT();
  return (
    <>
      {address.default_shipping ? <span className={styles.badge}>{t('account.defaultShipping')}</span> : null}
      {address.default_billing ? <span className={styles.badge}>{t('account.defaultBilling')}</span> : null}
      <address className={styles.address}>
        {address.lines.map((line, index) => (
          <span key={index}>
            {line}
            <br />
          </span>
        ))}
      </address>
    </>
  );
}

/**
 * The fields of an address-book address for the shopper's website (rules/address.ts): the
 * website's districts or states, two street lines, a city and a postcode in Malaysia only (Hong
 * Kong and Macau have no postcodes), a phone and the two defaults.
 */
import { useT } from '../../i18n/useT.ts';
import { useStore } from '../shell/StoreContext.tsx';
import { DELIVERY_COUNTRY_BY_WEBSITE, REGIONS } from '../../../rules/address.ts';
import type { FormProblem } from '../../../rules/customerForms.ts';
import type { AccountAddress } from './AddressCard.tsx';
import { CheckboxField, SelectField, TextField } from './FormFields.tsx';
import styles from './account.module.css';

export function AddressFields({ form, address, problemOf }: { form: string; address?: AccountAddress; problemOf: (field: string) => FormProblem | undefined }) {
  const t = useT();
  const { view } = useStore();
  const country = DELIVERY_COUNTRY_BY_WEBSITE[view.websiteCode];
  const malaysia = country === 'MY';
  return (
    <>
      {/* Chinese asks the family name first; English the given name. */}
      <div className={styles.pair}>
        {view.localeKey === 'en' ? (
          <>
            <TextField
              form={form}
              name="firstname"
              label={t('account.firstname')}
              autoComplete="given-name"
              defaultValue={address?.firstname}
              problem={problemOf('firstname')}
            />
            <TextField
              form={form}
              name="lastname"
              label={t('account.lastname')}
              autoComplete="family-name"
              defaultValue={address?.lastname}
              problem={problemOf('lastname')}
            />
          </>
        ) : (
          <>
            <TextField
              form={form}
              name="lastname"
              label={t('account.lastname')}
              autoComplete="family-name"
              defaultValue={address?.lastname}
              problem={problemOf('lastname')}
            />
            <TextField
              form={form}
              name="firstname"
              label={t('account.firstname')}
              autoComplete="given-name"
              defaultValue={address?.firstname}
              problem={problemOf('firstname')}
            />
          </>
        )}
      </div>
      <TextField
        form={form}
        name="street_1"
        label={t('account.streetLine', { line: 1 })}
        autoComplete="address-line1"
        defaultValue={address?.street?.[0]}
        problem={problemOf('street_1')}
      />
      <TextField
        form={form}
        name="street_2"
        label={t('account.streetLine', { line: 2 })}
        autoComplete="address-line2"
        defaultValue={address?.street?.[1]}
        required={false}
      />
      <div className={styles.pair}>
        {malaysia ? (
          <TextField form={form} name="city" label={t('account.city')} autoComplete="address-level2" defaultValue={address?.city} problem={problemOf('city')} />
        ) : null}
        <SelectField
          form={form}
          name="region_code"
          label={t('account.region')}
          placeholder={t('account.regionChoose')}
          defaultValue={address?.region?.region_code}
          problem={problemOf('region_code')}
          options={REGIONS[country].map((region) => ({ value: region.code, label: region.name[view.localeKey] ?? region.name.en }))}
        />
        {malaysia ? (
          <TextField
            form={form}
            name="postcode"
            label={t('account.postcode')}
            autoComplete="postal-code"
            inputMode="numeric"
            defaultValue={address?.postcode}
            problem={problemOf('postcode')}
          />
        ) : null}
      </div>
      <TextField
        form={form}
        name="telephone"
        type="tel"
        label={t('account.telephone')}
        autoComplete="tel"
        defaultValue={address?.telephone}
        problem={problemOf('telephone')}
      />
      <CheckboxField form={form} name="default_shipping" label={t('account.makeDefaultShipping')} defaultChecked={address?.default_shipping} />
      <CheckboxField form={form} name="default_billing" label={t('account.makeDefaultBilling')} defaultChecked={address?.default_billing} />
    </>
  );
}

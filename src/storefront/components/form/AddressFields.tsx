/**
 * One address's fields for the website's region (rules/address.ts): Hong Kong and Macau have no
 * postcode and no city to type (the district list stands for it); Malaysia asks for the city, its
 * state and a five-digit postcode. The same block serves the checkout's delivery and billing
 * addresses and the address book, each with the field names its rules read:
 *
 * - `delivery` and `billing` (the checkout): `part` draws the contact (the name and phone, all a
 *   pickup's collector needs), the place, or both; billing names carry the `billing_` prefix.
 * - `addressBook`: names in the shopper's order (Chinese asks the family name first) and the two
 *   defaults to tick.
 */
import { BILLING_PREFIX } from '../../../rules/checkoutFields.ts';
import { nameFieldOrder } from '../../../rules/personName.ts';
import type { WebsiteCode } from '../../../rules/storeViews.ts';
import type { Punctuation } from '../../i18n/punctuation.ts';
import { useT, type Translate } from '../../i18n/useT.ts';
import type { FormProblems } from '../../lib/forms/formProblems.ts';
import { useStore } from '../shell/StoreContext.tsx';
import { CheckboxField, SelectField, TextField, type SelectOption } from './Field.tsx';
import styles from './form.module.css';

export type AddressPurpose = 'delivery' | 'billing' | 'addressBook';

interface AddressFieldsProps {
  form: string;
  purpose: AddressPurpose;
  part?: 'contact' | 'place' | 'all';
  values: Record<string, string | undefined>;
  problems: FormProblems;
  /** The website's districts or states (checkoutView's regionsOf). */
  regions: ReadonlyArray<{ code: string; label: string }>;
  website: WebsiteCode;
  /** The address book's two defaults, ticked or not. */
  defaults?: { shipping: boolean; billing: boolean };
}

/** The checkout's address labels by field name, each billing one led by its section's title. */
export function checkoutAddressLabels(t: Translate, punctuation: Punctuation, purpose: 'delivery' | 'billing'): Record<string, string> {
  const prefix = purpose === 'billing' ? BILLING_PREFIX : '';
  const section = purpose === 'billing' ? punctuation.label(t('checkout.billingTitle')) : '';
  return {
    [`${prefix}firstname`]: section + t('checkout.firstname'),
    [`${prefix}lastname`]: section + t('checkout.lastname'),
    [`${prefix}street1`]: section + t('checkout.street1'),
    [`${prefix}street2`]: section + t('checkout.street2'),
    [`${prefix}city`]: section + t('checkout.city'),
    [`${prefix}region`]: section + t('checkout.region'),
    [`${prefix}postcode`]: section + t('checkout.postcode'),
    [`${prefix}telephone`]: section + t('checkout.telephone'),
  };
}

const regionOptions = (regions: AddressFieldsProps['regions']): SelectOption[] => regions.map((region) => ({ value: region.code, label: region.label }));

export function AddressFields(props: AddressFieldsProps) {
  return props.purpose === 'addressBook' ? <AddressBookFields {...props} /> : <CheckoutAddressFields {...props} />;
}

function CheckoutAddressFields({ form, purpose, part = 'all', values, problems, regions, website }: AddressFieldsProps) {
  const t = useT();
  const { view } = useStore();
  const options = regionOptions(regions);
  const malaysia = website === 'my';
  const prefix = purpose === 'billing' ? BILLING_PREFIX : '';
  const section = purpose === 'billing' ? 'billing' : 'shipping';
  const field = (name: string) => ({ form, name: `${prefix}${name}`, defaultValue: values[`${prefix}${name}`] ?? '', problem: problems.fields[`${prefix}${name}`] });
  return (
    <div className={styles.fieldGrid}>
      {/* Chinese asks the family name first; English the given name. */}
      {part !== 'place'
        ? nameFieldOrder(view.localeKey).map((name) =>
            name === 'firstname' ? (
              <TextField key={name} {...field(name)} label={t('checkout.firstname')} autoComplete={`section-${section} given-name`} />
            ) : (
              <TextField key={name} {...field(name)} label={t('checkout.lastname')} autoComplete={`section-${section} family-name`} />
            ),
          )
        : null}
      {part !== 'contact' ? (
        <>
          <TextField {...field('street1')} label={t('checkout.street1')} autoComplete={`section-${section} address-line1`} wide />
          <TextField
            {...field('street2')}
            label={t('checkout.street2')}
            autoComplete={`section-${section} address-line2`}
            wide
            required={false}
            optionalNote={t('checkout.optional')}
          />
          {malaysia ? <TextField {...field('city')} label={t('checkout.city')} autoComplete={`section-${section} address-level2`} /> : null}
          <SelectField {...field('region')} label={malaysia ? t('checkout.state') : t('checkout.region')} placeholder={t('checkout.chooseRegion')} options={options} />
          {malaysia ? (
            <TextField {...field('postcode')} label={t('checkout.postcode')} inputMode="numeric" autoComplete={`section-${section} postal-code`} />
          ) : null}
        </>
      ) : null}
      {part !== 'place' ? (
        <TextField
          {...field('telephone')}
          type="tel"
          inputMode="tel"
          label={t('checkout.telephone')}
          hint={t(`checkout.telephoneHint.${malaysia ? 'my' : website === 'mo' ? 'mo' : 'base'}`)}
          autoComplete={`section-${section} tel-national`}
        />
      ) : null}
    </div>
  );
}

function AddressBookFields({ form, values, problems, regions, website, defaults }: AddressFieldsProps) {
  const t = useT();
  const { view } = useStore();
  const malaysia = website === 'my';
  const field = (name: string) => ({ form, name, defaultValue: values[name], problem: problems.fields[name] });
  const firstname = <TextField {...field('firstname')} label={t('account.firstname')} autoComplete="given-name" />;
  const lastname = <TextField {...field('lastname')} label={t('account.lastname')} autoComplete="family-name" />;
  return (
    <>
      {/* Chinese asks the family name first; English the given name. */}
      <div className={styles.pair}>
        {view.localeKey === 'en' ? (
          <>
            {firstname}
            {lastname}
          </>
        ) : (
          <>
            {lastname}
            {firstname}
          </>
        )}
      </div>
      <TextField {...field('street_1')} label={t('account.streetLine', { line: 1 })} autoComplete="address-line1" />
      <TextField {...field('street_2')} label={t('account.streetLine', { line: 2 })} autoComplete="address-line2" required={false} />
      <div className={styles.pair}>
        {malaysia ? <TextField {...field('city')} label={t('account.city')} autoComplete="address-level2" /> : null}
        <SelectField {...field('region_code')} label={t('account.region')} placeholder={t('account.regionChoose')} options={regionOptions(regions)} />
        {malaysia ? <TextField {...field('postcode')} label={t('account.postcode')} autoComplete="postal-code" inputMode="numeric" /> : null}
      </div>
      <TextField {...field('telephone')} type="tel" label={t('account.telephone')} autoComplete="tel" />
      <CheckboxField form={form} name="default_shipping" label={t('account.makeDefaultShipping')} defaultChecked={defaults?.shipping} />
      <CheckboxField form={form} name="default_billing" label={t('account.makeDefaultBilling')} defaultChecked={defaults?.billing} />
    </>
  );
}

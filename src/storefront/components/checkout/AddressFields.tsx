/**
 * An address's fields for the website's region (address.ts): Hong Kong and Macau have no postcode
 * and no city to type (the region list stands for it); Malaysia asks for the city, its state and a
 * five-digit postcode. `contact` is the name and phone (a pickup's collector needs no more),
 * `place` the rest.
 */
import type { Translate } from '../../i18n/useT.ts';
import { useT } from '../../i18n/useT.ts';
import { SelectField, TextField, type FieldReasons } from './FormFields.tsx';
import styles from './checkout.module.css';

interface AddressFieldsProps {
  prefix: string;
  part: 'contact' | 'place' | 'all';
  values: Record<string, string>;
  errors: FieldReasons;
  regions: Array<{ code: string; label: string }>;
  website: string;
}

export function addressLabels(t: Translate, prefix: string): Record<string, string> {
  const billing = prefix ? `${t('checkout.billingTitle')}: ` : '';
  return {
    [`${prefix}firstname`]: billing + t('checkout.firstname'),
    [`${prefix}lastname`]: billing + t('checkout.lastname'),
    [`${prefix}street1`]: billing + t('checkout.street1'),
    [`${prefix}street2`]: billing + t('checkout.street2'),
    [`${prefix}city`]: billing + t('checkout.city'),
    [`${prefix}region`]: billing + t('checkout.region'),
    [`${prefix}postcode`]: billing + t('checkout.postcode'),
    [`${prefix}telephone`]: billing + t('checkout.telephone'),
  };
}

export function AddressFields({ prefix, part, values, errors, regions, website }: AddressFieldsProps) {
  const t = useT();
  const malaysia = website === 'my';
  const section = prefix ? 'billing' : 'shipping';
  const common = { values, errors };
  return (
    <div className={styles.fieldGrid}>
      {part !== 'place' ? (
        <>
          <TextField {...common} name={`${prefix}firstname`} label={t('checkout.firstname')} autoComplete={`section-${section} given-name`} required />
          <TextField {...common} name={`${prefix}lastname`} label={t('checkout.lastname')} autoComplete={`section-${section} family-name`} required />
        </>
      ) : null}
      {part !== 'contact' ? (
        <>
          <TextField {...common} name={`${prefix}street1`} label={t('checkout.street1')} autoComplete={`section-${section} address-line1`} required wide />
          <TextField {...common} name={`${prefix}street2`} label={t('checkout.street2')} autoComplete={`section-${section} address-line2`} wide />
          {malaysia ? (
            <TextField {...common} name={`${prefix}city`} label={t('checkout.city')} autoComplete={`section-${section} address-level2`} required />
          ) : null}
          <SelectField
            {...common}
            name={`${prefix}region`}
            label={malaysia ? t('checkout.state') : t('checkout.region')}
            placeholder={t('checkout.chooseRegion')}
            options={regions.map((region) => ({ value: region.code, label: region.label }))}
            required
          />
          {malaysia ? (
            <TextField
              {...common}
              name={`${prefix}postcode`}
              label={t('checkout.postcode')}
              inputMode="numeric"
              autoComplete={`section-${section} postal-code`}
              required
            />
          ) : null}
        </>
      ) : null}
      {part !== 'place' ? (
        <TextField
          {...common}
          name={`${prefix}telephone`}
          type="tel"
          inputMode="tel"
          label={t('checkout.telephone')}
          hint={t(`checkout.telephoneHint.${malaysia ? 'my' : website === 'mo' ? 'mo' : 'base'}`)}
          autoComplete={`section-${section} tel-national`}
          required
        />
      ) : null}
    </div>
  );
}

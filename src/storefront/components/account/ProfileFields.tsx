/**
 * The personal fields of registration and account information (spec 000 §3 Customer): prefix
 * (先生 Mr, 女士 Ms, 小姐 Miss), names, mobile with area code, date of birth, age range and, at
 * registration, the SMS, email and WhatsApp subscriptions (the account has /communications for them).
 */
import { useT, type MessageId } from '../../i18n/useT.ts';
import { useStore } from '../shell/StoreContext.tsx';
import { AGE_RANGES, CUSTOMER_PREFIXES } from '../../../rules/customerVocabulary.ts';
import type { ProblemMessage } from '../../lib/forms/formProblems.ts';
import { DateOfBirthField } from '../form/DateOfBirthField.tsx';
import { CheckboxField, SelectField, TextField } from '../form/Field.tsx';
import { PhoneField } from '../form/PhoneField.tsx';
import type { OtherArea } from '../../lib/account/areaCodes.server.ts';
import formStyles from '../form/form.module.css';
import styles from './account.module.css';

export interface ProfileValues {
  prefix?: string | null;
  firstname?: string | null;
  lastname?: string | null;
  mobile_area_code?: string | null;
  mobile?: string | null;
  date_of_birth?: string | null;
  age_range?: string | null;
  is_subscribed?: boolean | null;
  is_subscribed_sms?: boolean | null;
  is_subscribed_whatsapp?: boolean | null;
}

export function ProfileFields({
  form,
  values,
  defaultAreaCode,
  otherAreas,
  problemOf,
  subscriptions = true,
}: {
  form: string;
  values: ProfileValues;
  defaultAreaCode: string;
  /** The area codes beyond the store's own regions, named by the server (areaCodes.server.ts). */
  otherAreas: OtherArea[];
  problemOf: (field: string) => ProblemMessage | undefined;
  subscriptions?: boolean;
}) {
  const t = useT();
  const { view } = useStore();
  return (
    <>
      <SelectField
        form={form}
        name="prefix"
        label={t('account.prefix')}
        placeholder={t('account.prefixChoose')}
        defaultValue={values.prefix}
        problem={problemOf('prefix')}
        options={CUSTOMER_PREFIXES.map((prefix) => ({ value: prefix, label: t(`account.prefix.${prefix}` as MessageId) }))}
      />
      {/* Chinese asks the family name first; English the given name. */}
      <div className={formStyles.pair}>
        {view.localeKey === 'en' ? (
          <>
            <TextField
              form={form}
              name="firstname"
              label={t('account.firstname')}
              autoComplete="given-name"
              defaultValue={values.firstname}
              problem={problemOf('firstname')}
            />
            <TextField
              form={form}
              name="lastname"
              label={t('account.lastname')}
              autoComplete="family-name"
              defaultValue={values.lastname}
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
              defaultValue={values.lastname}
              problem={problemOf('lastname')}
            />
            <TextField
              form={form}
              name="firstname"
              label={t('account.firstname')}
              autoComplete="given-name"
              defaultValue={values.firstname}
              problem={problemOf('firstname')}
            />
          </>
        )}
      </div>
      <MobilePhoneField
        form={form}
        problem={problemOf('mobile_area_code') ?? problemOf('mobile')}
        defaultAreaCode={values.mobile_area_code ?? defaultAreaCode}
        defaultNumber={values.mobile}
        otherAreas={otherAreas}
      />
      <DateOfBirthField form={form} defaultValue={values.date_of_birth} problem={problemOf('dob_day')} />
      <SelectField
        form={form}
        name="age_range"
        label={t('account.ageRange')}
        placeholder={t('account.prefixChoose')}
        required={false}
        defaultValue={values.age_range}
        problem={problemOf('age_range')}
        options={AGE_RANGES.map((range) => ({ value: range, label: t(`account.ageRange.${range}` as MessageId) }))}
      />
      {subscriptions ? <SubscriptionFields form={form} values={values} /> : null}
    </>
  );
}

/** The SMS, email and WhatsApp subscriptions (spec 000 §2 /communications). */
export function SubscriptionFields({ form, values }: { form: string; values: Pick<ProfileValues, 'is_subscribed' | 'is_subscribed_sms' | 'is_subscribed_whatsapp'> }) {
  const t = useT();
  return (
    <fieldset className={formStyles.fieldset}>
      <legend>{t('account.subscriptions')}</legend>
      <div className={styles.checkGroup}>
        <CheckboxField form={form} name="is_subscribed_sms" label={t('account.subscribeSms')} defaultChecked={values.is_subscribed_sms} />
        <CheckboxField form={form} name="is_subscribed" label={t('account.subscribeEmail')} defaultChecked={values.is_subscribed} />
        <CheckboxField form={form} name="is_subscribed_whatsapp" label={t('account.subscribeWhatsapp')} defaultChecked={values.is_subscribed_whatsapp} />
      </div>
    </fieldset>
  );
}

/**
 * Spec 000 §3: a mobile phone with its area code, from the area codes of rules/customer.ts: the
 * store's own regions first, in the shop's words, then every other country by name.
 */
export function MobilePhoneField({
  form,
  problem,
  defaultAreaCode,
  defaultNumber,
  otherAreas,
}: {
  form: string;
  problem?: ProblemMessage;
  defaultAreaCode: string;
  defaultNumber?: string | null;
  otherAreas: OtherArea[];
}) {
  const t = useT();
  return (
    <PhoneField
      form={form}
      legend={t('account.mobile')}
      areaCode={{
        name: 'mobile_area_code',
        label: t('account.areaCode'),
        defaultValue: defaultAreaCode,
        options: [
          ...AREA_CODES.map((code) => ({ value: code, label: t(`account.area.${code}` as MessageId) })),
          ...otherAreas.map((area) => ({ value: area.areaCode, label: `${area.name} +${area.areaCode}` })),
        ],
      }}
      number={{ name: 'mobile', label: t('account.mobile'), defaultValue: defaultNumber }}
      problem={problem}
    />
  );
}

export const AREA_CODES = ['852', '853', '60', '65', '86'] as const;

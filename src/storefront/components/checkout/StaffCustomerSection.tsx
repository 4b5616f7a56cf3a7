/**
 * The staff checkout's "Customer" section (spec 000 §3 Checkout state, §6 staff; 001 §5 one-time
 * passwords): before the order's delivery, the staff member names the shop the order is placed at
 * and proves the customer's mobile by a texted code; the section then shows the member the order
 * is for, or asks for a name and an email to make one; a "Change customer" disclosure texts a code to
 * another phone, whose proof puts that customer in the first one's place. Each step is its own form posting to the
 * checkout's action, so it works before scripts load.
 */
import { Form } from 'react-router';
import type { FormAnswer } from '../../lib/forms/formAnswer.ts';
import type { ProblemMessage } from '../../lib/forms/formProblems.ts';
import { STAFF_ORDER_FORMS as FORMS, type StaffOrderView } from '../../lib/checkout/staffOrderView.ts';
import { useT, type MessageId } from '../../i18n/useT.ts';
import { useStore } from '../shell/StoreContext.tsx';
import { nameFieldOrder } from '../../../rules/personName.ts';
import { MobilePhoneField } from '../account/ProfileFields.tsx';
import { ErrorSummary } from '../form/ErrorSummary.tsx';
import { Notice, SelectField, TextField } from '../form/Field.tsx';
import { SubmitButton } from '../form/SubmitButton.tsx';
import { lazyRules, useFormAnswer } from '../form/useFormAnswer.ts';
import { OTP_TTL_SECONDS } from '../../../rules/staff.ts';
import styles from './checkout.module.css';

/** The form's rules, loaded when the form is first submitted (components/form/useFormAnswer.ts). */
const customerForms = () => import('../../../rules/customerForms.ts');

const anyValues = () => ({ success: true as const, data: null });

export function StaffCustomerSection({ staffOrder, answer }: { staffOrder: StaffOrderView; answer: FormAnswer | undefined }) {
  const t = useT();
  const { view } = useStore();
  const phoneForm = useFormAnswer(FORMS.phone, lazyRules(customerForms, (rules) => rules.parseOtpPhoneForm), answer);
  const codeForm = useFormAnswer(FORMS.code, lazyRules(customerForms, (rules) => rules.parseOtpCodeForm), answer);
  const customerForm = useFormAnswer(FORMS.customer, lazyRules(customerForms, (rules) => rules.parseStaffOrderCustomerForm), answer);
  const shopForm = useFormAnswer(FORMS.shop, anyValues, answer);
  const { customer, provenPhone, shops } = staffOrder;
  const typed = answer?.values ?? {};
  // After a code was sent (or a code was refused), the code form under the phone's.
  const askingCode = Boolean(phoneForm.done) || (answer?.form === FORMS.code && !codeForm.done);
  const shopName = shops.find((shop) => shop.code === staffOrder.shop)?.name ?? staffOrder.shop;
  const shopSelect = (form: string, problem?: ProblemMessage) => (
    <SelectField
      form={form}
      name="store_code"
      label={t('checkout.staff.shop')}
      options={shops.map((shop) => ({ value: shop.code, label: shop.name }))}
      defaultValue={staffOrder.shop}
      problem={problem}
    />
  );
  const done = [codeForm.done, customerForm.done, shopForm.done].find(Boolean);
  // Texting a code to the customer's phone, then proving it: the first step, or a change of customer.
  const phoneForms = (
    <>
      <Form method="post" className={`${styles.staffForm} ${styles.staffInline}`} onSubmit={phoneForm.onSubmit} noValidate>
        <input type="hidden" name="form" value={FORMS.phone} />
        <MobilePhoneField
          form={FORMS.phone}
          problem={phoneForm.problemOf('mobile_area_code') ?? phoneForm.problemOf('mobile')}
          defaultAreaCode={typed.mobile_area_code ?? staffOrder.areaCode}
          defaultNumber={typed.mobile}
          otherAreas={staffOrder.otherAreas}
        />
        <SubmitButton form={FORMS.phone} className="button">
          {t('checkout.staff.sendCode')}
        </SubmitButton>
      </Form>
      {askingCode ? (
        <Form method="post" className={styles.staffForm} onSubmit={codeForm.onSubmit} noValidate>
          {phoneForm.done ? (
            <Notice>
              {t('checkout.staff.codeSent', {
                areaCode: typed.mobile_area_code ?? '',
                phone: typed.mobile ?? '',
                minutes: OTP_TTL_SECONDS / 60,
              })}
            </Notice>
          ) : null}
          <input type="hidden" name="form" value={FORMS.code} />
          <input type="hidden" name="mobile_area_code" value={typed.mobile_area_code ?? ''} />
          <input type="hidden" name="mobile" value={typed.mobile ?? ''} />
          <div className={styles.staffFields}>
            {shopSelect(FORMS.code)}
            <TextField
              form={FORMS.code}
              name="code"
              label={t('checkout.staff.code')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              problem={codeForm.problemOf('code')}
            />
          </div>
          <SubmitButton form={FORMS.code}>{t('checkout.staff.verify')}</SubmitButton>
        </Form>
      ) : null}
    </>
  );
  const changing = askingCode || answer?.form === FORMS.phone;

  return (
    <section className={styles.panel} aria-labelledby="staff-customer-title" data-testid="staff-customer">
      <h2 id="staff-customer-title" className={styles.panelTitle}>
        {t('checkout.staff.title')}
      </h2>
      {done ? <Notice>{t(done as MessageId)}</Notice> : null}
      {provenPhone ? (
        <dl className={styles.review}>
          <div>
            <dt>{t('checkout.staff.mobile')}</dt>
            <dd>
              +{provenPhone.areaCode} {provenPhone.number} · {t('checkout.staff.phoneProven')}
            </dd>
          </div>
          <div>
            <dt>{t('checkout.staff.shop')}</dt>
            <dd>{shopName}</dd>
          </div>
          {customer ? (
            <div data-testid="staff-customer-member">
              <dt>{t('checkout.staff.customer')}</dt>
              <dd>
                <span className={styles.addressLine}>{customer.name}</span>
                <span className={styles.addressLine}>{customer.email}</span>
              </dd>
            </div>
          ) : null}
        </dl>
      ) : null}

      {provenPhone && !customer ? (
        <Form method="post" className={styles.staffForm} onSubmit={customerForm.onSubmit} noValidate>
          <p className={styles.hint}>{t('checkout.staff.newMember')}</p>
          <ErrorSummary form={FORMS.customer} problems={customerForm.problems} />
          <input type="hidden" name="form" value={FORMS.customer} />
          <input type="hidden" name="store_code" value={staffOrder.shop} />
          <div className={styles.staffFields}>
            {/* The names in the order the store view writes them (Chinese: family name first). */}
            {nameFieldOrder(view.localeKey).map((name) => (
              <TextField
                key={name}
                form={FORMS.customer}
                name={name}
                label={t(`checkout.staff.${name}`)}
                autoComplete="off"
                defaultValue={typed[name]}
                problem={customerForm.problemOf(name)}
              />
            ))}
          </div>
          <TextField
            form={FORMS.customer}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="off"
            label={t('checkout.staff.email')}
            defaultValue={typed.email}
            problem={customerForm.problemOf('email')}
          />
          <SubmitButton form={FORMS.customer}>{t('checkout.staff.makeMember')}</SubmitButton>
        </Form>
      ) : null}

      {provenPhone && customer ? (
        <Form method="post" className={`${styles.staffForm} ${styles.staffInline}`} noValidate>
          <input type="hidden" name="form" value={FORMS.shop} />
          {shopSelect(FORMS.shop, shopForm.problemOf('store_code'))}
          <SubmitButton form={FORMS.shop} className="button">
            {t('checkout.staff.changeShop')}
          </SubmitButton>
        </Form>
      ) : null}

      {provenPhone ? (
        // Another customer after all: a code to another phone replaces the proven one once proven.
        <details className={styles.staffChange} open={changing} data-testid="staff-change-customer">
          <summary>{t('checkout.staff.changeCustomer')}</summary>
          <p className={styles.hint}>{t('checkout.staff.changeCustomerHint')}</p>
          {phoneForms}
        </details>
      ) : (
        <>
          <p className={styles.hint}>{t('checkout.staff.intro')}</p>
          {phoneForms}
        </>
      )}
    </section>
  );
}

/**
 * A staff member's page: who they are (the account chip's fields, spec 001 §7: staff number and
 * shop) and their phone, which "must be verified through a one-time-password send and verify flow"
 * (spec 001 §5): one form texts a code to the number given, the next proves it. Both post to this
 * route's action and work before scripts load.
 */
import { data, Form, Link, redirect, useActionData } from 'react-router';
import type { Route } from './+types/staffAccount';
import { ErrorSummary } from '../components/form/ErrorSummary.tsx';
import { Notice, TextField } from '../components/form/Field.tsx';
import { SubmitButton } from '../components/form/SubmitButton.tsx';
import { MobilePhoneField } from '../components/account/ProfileFields.tsx';
import { SignOutForm } from '../components/account/SignOutForm.tsx';
import { lazyRules, useFormAnswer } from '../components/form/useFormAnswer.ts';
import { useStore, useStorePath } from '../components/shell/StoreContext.tsx';
import { useT } from '../i18n/useT.ts';
import { apiRefusal, DEFAULT_AREA_CODE, PRIVATE_NO_STORE, refused, refuseCrossSitePost } from '../lib/account/accountForms.server.ts';
import { otherAreasFor } from '../lib/account/areaCodes.server.ts';
import { isSessionGone } from '../lib/session/sessionGone.server.ts';
import { NO_PROBLEMS } from '../lib/forms/formProblems.ts';
import type { FormAnswer } from '../lib/forms/formAnswer.ts';
import { SEND_STAFF_PHONE_CODE, STAFF_ACCOUNT, VERIFY_STAFF_PHONE_CODE } from '../lib/staff/operations.ts';
import { requireStaffSession } from '../lib/staff/staffSession.server.ts';
import { requireStoreView } from '../lib/http/storeRequest.server.ts';
import { messageOf, pageMeta } from '../lib/storeView/meta.ts';
import { storePath } from '../lib/storeView/storeView.ts';
import { personName } from '../../rules/personName.ts';
import { formValues, parseOtpCodeForm, parseOtpPhoneForm } from '../../rules/customerForms.ts';
import { OTP_TTL_SECONDS, SHOPPER_ROLE_ID } from '../../rules/staff.ts';
import styles from '../components/account/account.module.css';

/** The form's rules, loaded when the form is first submitted (components/form/useFormAnswer.ts). */
const customerForms = () => import('../../rules/customerForms.ts');

const PHONE_FORM = 'staff-phone';
const CODE_FORM = 'staff-code';

export const meta: Route.MetaFunction = ({ matches, location }) => pageMeta({ matches, location }, { title: messageOf(matches, 'staff.pageTitle'), noIndex: true });

export function headers() {
  return PRIVATE_NO_STORE;
}

export async function loader(args: Route.LoaderArgs) {
  const view = requireStoreView(args);
  requireStaffSession(args);
  const answer = await args.context.client.query(STAFF_ACCOUNT);
  const staff = answer.data?.customer;
  if (!staff || isSessionGone(answer.errors)) {
    args.context.session.signOut();
    throw redirect(storePath(view, '/staffLogin'), { headers: PRIVATE_NO_STORE });
  }
  // A shopper's session has the member's account pages instead.
  if (staff.role_id === SHOPPER_ROLE_ID) throw redirect(storePath(view, '/account'), { headers: PRIVATE_NO_STORE });
  return { staff, areaCode: DEFAULT_AREA_CODE[view.websiteCode], otherAreas: otherAreasFor(view) };
}

export async function action(args: Route.ActionArgs) {
  refuseCrossSitePost(args);
  requireStaffSession(args);
  const values = formValues(await args.request.formData());
  // The phone the code went to travels with the code form, so a wrong code keeps that form.
  const phone = { mobile_area_code: values.mobile_area_code, mobile: values.mobile };
  if (values.form === CODE_FORM) {
    const parsed = parseOtpCodeForm(values);
    if (!parsed.success) return refused(CODE_FORM, parsed.problems, undefined, phone);
    const answer = await args.context.client.mutate(VERIFY_STAFF_PHONE_CODE, parsed.data);
    if (!answer.data?.verifyStaffPhoneOtp) return apiRefusal(CODE_FORM, answer.errors, phone);
    return data<FormAnswer>({ form: CODE_FORM, problems: NO_PROBLEMS, done: 'staff.verified' }, { headers: PRIVATE_NO_STORE });
  }
  const parsed = parseOtpPhoneForm(values);
  if (!parsed.success) return refused(PHONE_FORM, parsed.problems, undefined, phone);
  const answer = await args.context.client.mutate(SEND_STAFF_PHONE_CODE, parsed.data);
  if (!answer.data?.sendStaffPhoneOtp) return apiRefusal(PHONE_FORM, answer.errors, phone);
  return data<FormAnswer>(
    { form: PHONE_FORM, problems: NO_PROBLEMS, done: 'staff.codeSent', values: { mobile_area_code: parsed.data.areaCode, mobile: parsed.data.phone } },
    { headers: PRIVATE_NO_STORE },
  );
}

export default function StaffAccountPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const storePath = useStorePath();
  const answer = useActionData<typeof action>();
  const phoneForm = useFormAnswer(PHONE_FORM, lazyRules(customerForms, (rules) => rules.parseOtpPhoneForm), answer);
  const codeForm = useFormAnswer(CODE_FORM, lazyRules(customerForms, (rules) => rules.parseOtpCodeForm), answer);
  const { staff } = loaderData;
  const typed = answer?.values ?? {};
  // After a code was sent (or a code was refused), the code form; otherwise the phone form.
  const askingCode = Boolean(phoneForm.done) || (answer?.form === CODE_FORM && !codeForm.done);
  const name = personName(staff, useStore().view.localeKey);
  return (
    <div className={`page-width ${styles.page}`}>
      <div className={styles.narrow}>
        <header className={styles.header}>
          <h1>{t('staff.pageTitle')}</h1>
          <p className={styles.info} data-staff-chip>
            {t('staff.chip', { name, staffNo: staff.staff_no ?? '' })}
          </p>
        </header>
        <section className={styles.panel} aria-labelledby="staff-details">
          <h2 id="staff-details">{t('staff.details')}</h2>
          <dl>
            <dt>{t('staff.staffNo')}</dt>
            <dd>{staff.staff_no}</dd>
            <dt>{t('staff.shop')}</dt>
            <dd>{staff.default_store_identifier}</dd>
            <dt>{t('staff.phone')}</dt>
            <dd>
              {staff.mobile ? `+${staff.mobile_area_code} ${staff.mobile} · ` : null}
              {t(staff.mobile_verified ? 'staff.phoneVerified' : 'staff.phoneNotVerified')}
            </dd>
          </dl>
          <SignOutForm />
        </section>
        {codeForm.done ? <Notice>{t('staff.verified')}</Notice> : null}
        {staff.mobile_verified && !askingCode ? null : (
          <section className={styles.panel} aria-labelledby="staff-verify">
            <h2 id="staff-verify">{t('staff.verifyTitle')}</h2>
            {askingCode ? (
              <>
                {phoneForm.done ? (
                  <Notice>{t('staff.codeSent', { areaCode: typed.mobile_area_code ?? '', phone: typed.mobile ?? '', minutes: OTP_TTL_SECONDS / 60 })}</Notice>
                ) : null}
                <Form method="post" className={styles.form} onSubmit={codeForm.onSubmit} noValidate>
                  <ErrorSummary form={CODE_FORM} problems={codeForm.problems} />
                  <input type="hidden" name="form" value={CODE_FORM} />
                  <input type="hidden" name="mobile_area_code" value={typed.mobile_area_code ?? ''} />
                  <input type="hidden" name="mobile" value={typed.mobile ?? ''} />
                  <TextField form={CODE_FORM} name="code" label={t('staff.code')} inputMode="numeric" autoComplete="one-time-code" maxLength={6} problem={codeForm.problemOf('code')} />
                  <div className={styles.actions}>
                    <SubmitButton form={CODE_FORM}>{t('staff.verifyCode')}</SubmitButton>
                  </div>
                </Form>
                <p className={styles.hint}>
                  <Link to={storePath('/staff')}>{t('staff.sendAgain')}</Link>
                </p>
              </>
            ) : (
              <>
                <p>{t('staff.verifyIntro')}</p>
                <Form method="post" className={styles.form} onSubmit={phoneForm.onSubmit} noValidate>
                  <ErrorSummary form={PHONE_FORM} problems={phoneForm.problems} />
                  <input type="hidden" name="form" value={PHONE_FORM} />
                  <MobilePhoneField
                    form={PHONE_FORM}
                    problem={phoneForm.problemOf('mobile_area_code') ?? phoneForm.problemOf('mobile')}
                    defaultAreaCode={typed.mobile_area_code ?? staff.mobile_area_code ?? loaderData.areaCode}
                    defaultNumber={typed.mobile ?? staff.mobile}
                    otherAreas={loaderData.otherAreas}
                  />
                  <div className={styles.actions}>
                    <SubmitButton form={PHONE_FORM}>{t('staff.sendCode')}</SubmitButton>
                  </div>
                </Form>
              </>
            )}
          </section>
        )}
      </div>
    </div>
  );
}

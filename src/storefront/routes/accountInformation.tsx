/**
 * Account information (spec 000 §2 /account-information): the personal fields and the anniversaries
 * (updateCustomerV2), the sign-in email, whose change needs the password (updateCustomerEmail), and
 * the way to delete the account (routes/deleteAccount.tsx). One action, three forms, told apart by
 * their `form` field. The subscriptions have a page of their own (/communications).
 */
import { Form, useActionData } from 'react-router';
import type { Route } from './+types/accountInformation';
import { ErrorSummary } from '../components/form/ErrorSummary.tsx';
import { Notice, TextField } from '../components/form/Field.tsx';
import { SubmitButton } from '../components/form/SubmitButton.tsx';
import { AnniversaryFields } from '../components/account/AnniversaryFields.tsx';
import { DeleteAccountSection } from '../components/account/DeleteAccount.tsx';
import { ProfileFields } from '../components/account/ProfileFields.tsx';
import { lazyRules, useFormAnswer } from '../components/form/useFormAnswer.ts';
import { useT, type MessageId } from '../i18n/useT.ts';
import { apiRefusal, DEFAULT_AREA_CODE, done, refused, refuseCrossSitePost } from '../lib/account/accountForms.server.ts';
import { loadAccountCustomer, asCustomer } from '../lib/account/accountPage.server.ts';
import { UPDATE_CUSTOMER, UPDATE_CUSTOMER_EMAIL } from '../lib/account/operations.ts';
import { messageOf, pageMeta } from '../lib/storeView/meta.ts';
import { requireStoreView } from '../lib/http/storeRequest.server.ts';
import { formValues, parseAnniversariesForm, parseEmailChangeForm, parseProfileForm } from '../../rules/customerForms.ts';
import styles from '../components/account/account.module.css';
import { otherAreasFor } from '../lib/account/areaCodes.server.ts';

/** The form's rules, loaded when the form is first submitted (components/form/useFormAnswer.ts). */
const customerForms = () => import('../../rules/customerForms.ts');

const PROFILE = 'profile';
const ANNIVERSARIES = 'anniversaries';
const EMAIL = 'email';

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ matches, location }, { title: messageOf(matches, 'account.information'), noIndex: true });

export async function loader(args: Route.LoaderArgs) {
  const view = requireStoreView(args);
  const customer = await loadAccountCustomer(args);
  return { customer, areaCode: DEFAULT_AREA_CODE[view.websiteCode], otherAreas: otherAreasFor(view) };
}

export async function action(args: Route.ActionArgs) {
  refuseCrossSitePost(args);
  const values = formValues(await args.request.formData());
  if (values.form === EMAIL) {
    const parsed = parseEmailChangeForm(values);
    if (!parsed.success) return refused(EMAIL, parsed.problems);
    const answer = await asCustomer(args, () => args.context.client.mutate(UPDATE_CUSTOMER_EMAIL, parsed.data));
    return answer.data?.updateCustomerEmail ? done(EMAIL, 'account.emailSaved') : apiRefusal(EMAIL, answer.errors);
  }
  if (values.form === ANNIVERSARIES) {
    const parsed = parseAnniversariesForm(values);
    if (!parsed.success) return refused(ANNIVERSARIES, parsed.problems, undefined, values);
    const answer = await asCustomer(args, () => args.context.client.mutate(UPDATE_CUSTOMER, { input: parsed.data }));
    return answer.data?.updateCustomerV2 ? done(ANNIVERSARIES, 'settings.anniversariesSaved') : apiRefusal(ANNIVERSARIES, answer.errors, values);
  }
  const parsed = parseProfileForm(values);
  if (!parsed.success) return refused(PROFILE, parsed.problems);
  const answer = await asCustomer(args, () => args.context.client.mutate(UPDATE_CUSTOMER, { input: parsed.data }));
  return answer.data?.updateCustomerV2 ? done(PROFILE, 'account.saved') : apiRefusal(PROFILE, answer.errors);
}

export default function AccountInformationPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const answer = useActionData<typeof action>();
  const profile = useFormAnswer(PROFILE, lazyRules(customerForms, (rules) => rules.parseProfileForm), answer);
  const email = useFormAnswer(EMAIL, lazyRules(customerForms, (rules) => rules.parseEmailChangeForm), answer);
  const anniversaries = useFormAnswer(ANNIVERSARIES, lazyRules(customerForms, (rules) => rules.parseAnniversariesForm), answer);
  const { customer, areaCode } = loaderData;
  return (
    <>
      <header className={styles.header}>
        <h1>{t('account.information')}</h1>
      </header>
      <section className={styles.panel} aria-labelledby="profile-title">
        <h2 id="profile-title">{t('account.personal')}</h2>
        {profile.done ? <Notice>{t(profile.done as MessageId)}</Notice> : null}
        <Form method="post" className={styles.form} onSubmit={profile.onSubmit} noValidate>
          <ErrorSummary form={PROFILE} problems={profile.problems} />
          <input type="hidden" name="form" value={PROFILE} />
          <ProfileFields form={PROFILE} values={customer} defaultAreaCode={areaCode} otherAreas={loaderData.otherAreas} problemOf={profile.problemOf} subscriptions={false} />
          <div className={styles.actions}>
            <SubmitButton form={PROFILE}>{t('account.save')}</SubmitButton>
          </div>
        </Form>
      </section>
      <section className={`${styles.panel} ${styles.aside}`} aria-labelledby="anniversaries-title">
        <h2 id="anniversaries-title">{t('settings.anniversaries')}</h2>
        <p className={styles.intro}>{t('settings.anniversariesIntro')}</p>
        {anniversaries.done ? <Notice>{t(anniversaries.done as MessageId)}</Notice> : null}
        <Form method="post" className={styles.form} onSubmit={anniversaries.onSubmit} noValidate>
          <ErrorSummary form={ANNIVERSARIES} problems={anniversaries.problems} />
          <input type="hidden" name="form" value={ANNIVERSARIES} />
          <AnniversaryFields
            form={ANNIVERSARIES}
            saved={customer.anniversaries}
            typed={answer?.form === ANNIVERSARIES ? answer.values : undefined}
            problemOf={anniversaries.problemOf}
          />
          <div className={styles.actions}>
            <SubmitButton form={ANNIVERSARIES}>{t('settings.saveAnniversaries')}</SubmitButton>
          </div>
        </Form>
      </section>
      <section className={`${styles.panel} ${styles.aside}`} aria-labelledby="email-title">
        <h2 id="email-title">{t('account.emailTitle')}</h2>
        {email.done ? <Notice>{t(email.done as MessageId)}</Notice> : null}
        <Form method="post" className={styles.form} onSubmit={email.onSubmit} noValidate>
          <ErrorSummary form={EMAIL} problems={email.problems} />
          <input type="hidden" name="form" value={EMAIL} />
          <TextField
            form={EMAIL}
            name="email"
            type="email"
            label={t('account.newEmail')}
            autoComplete="email"
            defaultValue={customer.email}
            problem={email.problemOf('email')}
          />
          <TextField
            form={EMAIL}
            name="password"
            type="password"
            label={t('account.currentPasswordForEmail')}
            autoComplete="current-password"
            problem={email.problemOf('password')}
          />
          <div className={styles.actions}>
            <SubmitButton form={EMAIL}>{t('account.save')}</SubmitButton>
          </div>
        </Form>
      </section>
      <DeleteAccountSection />
    </>
  );
}

/**
 * Create an account (spec 000 §2 /create-account): every field of the spec's customer with its
 * rules (rules/customerForms.ts), reCAPTCHA, and consent. After an order the page carries the
 * query fields email, firstName and lastName, which fill the form. An email or mobile number that
 * already has an account sends the shopper to sign-in with a message; a new account is signed in
 * at once and lands on the account page.
 */
import { Form, Link, redirect, useActionData } from 'react-router';
import type { Route } from './+types/createAccount';
import { CaptchaField, CAPTCHA_FIELD } from '../components/account/CaptchaField.tsx';
import { ErrorSummary } from '../components/form/ErrorSummary.tsx';
import { CheckboxField, TextField } from '../components/form/Field.tsx';
import { SubmitButton } from '../components/form/SubmitButton.tsx';
import { ProfileFields } from '../components/account/ProfileFields.tsx';
import { lazyRules, useFormAnswer } from '../components/form/useFormAnswer.ts';
import { useStorePath } from '../components/shell/StoreContext.tsx';
import { useT } from '../i18n/useT.ts';
import { apiRefusal, DEFAULT_AREA_CODE, refused, refuseCrossSitePost } from '../lib/account/accountForms.server.ts';
import { CREATE_CUSTOMER, REGISTRATION_CAPTCHA, SIGN_IN_BY_EMAIL } from '../lib/account/operations.ts';
import { startCustomerSession } from '../lib/account/customerSession.server.ts';
import { hasProblem, pageData } from '../lib/api/graphql.ts';
import { messageOf, pageMeta } from '../lib/storeView/meta.ts';
import { signInPath } from '../lib/session/signInRedirect.ts';
import { requireStoreView } from '../lib/http/storeRequest.server.ts';
import { storePath } from '../lib/storeView/storeView.ts';
import { formValues, parseCreateAccountForm } from '../../rules/customerForms.ts';
import { PendingBindingNote } from '../components/socialSignIn/PendingBindingNote.tsx';
import { pendingBindingView } from '../lib/socialSignIn/socialCookies.ts';
import styles from '../components/account/account.module.css';
import { otherAreasFor } from '../lib/account/areaCodes.server.ts';

/** The form's rules, loaded when the form is first submitted (components/form/useFormAnswer.ts). */
const customerForms = () => import('../../rules/customerForms.ts');

const FORM = 'create-account';

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(
    { matches, location },
    { title: messageOf(matches, 'account.createTitle'), description: messageOf(matches, 'account.createDescription'), noIndex: true },
  );

export async function loader(args: Route.LoaderArgs) {
  const view = requireStoreView(args);
  if (args.context.session.signedIn) throw redirect(storePath(view, '/account'));
  const url = new URL(args.request.url);
  const field = (name: string, max: number) => (url.searchParams.get(name) ?? '').trim().slice(0, max);
  const captcha = await args.context.client.query(REGISTRATION_CAPTCHA, undefined, { anonymous: true }).then(pageData).catch((error: unknown) => {
    args.context.log.warn({ err: error }, 'reCAPTCHA token unavailable');
    return { localCaptchaToken: null, recaptchaV3Config: null };
  });
  return {
    prefill: { email: field('email', 254), firstname: field('firstName', 60), lastname: field('lastName', 60) },
    areaCode: DEFAULT_AREA_CODE[view.websiteCode],
    otherAreas: otherAreasFor(view),
    captchaToken: captcha.localCaptchaToken,
    // With Google's reCAPTCHA the browser asks Google for the token (no local one is issued).
    recaptchaSiteKey: captcha.localCaptchaToken === null ? (captcha.recaptchaV3Config?.website_key ?? null) : null,
    // A WeChat or Facebook identity waiting to be linked is linked to the new account.
    pendingBinding: pendingBindingView(args.request),
  };
}

export async function action(args: Route.ActionArgs) {
  refuseCrossSitePost(args);
  const view = requireStoreView(args);
  const form = await args.request.formData();
  const values = formValues(form);
  const parsed = parseCreateAccountForm(values);
  if (!parsed.success) return refused(FORM, parsed.problems, undefined, values);
  const { password, ...fields } = parsed.data;
  const created = await args.context.client.mutate(
    CREATE_CUSTOMER,
    { input: { ...fields, password } },
    { anonymous: true, captchaToken: String(form.get(CAPTCHA_FIELD) ?? '') },
  );
  if (created.errors.length || !created.data?.createCustomerV2) {
    const errors = created.errors;
    if (hasProblem(errors, 'graphql-already-exists')) {
      throw redirect(`${signInPath(view)}?${new URLSearchParams({ exists: '1', email: fields.email })}`);
    }
    return apiRefusal(FORM, errors, values);
  }
  const signedIn = await args.context.client.mutate(SIGN_IN_BY_EMAIL, { email: fields.email, password }, { anonymous: true });
  const token = signedIn.data?.generateCustomerToken?.token;
  if (!token) throw redirect(signInPath(view));
  const headers = new Headers();
  for (const line of await startCustomerSession(args, token)) headers.append('Set-Cookie', line);
  return redirect(storePath(view, '/account'), { headers });
}

/** The fields as typed, for a page drawn again after a refusal without scripts. */
function profileValuesOf(typed: Record<string, string | undefined>) {
  const dateParts = [typed.dob_year, typed.dob_month, typed.dob_day];
  return {
    ...typed,
    email: typed.email ?? '',
    date_of_birth: dateParts.every(Boolean) ? dateParts.join('-') : null,
    is_subscribed: typed.is_subscribed === 'on',
    is_subscribed_sms: typed.is_subscribed_sms === 'on',
    is_subscribed_whatsapp: typed.is_subscribed_whatsapp === 'on',
  };
}

export default function CreateAccountPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const storePath = useStorePath();
  const answer = useActionData<typeof action>();
  const form = useFormAnswer(FORM, lazyRules(customerForms, (rules) => rules.parseCreateAccountForm), answer);
  const { areaCode, captchaToken, recaptchaSiteKey } = loaderData;
  const prefill = answer?.values ? profileValuesOf(answer.values) : loaderData.prefill;
  return (
    <div className={`page-width ${styles.page}`}>
      <div className={styles.narrow}>
        <header className={styles.header}>
          <h1>{t('account.createTitle')}</h1>
          <p className={styles.intro}>{t('account.createDescription')}</p>
          <PendingBindingNote pending={loaderData.pendingBinding} creating />
        </header>
        <Form method="post" className={styles.form} onSubmit={form.onSubmit} noValidate>
          <ErrorSummary form={FORM} problems={form.problems} />
          <input type="hidden" name="form" value={FORM} />
          <h2>{t('account.personal')}</h2>
          <ProfileFields form={FORM} values={prefill} defaultAreaCode={areaCode} otherAreas={loaderData.otherAreas} problemOf={form.problemOf} />
          <h2>{t('account.signInDetails')}</h2>
          <TextField
            form={FORM}
            name="email"
            type="email"
            label={t('account.email')}
            autoComplete="email"
            defaultValue={prefill.email}
            problem={form.problemOf('email')}
          />
          <TextField
            form={FORM}
            name="password"
            type="password"
            label={t('account.password')}
            autoComplete="new-password"
            hint={t('account.passwordHint')}
            problem={form.problemOf('password')}
          />
          <TextField
            form={FORM}
            name="password_confirmation"
            type="password"
            label={t('account.passwordConfirmation')}
            autoComplete="new-password"
            problem={form.problemOf('password_confirmation')}
          />
          <CheckboxField form={FORM} name="consent" label={t('account.consent')} problem={form.problemOf('consent')} />
          <p className={styles.hint}>
            <Link to={storePath('/terms-n-conditions')}>{t('account.termsLink')}</Link> ·{' '}
            <Link to={storePath('/privacy-policy')}>{t('account.privacyLink')}</Link>
          </p>
          <CaptchaField initialToken={captchaToken} googleSiteKey={recaptchaSiteKey} />
          <div className={styles.actions}>
            <SubmitButton form={FORM}>{t('account.createSubmit')}</SubmitButton>
          </div>
        </Form>
        <section className={styles.aside} aria-labelledby="have-account">
          <h2 id="have-account">{t('account.alreadyHave')}</h2>
          <Link className="button" to={storePath('/sign-in')}>
            {t('account.signInTitle')}
          </Link>
        </section>
      </div>
    </div>
  );
}

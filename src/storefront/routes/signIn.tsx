/**
 * Sign in (spec 000 §2 /sign-in): by email or by mobile number with its area code, and a password.
 * The API's refusals (wrong details, too many attempts) show as it words them. After signing in
 * the guest bag joins the customer's, and the shopper goes back where they came from: checkout
 * (`?redirect=checkout`), a page of this store that needed a session, or the account page.
 */
import { Form, Link, redirect, useActionData } from 'react-router';
import type { Route } from './+types/signIn';
import { ErrorSummary } from '../components/form/ErrorSummary.tsx';
import { TextField } from '../components/form/Field.tsx';
import { SubmitButton } from '../components/form/SubmitButton.tsx';
import { MobilePhoneField } from '../components/account/ProfileFields.tsx';
import { lazyRules, useFormAnswer } from '../components/form/useFormAnswer.ts';
import { useStorePath } from '../components/shell/StoreContext.tsx';
import { useT } from '../i18n/useT.ts';
import { apiRefusal, DEFAULT_AREA_CODE, refused, refuseCrossSitePost } from '../lib/account/accountForms.server.ts';
import { SIGN_IN_BY_EMAIL, SIGN_IN_BY_MOBILE } from '../lib/account/operations.ts';
import { startCustomerSession } from '../lib/account/customerSession.server.ts';
import { messageOf, pageMeta } from '../lib/storeView/meta.ts';
import { afterSignInPath, SIGN_IN_REDIRECT_PARAM } from '../lib/session/signInRedirect.ts';
import { requireStoreView } from '../lib/http/storeRequest.server.ts';
import { formValues, parseSignInForm } from '../../rules/customerForms.ts';
import { PendingBindingNote } from '../components/socialSignIn/PendingBindingNote.tsx';
import { SocialSignInLinks } from '../components/socialSignIn/SocialSignInLinks.tsx';
import { pendingBindingView } from '../lib/socialSignIn/socialCookies.ts';
import styles from '../components/account/account.module.css';
import { otherAreasFor } from '../lib/account/areaCodes.server.ts';

/** The form's rules, loaded when the form is first submitted (components/form/useFormAnswer.ts). */
const customerForms = () => import('../../rules/customerForms.ts');

const FORM = 'sign-in';

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(
    { matches, location },
    { title: messageOf(matches, 'account.signInTitle'), description: messageOf(matches, 'account.signInDescription'), noIndex: true },
  );

export function loader(args: Route.LoaderArgs) {
  const view = requireStoreView(args);
  const url = new URL(args.request.url);
  const redirectTo = url.searchParams.get(SIGN_IN_REDIRECT_PARAM) ?? '';
  if (args.context.session.signedIn) throw redirect(afterSignInPath(view, redirectTo));
  // Registration sends an existing account here with `?exists=1` and the email it tried; a new
  // password set from a reset link, with `?reset=1`.
  const exists = url.searchParams.get('exists') === '1';
  return {
    // The mobile sign-in page (`?method=mobile`): where the account trigger goes inside the WeChat mini program.
    method: url.searchParams.get('method') === 'mobile' ? 'mobile' : 'email',
    // A WeChat or Facebook identity waiting to be linked (authorizedUser/login) is linked on sign-in.
    pendingBinding: pendingBindingView(args.request),
    redirectTo,
    reason: (url.searchParams.get('reset') === '1' ? 'reset' : exists ? 'exists' : redirectTo === 'checkout' ? 'checkout' : redirectTo ? 'continue' : null) as
      keyof typeof REASONS | null,
    email: exists ? (url.searchParams.get('email') ?? '').slice(0, 254) : '',
    areaCode: DEFAULT_AREA_CODE[view.websiteCode],
    otherAreas: otherAreasFor(view),
  };
}

export async function action(args: Route.ActionArgs) {
  refuseCrossSitePost(args);
  const view = requireStoreView(args);
  const form = await args.request.formData();
  const values = formValues(form);
  const parsed = parseSignInForm(values);
  if (!parsed.success) return refused(FORM, parsed.problems, undefined, values);
  const input = parsed.data;
  const answer =
    input.method === 'email'
      ? await args.context.client.mutate(SIGN_IN_BY_EMAIL, { email: input.email, password: input.password }, { anonymous: true }).then((result) => ({
          token: result.data?.generateCustomerToken?.token,
          errors: result.errors,
        }))
      : await args.context.client.mutate(SIGN_IN_BY_MOBILE, { areaCode: input.areaCode, mobile: input.mobile, password: input.password }, { anonymous: true }).then((result) => ({
          token: result.data?.generateCustomerTokenByMobile?.token,
          errors: result.errors,
        }));
  if (!answer.token) return apiRefusal(FORM, answer.errors, values);
  const headers = new Headers();
  for (const line of await startCustomerSession(args, answer.token)) headers.append('Set-Cookie', line);
  return redirect(afterSignInPath(view, String(form.get(SIGN_IN_REDIRECT_PARAM) ?? '')), { headers });
}

const REASONS = {
  reset: 'account.resetDone',
  exists: 'account.accountExists',
  checkout: 'account.signInForCheckout',
  continue: 'account.signInToContinue',
} as const;

export default function SignInPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const storePath = useStorePath();
  const answer = useActionData<typeof action>();
  const form = useFormAnswer(FORM, lazyRules(customerForms, (rules) => rules.parseSignInForm), answer);
  const { redirectTo, reason } = loaderData;
  const typed = answer?.values ?? {};
  const byMobile = (typed.method ?? loaderData.method) === 'mobile';
  const { pendingBinding } = loaderData;
  return (
    <div className={`page-width ${styles.page}`}>
      <div className={styles.narrow}>
        <header className={styles.header}>
          <h1>{t('account.signInTitle')}</h1>
          {reason ? <p className={styles.info}>{t(REASONS[reason])}</p> : null}
          <PendingBindingNote pending={pendingBinding} />
        </header>
        <Form method="post" className={`${styles.form} ${styles.signInForm}`} onSubmit={form.onSubmit} noValidate>
          <ErrorSummary form={FORM} problems={form.problems} />
          <input type="hidden" name="form" value={FORM} />
          <input type="hidden" name={SIGN_IN_REDIRECT_PARAM} value={redirectTo} />
          <fieldset className={styles.switch}>
            <legend>{t('account.signInWith')}</legend>
            <label>
              <input type="radio" name="method" value="email" defaultChecked={!byMobile} /> {t('account.byEmail')}
            </label>
            <label>
              <input type="radio" name="method" value="mobile" defaultChecked={byMobile} /> {t('account.byMobile')}
            </label>
          </fieldset>
          <div className={styles.byEmail}>
            <TextField
              form={FORM}
              name="email"
              type="email"
              label={t('account.email')}
              autoComplete="email"
              defaultValue={typed.email ?? loaderData.email}
              problem={form.problemOf('email')}
            />
          </div>
          <div className={styles.byMobile}>
            <MobilePhoneField
              form={FORM}
              problem={form.problemOf('mobile_area_code') ?? form.problemOf('mobile')}
              defaultAreaCode={typed.mobile_area_code ?? loaderData.areaCode}
              defaultNumber={typed.mobile}
              otherAreas={loaderData.otherAreas}
            />
          </div>
          <TextField
            form={FORM}
            name="password"
            type="password"
            label={t('account.password')}
            autoComplete="current-password"
            problem={form.problemOf('password')}
          />
          <div className={styles.actions}>
            <SubmitButton form={FORM}>{t('account.signInSubmit')}</SubmitButton>
          </div>
          <p className={styles.hint}>
            <Link to={storePath('/forgot-password')}>{t('account.forgotLink')}</Link>
          </p>
        </Form>
        {pendingBinding ? null : (
          <div className={styles.aside}>
            <SocialSignInLinks redirectTo={redirectTo} />
          </div>
        )}
        <section className={styles.aside} aria-labelledby="new-customer">
          <h2 id="new-customer">{t('account.newCustomer')}</h2>
          <Link className="button" to={storePath('/create-account')}>
            {t('account.createAccountLink')}
          </Link>
        </section>
      </div>
    </div>
  );
}

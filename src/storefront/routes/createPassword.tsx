/**
 * Create or reset a password (spec 000 §2 /customer/account/createPassword), from the link the
 * forgot-password mail holds (`?token=…&email=…`). A new password ends every session of the
 * account (the API's rule); the shopper then signs in with it.
 */
import { Form, redirect, useActionData } from 'react-router';
import type { Route } from './+types/createPassword';
import { ErrorSummary } from '../components/form/ErrorSummary.tsx';
import { SubmitButton } from '../components/form/SubmitButton.tsx';
import { NewPasswordFields } from '../components/account/NewPasswordFields.tsx';
import { lazyRules, useFormAnswer } from '../components/form/useFormAnswer.ts';
import { useT } from '../i18n/useT.ts';
import { apiRefusal, PRIVATE_NO_STORE, refused, refuseCrossSitePost } from '../lib/account/accountForms.server.ts';
import { RESET_PASSWORD } from '../lib/account/operations.ts';
import { messageOf, pageMeta } from '../lib/storeView/meta.ts';
import { signInPath } from '../lib/session/signInRedirect.ts';
import { requireStoreView } from '../lib/http/storeRequest.server.ts';
import { formValues, parseResetPasswordForm } from '../../rules/customerForms.ts';
import styles from '../components/account/account.module.css';

/** The form's rules, loaded when the form is first submitted (components/form/useFormAnswer.ts). */
const customerForms = () => import('../../rules/customerForms.ts');

const FORM = 'reset-password';

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ matches, location }, { title: messageOf(matches, 'account.resetTitle'), noIndex: true });

/** The link's token is a secret: the page is kept by no cache. */
export function headers() {
  return PRIVATE_NO_STORE;
}

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return { token: (url.searchParams.get('token') ?? '').slice(0, 128), email: (url.searchParams.get('email') ?? '').slice(0, 254) };
}

export async function action(args: Route.ActionArgs) {
  refuseCrossSitePost(args);
  const view = requireStoreView(args);
  const values = formValues(await args.request.formData());
  const parsed = parseResetPasswordForm(values);
  if (!parsed.success) return refused(FORM, parsed.problems);
  const answer = await args.context.client.mutate(
    RESET_PASSWORD,
    { email: values.email ?? '', token: values.token ?? '', newPassword: parsed.data.newPassword },
    { anonymous: true },
  );
  if (!answer.data?.resetPassword) return apiRefusal(FORM, answer.errors);
  return redirect(`${signInPath(view)}?reset=1`, { headers: PRIVATE_NO_STORE });
}

export default function CreatePasswordPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const form = useFormAnswer(FORM, lazyRules(customerForms, (rules) => rules.parseResetPasswordForm), useActionData<typeof action>());
  return (
    <div className={`page-width ${styles.page}`}>
      <div className={styles.narrow}>
        <header className={styles.header}>
          <h1>{t('account.resetTitle')}</h1>
        </header>
        <Form method="post" className={styles.form} onSubmit={form.onSubmit} noValidate>
          <ErrorSummary form={FORM} problems={form.problems} />
          <input type="hidden" name="form" value={FORM} />
          <input type="hidden" name="token" value={loaderData.token} />
          <input type="hidden" name="email" value={loaderData.email} />
          <NewPasswordFields form={FORM} problemOf={form.problemOf} />
          <div className={styles.actions}>
            <SubmitButton form={FORM}>{t('account.resetSubmit')}</SubmitButton>
          </div>
        </Form>
      </div>
    </div>
  );
}

/**
 * Deleting the account (spec 000 §2 "account deletion"): confirmed with the password, then
 * deleteCustomer erases the personal data, the session ends as at sign-out (its cookies cleared, a
 * new empty bag) and the shopper lands on the home page with a notice. A refusal shows the spec's
 * "delete account failed" with the API's reason. This page is the confirmation step for shoppers
 * without scripts; with scripts the account information page asks in the generic dialog and posts
 * here.
 */
import { Form, Link, redirect, useActionData } from 'react-router';
import type { Route } from './+types/deleteAccount';
import { DELETE_ACCOUNT_FORM, DeleteAccountFields } from '../components/account/DeleteAccount.tsx';
import { ErrorSummary } from '../components/form/ErrorSummary.tsx';
import { SubmitButton } from '../components/form/SubmitButton.tsx';
import { lazyRules, useFormAnswer } from '../components/form/useFormAnswer.ts';
import { useStorePath } from '../components/shell/StoreContext.tsx';
import { useT } from '../i18n/useT.ts';
import { apiRefusal, PRIVATE_NO_STORE, refused, refuseCrossSitePost } from '../lib/account/accountForms.server.ts';
import { asCustomer } from '../lib/account/accountPage.server.ts';
import { DELETE_ACCOUNT } from '../lib/account/settingsOperations.ts';
import { endCustomerSession, requireCustomer } from '../lib/account/customerSession.server.ts';
import { apiMessageOf } from '../lib/forms/formProblems.ts';
import { messageOf, pageMeta } from '../lib/storeView/meta.ts';
import { ACCOUNT_DELETED_NOTICE, noticePath } from '../lib/chrome/pageNotice.ts';
import { requireStoreView } from '../lib/http/storeRequest.server.ts';
import { storePath } from '../lib/storeView/storeView.ts';
import { formValues, parseDeleteAccountForm } from '../../rules/customerForms.ts';
import styles from '../components/account/account.module.css';

/** The form's rules, loaded when the form is first submitted (components/form/useFormAnswer.ts). */
const customerForms = () => import('../../rules/customerForms.ts');

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ matches, location }, { title: messageOf(matches, 'settings.deleteAccount'), noIndex: true });

export function loader(args: Route.LoaderArgs) {
  requireCustomer(args);
  return null;
}

export async function action(args: Route.ActionArgs) {
  refuseCrossSitePost(args);
  const view = requireStoreView(args);
  const parsed = parseDeleteAccountForm(formValues(await args.request.formData()));
  if (!parsed.success) return refused(DELETE_ACCOUNT_FORM, parsed.problems);
  const answer = await asCustomer(args, () => args.context.client.mutate(DELETE_ACCOUNT, parsed.data));
  if (!answer.data?.deleteCustomer) return apiRefusal(DELETE_ACCOUNT_FORM, answer.errors);
  const headers = new Headers(PRIVATE_NO_STORE);
  await endCustomerSession(args);
  return redirect(noticePath(storePath(view, '/'), ACCOUNT_DELETED_NOTICE), { headers });
}

export default function DeleteAccountPage() {
  const t = useT();
  const storePath = useStorePath();
  const form = useFormAnswer(DELETE_ACCOUNT_FORM, lazyRules(customerForms, (rules) => rules.parseDeleteAccountForm), useActionData<typeof action>());
  // The API's refusal, led by what failed.
  const refusal = apiMessageOf(form.problems);
  const problems = refusal ? { ...form.problems, form: { message: `${t('settings.deleteAccountFailed')} ${refusal}` } } : form.problems;
  return (
    <>
      <header className={styles.header}>
        <h1>{t('settings.deleteAccountTitle')}</h1>
      </header>
      <section className={styles.panel}>
        <Form method="post" className={styles.form} onSubmit={form.onSubmit} noValidate>
          <ErrorSummary form={DELETE_ACCOUNT_FORM} problems={problems} />
          <DeleteAccountFields problem={form.problemOf('password')} />
          <div className={styles.actions}>
            <SubmitButton form={DELETE_ACCOUNT_FORM}>{t('settings.deleteAccountConfirm')}</SubmitButton>
            <Link to={storePath('/account-information')}>{t('dialog.cancel')}</Link>
          </div>
        </Form>
      </section>
    </>
  );
}

/**
 * Forgot password (spec 000 §2 /forgot-password): the account's email; the API mails a link to
 * /customer/account/createPassword. The answer is the same whether or not the email has an
 * account, so the page cannot be used to learn who shops here.
 */
import { Form, Link, useActionData } from 'react-router';
import type { Route } from './+types/forgotPassword';
import { ErrorSummary } from '../components/form/ErrorSummary.tsx';
import { Notice, TextField } from '../components/form/Field.tsx';
import { SubmitButton } from '../components/form/SubmitButton.tsx';
import { lazyRules, useFormAnswer } from '../components/form/useFormAnswer.ts';
import { useStorePath } from '../components/shell/StoreContext.tsx';
import { useT, type MessageId } from '../i18n/useT.ts';
import { apiRefusal, done, refused, refuseCrossSitePost } from '../lib/account/accountForms.server.ts';
import { REQUEST_PASSWORD_RESET } from '../lib/account/operations.ts';
import { messageOf, pageMeta } from '../lib/storeView/meta.ts';
import { formValues, parseForgotPasswordForm } from '../../rules/customerForms.ts';
import styles from '../components/account/account.module.css';

/** The form's rules, loaded when the form is first submitted (components/form/useFormAnswer.ts). */
const customerForms = () => import('../../rules/customerForms.ts');

const FORM = 'forgot-password';

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ matches, location }, { title: messageOf(matches, 'account.forgotTitle'), noIndex: true });

export async function action(args: Route.ActionArgs) {
  refuseCrossSitePost(args);
  const parsed = parseForgotPasswordForm(formValues(await args.request.formData()));
  if (!parsed.success) return refused(FORM, parsed.problems);
  const answer = await args.context.client.mutate(REQUEST_PASSWORD_RESET, parsed.data, { anonymous: true });
  return answer.errors.length === 0 ? done(FORM, 'account.forgotSent') : apiRefusal(FORM, answer.errors);
}

export default function ForgotPasswordPage() {
  const t = useT();
  const storePath = useStorePath();
  const form = useFormAnswer(FORM, lazyRules(customerForms, (rules) => rules.parseForgotPasswordForm), useActionData<typeof action>());
  return (
    <div className={`page-width ${styles.page}`}>
      <div className={styles.narrow}>
        <header className={styles.header}>
          <h1>{t('account.forgotTitle')}</h1>
          <p className={styles.intro}>{t('account.forgotIntro')}</p>
        </header>
        {form.done ? <Notice>{t(form.done as MessageId)}</Notice> : null}
        <Form method="post" className={styles.form} onSubmit={form.onSubmit} noValidate>
          <ErrorSummary form={FORM} problems={form.problems} />
          <input type="hidden" name="form" value={FORM} />
          <TextField form={FORM} name="email" type="email" label={t('account.email')} autoComplete="email" problem={form.problemOf('email')} />
          <div className={styles.actions}>
            <SubmitButton form={FORM}>{t('account.forgotSubmit')}</SubmitButton>
            <Link to={storePath('/sign-in')}>{t('account.signInTitle')}</Link>
          </div>
        </Form>
      </div>
    </div>
  );
}

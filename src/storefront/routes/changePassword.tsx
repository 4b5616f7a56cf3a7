/**
 * Change password (spec 000 §2 account pages; 001 §5: the new password follows the password rules
 * and differs from the current one). The API signs other sessions out; this one stays.
 */
import { Form, useActionData } from 'react-router';
import type { Route } from './+types/changePassword';
import { ErrorSummary } from '../components/form/ErrorSummary.tsx';
import { Notice, TextField } from '../components/form/Field.tsx';
import { SubmitButton } from '../components/form/SubmitButton.tsx';
import { NewPasswordFields } from '../components/account/NewPasswordFields.tsx';
import { lazyRules, useFormAnswer } from '../components/form/useFormAnswer.ts';
import { useT, type MessageId } from '../i18n/useT.ts';
import { apiRefusal, done, refused, refuseCrossSitePost } from '../lib/account/accountForms.server.ts';
import { asCustomer } from '../lib/account/accountPage.server.ts';
import { CHANGE_PASSWORD } from '../lib/account/operations.ts';
import { requireCustomer } from '../lib/account/customerSession.server.ts';
import { messageOf, pageMeta } from '../lib/storeView/meta.ts';
import { formValues, parsePasswordChangeForm } from '../../rules/customerForms.ts';
import styles from '../components/account/account.module.css';

/** The form's rules, loaded when the form is first submitted (components/form/useFormAnswer.ts). */
const customerForms = () => import('../../rules/customerForms.ts');

const FORM = 'password';

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ matches, location }, { title: messageOf(matches, 'account.changePassword'), noIndex: true });

export function loader(args: Route.LoaderArgs) {
  requireCustomer(args);
  return null;
}

export async function action(args: Route.ActionArgs) {
  refuseCrossSitePost(args);
  const parsed = parsePasswordChangeForm(formValues(await args.request.formData()));
  if (!parsed.success) return refused(FORM, parsed.problems);
  const answer = await asCustomer(args, () => args.context.client.mutate(CHANGE_PASSWORD, parsed.data));
  return answer.data?.changeCustomerPassword ? done(FORM, 'account.passwordSaved') : apiRefusal(FORM, answer.errors);
}

export default function ChangePasswordPage() {
  const t = useT();
  const form = useFormAnswer(FORM, lazyRules(customerForms, (rules) => rules.parsePasswordChangeForm), useActionData<typeof action>());
  return (
    <>
      <header className={styles.header}>
        <h1>{t('account.changePassword')}</h1>
      </header>
      <section className={styles.panel}>
        {form.done ? <Notice>{t(form.done as MessageId)}</Notice> : null}
        <Form method="post" className={styles.form} onSubmit={form.onSubmit} noValidate>
          <ErrorSummary form={FORM} problems={form.problems} />
          <input type="hidden" name="form" value={FORM} />
          <TextField
            form={FORM}
            name="current_password"
            type="password"
            label={t('account.currentPassword')}
            autoComplete="current-password"
            problem={form.problemOf('current_password')}
          />
          <NewPasswordFields form={FORM} problemOf={form.problemOf} />
          <div className={styles.actions}>
            <SubmitButton form={FORM}>{t('account.save')}</SubmitButton>
          </div>
        </Form>
      </section>
    </>
  );
}

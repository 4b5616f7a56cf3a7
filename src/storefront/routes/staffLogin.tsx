/**
 * Staff sign-in (spec 000 §2 /staffLogin, "header and footer hidden": chromeRules.ts): a staff
 * number and a password. The API's refusals (wrong details, too many attempts, another website's
 * staff) show as it words them; signed in, the staff member lands on their staff page, which asks
 * them to verify their phone (spec 001 §5).
 */
import { Form, redirect, useActionData } from 'react-router';
import type { Route } from './+types/staffLogin';
import { ErrorSummary } from '../components/form/ErrorSummary.tsx';
import { TextField } from '../components/form/Field.tsx';
import { SubmitButton } from '../components/form/SubmitButton.tsx';
import { lazyRules, useFormAnswer } from '../components/form/useFormAnswer.ts';
import { useT } from '../i18n/useT.ts';
import { apiRefusal, PRIVATE_NO_STORE, refused, refuseCrossSitePost } from '../lib/account/accountForms.server.ts';
import { STAFF_SIGN_IN } from '../lib/staff/operations.ts';
import { startStaffSession } from '../lib/staff/staffSession.server.ts';
import { requireStoreView } from '../lib/http/storeRequest.server.ts';
import { messageOf, pageMeta } from '../lib/storeView/meta.ts';
import { storePath } from '../lib/storeView/storeView.ts';
import { formValues, parseStaffSignInForm } from '../../rules/customerForms.ts';
import styles from '../components/account/account.module.css';

/** The form's rules, loaded when the form is first submitted (components/form/useFormAnswer.ts). */
const customerForms = () => import('../../rules/customerForms.ts');

const FORM = 'staff-sign-in';

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ matches, location }, { title: messageOf(matches, 'staff.signInTitle'), description: messageOf(matches, 'staff.signInDescription'), noIndex: true });

export function headers() {
  return PRIVATE_NO_STORE;
}

export function loader(args: Route.LoaderArgs) {
  const view = requireStoreView(args);
  if (args.context.session.signedIn) throw redirect(storePath(view, '/staff'));
  return null;
}

export async function action(args: Route.ActionArgs) {
  refuseCrossSitePost(args);
  const view = requireStoreView(args);
  const values = formValues(await args.request.formData());
  const parsed = parseStaffSignInForm(values);
  // The password is never sent back to the page.
  const typed = { staff_no: values.staff_no };
  if (!parsed.success) return refused(FORM, parsed.problems, undefined, typed);
  const answer = await args.context.client.mutate(STAFF_SIGN_IN, parsed.data, { anonymous: true });
  const token = answer.data?.generateStaffToken?.token;
  if (!token) return apiRefusal(FORM, answer.errors, typed);
  await startStaffSession(args, token);
  return redirect(storePath(view, '/staff'));
}

export default function StaffLoginPage() {
  const t = useT();
  const answer = useActionData<typeof action>();
  const form = useFormAnswer(FORM, lazyRules(customerForms, (rules) => rules.parseStaffSignInForm), answer);
  return (
    <div className={`page-width ${styles.page}`}>
      <div className={styles.narrow}>
        <header className={styles.header}>
          <h1>{t('staff.signInTitle')}</h1>
          <p className={styles.info}>{t('staff.signInDescription')}</p>
        </header>
        <Form method="post" className={styles.form} onSubmit={form.onSubmit} noValidate>
          <ErrorSummary form={FORM} problems={form.problems} />
          <input type="hidden" name="form" value={FORM} />
          <TextField
            form={FORM}
            name="staff_no"
            label={t('staff.staffNo')}
            autoComplete="username"
            autoCapitalize="characters"
            defaultValue={answer?.values?.staff_no}
            problem={form.problemOf('staff_no')}
          />
          <TextField form={FORM} name="password" type="password" label={t('staff.password')} autoComplete="current-password" problem={form.problemOf('password')} />
          <div className={styles.actions}>
            <SubmitButton form={FORM}>{t('staff.signInSubmit')}</SubmitButton>
          </div>
        </Form>
      </div>
    </div>
  );
}

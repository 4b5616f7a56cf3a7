/**
 * Signing in to the order desk with the admin token, the one secret the operator holds. The API
 * proves it and counts a wrong one against the sign-in lockout of the operator's address; its
 * refusal shows above the form in the desk's language. The token goes into the signed session,
 * never into a URL or back into the page.
 */
import { data, Form, redirect, useActionData } from 'react-router';
import type { Route } from './+types/deskSignIn';
import { DeskNoticeBanner } from '../components/desk/DeskNoticeBanner.tsx';
import { ErrorSummary } from '../components/form/ErrorSummary.tsx';
import { TextField } from '../components/form/Field.tsx';
import { SubmitButton } from '../components/form/SubmitButton.tsx';
import { useT } from '../i18n/useT.ts';
import { apiRefusal, PRIVATE_NO_STORE, refuseCrossSitePost } from '../lib/account/accountForms.server.ts';
import type { FormAnswer } from '../lib/forms/formAnswer.ts';
import { NO_PROBLEMS } from '../lib/forms/formProblems.ts';
import { parseDeskSignIn } from '../lib/desk/deskForms.ts';
import { deskMeta } from '../lib/desk/deskMeta.ts';
import { DESK_REDIRECT_PARAM } from '../lib/desk/deskPaths.ts';
import { afterDeskSignIn, startDeskSession } from '../lib/desk/deskSession.server.ts';
import { formValues } from '../../rules/customerForms.ts';
import styles from '../components/desk/desk.module.css';

const FORM = 'desk-sign-in';

export const meta: Route.MetaFunction = ({ matches }) => deskMeta(matches, 'desk.signInTitle');

export function headers() {
  return PRIVATE_NO_STORE;
}

export function loader({ request, context }: Route.LoaderArgs) {
  const back = new URL(request.url).searchParams.get(DESK_REDIRECT_PARAM);
  if (context.session.deskToken) throw redirect(afterDeskSignIn(back), { headers: PRIVATE_NO_STORE });
  return { redirectTo: afterDeskSignIn(back), notice: context.session.takeDeskNotice() ?? null };
}

export async function action(args: Route.ActionArgs) {
  refuseCrossSitePost(args);
  const values = formValues(await args.request.formData());
  const parsed = parseDeskSignIn(values);
  if (!parsed.success) return data<FormAnswer>({ form: FORM, problems: parsed.problems }, { headers: PRIVATE_NO_STORE });
  const refusal = await startDeskSession(args, parsed.data.token);
  if (refusal.length) return apiRefusal(FORM, refusal);
  return redirect(afterDeskSignIn(values[DESK_REDIRECT_PARAM]), { headers: PRIVATE_NO_STORE });
}

export default function DeskSignInPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const answer = useActionData<typeof action>();
  const problems = answer?.problems ?? NO_PROBLEMS;
  return (
    <div className={styles.narrow}>
      <h1>{t('desk.signInTitle')}</h1>
      <p className={styles.intro}>{t('desk.signInIntro')}</p>
      {answer ? null : <DeskNoticeBanner notice={loaderData.notice} />}
      <Form method="post" className={styles.form} noValidate>
        <ErrorSummary form={FORM} problems={problems} />
        <input type="hidden" name="form" value={FORM} />
        <input type="hidden" name={DESK_REDIRECT_PARAM} value={loaderData.redirectTo} />
        <TextField
          form={FORM}
          name="admin_token"
          type="password"
          label={t('desk.adminToken')}
          hint={t('desk.adminTokenHint')}
          autoComplete="current-password"
          problem={problems.fields.admin_token}
        />
        <div>
          <SubmitButton form={FORM}>{t('desk.signInSubmit')}</SubmitButton>
        </div>
      </Form>
    </div>
  );
}

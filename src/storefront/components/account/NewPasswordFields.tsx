/**
 * A new password and its confirmation, as changing the password and setting one from the reset
 * link ask for them (spec 001 §5: the password rules, shown as the field's hint).
 */
import { useT } from '../../i18n/useT.ts';
import type { ProblemMessage } from '../../lib/forms/formProblems.ts';
import { TextField } from '../form/Field.tsx';

export function NewPasswordFields({ form, problemOf }: { form: string; problemOf: (field: string) => ProblemMessage | undefined }) {
  const t = useT();
  return (
    <>
      <TextField
        form={form}
        name="new_password"
        type="password"
        label={t('account.newPassword')}
        autoComplete="new-password"
        hint={t('account.passwordHint')}
        problem={problemOf('new_password')}
      />
      <TextField
        form={form}
        name="new_password_confirmation"
        type="password"
        label={t('account.newPasswordConfirmation')}
        autoComplete="new-password"
        problem={problemOf('new_password_confirmation')}
      />
    </>
  );
}

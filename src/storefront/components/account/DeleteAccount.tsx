/**
 * Deleting the account (routes/deleteAccount.tsx): its fields, the same in the generic dialog of the
 * account information page and on the confirmation step page that stands in for it without
 * scripts, and the account information page's section that opens the dialog.
 */
import { useCallback, useState } from 'react';
import { useT } from '../../i18n/useT.ts';
import { apiMessageOf, type ProblemMessage } from '../../lib/forms/formProblems.ts';
import { useStorePath } from '../shell/StoreContext.tsx';
import { ConfirmDialog, ConfirmLink } from './ConfirmStep.tsx';
import { TextField } from '../form/Field.tsx';
import formStyles from '../form/form.module.css';
import styles from './account.module.css';

export const DELETE_ACCOUNT_FORM = 'delete-account';

export function DeleteAccountFields({ problem }: { problem?: ProblemMessage }) {
  const t = useT();
  return (
    <>
      <p>{t('settings.deleteAccountBody')}</p>
      <input type="hidden" name="form" value={DELETE_ACCOUNT_FORM} />
      <TextField
        form={DELETE_ACCOUNT_FORM}
        name="password"
        type="password"
        label={t('settings.deleteAccountPassword')}
        autoComplete="current-password"
        problem={problem}
      />
    </>
  );
}

export function DeleteAccountSection() {
  const t = useT();
  const storePath = useStorePath();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  return (
    <section className={`${styles.panel} ${styles.aside}`} aria-labelledby="delete-account-title">
      <h2 id="delete-account-title">{t('settings.deleteAccount')}</h2>
      <p>{t('settings.deleteAccountIntro')}</p>
      <ConfirmLink stepHref={storePath('/delete-account')} onOpen={() => setOpen(true)} className="button">
        {t('settings.deleteAccount')}
      </ConfirmLink>
      <ConfirmDialog
        open={open}
        onCancel={close}
        title={t('settings.deleteAccountTitle')}
        confirmText={t('settings.deleteAccountConfirm')}
        action={storePath('/delete-account')}
        refusal={(answer) => (
          <p className={formStyles.fieldError}>
            {t('settings.deleteAccountFailed')} {apiMessageOf(answer.problems) ?? t('account.problem.required')}
          </p>
        )}
      >
        <DeleteAccountFields />
      </ConfirmDialog>
    </section>
  );
}

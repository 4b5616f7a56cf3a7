/**
 * The generic dialog (spec 000 §2, 001 §3.3): title, body, confirm and cancel buttons (Confirm and
 * Cancel by default) and a close button; a modal overlay whose backdrop cancels; 45.6rem wide.
 */
import { useId, type ReactNode } from 'react';
import { useT } from '../../i18n/useT.ts';
import { useModalDialog } from '../../hooks/useModalDialog.ts';
import { Icon } from '../icons/Icon.tsx';
import styles from './Dialog.module.css';

export interface DialogProps {
  open: boolean;
  title: ReactNode;
  children?: ReactNode;
  onConfirm?: () => void;
  onCancel: () => void;
  confirmText?: string;
  cancelText?: string;
  /** Disables the buttons while the confirmation is being handled. */
  isBusy?: boolean;
  /** Lets the dialog's body be a form: the confirm button submits it. */
  formProps?: React.FormHTMLAttributes<HTMLFormElement>;
  /** A dialog that only informs: one button, which closes it. */
  informOnly?: boolean;
}

export function Dialog({ open, title, children, onConfirm, onCancel, confirmText, cancelText, isBusy, formProps, informOnly }: DialogProps) {
  const t = useT();
  // Several dialogs may sit in one page: each names its own title.
  const titleId = useId();
  const dialog = useModalDialog(open, onCancel);
  return (
    <dialog ref={dialog.ref} onClick={dialog.onClick} className={styles.dialog} aria-labelledby={titleId}>
      <form
        method="dialog"
        className={styles.frame}
        {...formProps}
        onSubmit={(event) => {
          if (formProps?.onSubmit) formProps.onSubmit(event);
          else {
            event.preventDefault();
            onConfirm?.();
          }
        }}
      >
        <div className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} onClick={onCancel} aria-label={t('dialog.close')} disabled={isBusy}>
            <Icon name="close" />
          </button>
        </div>
        {/* A long body scrolls: keyboard users reach it to scroll it with the arrow keys. */}
        <div className={styles.body} tabIndex={0}>
          {children}
        </div>
        <div className={styles.actions}>
          {informOnly ? (
            <button type="button" className="button button--primary" onClick={onCancel}>
              {confirmText ?? t('dialog.close')}
            </button>
          ) : (
            <>
              <button type="button" className="button" onClick={onCancel} disabled={isBusy}>
                {cancelText ?? t('dialog.cancel')}
              </button>
              <button type="submit" className="button button--primary" disabled={isBusy}>
                {confirmText ?? t('dialog.confirm')}
              </button>
            </>
          )}
        </div>
      </form>
    </dialog>
  );
}

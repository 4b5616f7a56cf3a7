/**
 * A step that needs the shopper's confirmation (removing a saved card, deleting the account) behind
 * the generic dialog (spec 000 §2: title, body, Confirm and Cancel). Before scripts load, the
 * step's link opens its confirmation page; after hydration it opens the dialog instead, whose form
 * posts to the same action through a fetcher: a refusal shows in the dialog, a success follows the
 * action's redirect.
 */
import { useEffect, type ReactNode } from 'react';
import { Link, useFetcher } from 'react-router';
import { Dialog } from '../dialog/Dialog.tsx';
import type { FormAnswer } from '../../lib/forms/formAnswer.ts';
import { hasProblems } from '../../lib/forms/formProblems.ts';

export function ConfirmLink({
  stepHref,
  onOpen,
  children,
  label,
  className,
}: {
  /** The confirmation page, for shoppers without scripts. */
  stepHref: string;
  onOpen: () => void;
  children: ReactNode;
  /** A fuller name for screen readers when the text alone is ambiguous. */
  label?: string;
  className?: string;
}) {
  return (
    <Link
      to={stepHref}
      className={className}
      aria-label={label}
      aria-haspopup="dialog"
      onClick={(event) => {
        event.preventDefault();
        onOpen();
      }}
    >
      {children}
    </Link>
  );
}

export interface ConfirmDialogProps {
  open: boolean;
  onCancel: () => void;
  title: string;
  confirmText?: string;
  /** Where the confirmation posts. */
  action: string;
  /** The body: the explanation, hidden fields, a password. */
  children: ReactNode;
  /** What a refusal shows in the dialog. */
  refusal: (answer: FormAnswer) => ReactNode;
}

export function ConfirmDialog({ open, onCancel, title, confirmText, action, children, refusal }: ConfirmDialogProps) {
  const fetcher = useFetcher<FormAnswer>();
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;
  const refused = Boolean(answer && hasProblems(answer.problems));
  // A success redirects; should it answer instead, the dialog closes.
  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data?.done) onCancel();
  }, [fetcher.state, fetcher.data, onCancel]);
  return (
    <Dialog
      open={open}
      title={title}
      onCancel={onCancel}
      confirmText={confirmText}
      isBusy={fetcher.state !== 'idle'}
      formProps={{
        method: 'post',
        action,
        onSubmit: (event) => {
          event.preventDefault();
          void fetcher.submit(event.currentTarget);
        },
      }}
    >
      {open && refused && answer ? <div role="alert">{refusal(answer)}</div> : null}
      {children}
    </Dialog>
  );
}

/**
 * A form's submit button, disabled while its form is on its way, so a second click does not send
 * it (or the order) twice. React's useFormStatus follows forms posted through React's own form
 * actions; a route action posted by React Router's <Form> shows in the router's navigation, which
 * names the form by its `intent` or its hidden `form` field.
 */
import type { ReactNode } from 'react';
import { useFormStatus } from 'react-dom';
import { useNavigation } from 'react-router';

export function SubmitButton({
  children,
  intent,
  form,
  className = 'button button--primary',
}: {
  children: ReactNode;
  /** Sent as `intent`, for a route whose action serves several buttons. */
  intent?: string;
  /** The posting form's hidden `form` field, for a page with several forms. */
  form?: string;
  className?: string;
}) {
  const status = useFormStatus();
  const navigation = useNavigation();
  const posted = navigation.formData;
  const ours = posted !== undefined && (intent === undefined || posted.get('intent') === intent) && (form === undefined || posted.get('form') === form);
  const sending = status.pending || (navigation.state !== 'idle' && ours);
  return (
    <button type="submit" name={intent ? 'intent' : undefined} value={intent} className={className} disabled={sending} aria-busy={sending || undefined}>
      {children}
    </button>
  );
}

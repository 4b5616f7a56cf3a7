/**
 * A checkout form's submit button, disabled while its form is on its way, so a second click does
 * not send the step (or the order) twice. React Router's <Form> sends the post, so its
 * navigation state, not React's useFormStatus (which follows React's own form actions), says when.
 */
import type { ReactNode } from 'react';
import { useNavigation } from 'react-router';

export function SubmitButton({ intent, children, className = 'button button--primary' }: { intent: string; children: ReactNode; className?: string }) {
  const navigation = useNavigation();
  const sending = navigation.state !== 'idle' && navigation.formData?.get('intent') === intent;
  return (
    <button type="submit" name="intent" value={intent} className={className} disabled={sending} aria-disabled={sending || undefined}>
      {children}
    </button>
  );
}

/** Sign-out is a POST (a link would let any page sign the shopper out): a form with one button. */
import { Form } from 'react-router';
import { useT } from '../../i18n/useT.ts';
import { useStorePath } from '../shell/StoreContext.tsx';

export function SignOutForm({ className }: { className?: string }) {
  const t = useT();
  const storePath = useStorePath();
  return (
    <Form method="post" action={storePath('/sign-out')} className={className}>
      <button type="submit" className="button button--link">
        {t('account.signOut')}
      </button>
    </Form>
  );
}

/**
 * The note on sign-in and registration while a WeChat or Facebook identity waits to be linked
 * (authorizedUser/login): whichever the shopper completes links it.
 */
import { useT } from '../../i18n/useT.ts';
import type { PendingBindingView } from '../../lib/socialSignIn/socialCookies.ts';
import styles from '../account/account.module.css';

export function PendingBindingNote({ pending, creating = false }: { pending: PendingBindingView | null; creating?: boolean }) {
  const t = useT();
  if (!pending) return null;
  const values = { provider: t(`social.provider.${pending.provider}`), name: pending.name };
  return <p className={styles.info}>{t(creating ? 'social.pendingBindingCreate' : 'social.pendingBinding', values)}</p>;
}

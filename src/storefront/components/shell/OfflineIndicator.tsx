/**
 * A small pill while the browser is offline (spec 000 §2: "an offline indicator also exists"),
 * drawn in the header and hanging just below it, clear of the logo and the triggers.
 */
import { useT } from '../../i18n/useT.ts';
import { Icon } from '../icons/Icon.tsx';
import styles from './AppShell.module.css';

export function OfflineIndicator({ isOnline }: { isOnline: boolean }) {
  const t = useT();
  if (isOnline) return null;
  return (
    <p className={styles.offline}>
      <Icon name="offline" size={16} />
      {t('connectivity.indicator')}
    </p>
  );
}

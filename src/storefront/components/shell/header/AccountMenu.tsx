/** The account trigger (hidden under 640px): guests get a sign-in menu (spec 000 §2 Layout). */
import { Link } from 'react-router';
import { useT } from '../../../i18n/useT.ts';
import { useDismissableDetails } from '../../../hooks/useDismissableDetails.ts';
import { Icon } from '../../icons/Icon.tsx';
import { useStorePath } from '../StoreContext.tsx';
import styles from './Header.module.css';

export function AccountMenu() {
  const t = useT();
  const storePath = useStorePath();
  const ref = useDismissableDetails<HTMLDetailsElement>();
  return (
    <details ref={ref} className={`${styles.menuDisclosure} ${styles.account}`}>
      <summary className={styles.iconButton} aria-label={t('header.account')}>
        <Icon name="user" />
      </summary>
      <div className={styles.accountPanel}>
        <p className={styles.accountIntro}>{t('header.accountIntro')}</p>
        <Link className="button button--primary" to={storePath('/sign-in')}>
          {t('header.signIn')}
        </Link>
        <Link className="button" to={storePath('/create-account')}>
          {t('header.createAccount')}
        </Link>
      </div>
    </details>
  );
}

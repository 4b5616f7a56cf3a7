/**
 * The account trigger (hidden under 640px): guests get a sign-in menu (spec 000 §2 Layout), a
 * signed-in shopper the account sections and sign-out. Signed-in pages are drawn per shopper and
 * never stored (entry.server.tsx), so the menu can be drawn on the server either way. Inside the
 * WeChat mini program a guest's trigger goes straight to the mobile sign-in page (spec 000 §2).
 */
import { Link } from 'react-router';
import { useT } from '../../../i18n/useT.ts';
import { useDismissableDetails } from '../../../hooks/useDismissableDetails.ts';
import { ACCOUNT_SECTIONS } from '../../../lib/account/accountSections.ts';
import { SignOutForm } from '../../account/SignOutForm.tsx';
import { SocialSignInLinks } from '../../socialSignIn/SocialSignInLinks.tsx';
import { Icon } from '../../icons/Icon.tsx';
import { useStore, useStorePath } from '../StoreContext.tsx';
import styles from './Header.module.css';

export function AccountMenu() {
  const t = useT();
  const storePath = useStorePath();
  const { shopper } = useStore();
  const ref = useDismissableDetails<HTMLDetailsElement>();
  if (shopper.inMiniProgram && !shopper.signedIn) {
    return (
      <span className={styles.account}>
        <Link className={styles.iconButton} to={storePath('/sign-in?method=mobile')} aria-label={t('header.signIn')}>
          <Icon name="user" />
        </Link>
      </span>
    );
  }
  return (
    <details ref={ref} className={`${styles.menuDisclosure} ${styles.account}`}>
      <summary className={styles.iconButton} aria-label={t(shopper.signedIn ? 'account.title' : 'header.account')}>
        <Icon name="user" />
      </summary>
      {shopper.signedIn ? (
        <div className={styles.accountPanel}>
          <ul className={styles.accountLinks}>
            {ACCOUNT_SECTIONS.map((section) => (
              <li key={section.path}>
                <Link to={storePath(section.path)}>{t(section.label)}</Link>
              </li>
            ))}
          </ul>
          <SignOutForm />
        </div>
      ) : (
        <div className={styles.accountPanel}>
          <p className={styles.accountIntro}>{t('header.accountIntro')}</p>
          <Link className="button button--primary" to={storePath('/sign-in')}>
            {t('header.signIn')}
          </Link>
          <Link className="button" to={storePath('/create-account')}>
            {t('account.createAccountLink')}
          </Link>
          <SocialSignInLinks inMenu />
        </div>
      )}
    </details>
  );
}

/**
 * The account trigger (hidden under 640px): guests get a sign-in menu (spec 000 §2 Layout), a
 * signed-in shopper the account sections and sign-out. Signed-in pages are drawn per shopper and
 * never stored (entry.server.tsx), so the menu can be drawn on the server either way. Inside the
 * WeChat mini program a guest's trigger goes straight to the mobile sign-in page (spec 000 §2).
 * A staff member's menu names them by staff number (the account chip, spec 001 §7) and leads to
 * their staff page: the member's account sections are not theirs.
 */
import { Link, useSearchParams } from 'react-router';
import { useT } from '../../../i18n/useT.ts';
import { useDismissableDetails } from '../../../hooks/useDismissableDetails.ts';
import { ACCOUNT_SECTIONS } from '../../../lib/account/accountSections.ts';
import { SignOutForm } from '../../account/SignOutForm.tsx';
import { SocialSignInLinks } from '../../socialSignIn/SocialSignInLinks.tsx';
import { SIGN_IN_POPUP_CHECKOUT, SIGN_IN_POPUP_PARAM, SIGN_IN_REDIRECT_PARAM } from '../../../lib/session/signInRedirect.ts';
import { Icon } from '../../icons/Icon.tsx';
import { personName } from '../../../../rules/personName.ts';
import { useStore, useStorePath } from '../StoreContext.tsx';
import styles from './Header.module.css';

export function AccountMenu() {
  const t = useT();
  const storePath = useStorePath();
  const { shopper, view } = useStore();
  const ref = useDismissableDetails<HTMLDetailsElement>();
  const [searchParams] = useSearchParams();
  // The sign-in popup flag: the menu drawn open, its ways in leading on to checkout.
  const toCheckout = !shopper.signedIn && searchParams.get(SIGN_IN_POPUP_PARAM) === SIGN_IN_POPUP_CHECKOUT;
  const redirectQuery = toCheckout ? `?${SIGN_IN_REDIRECT_PARAM}=${SIGN_IN_POPUP_CHECKOUT}` : '';
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
    <details ref={ref} className={`${styles.menuDisclosure} ${styles.account}`} open={toCheckout || undefined} data-popup={toCheckout ? 'sign-in' : undefined}>
      <summary className={styles.iconButton} aria-label={t(shopper.signedIn ? 'account.title' : 'header.account')}>
        <Icon name="user" />
      </summary>
      {shopper.signedIn && shopper.staffNo ? (
        <div className={styles.accountPanel} data-account-chip="staff">
          <p className={styles.accountIntro}>{t('staff.chip', { name: personName(shopper, view.localeKey), staffNo: shopper.staffNo })}</p>
          <ul className={styles.accountLinks}>
            <li>
              <Link to={storePath('/staff')}>{t('staff.pageTitle')}</Link>
            </li>
          </ul>
          <SignOutForm />
        </div>
      ) : shopper.signedIn ? (
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
          <p className={styles.accountIntro}>{t(toCheckout ? 'header.signInToCheckout' : 'header.accountIntro')}</p>
          <Link className="button button--primary" to={storePath(`/sign-in${redirectQuery}`)}>
            {t('header.signIn')}
          </Link>
          <Link className="button" to={storePath('/create-account')}>
            {t('account.createAccountLink')}
          </Link>
          <SocialSignInLinks inMenu redirectTo={toCheckout ? SIGN_IN_POPUP_CHECKOUT : ''} />
        </div>
      )}
    </details>
  );
}

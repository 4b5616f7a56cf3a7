/**
 * The account area's nav: its sections (lib/account/accountSections.ts) and sign-out. An order's
 * details count as the order history.
 */
import { NavLink } from 'react-router';
import { useT } from '../../i18n/useT.ts';
import { ACCOUNT_SECTIONS } from '../../lib/account/accountSections.ts';
import { useStorePath } from '../shell/StoreContext.tsx';
import { SignOutForm } from './SignOutForm.tsx';
import styles from './account.module.css';

export function AccountNav() {
  const t = useT();
  const storePath = useStorePath();
  return (
    <nav className={styles.nav} aria-label={t('account.sections')}>
      <ul>
        {ACCOUNT_SECTIONS.map((section) => (
          <li key={section.path}>
            <NavLink to={storePath(section.path)} end={section.path !== '/order-history'}>
              {t(section.label)}
            </NavLink>
          </li>
        ))}
        <li>
          <SignOutForm />
        </li>
      </ul>
    </nav>
  );
}

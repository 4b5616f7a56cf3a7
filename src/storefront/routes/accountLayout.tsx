/**
 * The account area: its sections beside each account page. Every page inside needs a session
 * (loadAccountCustomer sends guests to sign-in and back), carries noindex and is stored nowhere.
 */
import { Outlet } from 'react-router';
import { AccountNav } from '../components/account/AccountNav.tsx';
import { PRIVATE_NO_STORE } from '../lib/account/accountForms.server.ts';
import styles from '../components/account/account.module.css';

export function headers() {
  return PRIVATE_NO_STORE;
}

export default function AccountLayout() {
  return (
    <div className={`page-width ${styles.page} ${styles.accountLayout}`}>
      <AccountNav />
      <div>
        <Outlet />
      </div>
    </div>
  );
}

/**
 * The staff filter of the order history (spec 000 §2 /order-history "staff filter", §3 "Staff order
 * statuses"): whose orders (mine, my shop's) and which staff status, each a link with its query so
 * they work before scripts load; the current one is marked for assistive technology.
 */
import { Link } from 'react-router';
import { ORDER_STATUS_LABELS, STAFF_ORDER_STATUSES } from '../../../rules/orderStatus.ts';
import { pickLocalized } from '../../../rules/locales.ts';
import { useT } from '../../i18n/useT.ts';
import { STAFF_SCOPES, type StaffScope } from '../../lib/orders/staffOrders.ts';
import { useStore, useStorePath } from '../shell/StoreContext.tsx';
import styles from './orders.module.css';

function searchOf(scope: StaffScope, status: string | null): string {
  const query = new URLSearchParams();
  if (scope === 'SHOP') query.set('scope', 'shop');
  if (status) query.set('status', status);
  const text = query.toString();
  return text ? `?${text}` : '';
}

export function StaffOrderFilters({ scope, status }: { scope: StaffScope; status: string | null }) {
  const t = useT();
  const storePath = useStorePath();
  const { view } = useStore();
  const to = (wantedScope: StaffScope, wantedStatus: string | null) => `${storePath('/order-history')}${searchOf(wantedScope, wantedStatus)}`;
  const statuses: Array<{ code: string | null; label: string }> = [
    { code: null, label: t('staffOrders.allStatuses') },
    ...STAFF_ORDER_STATUSES.map((code) => ({ code, label: pickLocalized(ORDER_STATUS_LABELS[code], view.localeKey) })),
  ];
  return (
    <>
      <nav className={styles.tabs} aria-label={t('staffOrders.scopes')}>
        <ul>
          {STAFF_SCOPES.map((entry) => (
            <li key={entry}>
              <Link to={to(entry, status)} aria-current={entry === scope ? 'page' : undefined}>
                {t(`staffOrders.scope.${entry}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <nav className={styles.statusFilter} aria-label={t('staffOrders.statuses')}>
        <ul>
          {statuses.map((entry) => (
            <li key={entry.code ?? 'all'}>
              <Link to={to(scope, entry.code)} aria-current={entry.code === status ? 'page' : undefined} data-status={entry.code ?? ''}>
                {entry.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}

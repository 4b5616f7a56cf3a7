/**
 * A staff member's order history (spec 000 §2 /order-history "staff filter"): the staff filter and
 * statuses, then the orders they asked for, newest first, each with whom it is for and the way to
 * its page, where its actions are.
 */
import { Link } from 'react-router';
import { Pagination } from '../catalog/Pagination.tsx';
import { useStorePath } from '../shell/StoreContext.tsx';
import { useT } from '../../i18n/useT.ts';
import type { StaffOrderHistoryPage } from '../../lib/orders/staffOrders.ts';
import { OrderCard } from './OrderCard.tsx';
import { StaffOrderFilters } from './StaffOrderFilters.tsx';
import accountStyles from '../account/account.module.css';
import styles from './orders.module.css';

export function StaffOrderHistory({ page }: { page: StaffOrderHistoryPage }) {
  const t = useT();
  const storePath = useStorePath();
  const { scope, status, orders, total } = page;
  return (
    <>
      <header className={accountStyles.header}>
        <h1>{t('orderHistory.title')}</h1>
      </header>
      <StaffOrderFilters scope={scope} status={status} />
      <section aria-labelledby="staff-order-list">
        <h2 id="staff-order-list" className="visually-hidden">
          {t(`staffOrders.scope.${scope}`)}
        </h2>
        <p className={styles.count} role="status">
          {t('staffOrders.count', { count: total })}
        </p>
        {orders.length > 0 ? (
          <ul className={styles.list}>
            {orders.map((order) => (
              <OrderCard key={order.number} order={order} customerName={order.customerName} />
            ))}
          </ul>
        ) : (
          <div className={styles.empty}>
            <p>{t(total > 0 ? 'orderHistory.emptyPage' : 'staffOrders.empty')}</p>
            {total > 0 ? <Link to={storePath('/order-history')}>{t('orderHistory.firstPage')}</Link> : null}
          </div>
        )}
        <Pagination page={page.page} totalPages={page.totalPages} />
      </section>
    </>
  );
}

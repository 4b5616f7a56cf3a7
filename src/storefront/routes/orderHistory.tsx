/**
 * The order history (spec 000 §2 /order-history "order history (online records and in-store
 * records)"): two tabs, each a link with its query (`?tab=in-store`) so they work before scripts
 * load, each list paged (`?page=2`), newest first. Every online order links to its details. A
 * staff session sees the staff filter instead: their own orders or their shop's, by staff status.
 */
import { Link } from 'react-router';
import type { Route } from './+types/orderHistory';
import { Pagination } from '../components/catalog/Pagination.tsx';
import { InStorePurchaseCard } from '../components/orders/InStorePurchaseCard.tsx';
import { OrderCard } from '../components/orders/OrderCard.tsx';
import { StaffOrderHistory } from '../components/orders/StaffOrderHistory.tsx';
import { useStorePath } from '../components/shell/StoreContext.tsx';
import { useT } from '../i18n/useT.ts';
import { messageOf, pageMeta } from '../lib/storeView/meta.ts';
import { loadOrderHistory, type OrderHistoryPage } from '../lib/orders/orderPages.server.ts';
import { loadStaffOrderHistory } from '../lib/orders/staffOrderPages.server.ts';
import type { OrderHistoryTab } from '../lib/orders/orderViews.ts';
import accountStyles from '../components/account/account.module.css';
import styles from '../components/orders/orders.module.css';

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ matches, location }, { title: messageOf(matches, 'orderHistory.title'), description: messageOf(matches, 'orderHistory.description'), noIndex: true });

export async function loader(args: Route.LoaderArgs) {
  if (args.context.session.role === 'staff') return { staff: await loadStaffOrderHistory(args), shopper: null };
  return { staff: null, shopper: await loadOrderHistory(args) };
}

const TABS: ReadonlyArray<{ tab: OrderHistoryTab; search: string; label: 'orderHistory.online' | 'orderHistory.inStore' }> = [
  { tab: 'online', search: '', label: 'orderHistory.online' },
  { tab: 'in-store', search: '?tab=in-store', label: 'orderHistory.inStore' },
];

export default function OrderHistoryPage({ loaderData }: Route.ComponentProps) {
  return loaderData.staff ? <StaffOrderHistory page={loaderData.staff} /> : <ShopperOrderHistory history={loaderData.shopper} />;
}

function ShopperOrderHistory({ history }: { history: OrderHistoryPage }) {
  const t = useT();
  const storePath = useStorePath();
  const { tab, page, totalPages, total, orders, purchases } = history;
  const online = tab === 'online';
  const shown = online ? orders.length : purchases.length;
  return (
    <>
      <header className={accountStyles.header}>
        <h1>{t('orderHistory.title')}</h1>
      </header>
      <nav className={styles.tabs} aria-label={t('orderHistory.tabs')}>
        <ul>
          {TABS.map((entry) => (
            <li key={entry.tab}>
              <Link to={`${storePath('/order-history')}${entry.search}`} aria-current={entry.tab === tab ? 'page' : undefined}>
                {t(entry.label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-labelledby="order-history-list">
        <h2 id="order-history-list" className="visually-hidden">
          {t(online ? 'orderHistory.online' : 'orderHistory.inStore')}
        </h2>
        <p className={styles.count}>{t(online ? 'orderHistory.orderCount' : 'orderHistory.recordCount', { count: total })}</p>
        {shown > 0 ? (
          <ul className={styles.list}>
            {online ? orders.map((order) => <OrderCard key={order.number} order={order} />) : purchases.map((purchase) => <InStorePurchaseCard key={purchase.receipt} purchase={purchase} />)}
          </ul>
        ) : (
          <div className={styles.empty}>
            {total > 0 ? (
              <>
                <p>{t('orderHistory.emptyPage')}</p>
                <Link to={`${storePath('/order-history')}${online ? '' : '?tab=in-store'}`}>{t('orderHistory.firstPage')}</Link>
              </>
            ) : (
              <>
                <p>{t(online ? 'orderHistory.empty' : 'orderHistory.emptyInStore')}</p>
                {online ? (
                  <Link to={storePath('/')} className="button button--primary">
                    {t('orderHistory.startShopping')}
                  </Link>
                ) : null}
              </>
            )}
          </div>
        )}
        <Pagination page={page} totalPages={totalPages} />
      </section>
    </>
  );
}

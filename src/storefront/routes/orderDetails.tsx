/**
 * An order's details (spec 000 §2 "order details"), at /:store/order-history/<number> inside the
 * account area: its pieces with pictures, totals, delivery or pickup (the shop, and the pickup code
 * once ready), payment, addresses, and its status with the history behind it. Another customer's
 * order, or a number that names none, is not found.
 */
import { Link } from 'react-router';
import type { Route } from './+types/orderDetails';
import { Totals } from '../components/checkout/OrderSummary.tsx';
import { OrderFacts } from '../components/orders/OrderFacts.tsx';
import { OrderLines } from '../components/orders/OrderLines.tsx';
import { OrderStatus } from '../components/orders/OrderStatus.tsx';
import { StatusHistory } from '../components/orders/StatusHistory.tsx';
import { useStorePath } from '../components/shell/StoreContext.tsx';
import { useT } from '../i18n/useT.ts';
import { messageOf, pageMeta } from '../lib/meta.ts';
import { loadOrderDetails } from '../lib/orders/orderPages.server.ts';
import accountStyles from '../components/account/account.module.css';
import styles from '../components/orders/orders.module.css';

export const meta: Route.MetaFunction = ({ matches, location, params }) =>
  pageMeta({ matches, location }, { title: messageOf(matches, 'orderHistory.orderNumber', { number: params.number ?? '' }), noIndex: true });

export async function loader(args: Route.LoaderArgs) {
  return { order: await loadOrderDetails(args) };
}

export default function OrderDetailsPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const storePath = useStorePath();
  const { order } = loaderData;
  const { totals } = order;
  return (
    <>
      <Link to={storePath('/order-history')} className={styles.back}>
        {t('orderHistory.back')}
      </Link>
      <header className={`${accountStyles.header} ${styles.cardHeader} ${styles.detailsHeader}`}>
        <div>
          <h1>{t('orderHistory.orderNumber', { number: order.number })}</h1>
          <p className={styles.meta}>{t('orderHistory.orderDate', { date: order.date })}</p>
        </div>
        <OrderStatus code={order.statusCode} label={order.status} />
      </header>
      <div className={styles.details}>
        <div className={styles.column}>
          <OrderLines lines={order.lines} />
          <OrderFacts order={order} />
        </div>
        <div className={styles.column}>
          <section className={`${styles.section} ${styles.summary}`} aria-labelledby="order-summary">
            <h2 id="order-summary">{t('orderHistory.summary')}</h2>
            <Totals
              rows={[
                { label: t('orderHistory.subtotal'), amount: totals.subtotal },
                ...totals.discounts,
                { label: t('orderHistory.shipping'), amount: totals.free ? t('orderHistory.free') : totals.shipping },
              ]}
              total={totals.grandTotal}
            />
          </section>
          <StatusHistory history={order.history} />
        </div>
      </div>
    </>
  );
}

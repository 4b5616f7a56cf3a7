/**
 * An order's details (spec 000 §2 "order details"), at /:store/order-history/<number> inside the
 * account area: its pieces with pictures, totals, delivery or pickup (the shop, and the pickup code
 * once ready), payment, addresses, and its status with the history behind it. Another customer's
 * order, or a number that names none, is not found. A staff session reads its own or its shop's
 * orders here, with a form for each staff action the order allows now (spec 000 §3), posted to this
 * route's action.
 */
import { Link } from 'react-router';
import type { Route } from './+types/orderDetails';
import { OrderDetailsBody } from '../components/orders/OrderDetailsBody.tsx';
import { OrderStatus, ReadyDate } from '../components/orders/OrderStatus.tsx';
import { StaffOrderActions } from '../components/orders/StaffOrderActions.tsx';
import { useStorePath } from '../components/shell/StoreContext.tsx';
import { useT } from '../i18n/useT.ts';
import { messageOf, pageMeta } from '../lib/storeView/meta.ts';
import { loadOrderDetails } from '../lib/orders/orderPages.server.ts';
import { loadStaffOrder, staffOrderAction } from '../lib/orders/staffOrderPages.server.ts';
import accountStyles from '../components/account/account.module.css';
import styles from '../components/orders/orders.module.css';

export const meta: Route.MetaFunction = ({ matches, location, params }) =>
  pageMeta({ matches, location }, { title: messageOf(matches, 'orderHistory.orderNumber', { number: params.number ?? '' }), noIndex: true });

export async function loader(args: Route.LoaderArgs) {
  if (args.context.session.role === 'staff') {
    const staff = await loadStaffOrder(args);
    return { order: staff.order, staff };
  }
  return { order: await loadOrderDetails(args), staff: null };
}

export async function action(args: Route.ActionArgs) {
  return staffOrderAction(args);
}

export default function OrderDetailsPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const storePath = useStorePath();
  const { order, staff } = loaderData;
  return (
    <>
      <Link to={storePath('/order-history')} className={styles.back}>
        {t('orderHistory.back')}
      </Link>
      {staff?.moved ? (
        <p className={styles.notice} role="status">
          {t(`staffOrders.done.${staff.moved}`)}
        </p>
      ) : null}
      <header className={`${accountStyles.header} ${styles.cardHeader} ${styles.detailsHeader}`}>
        <div>
          <h1>{t('orderHistory.orderNumber', { number: order.number })}</h1>
          <p className={styles.meta}>{t('orderHistory.orderDate', { date: order.date })}</p>
          <ReadyDate date={order.readyDate} />
          {staff ? <p className={styles.meta}>{t('staffOrders.customer', { name: staff.customerName })}</p> : null}
        </div>
        <OrderStatus code={order.statusCode} label={order.status} />
      </header>
      {staff ? <StaffOrderActions actions={staff.actions} answer={actionData} /> : null}
      <OrderDetailsBody order={order} />
    </>
  );
}

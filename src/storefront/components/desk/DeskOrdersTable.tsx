/**
 * The orders as a table with its headers: number (to the order's page), when placed, the customer,
 * the website, the total, the status and where it goes. On a phone each order is a block of its
 * own, every value named by its column (desk.module.css).
 */
import { Link } from 'react-router';
import { useT } from '../../i18n/useT.ts';
import { deskOrderPath } from '../../lib/desk/deskPaths.ts';
import type { DeskOrderRow } from '../../lib/desk/deskViews.ts';
import { OrderStatus } from '../orders/OrderStatus.tsx';
import styles from './desk.module.css';

export function DeskOrdersTable({ rows }: { rows: DeskOrderRow[] }) {
  const t = useT();
  const columns = {
    placed: t('desk.column.placed'),
    customer: t('desk.column.customer'),
    website: t('desk.column.website'),
    total: t('desk.column.total'),
    status: t('desk.column.status'),
    delivery: t('desk.column.delivery'),
  };
  return (
    <table className={`${styles.table} ${styles.stacked}`} data-testid="desk-orders">
      <caption className="visually-hidden">{t('desk.ordersCaption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('desk.column.number')}</th>
          <th scope="col">{columns.placed}</th>
          <th scope="col">{columns.customer}</th>
          <th scope="col">{columns.website}</th>
          <th scope="col" className={styles.numeric}>
            {columns.total}
          </th>
          <th scope="col">{columns.status}</th>
          <th scope="col">{columns.delivery}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.number}>
            <th scope="row">
              <Link to={deskOrderPath(row.number)}>{row.number}</Link>
            </th>
            <td data-label={columns.placed}>{row.placedAt}</td>
            <td data-label={columns.customer}>
              {/* One element, so that on a phone the name and email sit together beside their label. */}
              <div>
                {row.customer ? <span className={styles.customerName}>{row.customer}</span> : null}
                <span className={styles.soft}>{row.email}</span>
              </div>
            </td>
            <td data-label={columns.website}>{t(`desk.website.${row.website}`)}</td>
            <td data-label={columns.total} className={styles.numeric}>
              {row.total}
            </td>
            <td data-label={columns.status}>
              <OrderStatus code={row.status} label={row.statusLabel} />
            </td>
            <td data-label={columns.delivery}>{row.pickupShop ? t('desk.pickupAt', { shop: row.pickupShop }) : t(row.delivered ? 'desk.homeDelivery' : 'desk.noDelivery')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

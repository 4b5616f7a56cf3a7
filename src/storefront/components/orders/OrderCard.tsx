/** One online order in the history: number, date, status, pictures of its pieces, total, and the way to its details. */
import { Link } from 'react-router';
import { IMAGE_WIDTHS } from '../../../rules/catalog.ts';
import { useT } from '../../i18n/useT.ts';
import { productImageSources } from '../../lib/storeView/images.ts';
import type { OrderCardData } from '../../lib/orders/orderViews.ts';
import { useStorePath } from '../shell/StoreContext.tsx';
import { OrderStatus, ReadyDate } from './OrderStatus.tsx';
import styles from './orders.module.css';

export function orderPath(number: string): string {
  return `/order-history/${encodeURIComponent(number)}`;
}

/** `customerName`: whom the order is for, on a staff member's list. */
export function OrderCard({ order, customerName }: { order: OrderCardData; customerName?: string }) {
  const t = useT();
  const storePath = useStorePath();
  return (
    <li className={styles.card} data-testid="order-card" data-number={order.number}>
      <div className={styles.cardHeader}>
        <div>
          <h3>{t('orderHistory.orderNumber', { number: order.number })}</h3>
          <p className={styles.meta}>{t('orderHistory.placedOn', { date: order.date })}</p>
          <ReadyDate date={order.readyDate} />
          {customerName ? <p className={styles.meta}>{t('staffOrders.customer', { name: customerName })}</p> : null}
        </div>
        <OrderStatus code={order.statusCode} label={order.status} />
      </div>
      {order.pictures.length > 0 ? (
        <ul className={styles.pictures}>
          {order.pictures.map((picture, index) => {
            const image = productImageSources(picture.file, [IMAGE_WIDTHS.THUMBNAIL, IMAGE_WIDTHS.SMALL]);
            return (
              <li key={`${picture.file}-${index}`}>
                <img src={image.src} srcSet={image.srcSet} sizes="6.4rem" alt={picture.alt} width={64} height={80} loading="lazy" />
              </li>
            );
          })}
          {order.morePictures > 0 ? <li className={styles.more}>{t('orderHistory.morePictures', { count: order.morePictures })}</li> : null}
        </ul>
      ) : null}
      <div className={styles.cardFooter}>
        <p>
          {t('orderHistory.itemCount', { count: order.quantity })} · {t('orderHistory.total')} <span className={styles.amount}>{order.total}</span>
        </p>
        <Link to={storePath(orderPath(order.number))} className="button" aria-label={t('orderHistory.viewOrderOf', { number: order.number })}>
          {t('orderHistory.viewOrder')}
        </Link>
      </div>
    </li>
  );
}

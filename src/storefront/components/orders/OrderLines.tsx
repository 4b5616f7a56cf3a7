/** An order's pieces as bought: picture (from the catalog today), name, options, item number, quantity and prices. */
import { Link } from 'react-router';
import { IMAGE_WIDTHS } from '../../../rules/catalog.ts';
import { useT } from '../../i18n/useT.ts';
import { productImageSources } from '../../lib/storeView/images.ts';
import type { OrderLineData } from '../../lib/orders/orderViews.ts';
import { useStorePath } from '../shell/StoreContext.tsx';
import { LineChoices } from '../cart/LineChoices.tsx';
import styles from './orders.module.css';

export function OrderLines({ lines }: { lines: OrderLineData[] }) {
  const t = useT();
  const storePath = useStorePath();
  return (
    <section className={styles.section} aria-labelledby="order-items">
      <h2 id="order-items">{t('orderHistory.items')}</h2>
      <ul className={styles.lines}>
        {lines.map((line, index) => {
          const image = line.picture ? productImageSources(line.picture.file, [IMAGE_WIDTHS.THUMBNAIL, IMAGE_WIDTHS.SMALL, IMAGE_WIDTHS.REGULAR]) : null;
          const picture = image ? <img src={image.src} srcSet={image.srcSet} sizes="8rem" alt="" width={80} height={100} loading="lazy" /> : <span className={styles.picturePlaceholder} />;
          return (
            <li key={`${line.sku}-${index}`} className={styles.line} data-testid="order-line">
              {line.path ? (
                <Link to={storePath(line.path)} tabIndex={-1} aria-hidden="true">
                  {picture}
                </Link>
              ) : (
                picture
              )}
              <div className={styles.lineInfo}>
                <h3>{line.path ? <Link to={storePath(line.path)}>{line.name}</Link> : line.name}</h3>
                <LineChoices choices={line.choices} />
                <p className={styles.meta}>{t('orderHistory.sku', { sku: line.sku })}</p>
                <div className={styles.linePrices}>
                  <span className={styles.meta}>
                    {line.gift ? t('orderHistory.quantity', { quantity: line.quantity }) : `${t('orderHistory.quantity', { quantity: line.quantity })} · ${t('orderHistory.unitPrice', { price: line.price })}`}
                  </span>
                  <span className={styles.amount}>{line.gift ? t('orderHistory.gift') : line.rowTotal}</span>
                </div>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

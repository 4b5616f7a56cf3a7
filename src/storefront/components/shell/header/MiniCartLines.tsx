/**
 * The mini cart's content: the bag's lines (picture, name, options, quantity, price), the subtotal
 * and the way to the bag page. The data is the bag page's own (its loader, through a fetcher),
 * asked again each time the drawer opens.
 */
import { useEffect } from 'react';
import { Link, useFetcher } from 'react-router';
import { IMAGE_WIDTHS } from '../../../../rules/catalog.ts';
import { useT } from '../../../i18n/useT.ts';
import type { CartPageData } from '../../../lib/cart/cartPage.server.ts';
import { productImageSources } from '../../../lib/storeView/images.ts';
import { useStorePath } from '../StoreContext.tsx';
import { LineChoices } from '../../cart/LineChoices.tsx';

/**
 * `styles` are the header's (Header.module.css), handed over by MiniCart: a stylesheet imported
 * here would leave the page's one stylesheet and load with this script.
 */
export default function MiniCartLines({ open, onClose, styles }: { open: boolean; onClose: () => void; styles: Readonly<Record<string, string>> }) {
  const t = useT();
  const storePath = useStorePath();
  const fetcher = useFetcher<CartPageData>({ key: 'mini-cart' });
  const { load } = fetcher;
  const bagPath = storePath('/cart');
  useEffect(() => {
    if (open) void load(bagPath);
  }, [open, load, bagPath]);

  const cart = fetcher.data?.cart;
  if (!fetcher.data) return <p role="status">{t('minicart.loading')}</p>;
  if (!cart || cart.lines.length === 0) {
    return (
      <>
        <p className={styles.miniCartEmpty}>{t('minicart.empty')}</p>
        <Link className="button button--primary" to={storePath('/')} onClick={onClose}>
          {t('service.continueShopping')}
        </Link>
        <Link className="button button--link" to={bagPath} onClick={onClose}>
          {t('minicart.viewBag')}
        </Link>
      </>
    );
  }
  return (
    <>
      <ul className={styles.miniCartLines} aria-label={t('cart.lines')}>
        {cart.lines.map((line) => {
          const image = line.image ? productImageSources(line.image.file, [IMAGE_WIDTHS.THUMBNAIL, IMAGE_WIDTHS.SMALL]) : null;
          return (
            <li key={line.uid} className={styles.miniCartLine} data-testid="mini-cart-line">
              <div className={styles.miniCartImage}>
                {image ? <img src={image.src} srcSet={image.srcSet} sizes="9.6rem" alt="" width={80} height={100} /> : null}
              </div>
              <div className={styles.miniCartInfo}>
                <p className={styles.miniCartName}>
                  <Link to={storePath(line.path)} onClick={onClose}>
                    {line.name}
                  </Link>
                </p>
                <LineChoices choices={line.choices} />
                {line.isGift ? <p className={styles.miniCartGift}>{t('cart.gift')}</p> : null}
                <p>{t('cart.quantityValue', { quantity: line.quantity })}</p>
                <p className={styles.miniCartPrice}>{line.rowTotal}</p>
                {line.error ? <p className={styles.miniCartError}>{line.error}</p> : null}
              </div>
            </li>
          );
        })}
      </ul>
      <dl className={styles.miniCartTotals}>
        <div className={styles.miniCartSubtotal}>
          <dt>{t('cart.subtotal')}</dt>
          <dd>{cart.subtotal}</dd>
        </div>
      </dl>
      <Link className="button button--primary" to={bagPath} onClick={onClose}>
        {t('cart.viewBagCount', { count: cart.itemCount })}
      </Link>
    </>
  );
}

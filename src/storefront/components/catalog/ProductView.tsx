/**
 * A product page: gallery, name and item number, price (the chosen variant's, once chosen), stock
 * and delivery, the gold price breakdown, options, what a pair or set holds, buying, the jewellery
 * attributes and the description. Reports `view_item` to analytics once per product.
 */
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useT } from '../../i18n/useT.ts';
import { useVariantSelection } from './useVariantSelection.ts';
import { pushDataLayer } from '../../lib/chrome/analytics.ts';
import type { CartNotice } from '../../lib/cart/cartNotice.ts';
import type { ProductPageData, Stock } from '../../lib/catalog/productPage.server.ts';
import type { ShelfTag } from '../../lib/staff/shelfTags.server.ts';
import type { PriceText, RewardPoints } from '../../lib/catalog/productCard.ts';
import { ContentBlocks } from '../content/ContentBlocks.tsx';
import { useStorePath } from '../shell/StoreContext.tsx';
import { Breadcrumbs } from './Breadcrumbs.tsx';
import { GoldPriceBreakdown } from './GoldPriceBreakdown.tsx';
import { JewelleryAttributes } from './JewelleryAttributes.tsx';
import { ProductGallery } from './ProductGallery.tsx';
import { ProductOptions } from './ProductOptions.tsx';
import { ProductPurchase, RewardExchange } from './ProductPurchase.tsx';
import { ProductSetItems } from './ProductSetItems.tsx';
import { isMadeToOrderType } from '../../lib/customizer/designListing.ts';
import styles from './product.module.css';

export function ProductView({ product, bagNotice = null, staffTags = null }: { product: ProductPageData; bagNotice?: CartNotice | null; staffTags?: ShelfTag[] | null }) {
  const t = useT();
  const variants = useVariantSelection(product.options, product.variants, product.selected, product.gallery);
  const shown = variants.variant ?? product;
  useViewItemEvent(product.analytics);

  return (
    <div className={`page-width ${styles.product}`}>
      <Breadcrumbs crumbs={product.breadcrumbs} />
      <div className={styles.layout}>
        <ProductGallery images={variants.gallery} />
        <div className={styles.info}>
          <header>
            <h1 className={styles.name}>{product.name}</h1>
            <p className={styles.sku}>{t('product.sku', { sku: product.sku })}</p>
          </header>
          {product.points ? <RewardPrice points={product.points} /> : <ProductPrice price={shown} from={product.priceFrom && !variants.variant} />}
          {isMadeToOrderType(product.typeId) ? <MadeToOrderLine deliveryDays={product.deliveryDays} /> : <StockLine stock={variants.variant ?? product.stock} deliveryDays={product.deliveryDays} />}
          {product.goldPrice ? <GoldPriceBreakdown gold={product.goldPrice} /> : null}
          <ProductOptions options={product.options} selection={variants.selection} select={variants.select} stateOf={variants.stateOf} />
          {product.soldUnsized ? <RingSizing /> : null}
          <ProductSetItems product={product} />
          {product.points ? <RewardExchange /> : <ProductPurchase product={product} variant={variants.variant} bagNotice={bagNotice} staffTags={staffTags} />}
          <JewelleryAttributes rows={product.attributes} />
          {product.description.length > 0 ? (
            <section className={styles.description} aria-labelledby="product-description-title">
              <h2 id="product-description-title" className={styles.sectionTitle}>
                {t('product.description')}
              </h2>
              <ContentBlocks blocks={product.description} />
            </section>
          ) : null}
        </div>
      </div>
    </div>
  );
}

function ProductPrice({ price, from }: { price: PriceText; from: boolean }) {
  const t = useT();
  return (
    // Announced when a choice of size or colour changes it.
    <p className={styles.price} aria-live="polite">
      <span className={price.regularPrice ? styles.salePrice : undefined}>{from ? t('product.priceFrom', { price: price.price }) : price.price}</span>
      {price.regularPrice ? (
        <s className={styles.regularPrice}>
          <span className="visually-hidden">{t('product.regularPrice', { price: price.regularPrice })}</span>
          <span aria-hidden="true">{price.regularPrice}</span>
        </s>
      ) : null}
      {price.percentOff ? <span className={styles.percentOff}>{t('product.percentOff', { percent: price.percentOff })}</span> : null}
    </p>
  );
}

function RewardPrice({ points }: { points: RewardPoints }) {
  const t = useT();
  return <p className={styles.price}>{t('member.pointsValue', { count: points.count, points: points.text })}</p>;
}

/** Rings sold in one size say how sizing works, as the size guide does for rings sold by size. */
function RingSizing() {
  const t = useT();
  const storePath = useStorePath();
  return (
    <section className={styles.ringSizing} aria-labelledby="ring-sizing-title" data-testid="ring-sizing">
      <h2 id="ring-sizing-title" className={styles.sectionTitle}>
        {t('product.ringSizing')}
      </h2>
      <p>
        {t('product.ringSizingText')} <Link to={storePath('/storelocator')}>{t('product.findShop')}</Link>
      </p>
    </section>
  );
}

function StockLine({ stock, deliveryDays }: { stock: Stock; deliveryDays: number | null }) {
  const t = useT();
  return (
    <p className={styles.stock} data-in-stock={stock.inStock || undefined}>
      <span>{stock.inStock ? (stock.onlyLeft ? t('product.onlyLeft', { count: stock.onlyLeft }) : t('product.inStock')) : t('product.outOfStock')}</span>
      {stock.inStock && deliveryDays ? <span>{t('product.deliveryDays', { days: deliveryDays })}</span> : null}
    </p>
  );
}

/** A made-to-order piece is not on a shelf: it is made for the shopper, in about so many days. */
function MadeToOrderLine({ deliveryDays }: { deliveryDays: number | null }) {
  const t = useT();
  return (
    <p className={styles.stock} data-testid="made-to-order-line">
      <span>{t('product.madeToOrder')}</span>
      {deliveryDays ? <span>{t('product.madeInDays', { days: deliveryDays })}</span> : null}
    </p>
  );
}

/**
 * GA4's view_item (docs/design.md, Storefront), once per product: keyed by SKU so that reloading the page's data
 * (a variant chosen through the form) is not a second view. The ecommerce object is cleared first,
 * as GA4 asks.
 */
function useViewItemEvent(item: ProductPageData['analytics']) {
  useEffect(() => {
    pushDataLayer({ ecommerce: null });
    pushDataLayer({
      event: 'view_item',
      ecommerce: {
        currency: item.currency,
        value: item.value,
        items: [{ item_id: item.item_id, item_name: item.item_name, item_category: item.item_category ?? undefined, price: item.value, quantity: 1 }],
      },
    });
  }, [item.item_id]);
}

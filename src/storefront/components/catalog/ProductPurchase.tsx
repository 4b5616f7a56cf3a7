/**
 * Buying: "Add to bag" posts to the bag's action (routes/cart.tsx) with the product's SKU, or the
 * chosen variant's with its configurable parent (spec 001 §7 Add item: parentSku), or a bundle's
 * choices. With scripts a fetcher sends it; once the bag has the piece the header's count follows
 * its answer and the mini cart opens on it, and the answer (added, or the API's refusal such as
 * "The requested qty is not available") shows beside the button; without, the post goes to the
 * bag, or comes back here with the refusal. The heart beside it keeps the piece, with the chosen
 * variant, in the wishlist (WishlistHeart). A made-to-order piece is not added as it is: its page
 * leads to the design's steps in the customizer instead. Staff add other pieces by their QR code
 * only (spec 000 §4): they see the code where shoppers see Add to bag.
 */
import { useState } from 'react';
import { Link, useFetcher, useLocation } from 'react-router';
import { useT } from '../../i18n/useT.ts';
import { useShare } from '../../hooks/useShare.ts';
import type { CartActionResult } from '../../lib/cart/cartActions.server.ts';
import type { CartNotice } from '../../lib/cart/cartNotice.ts';
import { piecesAdded } from '../../lib/cart/cartCount.ts';
import type { ProductPageData, Variant } from '../../lib/catalog/productPage.server.ts';
import { ScriptedField } from '../cart/ScriptedField.tsx';
import { useNoticeText } from '../cart/CartNotices.tsx';
import { useCartAnswer } from '../cart/useCartAnswer.ts';
import { designPath } from '../../lib/customizer/customizerPaths.ts';
import { isMadeToOrderType } from '../../lib/customizer/designListing.ts';
import { whatsappHref } from '../../lib/service/customerService.ts';
import { Icon } from '../icons/Icon.tsx';
import { useStore, useStorePath } from '../shell/StoreContext.tsx';
import { WishlistHeart } from '../wishlist/WishlistHeart.tsx';
import type { ShelfTag } from '../../lib/staff/shelfTags.server.ts';
import { StaffProductCode } from '../staff/StaffProductCode.tsx';
import styles from './product.module.css';

interface ProductPurchaseProps {
  product: ProductPageData;
  /** The variant the shopper chose, for a configurable product. */
  variant: Variant | null;
  /** What the bag said after a post without scripts. */
  bagNotice: CartNotice | null;
  /** A staff member's shelf tags of the piece: they scan its QR code rather than add it (spec 000 §4). */
  staffTags?: ShelfTag[] | null;
}

export function ProductPurchase({ staffTags, ...props }: ProductPurchaseProps) {
  if (isMadeToOrderType(props.product.typeId)) return <DesignYours product={props.product} />;
  if (staffTags) return <StaffProductCode tags={staffTags} product={props.product} variant={props.variant} />;
  return <BagPurchase {...props} />;
}

/** A made-to-order piece: the way to design it, and the heart that keeps it. */
function DesignYours({ product }: { product: ProductPageData }) {
  const t = useT();
  const storePath = useStorePath();
  return (
    <div className={styles.purchase}>
      <div className={styles.purchaseButtons}>
        <Link to={storePath(designPath(product.sku))} className="button button--primary" aria-describedby="design-yours-text" data-testid="design-yours">
          {t('tosi.designYours')}
        </Link>
        <WishlistHeart sku={product.sku} name={product.name} variantSku={null} selectedOptions={[]} placement="page" />
      </div>
      <p id="design-yours-text" className={styles.bagStatus}>
        {t('tosi.designYoursText')}
      </p>
    </div>
  );
}

function BagPurchase({ product, variant, bagNotice }: ProductPurchaseProps) {
  const t = useT();
  const storePath = useStorePath();
  const share = useShare();
  const location = useLocation();
  const noticeText = useNoticeText();
  const fetcher = useFetcher<CartActionResult>({
    key: `add-to-bag-${product.sku}`,
  });
  // Asked for only once the shopper tries to add without choosing: on arrival it would read as an error.
  const [askedToChoose, setAskedToChoose] = useState(false);
  const answer = useCartAnswer(fetcher, (settled) => {
    if (settled.ok) piecesAdded();
  });

  const configurable = product.options.length > 0;
  const sku = configurable ? variant?.sku : product.sku;
  const soldOut = configurable ? variant !== null && !variant.inStock : !product.stock.inStock;
  const busy = fetcher.state !== 'idle';
  const result = fetcher.state === 'idle' ? fetcher.data : undefined;
  const refusal = result && !result.ok ? (result.error ?? noticeText(result.notice)) : bagNotice && bagNotice.kind !== 'added' ? noticeText(bagNotice) : null;

  return (
    <div className={styles.purchase}>
      <div className={styles.purchaseButtons}>
      <fetcher.Form
        method="post"
        action={storePath('/cart')}
        className={styles.purchaseForm}
        onSubmit={(event) => {
          if (!sku) {
            event.preventDefault();
            setAskedToChoose(true);
            return;
          }
          const price = variant?.value ?? product.analytics.value;
          answer.expect({
            event: 'add_to_cart',
            item: {
              item_id: sku,
              item_name: product.name,
              price,
              currency: product.analytics.currency,
            },
            quantity: 1,
          });
        }}
      >
        <input type="hidden" name="intent" value="add" />
        {sku ? <input type="hidden" name="sku" value={sku} /> : null}
        {configurable && sku ? <input type="hidden" name="parentSku" value={product.sku} /> : null}
        {product.bundleChoices.map((uid) => (
          <input key={uid} type="hidden" name="selectedOptions" value={uid} />
        ))}
        <input type="hidden" name="quantity" value="1" />
        <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
        <ScriptedField />
        <button type="submit" className="button button--primary" disabled={soldOut || busy} aria-describedby="add-to-bag-status" data-testid="add-to-bag">
          <Icon name="bag" size={18} />
          {busy ? t('cart.adding') : t('product.addToBag')}
        </button>
      </fetcher.Form>
      <WishlistHeart sku={product.sku} name={product.name} variantSku={configurable ? sku : null} selectedOptions={product.bundleChoices} placement="page" />
      </div>
      <div id="add-to-bag-status" className={styles.bagStatus} role="status" aria-live="polite">
        {configurable && !sku && askedToChoose ? <p className={styles.bagError}>{t('cart.chooseOptions')}</p> : null}
        {refusal ? <p className={styles.bagError}>{refusal}</p> : null}
        {result?.ok ? (
          <p>
            {t('cart.notice.added')} <Link to={storePath('/cart')}>{t('minicart.viewBag')}</Link>
          </p>
        ) : null}
      </div>
      {soldOut ? <ReserveAtShop name={product.name} sku={sku ?? product.sku} /> : null}
      <button type="button" className={`button button--link ${styles.share}`} onClick={() => share({ title: product.name, url: product.url })}>
        <Icon name="share" size={18} />
        {t('product.share')}
      </button>
    </div>
  );
}

/**
 * A sold-out piece (or size) is often still in a shop: the shopper can ask customer service on
 * WhatsApp to reserve it there, or find a shop, rather than meet a dead end.
 */
function ReserveAtShop({ name, sku }: { name: string; sku: string }) {
  const t = useT();
  const storePath = useStorePath();
  const { whatsapp } = useStore().store.customerService;
  return (
    <div className={styles.reserve} data-testid="reserve-at-shop">
      <p>{t('product.soldOutOnline')}</p>
      <p className={styles.reserveLinks}>
        {whatsapp ? (
          <a className="button" href={whatsappHref(whatsapp, t('product.reserveMessage', { name, sku }))} target="_blank" rel="noopener noreferrer">
            <Icon name="chat" size={18} />
            {t('product.reserveAtShop')}
            <span className="visually-hidden"> {t('service.opensInNewTab')}</span>
          </a>
        ) : null}
        <Link to={storePath('/storelocator')}>{t('product.findShop')}</Link>
      </p>
    </div>
  );
}

/**
 * A member reward (a point simple product, spec 000 §3) is exchanged for points in Rewards, where
 * the member's balance and the exchange's review are: it never goes in the bag at a price of 0.
 */
export function RewardExchange() {
  const t = useT();
  const storePath = useStorePath();
  return (
    <div className={styles.reward} data-testid="reward-exchange">
      <p>{t('product.rewardIntro')}</p>
      <Link className="button button--primary" to={storePath('/rewards')}>
        {t('product.rewardExchange')}
      </Link>
    </div>
  );
}

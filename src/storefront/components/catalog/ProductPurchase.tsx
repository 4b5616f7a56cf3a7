/**
 * Buying: "Add to bag" posts to the bag's action (routes/cart.tsx) with the product's SKU, or the
 * chosen variant's with its configurable parent (spec 001 §7 Add item: parentSku), or a bundle's
 * choices. With scripts a fetcher sends it, the header's count goes up at once and the answer
 * (added, or the API's refusal such as "The requested qty is not available") shows beside the
 * button; without, the post goes to the bag, or comes back here with the refusal. The heart beside
 * it keeps the piece, with the chosen variant, in the wishlist (WishlistHeart).
 */
import { useRef } from 'react';
import { Link, useFetcher, useLocation } from 'react-router';
import { useT } from '../../i18n/useT.ts';
import { useShare } from '../../hooks/useShare.ts';
import type { CartActionResult } from '../../lib/cartActions.server.ts';
import type { CartNotice } from '../../lib/cart/cartNotice.ts';
import { addPendingPieces } from '../../lib/cartCount.ts';
import type { ProductPageData, Variant } from '../../lib/productPage.server.ts';
import { ScriptedField } from '../cart/ScriptedField.tsx';
import { useNoticeText } from '../cart/CartNotices.tsx';
import { useCartAnswer } from '../cart/useCartAnswer.ts';
import { Icon } from '../icons/Icon.tsx';
import { useStorePath } from '../shell/StoreContext.tsx';
import { WishlistHeart } from '../wishlist/WishlistHeart.tsx';
import styles from './product.module.css';

interface ProductPurchaseProps {
  product: ProductPageData;
  /** The variant the shopper chose, for a configurable product. */
  variant: Variant | null;
  /** What the bag said after a post without scripts. */
  bagNotice: CartNotice | null;
}

export function ProductPurchase({ product, variant, bagNotice }: ProductPurchaseProps) {
  const t = useT();
  const storePath = useStorePath();
  const share = useShare();
  const location = useLocation();
  const noticeText = useNoticeText();
  const fetcher = useFetcher<CartActionResult>({
    key: `add-to-bag-${product.sku}`,
  });
  const settlePending = useRef<(() => void) | null>(null);
  const answer = useCartAnswer(fetcher, () => {
    settlePending.current?.();
    settlePending.current = null;
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
            return;
          }
          settlePending.current?.();
          settlePending.current = addPendingPieces(1);
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
        {configurable && !sku ? <p>{t('cart.chooseOptions')}</p> : null}
        {refusal ? <p className={styles.bagError}>{refusal}</p> : null}
        {result?.ok ? (
          <p>
            {t('cart.notice.added')} <Link to={storePath('/cart')}>{t('minicart.viewBag')}</Link>
          </p>
        ) : null}
      </div>
      <button type="button" className={`button button--link ${styles.share}`} onClick={() => share({ title: product.name, url: product.url })}>
        <Icon name="share" size={18} />
        {t('product.share')}
      </button>
    </div>
  );
}

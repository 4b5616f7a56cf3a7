/**
 * The heart on a product page or card: a form posting to the wishlist's action (routes/wishlist.tsx)
 * that adds the piece, or removes the item holding it. It works before scripts load (the action
 * sends the page back, or a guest to sign in and back, the piece then added); after hydration a
 * fetcher sends it and the heart fills or empties at once, going back if the list refuses.
 * Hidden where the header's wishlist link is (Malaysia, role 1: spec 000 §2 Layout).
 */
import { useEffect } from 'react';
import { useFetcher, useLocation } from 'react-router';
import { useT } from '../../i18n/useT.ts';
import { useWishlistPieces } from './useWishlistPieces.ts';
import type { WishlistActionResult } from '../../lib/wishlist/wishlistActions.server.ts';
import { ScriptedField } from '../cart/ScriptedField.tsx';
import { Icon } from '../icons/Icon.tsx';
import { useStorePath } from '../shell/StoreContext.tsx';
import { useToasts } from '../toast/ToastProvider.tsx';
import styles from './wishlist.module.css';

export interface WishlistHeartProps {
  /** The product shown: the configurable product for a variant. */
  sku: string;
  name: string;
  /** The chosen variant of a configurable product, added with `sku` as its parent. */
  variantSku?: string | null;
  /** Option value uids chosen (a bundle's choices). */
  selectedOptions?: readonly string[];
  placement: 'card' | 'page';
}

export function WishlistHeart({ sku, name, variantSku, selectedOptions = [], placement }: WishlistHeartProps) {
  const t = useT();
  const storePath = useStorePath();
  const location = useLocation();
  const { show, itemOf } = useWishlistPieces();
  const { addToast } = useToasts();
  const fetcher = useFetcher<WishlistActionResult>({ key: `wishlist-heart-${sku}` });
  const item = itemOf(sku);
  const pending = fetcher.formData?.get('intent');
  // Optimistic: what the shopper asked for until the answer comes, then the list as it now is.
  const filled = pending ? pending === 'add' : Boolean(item);
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;

  useEffect(() => {
    if (answer && !answer.ok) addToast({ id: 'wishlist-heart', type: 'error', message: answer.reason ?? t('wishlist.heartFailed'), dismissable: true });
  }, [answer, addToast, t]);

  if (!show) return null;
  return (
    <fetcher.Form method="post" action={storePath('/wishlist')} className={placement === 'card' ? styles.cardHeart : styles.pageHeart}>
      <input type="hidden" name="intent" value={item ? 'remove' : 'add'} />
      {item ? <input type="hidden" name="itemId" value={item} /> : null}
      <input type="hidden" name="sku" value={variantSku ?? sku} />
      {variantSku ? <input type="hidden" name="parentSku" value={sku} /> : null}
      {selectedOptions.map((uid) => (
        <input key={uid} type="hidden" name="selectedOptions" value={uid} />
      ))}
      <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
      <ScriptedField />
      <button
        type="submit"
        className={placement === 'card' ? styles.heartButton : `button ${styles.heartPageButton}`}
        aria-pressed={filled}
        // A card's heart has no words of its own; the page's says "Wishlist", its name then follows.
        aria-label={placement === 'card' ? t(filled ? 'wishlist.heartRemove' : 'wishlist.heartAdd', { name }) : undefined}
        data-filled={filled || undefined}
        // Filled at once, kept only once the list has answered: busy until then.
        aria-busy={fetcher.state !== 'idle' || undefined}
        data-testid="wishlist-heart"
      >
        <Icon name="heart" size={placement === 'card' ? 20 : 18} />
        {placement === 'page' ? (
          <>
            {t('product.addToWishlist')}
            <span className="visually-hidden">: {name}</span>
          </>
        ) : null}
      </button>
    </fetcher.Form>
  );
}

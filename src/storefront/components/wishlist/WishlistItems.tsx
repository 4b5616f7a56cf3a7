/**
 * The pieces of a wishlist as cards: picture, name, chosen options, price in the website's money
 * and whether the piece can be bought now. On the owner's page each has "Add to bag" and "Remove",
 * forms posting to the wishlist's action: with scripts a fetcher sends them (a removed piece
 * leaves at once, the header's bag count follows an add), without, the page comes back with a
 * notice. The shared list (/favourite/) draws the same cards, read-only.
 */
import { useEffect } from 'react';
import { Link, useFetcher } from 'react-router';
import { useT } from '../../i18n/useT.ts';
import { cartCountChanged } from '../../lib/cart/cartCount.ts';
import { productImageSources } from '../../lib/storeView/images.ts';
import { LineChoices } from '../cart/LineChoices.tsx';
import type { WishlistActionResult } from '../../lib/wishlist/wishlistActions.server.ts';
import type { WishlistEntry } from '../../lib/wishlist/wishlistView.ts';
import { ScriptedField } from '../cart/ScriptedField.tsx';
import { useStorePath } from '../shell/StoreContext.tsx';
import styles from './wishlist.module.css';

export function WishlistItems({ entries, editable }: { entries: WishlistEntry[]; editable: boolean }) {
  return (
    <ul className={styles.items}>
      {entries.map((entry) => (
        <WishlistItem key={entry.itemId} entry={entry} editable={editable} />
      ))}
    </ul>
  );
}

function WishlistItem({ entry, editable }: { entry: WishlistEntry; editable: boolean }) {
  const t = useT();
  const storePath = useStorePath();
  const fetcher = useFetcher<WishlistActionResult>({ key: `wishlist-item-${entry.itemId}` });
  const { card } = entry;
  const name = card?.name ?? entry.sku;
  const image = card?.image ? productImageSources(card.image.file) : null;
  const pending = fetcher.formData?.get('intent');
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;

  useEffect(() => {
    // Moving a piece to the bag set the count cookie: the header draws it again.
    if (answer?.intent === 'to-bag') cartCountChanged();
  }, [answer]);

  // A piece being removed leaves at once; it comes back only if the list refuses.
  if (pending === 'remove') return null;
  const badge = { inStock: null, outOfStock: t('product.outOfStock'), chooseOptions: null, gone: t('wishlist.gone') }[entry.availability];
  const error = answer && !answer.ok ? (answer.notice === 'removeFailed' ? t('wishlist.removeFailed') : t('wishlist.addToBagFailed', { reason: answer.reason ?? '' })) : null;

  return (
    <li className={styles.item} data-testid="wishlist-item" data-sku={entry.sku}>
      {card ? (
        <Link to={storePath(card.path)} className={styles.imageBox} tabIndex={-1} aria-hidden="true">
          {image ? <img src={image.src} srcSet={image.srcSet} sizes="(min-width: 768px) 22rem, 45vw" alt="" width={320} height={400} loading="lazy" decoding="async" /> : null}
          {badge ? <span className={styles.badge}>{badge}</span> : null}
        </Link>
      ) : (
        <div className={styles.imageBox}>{badge ? <span className={styles.badge}>{badge}</span> : null}</div>
      )}
      <h2 className={styles.name}>{card ? <Link to={storePath(card.path)}>{name}</Link> : name}</h2>
      <LineChoices choices={entry.choices} className={styles.details} />
      {entry.quantity > 1 ? <p className={styles.details}>{t('wishlist.quantity', { quantity: entry.quantity })}</p> : null}
      {card ? (
        <p className={styles.price}>
          {card.price}
          {card.regularPrice ? (
            <s className={styles.regularPrice}>
              <span className="visually-hidden">{t('product.regularPrice', { price: card.regularPrice })}</span>
              <span aria-hidden="true">{card.regularPrice}</span>
            </s>
          ) : null}
        </p>
      ) : null}
      {editable ? (
        <div className={styles.actions}>
          {entry.availability === 'chooseOptions' && card ? (
            <Link to={storePath(card.path)} className="button button--primary">
              {t('wishlist.chooseOptions')}
            </Link>
          ) : (
            <fetcher.Form method="post" action={storePath('/wishlist')}>
              <input type="hidden" name="intent" value="to-bag" />
              <input type="hidden" name="itemId" value={entry.itemId} />
              <ScriptedField />
              <button
                type="submit"
                className="button button--primary"
                disabled={entry.availability !== 'inStock' || fetcher.state !== 'idle'}
                data-testid="wishlist-to-bag"
              >
                {t('wishlist.addToBag')}
                <span className="visually-hidden">: {name}</span>
              </button>
            </fetcher.Form>
          )}
          <fetcher.Form method="post" action={storePath('/wishlist')}>
            <input type="hidden" name="intent" value="remove" />
            <input type="hidden" name="itemId" value={entry.itemId} />
            <ScriptedField />
            <button type="submit" className="button" aria-label={t('wishlist.removeNamed', { name })} data-testid="wishlist-remove">
              {t('wishlist.remove')}
            </button>
          </fetcher.Form>
          {error ? (
            <p className={styles.notice} data-kind="error" role="alert">
              {error}
            </p>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

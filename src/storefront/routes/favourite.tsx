/**
 * Favourites (spec 000 §2 /favourite/): a shared wishlist, opened from the link its owner shared
 * (`/favourite/?code=…`, the list's sharing code). Anyone with the link sees the pieces, read-only,
 * with the owner's first name and nothing else about them. Without a code the route is the
 * shopper's own list: /wishlist, which asks a guest to sign in (docs/decisions.md).
 */
import { data, Link, redirect } from 'react-router';
import type { Route } from './+types/favourite';
import { useStorePath } from '../components/shell/StoreContext.tsx';
import { WishlistItems } from '../components/wishlist/WishlistItems.tsx';
import { useT } from '../i18n/useT.ts';
import { pageData } from '../lib/api/graphql.ts';
import { messageOf, pageMeta } from '../lib/storeView/meta.ts';
import { requireStoreView } from '../lib/http/storeRequest.server.ts';
import { storePath } from '../lib/storeView/storeView.ts';
import { SHARED_WISHLIST } from '../lib/wishlist/operations.ts';
import { toWishlistEntries } from '../lib/wishlist/wishlistView.ts';
import styles from '../components/wishlist/wishlist.module.css';

export const meta: Route.MetaFunction = ({ matches, location, data: loaderData }) =>
  pageMeta(
    { matches, location },
    {
      title: loaderData?.owner ? messageOf(matches, 'wishlist.sharedTitle', { name: loaderData.owner }) : messageOf(matches, 'header.wishlist'),
      description: loaderData?.owner ? messageOf(matches, 'wishlist.sharedDescription', { name: loaderData.owner }) : undefined,
      noIndex: true,
    },
  );

export async function loader(args: Route.LoaderArgs) {
  const view = requireStoreView(args);
  const code = new URL(args.request.url).searchParams.get('code')?.trim();
  if (!code) throw redirect(storePath(view, '/wishlist'));
  const answer = await args.context.client.query(SHARED_WISHLIST, { code: code.slice(0, 64) }, { anonymous: true }).then(pageData);
  const list = answer.sharedWishlist;
  if (!list) return data({ owner: null, entries: [] }, { status: 404 });
  return { owner: list.owner_firstname, entries: toWishlistEntries(list.items_v2?.items ?? [], view) };
}

export default function FavouritePage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const storePath = useStorePath();
  const { owner, entries } = loaderData;
  return (
    <div className={`page-width ${styles.page}`}>
      <header className={styles.header}>
        <div className={styles.title}>
          <h1>{owner ? t('wishlist.sharedTitle', { name: owner }) : t('header.wishlist')}</h1>
          {entries.length ? <p className={styles.count}>{t('category.itemCount', { count: entries.length })}</p> : null}
        </div>
      </header>
      {entries.length ? (
        <WishlistItems entries={entries} editable={false} />
      ) : (
        <div className={styles.empty}>
          <p>{owner ? t('wishlist.sharedEmpty') : t('wishlist.sharedNotFound')}</p>
          <Link to={storePath('/')} className="button button--primary">
            {t('service.continueShopping')}
          </Link>
        </div>
      )}
    </div>
  );
}

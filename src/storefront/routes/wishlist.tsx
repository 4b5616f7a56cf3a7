/**
 * The wishlist (spec 000 §2 /wishlist, "needs sign-in"): the member's pieces with their pictures
 * and prices, each to add to the bag or remove, a way to share the list (its /favourite/ link, by
 * the system share sheet or copied), and, when empty, the way back to shopping. Guests are sent to
 * sign in and back. Its action is also where every heart posts (components/wishlist/WishlistHeart):
 * a guest's heart is kept until they have signed in, then added.
 */
import { data, Link, redirect, useSearchParams } from 'react-router';
import type { Route } from './+types/wishlist';
import { useStore, useStorePath } from '../components/shell/StoreContext.tsx';
import { WishlistItems } from '../components/wishlist/WishlistItems.tsx';
import { useShare } from '../hooks/useShare.ts';
import { useT, type MessageId } from '../i18n/useT.ts';
import { PRIVATE_NO_STORE, refuseCrossSitePost } from '../lib/account/accountForms.server.ts';
import { requireCustomer } from '../lib/account/customerSession.server.ts';
import { isSessionGone, sessionGoneRedirect } from '../lib/session/sessionGone.server.ts';
import { CommerceRequestError } from '../lib/api/graphql.ts';
import { messageOf, pageMeta } from '../lib/storeView/meta.ts';
import { signInPath } from '../lib/session/signInRedirect.ts';
import { requireStoreView } from '../lib/http/storeRequest.server.ts';
import { storePath } from '../lib/storeView/storeView.ts';
import { WISHLIST_PAGE } from '../lib/wishlist/operations.ts';
import { pendingPieceCookie } from '../lib/wishlist/pendingPiece.server.ts';
import { runWishlistIntent, type WishlistActionResult, type WishlistNoticeKind } from '../lib/wishlist/wishlistActions.server.ts';
import { toWishlistEntries } from '../lib/wishlist/wishlistView.ts';
import { parseWishlistInput } from '../../rules/wishlistInput.ts';
import styles from '../components/wishlist/wishlist.module.css';

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ matches, location }, { title: messageOf(matches, 'header.wishlist'), description: messageOf(matches, 'wishlist.pageDescription'), noIndex: true });

export async function loader(args: Route.LoaderArgs) {
  const view = requireStoreView(args);
  requireCustomer(args);
  const answer = await args.context.client.query(WISHLIST_PAGE);
  if (isSessionGone(answer.errors)) throw sessionGoneRedirect(args);
  const list = answer.data?.customer?.wishlists[0];
  if (!list) throw new CommerceRequestError(answer.errors);
  const origin = args.context.settings.publicUrl;
  return data(
    {
      entries: toWishlistEntries(list.items_v2?.items ?? [], view),
      shareUrl: list.sharing_code ? `${origin}${storePath(view, '/favourite/')}?${new URLSearchParams({ code: list.sharing_code })}` : null,
    },
    { headers: PRIVATE_NO_STORE },
  );
}

const NOTICES: Record<WishlistNoticeKind, MessageId> = {
  added: 'wishlist.heartAdd',
  removed: 'wishlist.removed',
  movedToBag: 'wishlist.addedToBag',
  removeFailed: 'wishlist.removeFailed',
  toBagFailed: 'wishlist.addToBagFailed',
  failed: 'wishlist.heartFailed',
};

export async function action(args: Route.ActionArgs) {
  refuseCrossSitePost(args);
  const view = requireStoreView(args);
  const form = await args.request.formData();
  const scripted = form.get('js') === '1';
  const { input, returnTo } = parseWishlistInput(form);
  const back = returnTo ?? storePath(view, '/wishlist');
  const { secure } = args.context.session;

  if (!args.context.session.signedIn) {
    // A guest's heart: kept while they sign in, added as their session starts, then back here.
    const headers = new Headers(PRIVATE_NO_STORE);
    if (input.success && input.data.intent === 'add') {
      const { sku, parentSku, selectedOptions } = input.data;
      headers.append('Set-Cookie', pendingPieceCookie({ store: view.code, sku, parentSku, selectedOptions }, secure));
    }
    return redirect(signInPath(view, back), { headers });
  }
  if (!input.success) {
    const refused: WishlistActionResult = { intent: null, ok: false, notice: 'failed', reason: null, sessionGone: false };
    // A refusal is the page answering as asked (200), as every form of the shop answers one.
    return scripted ? data(refused) : redirect(back);
  }
  const result = await runWishlistIntent(args, input.data);
  if (result.sessionGone) throw sessionGoneRedirect(args);
  const headers = new Headers(PRIVATE_NO_STORE);
  if (scripted) return data(result, { headers });
  // Without scripts: back to the page the form was on; the list itself says what happened.
  const target = returnTo ?? `${storePath(view, '/wishlist')}?${new URLSearchParams({ done: result.notice })}`;
  return redirect(target, { headers });
}

export default function WishlistPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const storePath = useStorePath();
  const share = useShare();
  const { store } = useStore();
  const [searchParams] = useSearchParams();
  const { entries, shareUrl } = loaderData;
  const done = searchParams.get('done') as WishlistNoticeKind | null;
  const notice = done && done in NOTICES && done !== 'added' ? NOTICES[done] : null;
  return (
    <div className={`page-width ${styles.page}`}>
      <header className={styles.header}>
        <div className={styles.title}>
          <h1>{t('header.wishlist')}</h1>
          {entries.length ? <p className={styles.count}>{t('category.itemCount', { count: entries.length })}</p> : null}
        </div>
        {entries.length && shareUrl ? (
          <button type="button" className="button" onClick={() => share({ title: `${t('wishlist.shareTitle')} · ${store.name}`, url: shareUrl })} data-testid="wishlist-share">
            {t('wishlist.share')}
          </button>
        ) : null}
      </header>
      {notice ? (
        <p className={styles.notice} role="status" data-kind={done?.endsWith('Failed') ? 'error' : undefined}>
          {t(notice, { reason: '' })}
        </p>
      ) : null}
      {entries.length ? (
        <WishlistItems entries={entries} editable />
      ) : (
        <div className={styles.empty}>
          <p>{t('wishlist.empty')}</p>
          <p>{t('wishlist.emptyHint')}</p>
          <Link to={storePath('/')} className="button button--primary">
            {t('service.continueShopping')}
          </Link>
        </div>
      )}
    </div>
  );
}

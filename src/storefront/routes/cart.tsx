/**
 * The shopping bag (spec 000 §2 /cart): its lines, totals, coupon and gifts (a staff member's bag
 * also its scan entry), and the one action every bag form posts to, from this page, the mini cart
 * and the product pages. The form says what
 * it wants in `intent` (rules/cartInput.ts). With scripts a fetcher sends it and gets the answer
 * as data; without, the action redirects back with a short-lived notice cookie (cart/cartNotice.ts).
 * The page reads the shopper's own bag: it is never stored in the page cache (entry.server.tsx).
 */
import { useEffect, useRef } from 'react';
import { data, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/cart';
import { CartLines } from '../components/cart/CartLines.tsx';
import { CartNotices } from '../components/cart/CartNotices.tsx';
import { CartSummary } from '../components/cart/CartSummary.tsx';
import { GiftSelection } from '../components/cart/GiftSelection.tsx';
import { StaffScan } from '../components/cart/StaffScan.tsx';
import { useStore } from '../components/shell/StoreContext.tsx';
import { ShoppingLinks } from '../components/service/ShoppingLinks.tsx';
import { useT } from '../i18n/useT.ts';
import { refusal, runCartIntent, type CartActionResult } from '../lib/cart/cartActions.server.ts';
import { cartCountChanged } from '../lib/cart/cartCount.ts';
import { cartNoticeCookie, clearCartNoticeCookie, readCartNotice } from '../lib/cart/cartNotice.ts';
import { loadCartPage } from '../lib/cart/cartPage.server.ts';
import { CartUnavailableError } from '../lib/cart/cartHandler.server.ts';
import { isCrossSitePost } from '../lib/http/crossSitePost.ts';
import { messageOf, pageMeta } from '../lib/storeView/meta.ts';
import { requireStoreView } from '../lib/http/storeRequest.server.ts';
import { storePath } from '../lib/storeView/storeView.ts';
import { parseCartInput, parseReturnTo } from '../../rules/cartInput.ts';
import { STAFF_ROLE_ID } from '../../rules/staff.ts';
import styles from '../components/cart/cart.module.css';

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(
    { matches, location },
    {
      title: messageOf(matches, 'minicart.title'),
      description: messageOf(matches, 'bag.pageDescription'),
      noIndex: true,
    },
  );

export async function loader(args: Route.LoaderArgs) {
  requireStoreView(args);
  const notice = readCartNotice(args.request.headers.get('cookie'));
  const headers = new Headers();
  if (notice) headers.append('Set-Cookie', clearCartNoticeCookie({ secure: args.context.session.secure }));
  const page = await loadCartPage(args);
  // The member's bag could not be used and they were signed out while the page loaded: the store
  // layout beside this loader read them as signed in, so the page is asked for again and drawn
  // whole as a guest's, with the notice that says why.
  if (args.context.cart.signedOut) {
    const here = new URL(args.request.url);
    throw redirect(`${here.pathname}${here.search}`);
  }
  const chooseGifts = new URL(args.request.url).searchParams.get('gifts') === 'choose';
  return data({ ...page, notice: notice ?? null, chooseGifts }, { headers });
}

export async function action(args: Route.ActionArgs) {
  if (isCrossSitePost(args.request, args.context.settings.publicUrl)) throw new Response('Forbidden', { status: 403 });
  const view = requireStoreView(args);
  const form = await args.request.formData();
  const scripted = form.get('js') === '1';
  const parsed = parseCartInput(form.entries());
  const returnTo = parseReturnTo(form.get('returnTo') ?? undefined);

  let result: CartActionResult;
  try {
    result = parsed.success ? await runCartIntent(args, parsed.data) : refusal(null, 'invalid');
  } catch (error) {
    // createCart failed ("Unable to create cart", spec 001 §7).
    if (!(error instanceof CartUnavailableError)) throw error;
    result = refusal(parsed.data?.intent ?? null, 'failed');
  }
  if (args.context.cart.signedOut) result = { ...result, signedOut: true };
  if (scripted) return data(result);

  // Without scripts: back to the page the form was on (a refused add goes back to its product),
  // the bag after an add, and the gift dialog again (on the bag or the checkout) while gifts are left to choose.
  const bag = storePath(view, '/cart');
  const back = returnTo ?? bag;
  const target = result.giftsLeft ? `${back.split('?')[0]}?gifts=choose` : result.ok && result.intent === 'add' ? bag : back;
  return redirect(target, { headers: { 'Set-Cookie': cartNoticeCookie(result.notice, { secure: args.context.session.secure }) } });
}

export default function CartPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { cart, giftRules, soldOut, notice, chooseGifts } = loaderData;
  // Staff add other than made-to-order pieces by their code (spec 000 §4).
  const staff = useStore().shopper.roleId === STAFF_ROLE_ID;
  const navigation = useNavigation();
  const lines = cart?.lines ?? [];
  const itemCount = cart?.itemCount ?? 0;
  // Each answer of the bag's forms sets the count cookie: the header draws it again.
  const drawnCount = useRef(itemCount);
  useEffect(() => {
    if (drawnCount.current === itemCount) return;
    drawnCount.current = itemCount;
    cartCountChanged();
  }, [itemCount]);
  return (
    <div className={`page-width ${styles.page}`} aria-busy={navigation.state === 'loading' || undefined}>
      <header className={styles.header}>
        <h1>{t('minicart.title')}</h1>
        {cart && cart.itemCount > 0 ? <p className={styles.count}>{t('cart.itemCount', { count: cart.itemCount })}</p> : null}
      </header>
      <CartNotices notice={notice} soldOut={soldOut} />
      {staff ? <StaffScan /> : null}
      {lines.length === 0 ? (
        <div className={styles.empty}>
          <p className={styles.emptyText}>{t('minicart.empty')}</p>
          <ShoppingLinks />
        </div>
      ) : (
        <div className={styles.columns}>
          <div className={styles.main}>
            {giftRules.length > 0 ? <GiftSelection rules={giftRules} startOpen={chooseGifts} /> : null}
            <CartLines lines={lines} />
            {cart!.hasDynamicGold ? <p className={styles.goldNotice}>{t('cart.goldNotice')}</p> : null}
          </div>
          <CartSummary cart={cart!} />
        </div>
      )}
    </div>
  );
}

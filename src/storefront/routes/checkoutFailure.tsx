/**
 * /:store/checkout/failure/ (spec 000 §2 "payment failure"): the payment was declined or ran out
 * of time, so the order is cancelled and its pieces are back in stock. "Back to shopping bag" puts
 * the order's pieces (and its coupon, if still valid) back in the bag to pay again; an order still
 * awaiting its payment is cancelled first, so its stock is released before the bag takes it.
 */
import { Form, Link, redirect } from 'react-router';
import type { Route } from './+types/checkoutFailure';
import { useStorePath } from '../components/shell/StoreContext.tsx';
import { useT } from '../i18n/useT.ts';
import { checkPlacedOrder } from '../lib/checkout/orderCheck.server.ts';
import { RESTORE_CART_OF_ORDER } from '../lib/checkout/orderOperations.ts';
import { isCrossSitePost } from '../lib/http/crossSitePost.ts';
import { messageOf, pageMeta } from '../lib/storeView/meta.ts';
import { requireStoreView } from '../lib/http/storeRequest.server.ts';
import { storePath } from '../lib/storeView/storeView.ts';
import styles from '../components/checkout/checkout.module.css';

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ matches, location }, { title: messageOf(matches, 'checkout.failureTitle'), noIndex: true });

export async function loader(args: Route.LoaderArgs) {
  const view = requireStoreView(args);
  const check = await checkPlacedOrder(args);
  if (!check) throw redirect(storePath(view, '/checkout'));
  if (check.state === 'paid') throw redirect(storePath(view, '/checkout/success/'));
  return { number: check.order.number, state: check.state };
}

/** Back to the bag with the order's pieces in it; failing that, the bag as it is. */
export async function action(args: Route.ActionArgs) {
  if (isCrossSitePost(args.request, args.context.settings.publicUrl)) throw new Response('Forbidden', { status: 403 });
  const view = requireStoreView(args);
  const order = args.context.session.placedOrder;
  if (order && order.state !== 'paid') {
    const answer = await args.context.cart.mutate(RESTORE_CART_OF_ORDER, (cartId) => ({ orderNumber: order.number, accessKey: order.accessKey, cartId }), { create: true });
    const cart = answer?.data?.restoreCartOfOrder?.cart;
    if (cart) args.context.cart.remember(cart);
  }
  return redirect(storePath(view, '/cart'));
}

export default function CheckoutFailurePage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const storePath = useStorePath();
  const pending = loaderData.state === 'pending';
  return (
    <div className={`page-width ${styles.page} ${styles.narrow}`}>
      <header className={styles.header}>
        <h1>{t('checkout.failureTitle')}</h1>
        <p>{t('checkout.orderNumber', { number: loaderData.number })}</p>
      </header>
      <section className={`${styles.panel} ${styles.failure}`} role="status">
        <p>{pending ? t('checkout.failurePending') : t(loaderData.state === 'refund_due' ? 'checkout.failureRefund' : 'checkout.failureText')}</p>
      </section>
      <Form method="post" className={styles.actions}>
        <button type="submit" className="button button--primary">
          {t('checkout.backToBag')}
        </button>
        <Link to={storePath('/')} className="button">
          {t('service.continueShopping')}
        </Link>
      </Form>
    </div>
  );
}

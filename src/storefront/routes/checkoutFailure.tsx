/**
 * /:store/checkout/failure/ (spec 000 §2 "payment failure"): the payment was declined or ran out
 * of time, so the order is cancelled and its pieces are back in stock; the shopper can go back to
 * the bag and shop again.
 */
import { Link, redirect } from 'react-router';
import type { Route } from './+types/checkoutFailure';
import { useStorePath } from '../components/shell/StoreContext.tsx';
import { useT } from '../i18n/useT.ts';
import { checkPlacedOrder } from '../lib/checkout/orderCheck.server.ts';
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
      <p className={styles.actions}>
        <Link to={storePath('/cart')} className="button button--primary">
          {t('checkout.backToBag')}
        </Link>
        <Link to={storePath('/')} className="button">
          {t('service.continueShopping')}
        </Link>
      </p>
    </div>
  );
}

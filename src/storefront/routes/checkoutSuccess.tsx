/**
 * /:store/checkout/success/ (spec 000 §2 "payment success"): the receipt of the order just paid,
 * and for a guest the offer to create an account with the order's email and name (spec 000 §2
 * /create-account "carries the query fields email, firstName and lastName taken from the order's
 * shipping address").
 */
import { Link, redirect } from 'react-router';
import type { Route } from './+types/checkoutSuccess';
import { ReceiptView } from '../components/checkout/ReceiptView.tsx';
import { useStorePath } from '../components/shell/StoreContext.tsx';
import { useT } from '../i18n/useT.ts';
import { useCheckoutEvent } from '../lib/checkout/checkoutAnalytics.ts';
import { checkPlacedOrder } from '../lib/checkout/orderCheck.server.ts';
import { receiptLinesOf } from '../lib/checkout/receiptLines.server.ts';
import { messageOf, pageMeta } from '../lib/storeView/meta.ts';
import { requireStoreView } from '../lib/http/storeRequest.server.ts';
import { storePath } from '../lib/storeView/storeView.ts';
import styles from '../components/checkout/checkout.module.css';

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ matches, location }, { title: messageOf(matches, 'checkout.successTitle'), noIndex: true });

export async function loader(args: Route.LoaderArgs) {
  const view = requireStoreView(args);
  const check = await checkPlacedOrder(args);
  if (!check) throw redirect(storePath(view, '/checkout'));
  if (check.next && check.state !== 'paid') throw redirect(check.next);
  const { order } = check;
  const { receipt } = order;
  return {
    number: order.number,
    receipt,
    lines: await receiptLinesOf(args.context.client, order, view),
    paid: check.state === 'paid',
    createAccount: receipt.guest
      ? `/create-account?${new URLSearchParams({ email: receipt.email, firstName: receipt.firstname, lastName: receipt.lastname })}`
      : null,
  };
}

export default function CheckoutSuccessPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const storePath = useStorePath();
  const { number, receipt, lines, createAccount } = loaderData;
  useCheckoutEvent('purchase', receipt.analytics, { transaction_id: number, shipping: receipt.analytics.shipping }, number);
  return (
    <div className={`page-width ${styles.page} ${styles.narrow}`}>
      <header className={styles.header}>
        <h1>{t('checkout.successTitle')}</h1>
        <p>{loaderData.paid ? t('checkout.successText', { email: receipt.email }) : t('checkout.pendingText', { email: receipt.email })}</p>
      </header>
      <ReceiptView number={number} receipt={receipt} lines={lines} />
      {createAccount ? (
        <section className={styles.panel} aria-labelledby="create-account-title">
          <h2 id="create-account-title" className={styles.panelTitle}>
            {t('checkout.createAccountTitle')}
          </h2>
          <p>{t('checkout.createAccountText')}</p>
          <Link to={storePath(createAccount)} className="button button--primary">
            {t('checkout.createAccount')}
          </Link>
        </section>
      ) : null}
      <p className={styles.actions}>
        <Link to={storePath('/')} className="button">
          {t('service.continueShopping')}
        </Link>
      </p>
    </div>
  );
}

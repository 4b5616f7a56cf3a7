/**
 * /:store/checkout/payment/wechat_pay/ (spec 000 §2): the order's WeChat Pay QR code with the
 * amount and until when it can be paid. With scripts the page asks the order check every few
 * seconds and moves on by itself once the payment is settled; without, "I have paid" asks again.
 */
import { useEffect } from 'react';
import { Form, redirect, useNavigate } from 'react-router';
import type { Route } from './+types/checkoutWechatPay';
import { useT } from '../i18n/useT.ts';
import { checkPlacedOrder } from '../lib/checkout/orderCheck.server.ts';
import { messageOf, pageMeta } from '../lib/storeView/meta.ts';
import { qrCodeSvg } from '../lib/service/qrCode.server.ts';
import { requireStoreView } from '../lib/http/storeRequest.server.ts';
import { intlLocaleOf, storePath } from '../lib/storeView/storeView.ts';
import styles from '../components/checkout/checkout.module.css';

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ matches, location }, { title: messageOf(matches, 'checkout.wechatTitle'), noIndex: true });

/** How often the page asks whether the order is paid. */
const CHECK_EVERY_MS = 3_000;

export async function loader(args: Route.LoaderArgs) {
  const view = requireStoreView(args);
  const check = await checkPlacedOrder(args);
  const wanted = new URL(args.request.url).searchParams.get('order');
  if (!check || !check.order.wallet || (wanted && wanted !== check.order.number)) throw redirect(storePath(view, '/checkout'));
  if (check.next) throw redirect(check.next);
  const { wallet } = check.order;
  const expiresAt = new Date(wallet.expiresAt);
  return {
    orderNumber: check.order.number,
    amount: wallet.amount,
    payload: wallet.payload,
    expires: Number.isNaN(expiresAt.getTime())
      ? ''
      : new Intl.DateTimeFormat(intlLocaleOf(view), {
          hour: '2-digit',
          minute: '2-digit',
          timeZone: view.websiteCode === 'my' ? 'Asia/Kuala_Lumpur' : 'Asia/Hong_Kong',
        }).format(expiresAt),
    qrSvg: await qrCodeSvg(wallet.payload),
    checkUrl: storePath(view, '/checkout/checkOrder/'),
  };
}

export default function WechatPayPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  useOrderCheck(loaderData.checkUrl);
  return (
    <div className={`page-width ${styles.page} ${styles.narrow}`}>
      <header className={styles.header}>
        <h1>{t('checkout.wechatTitle')}</h1>
        <p>{t('checkout.orderNumber', { number: loaderData.orderNumber })}</p>
      </header>
      <section className={`${styles.panel} ${styles.wallet}`} aria-labelledby="wallet-amount">
        <p id="wallet-amount" className={styles.walletAmount}>
          {t('checkout.wechatAmount', { amount: loaderData.amount })}
        </p>
        <div className={styles.qr} role="img" aria-label={t('checkout.wechatQr')} dangerouslySetInnerHTML={{ __html: loaderData.qrSvg }} />
        <p>{t('checkout.wechatScan')}</p>
        {loaderData.expires ? <p className={styles.hint}>{t('checkout.wechatExpires', { time: loaderData.expires })}</p> : null}
        <p>
          <a href={loaderData.payload} target="_blank" rel="noopener" className={styles.change}>
            {t('checkout.wechatOpen')}
            <span className="visually-hidden"> {t('checkout.opensInNewTab')}</span>
          </a>
        </p>
        <p className={styles.hint} role="status">
          {t('checkout.wechatWaiting')}
        </p>
        <Form method="get">
          <input type="hidden" name="order" value={loaderData.orderNumber} />
          <button type="submit" className="button button--primary">
            {t('checkout.wechatCheck')}
          </button>
        </Form>
      </section>
    </div>
  );
}

/** Asks the order check every few seconds and goes where it says once the payment is settled. */
function useOrderCheck(checkUrl: string) {
  const navigate = useNavigate();
  useEffect(() => {
    let stopped = false;
    const timer = setInterval(async () => {
      try {
        const answer = (await (await fetch(checkUrl, { headers: { accept: 'application/json' } })).json()) as { next?: string | null };
        if (answer.next && !stopped) {
          stopped = true;
          clearInterval(timer);
          navigate(answer.next, { replace: true });
        }
      } catch {
        // Offline for a moment: the next round asks again.
      }
    }, CHECK_EVERY_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [checkUrl, navigate]);
}

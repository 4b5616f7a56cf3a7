/**
 * The bag beside the checkout's steps: its lines and totals, as the cart prices them now, with the
 * bag's coupon and gift card fields (a member may also choose one of their own coupons).
 */
import { IMAGE_WIDTHS } from '../../../rules/catalog.ts';
import type { CheckoutSummary } from '../../lib/checkout/checkoutView.ts';
import { productImageSources } from '../../lib/storeView/images.ts';
import { useT } from '../../i18n/useT.ts';
import type { LineChoices as Choices } from '../../lib/cart/lineChoices.ts';
import { LineChoices } from '../cart/LineChoices.tsx';
import { CouponForm, GiftCardForm, type CouponChoice } from '../cart/CartSummary.tsx';
import styles from './checkout.module.css';

export function OrderSummary({ summary, couponChoices = [] }: { summary: CheckoutSummary; couponChoices?: readonly CouponChoice[] }) {
  const t = useT();
  return (
    <aside className={`${styles.panel} ${styles.summary}`} aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title" className={styles.panelTitle}>
        {t('checkout.summaryTitle', { count: summary.count })}
      </h2>
      <ul className={styles.lines}>
        {summary.lines.map((line) => (
          <OrderLine key={line.uid} line={line} />
        ))}
      </ul>
      <CouponForm coupon={summary.coupon} page="/checkout" choices={couponChoices} />
      <GiftCardForm giftCard={summary.giftCard} page="/checkout" />
      <Totals
        rows={[
          { label: t('checkout.subtotal'), amount: summary.subtotal },
          ...summary.discounts.map((discount) => ({ label: discount.label, amount: discount.amount })),
          {
            label: t('checkout.shipping'),
            amount: summary.shipping === null ? t('checkout.shippingLater') : summary.shippingAmount === 0 ? t('checkout.deliveryFree') : summary.shipping,
          },
          ...(summary.giftCard ? [{ label: t('cart.giftCardLine', { code: summary.giftCard.code }), amount: summary.giftCard.amount }] : []),
        ]}
        total={summary.grandTotal}
      />
    </aside>
  );
}

/** What one line of the bag beside the checkout, or of the receipt, shows. */
interface OrderLineView {
  image: string | null;
  name: string;
  choices: Choices;
  quantity: number;
  gift?: boolean;
  total: string;
}

/** One line: its picture, name and choices, quantity, and its total (a gift says so instead). */
export function OrderLine({ line, testId }: { line: OrderLineView; testId?: string }) {
  const t = useT();
  return (
    <li className={styles.line} data-testid={testId}>
      <LineImage file={line.image} />
      <div className={styles.lineName}>
        {line.name}
        <LineChoices choices={line.choices} />
        <span className={styles.lineQuantity}>{t('checkout.quantity', { quantity: line.quantity })}</span>
      </div>
      <span className={styles.amount}>{line.gift ? t('cart.gift') : line.total}</span>
    </li>
  );
}

/** The piece's picture beside its name, which says what it is (so the picture's alt is empty). */
function LineImage({ file }: { file: string | null }) {
  if (!file) return <span className={styles.lineImage} />;
  const image = productImageSources(file, [IMAGE_WIDTHS.THUMBNAIL, IMAGE_WIDTHS.SMALL]);
  return <img className={styles.lineImage} src={image.src} srcSet={image.srcSet} sizes="6.4rem" alt="" width={64} height={80} loading="lazy" />;
}

export function Totals({ rows, total }: { rows: Array<{ label: string; amount: string }>; total: string }) {
  const t = useT();
  return (
    <dl className={styles.totals}>
      {rows.map((row) => (
        <div key={row.label}>
          <dt>{row.label}</dt>
          <dd className={styles.amount}>{row.amount}</dd>
        </div>
      ))}
      <div className={styles.grandTotal}>
        <dt>{t('checkout.grandTotal')}</dt>
        <dd className={styles.amount}>{total}</dd>
      </div>
    </dl>
  );
}

/** Shipping, then payment (spec 000 §4: "Progress steps: shipping, payment"). */
export function CheckoutProgress({ step }: { step: 'shipping' | 'payment' }) {
  const t = useT();
  return (
    <ol className={styles.progress} aria-label={t('checkout.progress')}>
      <li aria-current={step === 'shipping' ? 'step' : undefined}>{t('checkout.shippingStep')}</li>
      <li aria-current={step === 'payment' ? 'step' : undefined}>{t('checkout.paymentStep')}</li>
    </ol>
  );
}

/**
 * The receipt (spec 000 §4: "store the receipt order"): the order number, its lines and totals,
 * and where it goes (the delivery address, or the shop it is collected at).
 */
import type { Receipt, ReceiptLineView } from '../../lib/checkout/placedOrder.ts';
import { useT } from '../../i18n/useT.ts';
import { useCardName } from '../account/SavedCardLabel.tsx';
import { useStore } from '../shell/StoreContext.tsx';
import { personName } from '../../../rules/personName.ts';
import { OrderLine, Totals } from './OrderSummary.tsx';
import styles from './checkout.module.css';

export function ReceiptView({ number, receipt, lines }: { number: string; receipt: Receipt; lines: ReceiptLineView[] }) {
  const t = useT();
  const { delivery } = receipt;
  const cardName = useCardName();
  const { view } = useStore();
  return (
    <section className={`${styles.panel} ${styles.receipt}`} aria-labelledby="receipt-title">
      <h2 id="receipt-title" className={styles.panelTitle}>
        {t('checkout.orderNumber', { number })}
      </h2>
      <dl className={styles.review}>
        {receipt.staffOrder ? (
          <div data-testid="receipt-staff-order">
            <dt>{t('checkout.staff.customer')}</dt>
            <dd>{t('checkout.staff.receiptFor', receipt.staffOrder)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('checkout.email')}</dt>
          <dd>{receipt.email}</dd>
        </div>
        <div>
          <dt>{t('checkout.recipient')}</dt>
          <dd>
            {personName(receipt, view.localeKey)}, {receipt.telephone}
          </dd>
        </div>
        <div>
          <dt>{delivery.kind === 'pickup' ? t('checkout.pickupStore') : t('checkout.deliveryAddress')}</dt>
          <dd>
            {(delivery.kind === 'pickup' ? [delivery.store, delivery.storeAddress, delivery.storePhone] : [...delivery.lines, delivery.method]).map((line) => (
              <span key={line} className={styles.addressLine}>
                {line}
              </span>
            ))}
          </dd>
        </div>
        <div>
          <dt>{t('checkout.paymentMethod')}</dt>
          <dd>{receipt.payment.card ? t('checkout.cardReady', cardName(receipt.payment.card)) : receipt.payment.title}</dd>
        </div>
      </dl>
      <ul className={styles.lines}>
        {lines.map((line, index) => (
          <OrderLine key={`${line.sku}-${index}`} line={line} testId="receipt-line" />
        ))}
        {receipt.moreLines && lines.length <= receipt.lines.length ? <li className={styles.line}>{t('checkout.moreLines', { count: receipt.moreLines })}</li> : null}
      </ul>
      <Totals
        rows={[
          { label: t('checkout.subtotal'), amount: receipt.totals.subtotal },
          ...receipt.totals.discounts,
          { label: t('checkout.shipping'), amount: receipt.analytics.shipping === 0 ? t('checkout.deliveryFree') : receipt.totals.shipping },
          ...(receipt.totals.giftCard ? [{ label: t('cart.giftCardLine', { code: receipt.totals.giftCard.code }), amount: receipt.totals.giftCard.amount }] : []),
        ]}
        total={receipt.totals.grandTotal}
      />
    </section>
  );
}

/** What an order came to: its subtotal, discounts, delivery (free, or its fee), the gift card's part and what was left to pay. */
import { useT } from '../../i18n/useT.ts';
import type { OrderDetailsData } from '../../lib/orders/orderViews.ts';
import { Totals } from '../checkout/OrderSummary.tsx';

export function OrderTotals({ totals }: { totals: OrderDetailsData['totals'] }) {
  const t = useT();
  return (
    <Totals
      rows={[
        { label: t('orderHistory.subtotal'), amount: totals.subtotal },
        ...totals.discounts,
        { label: t('orderHistory.shipping'), amount: totals.free ? t('orderHistory.free') : totals.shipping },
        ...totals.giftCards.map((card) => ({ label: t('orderHistory.giftCard', { code: card.code }), amount: card.amount })),
      ]}
      total={totals.grandTotal}
    />
  );
}

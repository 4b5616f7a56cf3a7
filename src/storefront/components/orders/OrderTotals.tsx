/** What an order came to: its subtotal, discounts, delivery (free, or its fee) and total. */
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
      ]}
      total={totals.grandTotal}
    />
  );
}

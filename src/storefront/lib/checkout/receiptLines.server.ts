/**
 * The success page's pieces: the order's own lines, read with the access key the session keeps,
 * each with its picture and every choice (a ring's size, a made-to-order piece's design). When the
 * API cannot answer, the receipt's names and totals from the session are shown instead.
 */
import { orderItemChoices, orderItemPicture } from '../orders/orderViews.ts';
import type { StoreViewDefinition } from '../storeView/storeView.ts';
import type { StorefrontClient } from '../session/storefrontClient.server.ts';
import { NO_CHOICES } from '../cart/lineChoices.ts';
import { writeMoney } from './checkoutView.ts';
import { PLACED_ORDER_LINES } from './orderOperations.ts';
import type { PlacedOrder, ReceiptLineView } from './placedOrder.ts';

export async function receiptLinesOf(client: StorefrontClient, order: PlacedOrder, view: StoreViewDefinition): Promise<ReceiptLineView[]> {
  const answer = await client.query(PLACED_ORDER_LINES, { orderNumber: order.number, accessKey: order.accessKey });
  const items = answer.data?.checkOrder?.order?.items;
  if (!items) return order.receipt.lines.map((line) => ({ ...line, image: null, choices: NO_CHOICES }));
  return items.flatMap((item) =>
    item
      ? [
          {
            name: item.product_name ?? item.product_sku,
            sku: item.product_sku,
            quantity: item.quantity_ordered ?? 0,
            total: item.prices ? writeMoney(item.prices.row_total) : '',
            image: orderItemPicture(item, item.product_name ?? item.product_sku)?.file ?? null,
            choices: orderItemChoices(item, view),
          },
        ]
      : [],
  );
}

import type { CommerceContext } from '../../graphql/context.ts';
import type { PaymentMethodChoice } from '../checkout/service.ts';
import type { CustomerRecord } from '../customers/service.ts';
import type { CustomerOrdersRequest } from './customerOrders.ts';
import { customerOrderView, inStorePurchaseView, type OrderItemView, type OrderProducts } from './orderViews.ts';

/** Customer fields this module resolves. */
export type OrderCustomerField = keyof (typeof orderResolvers)['Customer'];

/** The Customer parent the accounts module answers with: always the signed-in customer's own. */
interface CustomerParent {
  record: CustomerRecord;
}

export const orderResolvers = {
  Mutation: {
    placeOrder: async (_: unknown, args: { input?: { cart_id: string; payment_method?: PaymentMethodChoice | null } | null }, ctx: CommerceContext) => {
      const cartId = args.input?.cart_id ?? '';
      if (args.input?.payment_method) await ctx.services.checkout.setPaymentMethod(cartId, args.input.payment_method, ctx.scope, ctx.actor);
      return { order: await ctx.services.payments.placeOrder(cartId, ctx.scope, ctx.actor) };
    },
  },
  Customer: {
    orders: async (customer: CustomerParent, args: CustomerOrdersRequest, ctx: CommerceContext) => {
      const { catalog, locations } = ctx.services;
      const page = await ctx.services.customerOrders.page(customer.record.id, ctx.scope.website.id, args);
      const shopIds = page.orders.flatMap(({ order }) => (order.pickupLocationId ? [order.pickupLocationId] : []));
      const [reference, shops] = await Promise.all([catalog.referenceData(), locations.storeLocationsByIds(shopIds, ctx.scope)]);
      const productIds = page.orders.flatMap((record) => record.lines.flatMap((line) => (line.parentProductId ?? line.productId) ?? []));
      let loading: ReturnType<OrderProducts> | undefined;
      const products: OrderProducts = () => (loading ??= catalog.productsByIds(productIds, ctx.scope).then((views) => new Map(views.map((view) => [view.id!, view]))));
      return {
        items: page.orders.map((record) => customerOrderView(record, { scope: ctx.scope, reference, shops, products })),
        page_info: { current_page: page.currentPage, page_size: page.pageSize, total_pages: Math.ceil(page.total / page.pageSize) },
        total_count: page.total,
      };
    },
    in_store_purchases: async (customer: CustomerParent, args: { pageSize: number; currentPage: number }, ctx: CommerceContext) => {
      const page = await ctx.services.inStorePurchases.page(customer.record.id, args.pageSize, args.currentPage);
      const shops = await ctx.services.locations.storeLocationsByIds(
        page.purchases.map((purchase) => purchase.storeLocationId),
        ctx.scope,
      );
      return {
        items: page.purchases.map((purchase) => inStorePurchaseView(purchase, ctx.scope, shops)),
        page_info: { current_page: page.currentPage, page_size: page.pageSize, total_pages: Math.ceil(page.total / page.pageSize) },
        total_count: page.total,
      };
    },
  },
  OrderItem: {
    // The catalog's product today, for its pictures; read for the whole page at once.
    product: async (item: OrderItemView) => (item.productId ? ((await item.products()).get(item.productId) ?? null) : null),
  },
};

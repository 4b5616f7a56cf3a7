import { notFoundError } from '../../core/errors.ts';
import type { CommerceContext } from '../../graphql/context.ts';
import type { Resolvers } from '../../graphql/generated/resolverTypes.ts';
import type { CustomerOrderRecord } from './customerOrders.ts';
import { personName } from '../../../rules/customer.ts';
import { pickLocalized } from '../../../rules/locales.ts';
import { CARRIERS } from './carriers.ts';
import { adminOrderView } from './deskViews.ts';
import type { DeskOrder } from './orderDesk.ts';
import type { StaffOrderRecord } from './staffOrders.ts';
import { customerOrderView, inStorePurchaseView, type OrderProducts } from './orderViews.ts';

/** Orders as Magento's CustomerOrder, with their pickup shops and (when asked) their products read once for all. */
async function customerOrderViews(records: CustomerOrderRecord[], ctx: CommerceContext) {
  const { catalog, locations } = ctx.services;
  const shopIds = records.flatMap(({ order }) => (order.pickupLocationId ? [order.pickupLocationId] : []));
  const [reference, shops] = await Promise.all([catalog.referenceData(), locations.storeLocationsByIds(shopIds, ctx.request)]);
  const productIds = records.flatMap((record) => record.lines.flatMap((line) => (line.parentProductId ?? line.productId) ?? []));
  let loading: ReturnType<OrderProducts> | undefined;
  const products: OrderProducts = () => (loading ??= catalog.productsByIds(productIds, ctx.request).then((views) => new Map(views.map((view) => [view.id!, view]))));
  return records.map((record) => customerOrderView(record, { scope: ctx.request, reference, shops, products }));
}

/** Desk orders as AdminOrder, each with the order as its customer reads it, drawn for the whole page at once. */
async function adminOrderViews(desks: DeskOrder[], ctx: CommerceContext) {
  const customerViews = await customerOrderViews(await ctx.services.customerOrders.details(desks.map((desk) => desk.order)), ctx);
  return desks.map((desk, index) => ({ ...adminOrderView(desk, ctx.request.locale), order: customerViews[index] }));
}

async function adminOrderViewOf(desk: Promise<DeskOrder>, ctx: CommerceContext) {
  const [view] = await adminOrderViews([await desk], ctx);
  return view;
}

/** Staff orders as StaffOrder: the order as its customer reads it, with who it is for and what staff may do now. */
async function staffOrderViews(records: StaffOrderRecord[], ctx: CommerceContext) {
  const customerViews = await customerOrderViews(records, ctx);
  return records.map(({ order, availableActions }, index) => {
    const contact = order.shippingAddress ?? order.billingAddress;
    return { number: order.number, customer_name: contact ? personName(contact, ctx.request.locale) : order.email, available_actions: availableActions, order: customerViews[index] };
  });
}

export const orderResolvers: Resolvers = {
  Query: {
    adminOrders: async (_, args, ctx) => {
      const page = await ctx.services.orderDesk.list(ctx.request, { status: args.status, number: args.number, pageSize: args.pageSize ?? 20, currentPage: args.currentPage ?? 1 });
      return {
        items: await adminOrderViews(page.orders, ctx),
        total_count: page.total,
        page_info: { current_page: page.currentPage, page_size: page.pageSize, total_pages: Math.ceil(page.total / page.pageSize) },
      };
    },
    adminOrder: (_, args, ctx) => adminOrderViewOf(ctx.services.orderDesk.show(ctx.request, args.order_number), ctx),
    staffOrders: async (_, args, ctx) => {
      const page = await ctx.services.staffOrders.page(ctx.request, { scope: args.filter?.scope, status: args.filter?.status, pageSize: args.pageSize, currentPage: args.currentPage });
      return {
        items: await staffOrderViews(page.orders, ctx),
        total_count: page.total,
        page_info: { current_page: page.currentPage, page_size: page.pageSize, total_pages: Math.ceil(page.total / page.pageSize) },
      };
    },
    staffOrder: async (_, args, ctx) => (await staffOrderViews([await ctx.services.staffOrders.one(ctx.request, args.number)], ctx))[0],
    shipmentCarriers: (_, __, ctx) => CARRIERS.map((carrier) => ({ code: carrier.code, title: pickLocalized(carrier.title, ctx.request.locale) })),
    guestOrderByToken: async (_, args, ctx) => {
      const record = await ctx.services.customerOrders.byToken(ctx.request.website.id, args.input.token.slice(0, 200));
      if (!record) throw notFoundError('order.notFound');
      const [view] = await customerOrderViews([record], ctx);
      return view;
    },
    trackOrder: async (_, args, ctx) => {
      const { number, telephone, country_code: countryCode } = args.input;
      const order = await ctx.services.orderLookup.find(ctx.request.website.id, { number, telephone, countryCode }, ctx.request.clientIp ?? 'unknown');
      const [view] = await customerOrderViews(await ctx.services.customerOrders.details([order]), ctx);
      return view;
    },
  },
  Mutation: {
    restoreCartOfOrder: async (_, args, ctx) => ({ cart: await ctx.services.orders.restoreToBag(ctx.request, args.order_number, args.access_key, args.cart_id) }),
    repayStaffOrder: async (_, args, ctx) => ({ cart: await ctx.services.orders.repayStaffOrder(ctx.request, args.order_number, args.cart_id) }),
    markOrderReadyForPickup: async (_, args, ctx) => {
      const { order, pickupCode } = await ctx.services.orders.transition(ctx.request, args.order_number, 'ready_for_pickup');
      return { order_number: order.number, status: order.status, pickup_code: pickupCode! };
    },
    shipOrder: (_, args, ctx) => {
      const items = args.items?.map((item) => ({ itemId: item.id, quantity: item.quantity }));
      return adminOrderViewOf(ctx.services.orderDesk.ship(ctx.request, args.order_number, { trackingNumber: args.tracking_number, carrier: args.carrier, items, note: args.note }), ctx);
    },
    completeOrder: (_, args, ctx) => adminOrderViewOf(ctx.services.orderDesk.plainMove(ctx.request, args.order_number, 'complete', args.note), ctx),
    cancelOrder: (_, args, ctx) => adminOrderViewOf(ctx.services.orderDesk.plainMove(ctx.request, args.order_number, 'cancel', args.note), ctx),
    requestOrderReturn: (_, args, ctx) => adminOrderViewOf(ctx.services.orderDesk.plainMove(ctx.request, args.order_number, 'request_return', args.note), ctx),
    rejectOrderReturn: (_, args, ctx) => adminOrderViewOf(ctx.services.orderDesk.plainMove(ctx.request, args.order_number, 'reject_return', args.note), ctx),
    receiveOrderReturn: (_, args, ctx) => {
      const items = args.items?.map((item) => ({ itemId: item.id, quantity: item.quantity }));
      return adminOrderViewOf(ctx.services.orderDesk.receiveReturn(ctx.request, args.order_number, items, args.note), ctx);
    },
    refundOrder: (_, args, ctx) =>
      adminOrderViewOf(ctx.services.orderDesk.refund(ctx.request, args.order_number, { major: args.amount, minorUnits: args.amount_minor_units }, args.note), ctx),
    retryRefund: (_, args, ctx) => adminOrderViewOf(ctx.services.orderDesk.retryRefunds(ctx.request, args.order_number), ctx),
    moveOrder: (_, args, ctx) => adminOrderViewOf(ctx.services.orderDesk.plainMove(ctx.request, args.order_number, args.move, args.note), ctx),
    setOrderRemark: (_, args, ctx) => adminOrderViewOf(ctx.services.orderDesk.setRemark(ctx.request, args.order_number, args.remark), ctx),
  },
  PlaceOrderOutput: {
    // The order its buyer just placed: the output names it, so no other key is asked.
    orderV2: async (output, _, ctx) => {
      const record = await ctx.services.customerOrders.byNumber(ctx.request.website.id, output.order.order_number);
      if (!record) return null;
      const [view] = await customerOrderViews([record], ctx);
      return view;
    },
  },
  CheckOrderOutput: {
    // checkOrder has matched the order's access key: the output names the order it opened.
    order: async (output, _, ctx) => {
      const record = await ctx.services.customerOrders.byNumber(ctx.request.website.id, output.order_number);
      if (!record) return null;
      const [view] = await customerOrderViews([record], ctx);
      return view;
    },
  },
  Customer: {
    orders: async (customer, args, ctx) => {
      const page = await ctx.services.customerOrders.page(customer.record.id, ctx.request.website.id, args);
      return {
        items: await customerOrderViews(page.orders, ctx),
        page_info: { current_page: page.currentPage, page_size: page.pageSize, total_pages: Math.ceil(page.total / page.pageSize) },
        total_count: page.total,
      };
    },
    in_store_purchases: async (customer, args, ctx) => {
      const page = await ctx.services.inStorePurchases.page(customer.record.id, args.pageSize, args.currentPage);
      const shops = await ctx.services.locations.storeLocationsByIds(
        page.purchases.map((purchase) => purchase.storeLocationId),
        ctx.request,
      );
      return {
        items: page.purchases.map((purchase) => inStorePurchaseView(purchase, ctx.request, shops)),
        page_info: { current_page: page.currentPage, page_size: page.pageSize, total_pages: Math.ceil(page.total / page.pageSize) },
        total_count: page.total,
      };
    },
  },
  OrderItem: {
    // The catalog's product today, for its pictures; read for the whole page at once.
    product: async (item) => (item.productId ? ((await item.products()).get(item.productId) ?? null) : null),
  },
};

/**
 * The REST calls of spec 001 §7, with Magento's paths and bodies: the checkout's shipping
 * information and payment information for guest carts (and the signed-in shopper's `carts/mine`
 * forms). They are the GraphQL checkout steps in another shape: each call runs the same services.
 * The store view comes from /rest/{store_code}/V1/… or the Store header (default tsl_en).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AddressInput } from '../../rules/address.ts';
import { renderMessage } from '../i18n/messages.ts';
import { requestContextFor, resolveStoreScope, type Actor, type RequestContext, type StoreScope } from '../core/requestContext.ts';
import { CommerceError } from '../core/errors.ts';
import type { CommerceServices } from '../services.ts';

/** Magento's REST address: country_id for the country, street as lines. */
interface RestAddress {
  firstname?: string;
  lastname?: string;
  street?: string[] | string;
  city?: string;
  region_code?: string;
  region_id?: number;
  region?: string;
  postcode?: string;
  country_id?: string;
  telephone?: string;
  email?: string;
  /** Magento's in-store pickup sends the shop on the shipping address's extension attributes. */
  extension_attributes?: { pickup_location_code?: string };
}

interface ShippingInformationBody {
  addressInformation?: {
    shipping_address?: RestAddress;
    billing_address?: RestAddress;
    shipping_carrier_code?: string;
    shipping_method_code?: string;
  };
}

interface PaymentInformationBody {
  cartId?: string;
  email?: string;
  /** Magento's Braintree data: a nonce (kept in the vault with is_active_payment_token_enabler), or a saved card's public_hash. */
  paymentMethod?: { method?: string; additional_data?: { payment_method_nonce?: string; is_active_payment_token_enabler?: boolean; public_hash?: string } };
  billingAddress?: RestAddress;
}

const STATUS_BY_CATEGORY: Record<string, number> = {
  'graphql-input': 400,
  'graphql-no-such-entity': 404,
  'graphql-authorization': 401,
  'graphql-authentication': 401,
  'graphql-already-exists': 400,
};

function toAddressInput(address: RestAddress | undefined): AddressInput {
  return {
    firstname: address?.firstname,
    lastname: address?.lastname,
    street: Array.isArray(address?.street) ? address.street : address?.street ? [address.street] : [],
    city: address?.city,
    region_code: address?.region_code,
    postcode: address?.postcode,
    country_code: address?.country_id,
    telephone: address?.telephone,
  };
}

function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

async function restPlugin(app: FastifyInstance, options: { services: CommerceServices }): Promise<void> {
  const { services } = options;

  /** A customer's Bearer token signs the request in, as on /graphql; anything else is a guest. */
  async function actorOf(request: FastifyRequest, scope: StoreScope): Promise<Actor> {
    const authorization = headerValue(request, 'authorization');
    return authorization?.startsWith('Bearer ') ? services.customers.actorFor(authorization.slice(7).trim(), scope) : { kind: 'guest' };
  }

  /** The signed-in customer's cart for the `carts/mine` forms. */
  async function mineCartId(context: RequestContext): Promise<string> {
    if (context.actor.kind !== 'customer') throw new CommerceError('graphql-authorization', 'rest.customerRequired');
    return (await services.customers.customerCart(context)).id;
  }

  /** Runs one call in the request's store scope, answering errors as Magento's REST does: { message } with a status. */
  async function answer(request: FastifyRequest, reply: FastifyReply, work: (context: RequestContext) => Promise<unknown>) {
    const storeCode = (request.params as { store?: string }).store ?? headerValue(request, 'store');
    let scope: StoreScope | undefined;
    try {
      scope = resolveStoreScope(storeCode === 'default' ? undefined : storeCode, headerValue(request, 'content-currency'));
      const result = await work(requestContextFor(scope, await actorOf(request, scope), request.ip));
      return typeof result === 'string' ? reply.type('application/json; charset=utf-8').send(result) : result;
    } catch (error) {
      if (!(error instanceof CommerceError)) throw error;
      const locale = scope?.locale ?? 'en';
      return reply.code(STATUS_BY_CATEGORY[error.category] ?? 400).send({ message: renderMessage(locale, error.messageKey, error.values), parameters: [] });
    }
  }

  async function shippingInformation(cartId: string, body: ShippingInformationBody, context: RequestContext) {
    const info = body.addressInformation ?? {};
    const shipping = info.shipping_address;
    const pickup = shipping?.extension_attributes?.pickup_location_code;
    await services.checkout.setShippingAddresses(context, cartId, [{ address: toAddressInput(shipping), pickup_location_code: pickup }]);
    if (shipping?.email && context.actor.kind === 'guest') await services.checkout.setGuestEmail(context, cartId, shipping.email);
    await services.checkout.setShippingMethod(context, cartId, [{ carrier_code: info.shipping_carrier_code ?? '', method_code: info.shipping_method_code ?? '' }]);
    const sameAsShipping = !info.billing_address || (!pickup && JSON.stringify(toAddressInput(info.billing_address)) === JSON.stringify(toAddressInput(shipping)));
    const billed = sameAsShipping && !pickup
      ? await services.checkout.setBillingAddress(context, cartId, { same_as_shipping: true })
      : await services.checkout.setBillingAddress(context, cartId, { address: toAddressInput(info.billing_address) });
    const cart = await services.cart.viewOf(billed, context);
    // Magento answers PaymentDetails: the methods to pay with and the totals.
    return {
      payment_methods: services.checkout.paymentMethods(context, cart),
      totals: {
        grand_total: cart.prices.grand_total.value,
        subtotal: cart.prices.subtotal_excluding_tax.value,
        discount_amount: -cart.prices.discounts.reduce((sum, discount) => sum + (discount.amount.value ?? 0), 0),
        shipping_amount: cart.shippingFee / 100,
        base_currency_code: context.baseCurrency,
        quote_currency_code: context.baseCurrency,
        items_qty: cart.total_quantity,
        coupon_code: cart.applied_coupon?.code ?? null,
      },
    };
  }

  async function paymentInformation(cartId: string, body: PaymentInformationBody, context: RequestContext, reply: FastifyReply) {
    if (body.email !== undefined && context.actor.kind === 'guest') await services.checkout.setGuestEmail(context, cartId, body.email);
    if (body.billingAddress) await services.checkout.setBillingAddress(context, cartId, { address: toAddressInput(body.billingAddress) });
    const data = body.paymentMethod?.additional_data;
    const nonce = data?.payment_method_nonce;
    const braintree = typeof nonce === 'string' ? { payment_method_nonce: nonce, is_active_payment_token_enabler: data?.is_active_payment_token_enabler === true } : undefined;
    const braintree_cc_vault = typeof data?.public_hash === 'string' ? { public_hash: data.public_hash } : undefined;
    await services.checkout.setPaymentMethod(context, cartId, { code: String(body.paymentMethod?.method ?? ''), braintree, braintree_cc_vault });
    const order = await services.orderPlacement.placeOrder(context, cartId);
    // The guest's key to its order (checkOrder) travels beside Magento's answer, not inside it.
    if (order.access_key) reply.header('x-order-access-key', order.access_key);
    // Magento answers the new order's id as a JSON string; ours is the order number shoppers quote.
    return JSON.stringify(order.order_number);
  }

  for (const prefix of ['/rest/V1', '/rest/:store/V1']) {
    app.post(`${prefix}/guest-carts/:cartId/shipping-information`, (request, reply) =>
      answer(request, reply, (context) => shippingInformation((request.params as { cartId: string }).cartId, (request.body ?? {}) as ShippingInformationBody, context)),
    );
    app.post(`${prefix}/guest-carts/:cartId/payment-information`, (request, reply) =>
      answer(request, reply, (context) => paymentInformation((request.params as { cartId: string }).cartId, (request.body ?? {}) as PaymentInformationBody, context, reply)),
    );
    // The signed-in shopper's forms, on the cart their Bearer token owns.
    app.post(`${prefix}/carts/mine/shipping-information`, (request, reply) =>
      answer(request, reply, async (context) => shippingInformation(await mineCartId(context), (request.body ?? {}) as ShippingInformationBody, context)),
    );
    app.post(`${prefix}/carts/mine/payment-information`, (request, reply) =>
      answer(request, reply, async (context) => paymentInformation(await mineCartId(context), (request.body ?? {}) as PaymentInformationBody, context, reply)),
    );
  }
}

export default fp(restPlugin, { name: 'commerce-rest' });

/**
 * A member's bag and order made through the API, as another device of theirs would: for tests that
 * look at what a page shows after it (the order history, a bag that became an order elsewhere).
 */
import { APPROVED_CARD } from './checkoutSteps.ts';
import type { StoreGraphql } from './storeApi.ts';

/** One piece in stock put in the member's own bag (a simple product, of at least `fromPrice` in the website's money when given); answers its name. */
export async function pieceInMembersBag(api: StoreGraphql, headers: Record<string, string>, fromPrice?: number): Promise<string> {
  const { customerCart } = await api<{ customerCart: { id: string } }>('{ customerCart { id } }', {}, headers);
  const price = fromPrice === undefined ? '' : `, price: { from: "${fromPrice}" }`;
  const { products } = await api<{ products: { items: Array<{ sku: string; name: string; stock_status: string; only_x_left_in_stock: number | null }> } }>(
    `{ products(filter: { type_id: { eq: "simple" }${price} }, pageSize: 20) { items { sku name stock_status only_x_left_in_stock } } }`,
  );
  const product = products.items.find((item) => item.stock_status === 'IN_STOCK' && item.only_x_left_in_stock === null);
  if (!product) throw new Error('no simple product in stock');
  await api('mutation($id: String!, $sku: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: $sku, quantity: 1 }]) { cart { id } } }', { id: customerCart.id, sku: product.sku }, headers);
  return product.name;
}

const CONTACT = { firstname: 'Mei', lastname: 'Chan', region_code: 'HK-HKI', country_code: 'HK', telephone: '91234567' };

/** Places the member's bag as an order for pickup at the first shop, paid by the sandbox's approved card; answers its number. */
export async function placePickupOrder(api: StoreGraphql, origin: string, headers: Record<string, string>): Promise<string> {
  const { storeLocations } = await api<{ storeLocations: Array<{ code: string }> }>('{ storeLocations(service: "pickup") { code } }');
  return placeOrder(api, origin, headers, { address: { ...CONTACT, street: [], city: '' }, pickup_location_code: storeLocations[0].code }, 'instore', 'pickup');
}

/** Places the member's bag as an order delivered to their door, paid by the sandbox's approved card; answers its number. */
export async function placeDeliveryOrder(api: StoreGraphql, origin: string, headers: Record<string, string>): Promise<string> {
  return placeOrder(api, origin, headers, { address: { ...CONTACT, street: ['Flat 5A, 18 Queen’s Road Central'], city: 'Central' } }, 'flatrate', 'flatrate');
}

async function placeOrder(api: StoreGraphql, origin: string, headers: Record<string, string>, shipping: Record<string, unknown>, carrier: string, method: string): Promise<string> {
  const { customerCart } = await api<{ customerCart: { id: string } }>('{ customerCart { id } }', {}, headers);
  const id = customerCart.id;
  await api('mutation($id: String!, $s: ShippingAddressInput!) { setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [$s] }) { cart { id } } }', { id, s: shipping }, headers);
  await api(
    'mutation($id: String!, $c: String!, $m: String!) { setShippingMethodsOnCart(input: { cart_id: $id, shipping_methods: [{ carrier_code: $c, method_code: $m }] }) { cart { id } } }',
    { id, c: carrier, m: method },
    headers,
  );
  await api('mutation($id: String!, $a: CartAddressInput!) { setBillingAddressOnCart(input: { cart_id: $id, billing_address: { address: $a } }) { cart { id } } }', {
    id,
    a: { ...CONTACT, street: ['1 Harbour Road'], city: 'Wan Chai' },
  }, headers);
  const nonce = await fetch(`${origin}/payment-sandbox/v1/nonces`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ number: APPROVED_CARD, expiry_month: '12', expiry_year: String(new Date().getFullYear() + 2), cvv: '123', name: 'MEI CHAN' }),
  }).then((response) => response.json() as Promise<{ nonce: string }>);
  const { placeOrder } = await api<{ placeOrder: { order: { order_number: string } } }>(
    'mutation($id: String!, $n: String!) { placeOrder(input: { cart_id: $id, payment_method: { code: "card", braintree: { payment_method_nonce: $n, is_active_payment_token_enabler: false } } }) { order { order_number } } }',
    { id, n: nonce.nonce },
    headers,
  );
  return placeOrder.order.order_number;
}

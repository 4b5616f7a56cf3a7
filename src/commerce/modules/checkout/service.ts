/**
 * The checkout's shipping step on a cart (spec 000 §4 "Checkout"): the guest's email, where the
 * order goes (an address in the website's region) or which shop it waits at, the shipping method
 * with its rate, and who pays (the billing address, or the shipping address again).
 */
import { and, asc, eq } from 'drizzle-orm';
import { GUEST_EMAIL } from '../../../rules/checkoutForms.ts';
import { checkAddress, REGIONS, type Address, type AddressInput, type AddressProblem } from '../../../rules/address.ts';
import { pickLocalized } from '../../../rules/locales.ts';
import { moneyObject } from '../../core/money.ts';
import type { Money as MoneyObject, SelectedPaymentMethod } from '../../graphql/generated/schemaTypes.ts';
import { HOME_DELIVERY, HOME_DELIVERY_RATES, SHIPPING_TITLES, STORE_PICKUP, homeDeliveryFee } from '../../../rules/shipping.ts';
import { formatMoney } from '../../../rules/money.ts';
import { findPaymentMethod } from '../../../rules/paymentMethods.ts';
import type { Database } from '../../db/connect.ts';
import { storeLocations } from '../../db/schema.ts';
import type { RequestContext, StoreScope } from '../../core/requestContext.ts';
import { CommerceError, inputError, notFoundError } from '../../core/errors.ts';
import type { MessageKey } from '../../i18n/messages.ts';
import { findCart, saveCheckoutChoices, saveChoicesOnChangeableCart, saveShippingAddressOnChangeableCart, type CartRecord, type CartView, type CheckoutChoices, type Delivery } from '../cart/index.ts';
import type { PaymentDetails, PaymentMethods } from '../payments/index.ts';
import type { NewMemberDetails } from '../customers/index.ts';

export interface ShippingAddressInput {
  address?: AddressInput | null;
  /** The shop that keeps the order for collection (a store location code offering pickup). */
  pickup_location_code?: string | null;
}

/**
 * Magento's PaymentMethodInput: the method's code, and for a card the card form's nonce (with
 * is_active_payment_token_enabler to keep the card once paid) or a kept card's public hash.
 */
export interface PaymentMethodChoice extends PaymentDetails {
  code: string;
}

/** What a staff bag's checkout asks of the customers module. */
export interface StaffOrderCustomers {
  verifyCustomerPhone(request: RequestContext, code: string): Promise<string>;
  memberForPhone(request: RequestContext, phone: string, details: NewMemberDetails | null): Promise<{ id: number; email: string }>;
  memberWithPhone(websiteId: number, phone: string): Promise<NewMemberDetails | null>;
}

export interface StaffOrderInput {
  storeCode: string;
  code: string | null;
  customer: NewMemberDetails | null;
}

export interface CheckoutDependencies {
  /** The store's payment methods: each checks its own details. */
  paymentMethods: PaymentMethods;
  /** Staff orders: the customer's phone proven, and the member it belongs to (modules/customers). */
  staffOrders: StaffOrderCustomers;
}


export interface BillingAddressInput {
  address?: AddressInput | null;
  same_as_shipping?: boolean | null;
  use_for_shipping?: boolean | null;
}

export interface ShippingMethodView {
  carrier_code: string;
  carrier_title: string;
  method_code: string;
  method_title: string;
  amount: MoneyObject;
  price_excl_tax: MoneyObject;
  price_incl_tax: MoneyObject;
  available: boolean;
  error_message: string | null;
}

export interface CartAddressView {
  firstname: string;
  lastname: string;
  street: string[];
  city: string;
  region: { code: string | null; label: string | null; region_id: number | null };
  postcode: string | null;
  country: { code: string; label: string };
  telephone: string;
}

export interface ShippingCartAddressView extends CartAddressView {
  pickup_location_code: string | null;
  available_shipping_methods: ShippingMethodView[];
  selected_shipping_method: ShippingMethodView | null;
}

const COUNTRY_NAMES = {
  HK: { en: 'Hong Kong', 'zh-Hant': '香港', 'zh-Hans': '香港' },
  MO: { en: 'Macau', 'zh-Hant': '澳門', 'zh-Hans': '澳门' },
  MY: { en: 'Malaysia', 'zh-Hant': '馬來西亞', 'zh-Hans': '马来西亚' },
} as const;

const methodKey = (method: { carrierCode: string; methodCode: string }) => `${method.carrierCode}_${method.methodCode}`;

function addressError(problem: AddressProblem): CommerceError {
  const key = `address.${problem.reason}` as MessageKey;
  return inputError(key, { field: problem.field });
}

export class CheckoutService {
  constructor(
    private readonly db: Database,
    private readonly deps: CheckoutDependencies,
  ) {}

  async setGuestEmail(request: RequestContext, maskedId: string, address: string): Promise<CartRecord> {
    if (request.actor.kind === 'customer') throw new CommerceError('graphql-authorization', 'checkout.guestOnly');
    const value = address.trim();
    if (!value) throw inputError('checkout.emailRequired');
    if (!GUEST_EMAIL.safeParse(value).success) throw inputError('checkout.emailInvalid');
    return this.write(request, maskedId, { email: value });
  }

  /** One shipping address: a delivery address in the website's region, or a pickup contact and shop. */
  async setShippingAddresses(request: RequestContext, maskedId: string, inputs: readonly ShippingAddressInput[]): Promise<CartRecord> {
    if (inputs.length !== 1) throw inputError('checkout.oneShippingAddress');
    const [input] = inputs;
    const pickupCode = input.pickup_location_code?.trim();
    const shop = pickupCode ? await this.pickupShop(pickupCode, request) : undefined;
    const checked = checkAddress(input.address ?? {}, request.website.code, shop ? 'contact' : 'delivery');
    if (!checked.address) throw addressError(checked.problems[0]);
    const choice = { address: checked.address, shopId: shop?.id ?? null, pickupMethod: methodKey(STORE_PICKUP) };
    // One statement for a cart the request may change that has something to ship; the locked way
    // says what is wrong with any other (or writes it, should it have changed in between).
    const saved = await saveShippingAddressOnChangeableCart(this.db, request, maskedId, choice);
    if (saved) return saved;
    return this.db.transaction(async (tx) => {
      await findCart(tx, request, maskedId, true);
      const written = await saveShippingAddressOnChangeableCart(tx, request, maskedId, choice);
      if (!written) throw inputError('checkout.nothingToShip');
      return written;
    });
  }

  async setShippingMethod(request: RequestContext, maskedId: string, methods: ReadonlyArray<{ carrier_code: string; method_code: string }>): Promise<CartRecord> {
    if (methods.length !== 1) throw inputError('checkout.oneShippingMethod');
    const [{ carrier_code, method_code }] = methods;
    const wanted = `${carrier_code.trim()}_${method_code.trim()}`;
    // One statement for a method the cart offers: pickup for a cart going to a shop, home delivery
    // for one going to its address. Any other takes the locked way, which says what is wrong.
    const offeredTo: Delivery | undefined = wanted === methodKey(STORE_PICKUP) ? 'pickup' : wanted === methodKey(HOME_DELIVERY) ? 'home' : undefined;
    const saved = offeredTo && (await saveChoicesOnChangeableCart(this.db, request, maskedId, { shippingMethod: wanted }, offeredTo));
    if (saved) return saved;
    return this.change(request, maskedId, async (cart) => {
      if (!cart.shippingAddress) throw inputError('checkout.shippingAddressMissing');
      const offered = cart.pickupLocationId ? methodKey(STORE_PICKUP) : methodKey(HOME_DELIVERY);
      if (wanted !== offered) throw inputError('checkout.methodNotFound', { carrier: carrier_code.slice(0, 40), method: method_code.slice(0, 40) });
      return { shippingMethod: wanted };
    });
  }

  async setBillingAddress(request: RequestContext, maskedId: string, input: BillingAddressInput): Promise<CartRecord> {
    if (input.same_as_shipping || input.use_for_shipping) {
      if (input.use_for_shipping && input.address) {
        await this.setShippingAddresses(request, maskedId, [{ address: input.address }]);
      }
      return this.change(request, maskedId, async (cart) => {
        if (!cart.shippingAddress || cart.pickupLocationId) throw inputError('checkout.billingNeedsDeliveryAddress');
        return { billingAddress: cart.shippingAddress, billingSameAsShipping: true };
      });
    }
    const checked = checkAddress(input.address ?? {}, request.website.code, 'delivery');
    if (!checked.address) throw addressError(checked.problems[0]);
    const address = checked.address;
    return this.change(request, maskedId, async () => ({ billingAddress: address, billingSameAsShipping: false }));
  }

  /**
   * The method to pay with and its details (a card's nonce, a kept card), checked by the method
   * (modules/payments/methods) and kept on the cart until the order is placed.
   */
  async setPaymentMethod(request: RequestContext, maskedId: string, choice: PaymentMethodChoice): Promise<CartRecord> {
    const method = this.deps.paymentMethods.named(choice.code);
    // The details are checked before the cart is locked: a kept card lives at the gateway.
    const details = await method.choose(request, choice);
    return this.write(request, maskedId, { paymentMethod: method.code, ...details });
  }

  /**
   * A staff member's bag (spec 000 §3 Checkout state): the shop the order is placed at and the
   * customer it is for, by the phone the one-time password proves; without a code, the phone
   * proven before stands (to give a new member's details after). The member is found, or made
   * with `customer`, now: placing the order only reads them.
   */
  async setStaffOrder(request: RequestContext, maskedId: string, input: StaffOrderInput): Promise<CartRecord> {
    if (request.actor.kind !== 'staff') throw new CommerceError('graphql-authorization', 'staff.notAuthorized');
    const shop = await this.shopOfWebsite(input.storeCode, request);
    const bag = await findCart(this.db, request, maskedId, false);
    const proven = input.code?.trim() ? { phone: await this.deps.staffOrders.verifyCustomerPhone(request, input.code), at: new Date() } : null;
    const phone = proven?.phone ?? bag.orderCustomerPhone;
    if (!phone || (!proven && !bag.orderCustomerPhoneVerifiedAt)) throw inputError('staffOrder.customerMissing');
    if (input.customer) await this.deps.staffOrders.memberForPhone(request, phone, input.customer);
    return this.change(request, maskedId, async () => ({
      staffOrderedStore: shop.code,
      orderCustomerPhone: phone,
      orderCustomerPhoneVerifiedAt: proven?.at ?? bag.orderCustomerPhoneVerifiedAt,
    }));
  }

  /** A staff bag's customer: the member with the proven phone, once there is one. */
  async staffOrderCustomer(request: RequestContext, view: CartView): Promise<NewMemberDetails | null> {
    const { orderCustomerPhone, orderCustomerPhoneVerifiedAt } = view.record;
    if (!orderCustomerPhone || !orderCustomerPhoneVerifiedAt) return null;
    return this.deps.staffOrders.memberWithPhone(request.website.id, orderCustomerPhone);
  }

  // -------------------------------------------------------------------------------------------
  // The Cart fields of the checkout

  /** The methods that can pay what the cart leaves to pay: only the free method when a gift card pays it all. */
  paymentMethods(request: RequestContext, view: CartView): Array<{ code: string; title: string }> {
    return this.deps.paymentMethods.codesFor(view.goodsTotal + view.shippingFee - view.giftCardAmount).map((code) => ({ code, title: pickLocalized(findPaymentMethod(code)!.title, request.locale) }));
  }

  selectedPaymentMethod(request: RequestContext, view: CartView): SelectedPaymentMethod {
    const method = view.record.paymentMethod ? findPaymentMethod(view.record.paymentMethod) : undefined;
    return { code: method?.code ?? '', title: method ? pickLocalized(method.title, request.locale) : '', purchase_order_number: null };
  }

  async shippingAddresses(request: RequestContext, view: CartView): Promise<ShippingCartAddressView[]> {
    const { record } = view;
    if (!record.shippingAddress) return [];
    const shop = record.pickupLocationId ? await this.shopById(record.pickupLocationId) : undefined;
    const methods = [this.methodFor(view, request, shop)];
    return [
      {
        ...this.addressView(record.shippingAddress, request),
        pickup_location_code: shop?.code ?? null,
        available_shipping_methods: methods,
        selected_shipping_method: methods.find((method) => `${method.carrier_code}_${method.method_code}` === record.shippingMethod) ?? null,
      },
    ];
  }

  billingAddress(request: RequestContext, view: CartView): CartAddressView | null {
    return view.record.billingAddress ? this.addressView(view.record.billingAddress, request) : null;
  }

  // -------------------------------------------------------------------------------------------

  private methodFor(view: CartView, scope: StoreScope, shop: typeof storeLocations.$inferSelect | undefined): ShippingMethodView {
    const money = (amount: number) => moneyObject(amount, scope.baseCurrency);
    if (shop) {
      return {
        carrier_code: STORE_PICKUP.carrierCode,
        carrier_title: pickLocalized(SHIPPING_TITLES.storePickup, scope.locale),
        method_code: STORE_PICKUP.methodCode,
        method_title: pickLocalized(shop.name, scope.locale),
        amount: money(0),
        price_excl_tax: money(0),
        price_incl_tax: money(0),
        available: true,
        error_message: null,
      };
    }
    const fee = homeDeliveryFee(scope.website.code, view.goodsTotal);
    const freeFrom = formatMoney({ amount: HOME_DELIVERY_RATES[scope.website.code].freeFrom, currency: scope.baseCurrency });
    const freeTitle = { en: `Free from ${freeFrom}`, 'zh-Hant': `滿 ${freeFrom} 免運費`, 'zh-Hans': `满 ${freeFrom} 免运费` };
    return {
      carrier_code: HOME_DELIVERY.carrierCode,
      carrier_title: pickLocalized(SHIPPING_TITLES.homeDelivery, scope.locale),
      method_code: HOME_DELIVERY.methodCode,
      method_title: pickLocalized(fee === 0 ? SHIPPING_TITLES.free : freeTitle, scope.locale),
      amount: money(fee),
      price_excl_tax: money(fee),
      price_incl_tax: money(fee),
      available: true,
      error_message: null,
    };
  }

  private addressView(address: Address, scope: StoreScope): CartAddressView {
    const region = REGIONS[address.countryCode].find((candidate) => candidate.code === address.regionCode);
    return {
      firstname: address.firstname,
      lastname: address.lastname,
      street: address.street,
      city: address.city,
      region: { code: address.regionCode, label: region ? pickLocalized(region.name, scope.locale) : null, region_id: null },
      postcode: address.postcode,
      country: { code: address.countryCode, label: pickLocalized(COUNTRY_NAMES[address.countryCode], scope.locale) },
      telephone: address.telephone,
    };
  }

  private async pickupShop(code: string, scope: StoreScope) {
    const [shop] = await this.db
      .select()
      .from(storeLocations)
      .where(and(eq(storeLocations.code, code), eq(storeLocations.websiteId, scope.website.id), eq(storeLocations.isActive, true)))
      .orderBy(asc(storeLocations.id));
    if (!shop || !shop.services.includes('pickup')) throw notFoundError('checkout.pickupShopNotFound', { code: code.slice(0, 60) });
    return shop;
  }

  private async shopOfWebsite(code: string, scope: StoreScope) {
    const [shop] = await this.db
      .select()
      .from(storeLocations)
      .where(and(eq(storeLocations.code, code.trim()), eq(storeLocations.websiteId, scope.website.id), eq(storeLocations.isActive, true)));
    if (!shop) throw inputError('staffOrder.shopUnknown');
    return shop;
  }

  private async shopById(id: number) {
    const [shop] = await this.db.select().from(storeLocations).where(eq(storeLocations.id, id));
    return shop;
  }

  /**
   * Writes checkout fields that depend on nothing the cart holds, in one statement on a cart the
   * request may change; a cart it may not takes the locked way, whose findCart says why.
   */
  private async write(request: RequestContext, maskedId: string, choices: CheckoutChoices): Promise<CartRecord> {
    return (await saveChoicesOnChangeableCart(this.db, request, maskedId, choices)) ?? this.change(request, maskedId, async () => choices);
  }

  /**
   * Writes checkout fields on the locked cart and answers the row as written: a caller that shows
   * the cart prices it from that row (CartService.viewOf), one that does not is spared the pricing.
   */
  private async change(request: RequestContext, maskedId: string, fields: (cart: CartRecord, tx: Database) => Promise<CheckoutChoices>): Promise<CartRecord> {
    return this.db.transaction(async (tx) => {
      const cart = await findCart(tx, request, maskedId, true);
      return saveCheckoutChoices(tx, cart.id, await fields(cart, tx));
    });
  }
}

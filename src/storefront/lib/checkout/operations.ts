/**
 * The checkout's GraphQL: the cart as the checkout draws it, the shops an order can be collected
 * at, and the step mutations (spec 001 §7: set guest email, set shipping address, shipping and
 * payment information, place order).
 */
import { CART_ITEM_CHOICES, CUSTOM_MADE_PART, MONEY } from '../api/fragments.ts';
import { graphql } from '../api/graphql.ts';

const CART_ADDRESS = /* GraphQL */ `
  fragment CheckoutAddress on CartAddressInterface {
    firstname
    lastname
    street
    city
    region {
      code
      label
    }
    postcode
    country {
      code
      label
    }
    telephone
  }
`;

const SHIPPING_METHOD = /* GraphQL */ `
  fragment CheckoutShippingMethod on AvailableShippingMethod {
    carrier_code
    carrier_title
    method_code
    method_title
    amount {
      ...MoneyFields
    }
    available
    error_message
  }
`;

export const CHECKOUT_CART_FIELDS = /* GraphQL */ `
  fragment CheckoutCart on Cart {
    id
    email
    is_virtual
    total_quantity
    applied_coupons { code }
    applied_gift_cards { code applied_balance { ...MoneyFields } }
    items {
      uid
      sku
      quantity
      is_gift
      hidden_in_cart
      product {
        sku
        name
        url_key
        url_suffix
        small_image {
          file
        }
      }
      prices {
        price {
          ...MoneyFields
        }
        row_total_including_tax {
          ...MoneyFields
        }
      }
      ...CartItemChoices
    }
    prices {
      grand_total {
        ...MoneyFields
      }
      subtotal_including_tax {
        ...MoneyFields
      }
      discounts {
        label
        amount {
          ...MoneyFields
        }
      }
    }
    shipping_addresses {
      ...CheckoutAddress
      pickup_location_code
      available_shipping_methods {
        ...CheckoutShippingMethod
      }
      selected_shipping_method {
        carrier_code
        method_code
        carrier_title
        method_title
        amount {
          ...MoneyFields
        }
      }
    }
    billing_address {
      ...CheckoutAddress
    }
    selected_payment_method {
      code
    }
    available_payment_methods {
      code
      title
    }
    bcn_staff_ordered_store
    bcn_order_customer_phone_area
    bcn_order_customer_phone
    bcn_order_customer_phone_validated
    bcn_order_customer {
      firstname
      lastname
      email
    }
  }
  ${CART_ADDRESS}
  ${SHIPPING_METHOD}
  ${MONEY}
  ${CUSTOM_MADE_PART}
  ${CART_ITEM_CHOICES}
`;

export const CHECKOUT_CART = graphql(`
  query CheckoutCart($cartId: String!) {
    cart(cart_id: $cartId) {
      ...CheckoutCart
    }
  }
  ${CHECKOUT_CART_FIELDS}
`);

export const PICKUP_STORES = graphql(`
  query PickupStores {
    storeLocations(service: "pickup") {
      code
      name
      address
      phone
    }
  }
`);

/** A signed-in shopper's role and valid coupons, offered at checkout to members (spec 000 §6: staff enter codes only). */
export const CHECKOUT_COUPONS = graphql(`
  query CheckoutCoupons {
    customer {
      role_id
      coupons(status: VALID) {
        code
        name
        valid_until
        channel
      }
    }
  }
`);

/** A signed-in member's address book, offered at the shipping step. */
export const CHECKOUT_MEMBER = graphql(`
  query CheckoutMember {
    customer {
      firstname
      lastname
      mobile
      addresses {
        id
        firstname
        lastname
        street
        city
        postcode
        telephone
        country_code
        default_shipping
        region {
          region_code
          region
        }
      }
    }
  }
`);

export const SET_GUEST_EMAIL = graphql(`
  mutation SetGuestEmail($cartId: String!, $email: String!) {
    setGuestEmailOnCart(input: { cart_id: $cartId, email: $email }) {
      cart {
        id
      }
    }
  }
`);

export const SET_SHIPPING_ADDRESS = graphql(`
  mutation SetShippingAddress($cartId: String!, $address: CartAddressInput!, $pickup: String) {
    setShippingAddressesOnCart(input: { cart_id: $cartId, shipping_addresses: [{ address: $address, pickup_location_code: $pickup }] }) {
      cart {
        shipping_addresses {
          available_shipping_methods {
            ...CheckoutShippingMethod
          }
        }
      }
    }
  }
  ${SHIPPING_METHOD}
  ${MONEY}
`);

export const SET_SHIPPING_METHOD = graphql(`
  mutation SetShippingMethod($cartId: String!, $carrier: String!, $method: String!) {
    setShippingMethodsOnCart(input: { cart_id: $cartId, shipping_methods: [{ carrier_code: $carrier, method_code: $method }] }) {
      cart {
        id
      }
    }
  }
`);

export const SET_BILLING_ADDRESS = graphql(`
  mutation SetBillingAddress($cartId: String!, $address: CartAddressInput, $same: Boolean) {
    setBillingAddressOnCart(input: { cart_id: $cartId, billing_address: { address: $address, same_as_shipping: $same } }) {
      cart {
        id
      }
    }
  }
`);

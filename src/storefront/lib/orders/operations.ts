/**
 * The order history's operations (src/commerce/modules/orders/schema.graphql): a page of the
 * customer's orders (Magento's Customer.orders), one order by its number for its details page, and
 * a page of the in-store purchases, and an order found by number and mobile for order tracking.
 * Types come from codegen.
 */
import { CUSTOM_MADE_PART, MONEY } from '../api/fragments.ts';
import { graphql } from '../api/graphql.ts';

/**
 * What an order line is pictured with (lib/orders/orderViews.ts, orderItemPicture): a made-to-order
 * piece's own picture, else the ordered variant's (a ring in the colour bought; the line's product
 * is the configurable one, which Magento pictures in its first colour), else the product's.
 */
export const ORDER_ITEM_PICTURE = /* GraphQL */ `
  fragment OrderItemPicture on OrderItemInterface {
    product_sku
    custom_image
    product {
      small_image { file label }
      ... on ConfigurableProduct { variants { product { sku small_image { file label } } } }
    }
  }
`;

export const ORDER_CARD = /* GraphQL */ `
  fragment OrderCard on CustomerOrder {
    number
    order_date
    status
    status_code
    cm_ready_date
    total_quantity
    total { grand_total { ...MoneyFields } }
    items { product_name ...OrderItemPicture }
  }
`;

export const ORDER_HISTORY = graphql(
  `
  query OrderHistory($currentPage: Int!, $pageSize: Int!) {
    customer {
      orders(currentPage: $currentPage, pageSize: $pageSize) {
        total_count
        page_info { current_page total_pages }
        items { ...OrderCard }
      }
    }
  }
`,
  ORDER_CARD,
  ORDER_ITEM_PICTURE,
  MONEY,
);

export const IN_STORE_PURCHASES = graphql(
  `
  query InStorePurchases($currentPage: Int!, $pageSize: Int!) {
    customer {
      in_store_purchases(currentPage: $currentPage, pageSize: $pageSize) {
        total_count
        page_info { current_page total_pages }
        items {
          receipt_number
          purchase_date
          total_quantity
          amount { ...MoneyFields }
          shop { name address }
          items { name sku quantity amount { ...MoneyFields } }
        }
      }
    }
  }
`,
  MONEY,
);

/** An order line's choices (lib/cart/lineChoices.ts): a configurable piece's options, a made-to-order piece's design. Needs MONEY and CUSTOM_MADE_PART. */
export const ORDER_ITEM_CHOICES = /* GraphQL */ `
  fragment OrderItemChoices on OrderItemInterface {
    selected_options { label value }
    custom_image
    cm_delivery_days
    custommate_options { option_label value_label }
    word_custommate_options { word_content word_type_label }
    cm_diamond { ...CustomMadeDiamondChoice }
    for_her_option { ...CustomMadePartChoices }
    for_him_option { ...CustomMadePartChoices }
  }
`;

export const ORDER_DETAILS_FIELDS = /* GraphQL */ `
  fragment OrderDetails on CustomerOrder {
    number
    order_date
    status
    status_code
    cm_ready_date
    shipping_method
    pickup_code
    tracking_number
    shipments { tracking { number title url } }
    pickup_location { name address phone }
    items {
      product_name
      product_sku
      product_url_key
      quantity_ordered
      ...OrderItemChoices
      ...OrderItemPicture
      product_sale_price { ...MoneyFields }
      prices { row_total { ...MoneyFields } }
      is_gift
      product { url_key url_suffix small_image { file label } }
    }
    total {
      subtotal { ...MoneyFields }
      total_shipping { ...MoneyFields }
      grand_total { ...MoneyFields }
      total_refunded { ...MoneyFields }
      discounts { label amount { ...MoneyFields } }
    }
    applied_gift_cards { code applied_balance { ...MoneyFields } }
    shipping_address { firstname lastname street city region postcode telephone }
    billing_address { firstname lastname street city region postcode telephone }
    payment_methods { name type additional_data { name value } }
    comments { timestamp message }
  }
`;

export const ORDER_DETAILS = graphql(
  `
  query OrderDetails($number: String!) {
    customer {
      orders(filter: { number: { eq: $number } }, pageSize: 1) {
        items { ...OrderDetails }
      }
    }
  }
`,
  ORDER_DETAILS_FIELDS,
  ORDER_ITEM_CHOICES,
  ORDER_ITEM_PICTURE,
  CUSTOM_MADE_PART,
  MONEY,
);

/** An order found by its number and mobile number (order tracking): the details page's fields. */
export const TRACK_ORDER = graphql(
  `
  query TrackOrder($input: TrackOrderInput!) {
    trackOrder(input: $input) { ...OrderDetails }
  }
`,
  ORDER_DETAILS_FIELDS,
  ORDER_ITEM_CHOICES,
  ORDER_ITEM_PICTURE,
  CUSTOM_MADE_PART,
  MONEY,
);

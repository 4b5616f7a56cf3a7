/**
 * GraphQL fragments shared by several pages (docs/conventions.md, Routes). A page's own
 * query sits with its route and composes these.
 */

/**
 * The menu tree: the menu fields of spec 001 §3.2 three levels under each root, as buildMenu
 * (menu.ts) reads it. The store layout asks for it with the chrome of every page, the site map on
 * its own.
 */
export const MENU_TREE = /* GraphQL */ `
  fragment MenuCategory on CategoryTree {
    id
    name
    url_path
    url_suffix
    position
    include_in_menu
    is_page_internal
    page_url
    browser_more_url
    is_store_brand
    image
    category_code
    menu_collection_label_v1 { code label }
  }
  fragment MenuTree on CategoryTree {
    ...MenuCategory
    children {
      ...MenuCategory
      children {
        ...MenuCategory
        children { ...MenuCategory }
      }
    }
  }
`;

export const MONEY = /* GraphQL */ `
  fragment MoneyFields on Money { value currency minor_units }
`;

/** What a product card needs: carousels now, category and search listings next. */
export const PRODUCT_CARD = /* GraphQL */ `
  fragment ProductCard on ProductInterface {
    uid
    sku
    name
    url_key
    url_suffix
    stock_status
    points_cost
    small_image { file label }
    price_range {
      minimum_price {
        regular_price { ...MoneyFields }
        final_price { ...MoneyFields }
        discount { amount_off percent_off }
      }
    }
  }
  ${MONEY}
`;

export const CMS_PAGE_FIELDS = /* GraphQL */ `
  fragment CmsPageFields on CmsPage {
    identifier
    url_key
    title
    content
    content_heading
    page_layout
    page_type
    meta_title
    meta_description
    meta_keywords
  }
`;

export const BREADCRUMBS = /* GraphQL */ `
  fragment BreadcrumbFields on Breadcrumb {
    category_id
    category_name
    category_level
    category_url_path
  }
`;

/**
 * A made-to-order piece's choices (lib/cart/lineChoices.ts): a ring of a pair, and the diamond.
 * Each item type (cart, order, wishlist) asks its own fields with these (CUSTOM_MADE_SINGLE_FIELDS
 * is their list for a single piece); the document must also hold MONEY.
 */
export const CUSTOM_MADE_PART = /* GraphQL */ `
  fragment CustomMadeDiamondChoice on CustomMadeDiamond { shape_label carat color clarity certification certificate_number price { ...MoneyFields } }
  fragment CustomMadePartChoices on CustomMadePartOption {
    custommate_options { option_label value_label }
    word_custommate_options { word_content word_type_label }
    cm_diamond { ...CustomMadeDiamondChoice }
  }
`;

/**
 * What a bag line's shopper chose, as every view of the bag shows it (lib/cart/lineChoices.ts): a
 * configurable piece's options, a bundle's, a made-to-order piece's design. Needs MONEY and
 * CUSTOM_MADE_PART in the document.
 */
export const CART_ITEM_CHOICES = /* GraphQL */ `
  fragment CartItemChoices on CartItemInterface {
    ... on ConfigurableCartItem {
      configurable_options { option_label value_label }
      configured_variant { small_image { file label } }
    }
    ... on BundleCartItem { bundle_options { label values { label quantity } } }
    ... on CustomMadeSimpleCartItem {
      custom_image
      cm_delivery_days
      custommate_options { option_label value_label }
      word_custommate_options { word_content word_type_label }
      cm_diamond { ...CustomMadeDiamondChoice }
    }
    ... on CustomMadeBundleCartItem {
      custom_image
      cm_delivery_days
      custommate_options { option_label value_label }
      word_custommate_options { word_content word_type_label }
      for_her_option { ...CustomMadePartChoices }
      for_him_option { ...CustomMadePartChoices }
    }
  }
`;

/**
 * The bag as its page, the mini cart and every bag form's answer read it (lib/cart/cartView.ts): lines
 * with their options, errors and gold re-pricing, totals, the coupon.
 */
export const CART_FIELDS = /* GraphQL */ `
  fragment CartFields on Cart {
    id
    total_quantity
    has_dynamic_gold
    applied_coupons { code }
    applied_gift_cards { code applied_balance { ...MoneyFields } }
    prices {
      grand_total { ...MoneyFields }
      subtotal_excluding_tax { ...MoneyFields }
      subtotal_including_tax { ...MoneyFields }
      applied_taxes { label amount { ...MoneyFields } }
      discounts { label amount { ...MoneyFields } coupon { code } }
    }
    items {
      uid
      sku
      quantity
      max_qty
      has_error
      error
      hidden_in_cart
      price_changed
      is_dynamic_gold
      is_gift
      quoted_price { ...MoneyFields }
      prices { price { ...MoneyFields } row_total_including_tax { ...MoneyFields } }
      product { sku name url_key url_suffix small_image { file label } }
      ...CartItemChoices
      ... on ConfigurableCartItem {
        configurable_options {
          qty
          new_total_price { ...MoneyFields }
          service_charge_price { ...MoneyFields }
        }
        configured_variant { sku }
        product {
          ... on ConfigurableProduct {
            configurable_options { attribute_code label }
            variants { attributes { code label } product { sku stock_status } }
          }
        }
      }
    }
  }
  ${MONEY}
  ${CUSTOM_MADE_PART}
  ${CART_ITEM_CHOICES}
`;

// ---- Answer shapes of the fragments, as codegen wrote them ----------------------------------------

export type {
  BreadcrumbFieldsFragment as BreadcrumbFields,
  CmsPageFieldsFragment as CmsPageFields,
  MoneyFieldsFragment as MoneyFields,
  ProductCardFragment as ProductCardFields,
} from '../generated/operations.ts';

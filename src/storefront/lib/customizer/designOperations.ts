/** The design page's operations: the design, its quote, diamonds, holds, and the bag's made-to-order lines. */
import { CART_FIELDS, MONEY } from '../api/fragments.ts';
import { graphql } from '../api/graphql.ts';

export const CUSTOMIZER_DESIGN = graphql(`
  query CustomizerDesign($sku: String!) {
    customizerDesign(sku: $sku) {
      sku
      name
      type_id
      category
      engraving_max_characters
      delivery_days
      image
      price_from { ...MoneyFields }
      steps {
        option_id
        code
        part
        title
        required
        max_characters
        values {
          value_id
          code
          title
          extra_days
          price { ...MoneyFields }
        }
      }
    }
  }
  ${MONEY}
`);

export const DESIGN_QUOTE = graphql(`
  query DesignQuote($selection: CustomMadeSelectionInput!, $cartId: String) {
    customMadeQuote(selection: $selection, cart_id: $cartId) {
      price { ...MoneyFields }
      cm_delivery_days
      custom_image
    }
  }
  ${MONEY}
`);

const DIAMOND_FIELDS = /* GraphQL */ `
  fragment DesignDiamondFields on Diamond {
    identifier
    shape
    shape_label
    colored_type_label
    certification
    carat
    color_label
    clarity
    cut_label
    polish_label
    symmetry_label
    fluorescence_label
    diameter
    certificate_number
    certificate { lab number url }
    state
    held_until
    price { ...MoneyFields }
    available
  }
`;

export const DESIGN_DIAMONDS = graphql(`
  query DesignDiamonds($filter: DiamondFilterInput, $sort: DiamondSortInput, $page: Int, $pageSize: Int, $cartId: String) {
    diamonds(filter: $filter, sort: $sort, currentPage: $page, pageSize: $pageSize, cart_id: $cartId) {
      total_count
      page_info { current_page total_pages }
      aggregations { attribute_code label options { value label count } }
      items { ...DesignDiamondFields }
    }
  }
  ${DIAMOND_FIELDS}
  ${MONEY}
`);

export const DESIGN_DIAMOND = graphql(`
  query DesignDiamond($identifier: String!, $cartId: String) {
    diamond(identifier: $identifier, cart_id: $cartId) { ...DesignDiamondFields }
  }
  ${DIAMOND_FIELDS}
  ${MONEY}
`);

export const HOLD_DESIGN_DIAMOND = graphql(`
  mutation HoldDesignDiamond($cartId: String!, $identifier: String!) {
    holdDiamond(input: { cart_id: $cartId, identifier: $identifier }) {
      held_until
      diamond { identifier }
    }
  }
`);

export const UPDATE_DESIGN_LINE = graphql(`
  mutation UpdateDesignLine($cartId: String!, $uid: ID!, $options: CustomMadeOptionsInput!) {
    updateCartItems(input: { cart_id: $cartId, cart_items: [{ cart_item_uid: $uid, custom_made_options: $options }] }) {
      cart { ...CartFields }
      errors { code message }
    }
  }
  ${CART_FIELDS}
`);

const PART_CHOICES = /* GraphQL */ `
  fragment DesignPartChoices on CustomMadePartOption {
    cm_diamon_identifier
    custommate_options { option_id value_id }
    word_custommate_options { word_content word_type }
  }
`;

export const DESIGN_BAG_LINE = graphql(`
  query DesignBagLine($cartId: String!) {
    cart(cart_id: $cartId) {
      items {
        uid
        product { sku }
        ... on CustomMadeSimpleCartItem {
          cm_diamon_identifier
          custommate_options { option_id value_id }
          word_custommate_options { word_content word_type }
        }
        ... on CustomMadeBundleCartItem {
          for_her_option { ...DesignPartChoices }
          for_him_option { ...DesignPartChoices }
        }
      }
    }
  }
  ${PART_CHOICES}
`);

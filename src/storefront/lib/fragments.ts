/**
 * GraphQL fragments shared by several pages (STYLE.md, Hydrogen's lib/fragments). A page's own
 * query sits with its route and composes these.
 */

/** The menu fields of spec 001 §3.2, one level; the menu query nests it three deep. */
export const MENU_CATEGORY = /* GraphQL */ `
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

// ---- Answer shapes of the fragments ------------------------------------------------------------

export interface MoneyFields {
  value: number;
  currency: string;
  minor_units: number;
}

export interface ProductCardFields {
  uid: string;
  sku: string;
  name: string;
  url_key: string;
  url_suffix: string;
  stock_status: 'IN_STOCK' | 'OUT_OF_STOCK';
  small_image: { file: string; label: string } | null;
  price_range: {
    minimum_price: {
      regular_price: MoneyFields;
      final_price: MoneyFields;
      discount: { amount_off: number; percent_off: number };
    };
  };
}

export interface CmsPageFields {
  identifier: string;
  url_key: string;
  title: string;
  content: string;
  content_heading: string | null;
  page_layout: string;
  page_type: string;
  meta_title: string | null;
  meta_description: string | null;
  meta_keywords: string | null;
}

export interface BreadcrumbFields {
  category_id: number;
  category_name: string;
  category_level: number;
  category_url_path: string;
}

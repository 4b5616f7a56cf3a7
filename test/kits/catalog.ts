/**
 * Shared by the catalog's integration tests: reading the seeded database directly, to compute
 * expectations independently of the code under test.
 */
import type { SQL } from 'drizzle-orm';
import type { TestApp } from '../harness.ts';

export async function queryRows<T>(app: TestApp, statement: SQL): Promise<T[]> {
  const result = (await app.database.db.execute(statement)) as unknown as { rows: T[] };
  return result.rows;
}

export const PRICE_FIELDS = `price_range {
  minimum_price { regular_price { value currency minor_units } final_price { value currency minor_units } discount { amount_off percent_off } }
  maximum_price { final_price { value currency minor_units } }
}`;

export interface ListedProduct {
  id: number;
  sku: string;
  name: string;
  type_id: string;
  new_from_date: string | null;
  stock_status: string;
  price_range: {
    minimum_price: {
      regular_price: { value: number; currency: string; minor_units: number };
      final_price: { value: number; currency: string; minor_units: number };
      discount: { amount_off: number; percent_off: number };
    };
    maximum_price: { final_price: { value: number; currency: string; minor_units: number } };
  };
}

export interface ProductsAnswer {
  products: {
    total_count: number;
    page_info: { current_page: number; page_size: number; total_pages: number };
    items: ListedProduct[];
    aggregations?: Array<{ attribute_code: string; label: string; count: number; options: Array<{ label: string; value: string; count: number }> }>;
    sort_fields?: { default: string; options: Array<{ label: string; value: string; direction: string; code: string }> };
  };
}

export const LISTING_QUERY = `query Listing($search: String, $filter: ProductAttributeFilterInput, $sort: ProductAttributeSortInput, $pageSize: Int, $currentPage: Int) {
  products(search: $search, filter: $filter, sort: $sort, pageSize: $pageSize, currentPage: $currentPage) {
    total_count
    page_info { current_page page_size total_pages }
    items { id sku name type_id new_from_date stock_status ${PRICE_FIELDS} }
  }
}`;

export function finalPrices(answer: ProductsAnswer): number[] {
  return answer.products.items.map((item) => item.price_range.minimum_price.final_price.minor_units);
}

export function isSorted(values: readonly number[], direction: 'ASC' | 'DESC'): boolean {
  return values.every((value, index) => index === 0 || (direction === 'ASC' ? values[index - 1] <= value : values[index - 1] >= value));
}

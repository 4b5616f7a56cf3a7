/**
 * Every product type of the spec is a GraphQL type implementing ProductInterface, as in Magento.
 * Their fields are written once, on the interfaces; typeDefs.ts copies them into each type.
 */
import type { ProductType } from '../../rules/catalog.ts';

export const GRAPHQL_TYPE_BY_PRODUCT_TYPE = {
  virtual: 'VirtualProduct',
  simple: 'SimpleProduct',
  downloadable: 'DownloadableProduct',
  bundle: 'BundleProduct',
  grouped: 'GroupedProduct',
  configurable: 'ConfigurableProduct',
  point_simple: 'PointSimpleProduct',
  calculation_gold: 'CalculationGoldProduct',
  custom_made_simple: 'CustomMadeSimpleProduct',
  custom_made_bundle: 'CustomMadeBundleProduct',
} as const satisfies Record<ProductType, string>;

export type ProductTypeName = (typeof GRAPHQL_TYPE_BY_PRODUCT_TYPE)[ProductType];

/** The GraphQL type of a product of catalog type `typeId`; a type the schema does not know shows as simple. */
export function productTypeName(typeId: unknown): ProductTypeName {
  const found = Object.entries(GRAPHQL_TYPE_BY_PRODUCT_TYPE).find(([type]) => type === typeId);
  return found ? found[1] : 'SimpleProduct';
}

/** Types without a body to ship: Magento's virtual and downloadable products carry no weight. */
const NOT_PHYSICAL: ReadonlySet<ProductType> = new Set(['virtual', 'downloadable']);

export function productTypesSdl(): string {
  return (Object.entries(GRAPHQL_TYPE_BY_PRODUCT_TYPE) as Array<[ProductType, string]>)
    .map(([productType, name]) => {
      const interfaces = ['ProductInterface', 'RoutableInterface', ...(NOT_PHYSICAL.has(productType) ? [] : ['PhysicalProductInterface'])];
      return `type ${name} implements ${interfaces.join(' & ')}`;
    })
    .join('\n\n');
}

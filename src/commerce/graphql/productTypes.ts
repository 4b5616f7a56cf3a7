/**
 * Every product type of the spec is a GraphQL type implementing ProductInterface, as in Magento.
 * Their common fields are written once, on the interface, and copied here.
 */
import { Kind, parse, print, type InterfaceTypeDefinitionNode } from 'graphql';
import type { ProductType } from '../../rules/catalog.ts';

export const GRAPHQL_TYPE_BY_PRODUCT_TYPE: Record<ProductType, string> = {
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
};

export function productTypesSdl(catalogSdl: string): string {
  const document = parse(catalogSdl);
  const productInterface = document.definitions.find(
    (definition): definition is InterfaceTypeDefinitionNode =>
      definition.kind === Kind.INTERFACE_TYPE_DEFINITION && definition.name.value === 'ProductInterface',
  );
  if (!productInterface?.fields) throw new Error('catalog schema has no ProductInterface');
  const fields = productInterface.fields.map((field) => `  ${print({ ...field, description: undefined })}`).join('\n');
  return Object.values(GRAPHQL_TYPE_BY_PRODUCT_TYPE)
    .map(
      (name) =>
        `type ${name} implements ProductInterface & RoutableInterface {\n${fields}\n  type: UrlRewriteEntityTypeEnum\n  relative_url: String\n  redirect_code: Int!\n}`,
    )
    .join('\n\n');
}

/**
 * Turns one item of `addProductsToCart` into what a cart line holds: which product, chosen from
 * which configurable product, with which bundle choices. Magento's two ways of naming a variant both
 * work: the variant's SKU with `parent_sku`, or the configurable product's SKU with the option
 * values' uids in `selected_options`.
 */
import type { BundleSelection } from '../../db/schema/cart.ts';
import type { CustomMadeDesign } from '../../db/schema/madeToOrder.ts';
import type { CustomMadeOptionsInput } from './customMadeLines.ts';
import type { MessageKey, MessageValues } from '../../i18n/messages.ts';
import type { MemberLink, ProductRows } from '../catalog/index.ts';

export interface AddItemInput {
  sku: string;
  quantity: number;
  parent_sku?: string | null;
  /** As GraphQL's [ID] allows, an entry may be null: it names no option, so it is refused as one. */
  selected_options?: ReadonlyArray<string | null> | null;
  /** A made-to-order design's choices (the customizer's); the made-to-order module checks and prices them. */
  custom_made_options?: CustomMadeOptionsInput | null;
}

export type CartUserErrorCode =
  | 'PRODUCT_NOT_FOUND'
  | 'NOT_SALABLE'
  | 'INSUFFICIENT_STOCK'
  | 'COULD_NOT_FIND_CART_ITEM'
  | 'REQUIRED_PARAMETER_MISSING'
  | 'INVALID_PARAMETER_VALUE'
  | 'UNDEFINED'
  | 'PERMISSION_DENIED';

export interface ChoiceError {
  code: CartUserErrorCode;
  messageKey: MessageKey;
  values?: MessageValues;
}

export interface LineChoice {
  productId: number;
  parentProductId: number | null;
  bundleSelections: BundleSelection[] | null;
  /** A made-to-order line's design as chosen and priced. */
  customDesign?: CustomMadeDesign | null;
  /** Pieces per unit the shopper asked for (grouped sets add each member at its own quantity). */
  quantity: number;
}

/** What `selected_options` and `parent_sku` resolved to, or why they did not. */
export type ChoiceResult = { lines: LineChoice[] } | { error: ChoiceError };

function decode(uid: string | null): string[] {
  return Buffer.from((uid ?? '').trim(), 'base64').toString('utf8').split('/');
}

const fail = (code: CartUserErrorCode, messageKey: MessageKey, values?: MessageValues): ChoiceResult => ({ error: { code, messageKey, values } });

/** `skuIds` maps each SKU in the request to its product id; `rows` holds those products with their members. */
export function chooseLines(input: AddItemInput, skuIds: ReadonlyMap<string, number>, rows: ProductRows): ChoiceResult {
  const sku = input.sku.trim();
  const productId = skuIds.get(sku);
  const loaded = productId === undefined ? undefined : rows.products.get(productId);
  if (!loaded || !loaded.product.isActive) return fail('PRODUCT_NOT_FOUND', 'cart.productNotFound', { sku });
  const { product } = loaded;
  const members = rows.members.get(product.id) ?? [];

  if (input.parent_sku) {
    const parentId = skuIds.get(input.parent_sku.trim());
    const parent = parentId === undefined ? undefined : rows.products.get(parentId);
    if (!parent?.product.isActive) return fail('PRODUCT_NOT_FOUND', 'cart.productNotFound', { sku: input.parent_sku.trim() });
    const isMember = (rows.members.get(parent.product.id) ?? []).some((member) => member.childId === product.id);
    if (parent.product.typeId !== 'configurable' || !isMember) return fail('INVALID_PARAMETER_VALUE', 'cart.notAVariant', { sku, parent: parent.product.sku });
    return { lines: [{ productId: product.id, parentProductId: parent.product.id, bundleSelections: null, quantity: input.quantity }] };
  }

  switch (product.typeId) {
    case 'simple':
    case 'virtual':
    case 'downloadable':
    case 'calculation_gold':
      if (!product.visibleInCatalog) return fail('REQUIRED_PARAMETER_MISSING', 'cart.variantNeedsParent', { sku });
      return { lines: [{ productId: product.id, parentProductId: null, bundleSelections: null, quantity: input.quantity }] };
    case 'configurable':
      return chooseVariant(input, product.id, members, rows);
    case 'bundle':
      return chooseBundle(input, product.id, members);
    case 'grouped':
      if (!members.length) return fail('NOT_SALABLE', 'cart.notSalable', { sku });
      return {
        lines: members.map((member) => ({ productId: member.childId, parentProductId: null, bundleSelections: null, quantity: member.defaultQty * input.quantity })),
      };
    case 'point_simple':
      return fail('PERMISSION_DENIED', 'cart.rewardNeedsMember', { sku });
    default:
      // Made-to-order pieces are put together in the customizer, which adds them with their design.
      return fail('NOT_SALABLE', 'cart.madeToOrderNeedsDesign', { sku });
  }
}

function chooseVariant(input: AddItemInput, parentId: number, members: readonly MemberLink[], rows: ProductRows): ChoiceResult {
  const codes = rows.configurableAttributes.get(parentId) ?? [];
  const chosen = new Map<string, number>();
  for (const uid of input.selected_options ?? []) {
    const [kind, code, value] = decode(uid);
    if (kind !== 'configurable' || !codes.includes(code) || !/^\d+$/.test(value ?? '')) return fail('INVALID_PARAMETER_VALUE', 'cart.optionInvalid', { sku: input.sku });
    chosen.set(code, Number(value));
  }
  if (codes.some((code) => !chosen.has(code))) return fail('REQUIRED_PARAMETER_MISSING', 'cart.optionsRequired', { sku: input.sku });
  const variant = members.find((member) => {
    const values = rows.variantValues.get(member.childId);
    return codes.every((code) => values?.get(code) === chosen.get(code));
  });
  if (!variant) return fail('INVALID_PARAMETER_VALUE', 'cart.optionInvalid', { sku: input.sku });
  return { lines: [{ productId: variant.childId, parentProductId: parentId, bundleSelections: null, quantity: input.quantity }] };
}

/**
 * A bundle's options are numbered 1, 2 … in the order of their first choice, as the catalog shows
 * them (productViews.ts); a selected option's uid is "bundle/<option>/<product>/<quantity>".
 */
function chooseBundle(input: AddItemInput, bundleId: number, members: readonly MemberLink[]): ChoiceResult {
  const optionCodes: string[] = [];
  for (const member of members) {
    const code = member.optionCode ?? 'default';
    if (!optionCodes.includes(code)) optionCodes.push(code);
  }
  const selections = new Map<string, BundleSelection>();
  for (const uid of input.selected_options ?? []) {
    const [kind, option, product] = decode(uid);
    const optionCode = optionCodes[Number(option) - 1];
    const member = members.find((candidate) => (candidate.optionCode ?? 'default') === optionCode && String(candidate.childId) === product);
    if (kind !== 'bundle' || !member || selections.has(optionCode)) return fail('INVALID_PARAMETER_VALUE', 'cart.optionInvalid', { sku: input.sku });
    selections.set(optionCode, { optionCode, productId: member.childId, quantity: member.defaultQty });
  }
  if (!optionCodes.length || selections.size !== optionCodes.length) return fail('REQUIRED_PARAMETER_MISSING', 'cart.optionsRequired', { sku: input.sku });
  return {
    lines: [{ productId: bundleId, parentProductId: null, bundleSelections: optionCodes.map((code) => selections.get(code)!), quantity: input.quantity }],
  };
}

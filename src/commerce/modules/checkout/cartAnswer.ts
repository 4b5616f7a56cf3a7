/**
 * The cart a checkout step answers with. A step writes the shopper's choice on the cart row; the
 * answer is the cart priced as it stands, which reads its lines, price rules, prices and stock.
 * The storefront's email, delivery method, billing and payment steps ask for the cart's id alone
 * (lib/checkout/operations.ts), so an answer that asks for nothing but fields of the row is given
 * from the row as written, and the cart is priced only when the answer shows more.
 */
import { Kind, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';
import type { CommerceContext } from '../../graphql/context.ts';
import type { CartRecord, CartView } from '../cart/index.ts';

/** Cart fields the row answers by itself, as the priced cart would. */
const ROW_FIELDS = new Set(['__typename', 'id', 'email']);

/** Whether every `cart` the payload's selection asks for asks only fields of the row; a fragment counts as more. */
function asksOnlyRowFields(selectionSet: SelectionSetNode | undefined): boolean {
  return (selectionSet?.selections ?? []).every((selection) => {
    if (selection.kind !== Kind.FIELD) return false;
    if (selection.name.value !== 'cart') return true;
    return (selection.selectionSet?.selections ?? []).every((field) => field.kind === Kind.FIELD && ROW_FIELDS.has(field.name.value));
  });
}

/**
 * The answer's cart: priced when the selection shows more than the row's own fields. The row's
 * answer holds just those fields, and GraphQL reads no others of it (asksOnlyRowFields).
 */
export async function cartAnswer(ctx: CommerceContext, info: GraphQLResolveInfo, saved: CartRecord): Promise<CartView> {
  if (info.fieldNodes.every((node) => asksOnlyRowFields(node.selectionSet))) {
    return { id: saved.maskedId, email: saved.email, record: saved } as CartView;
  }
  return ctx.services.cart.viewOf(saved, ctx.request);
}

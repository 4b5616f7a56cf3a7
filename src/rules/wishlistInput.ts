/**
 * What the wishlist's form action accepts (the storefront's wishlist route), as zod schemas: a
 * heart adds a piece (as the bag's add names it) or removes the item holding it; the list's own
 * buttons remove an item or move it to the bag.
 */
import { z } from 'zod';
import { parseReturnTo } from './cartInput.ts';

const sku = z.string().trim().min(1).max(64);
const itemId = z.string().trim().regex(/^\d{1,9}$/);

export const wishlistInputSchema = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('add'),
    sku,
    parentSku: sku.optional(),
    selectedOptions: z.array(z.string().trim().min(1).max(200)).max(20).default([]),
  }),
  z.object({ intent: z.literal('remove'), itemId }),
  z.object({ intent: z.literal('to-bag'), itemId }),
]);

export type WishlistInput = z.infer<typeof wishlistInputSchema>;
export type WishlistIntent = WishlistInput['intent'];

/** A posted wishlist form: repeated `selectedOptions` gathered, empty fields left out. */
export function parseWishlistInput(form: FormData) {
  const fields: Record<string, unknown> = { selectedOptions: form.getAll('selectedOptions') };
  for (const name of ['intent', 'sku', 'parentSku', 'itemId']) {
    const value = form.get(name);
    if (typeof value === 'string' && value.trim()) fields[name] = value;
  }
  return { input: wishlistInputSchema.safeParse(fields), returnTo: parseReturnTo(form.get('returnTo') ?? undefined) };
}

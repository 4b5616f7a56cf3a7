/**
 * What the bag's one form action accepts (the storefront's cart route), as zod schemas: one
 * `intent` per form (add, scan, update, remove, change-variant, apply-coupon, remove-coupon,
 * apply-gift-card, remove-gift-card, add-gift). Quantities and
 * coupon codes follow the same limits as the API (cart.ts).
 */
import { z } from 'zod';
import { CART_LINE_MAX_QUANTITY, COUPON_CODE_MAX_LENGTH, GIFT_CARD_CODE_MAX_LENGTH, PRODUCT_CODE_MAX_LENGTH, giftFieldName } from './cart.ts';

const sku = z.string().trim().min(1).max(64);
const itemUid = z.string().trim().min(1).max(64);
const quantity = z.coerce.number().int().min(1).max(CART_LINE_MAX_QUANTITY);
/** A path inside the store (`/en-hk/ring.html?ring_size=12`), never another host. */
const returnTo = z
  .string()
  .max(500)
  .regex(/^\/(?!\/)[^\s\\]*$/)
  .optional()
  .catch(undefined);

/** The page a form without scripts goes back to, even when the rest of the form is refused. */
export function parseReturnTo(value: unknown): string | undefined {
  return returnTo.parse(value);
}

export const cartInputSchema = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('add'),
    sku,
    quantity: quantity.default(1),
    /** The configurable product a variant is chosen from (spec 001 §7 Add item: parentSku). */
    parentSku: sku.optional(),
    /** Option value uids (a bundle's choices). */
    selectedOptions: z.array(z.string().trim().min(1).max(200)).max(20).default([]),
    returnTo,
  }),
  /** A staff member's scanned or typed shelf-tag code (docs/decisions.md, "The staff bag"). */
  z.object({ intent: z.literal('scan'), code: z.string().trim().min(1).max(PRODUCT_CODE_MAX_LENGTH), quantity: quantity.default(1), returnTo }),
  z.object({
    intent: z.literal('update'),
    itemUid,
    quantity: z.coerce.number().int().min(0).max(CART_LINE_MAX_QUANTITY),
    returnTo,
  }),
  z.object({ intent: z.literal('remove'), itemUid, returnTo }),
  /** A configurable line's other variant (a ring's other size): the line is removed and the variant added (spec 000 §4). */
  z.object({ intent: z.literal('change-variant'), itemUid, variantSku: sku, returnTo }),
  z.object({
    intent: z.literal('apply-coupon'),
    couponCode: z.string().trim().min(1).max(COUPON_CODE_MAX_LENGTH),
    returnTo,
  }),
  z.object({ intent: z.literal('remove-coupon'), returnTo }),
  z.object({
    intent: z.literal('apply-gift-card'),
    giftCardCode: z.string().trim().min(1).max(GIFT_CARD_CODE_MAX_LENGTH),
    returnTo,
  }),
  z.object({ intent: z.literal('remove-gift-card'), giftCardCode: z.string().trim().min(1).max(GIFT_CARD_CODE_MAX_LENGTH), returnTo }),
  z.object({
    intent: z.literal('add-gift'),
    gifts: z
      .array(
        z.object({
          ruleId: z.coerce.number().int().positive(),
          sku,
          quantity: z.coerce.number().int().min(0).max(CART_LINE_MAX_QUANTITY),
        }),
      )
      .max(50),
    returnTo,
  }),
]);

export type CartInput = z.infer<typeof cartInputSchema>;
export type CartIntent = CartInput['intent'];

export { giftFieldName };

/**
 * The fields of a posted bag form as the schema reads them: repeated `selectedOptions`, and the
 * gift dialog's `gift:<rule>:<sku>` quantities gathered into `gifts`.
 */
export function cartFormFields(entries: Iterable<[string, unknown]>): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  const selectedOptions: string[] = [];
  const gifts: Array<{ ruleId: string; sku: string; quantity: unknown }> = [];
  for (const [name, value] of entries) {
    if (typeof value !== 'string') continue;
    if (name === 'selectedOptions') {
      if (value) selectedOptions.push(value);
    } else if (name.startsWith('gift:')) {
      const [, ruleId = '', giftSku = ''] = name.split(':');
      gifts.push({ ruleId, sku: giftSku, quantity: value });
    } else if (value !== '' || name === 'couponCode' || name === 'giftCardCode') {
      fields[name] = value;
    }
  }
  fields.selectedOptions = selectedOptions;
  fields.gifts = gifts;
  return fields;
}

export function parseCartInput(entries: Iterable<[string, unknown]>) {
  return cartInputSchema.safeParse(cartFormFields(entries));
}

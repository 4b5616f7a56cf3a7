/**
 * The gift dialog's rules (spec 000 §4 Gift selection, 001 §5), apart from React: what is left of a
 * rule is its left quantity minus the quantities chosen in it; each gift offers 0 up to the smaller
 * of its available quantity and what is left of the rule, counting its own chosen value; the title
 * counts what is left across every rule.
 */
import { giftQuantityOptions } from '../../../rules/cart.ts';

export interface GiftRule {
  ruleId: number;
  leftQuantity: number;
  products: Array<{ sku: string; availableQuantity: number }>;
}

/** Chosen quantities by `<rule id>:<sku>`. */
export type GiftChoices = Readonly<Record<string, number>>;

export const giftKey = (ruleId: number, sku: string) => `${ruleId}:${sku}`;

export function chosenQuantity(choices: GiftChoices, ruleId: number, sku: string): number {
  return choices[giftKey(ruleId, sku)] ?? 0;
}

export function leftOfRule(rule: GiftRule, choices: GiftChoices): number {
  return rule.leftQuantity - rule.products.reduce((sum, product) => sum + chosenQuantity(choices, rule.ruleId, product.sku), 0);
}

export function totalLeft(rules: readonly GiftRule[], choices: GiftChoices): number {
  return rules.reduce((sum, rule) => sum + Math.max(0, leftOfRule(rule, choices)), 0);
}

export function giftOptions(rule: GiftRule, product: GiftRule['products'][number], choices: GiftChoices): number[] {
  return giftQuantityOptions(product.availableQuantity, leftOfRule(rule, choices), chosenQuantity(choices, rule.ruleId, product.sku));
}

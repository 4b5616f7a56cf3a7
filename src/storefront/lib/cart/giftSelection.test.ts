import { describe, expect, it } from 'vitest';
import { giftKey, giftOptions, leftOfRule, totalLeft, type GiftRule } from './giftSelection.ts';

const rule: GiftRule = {
  ruleId: 4,
  leftQuantity: 2,
  products: [
    { sku: 'HEART', availableQuantity: 5 },
    { sku: 'HOOP', availableQuantity: 1 },
  ],
};
const other: GiftRule = { ruleId: 7, leftQuantity: 1, products: [{ sku: 'BOX', availableQuantity: 3 }] };

describe('the gift dialog rules', () => {
  it('offers 0 up to the smaller of stock and what is left of the rule', () => {
    expect(giftOptions(rule, rule.products[0], {})).toEqual([0, 1, 2]);
    expect(giftOptions(rule, rule.products[1], {})).toEqual([0, 1]);
  });

  it('takes the choices made from what is left; a gift counts its own choice in its options', () => {
    const choices = { [giftKey(4, 'HEART')]: 1 };
    expect(leftOfRule(rule, choices)).toBe(1);
    expect(giftOptions(rule, rule.products[0], choices)).toEqual([0, 1, 2]);
    expect(giftOptions(rule, rule.products[1], choices)).toEqual([0, 1]);
    const full = { [giftKey(4, 'HEART')]: 2 };
    expect(giftOptions(rule, rule.products[1], full)).toEqual([0]);
  });

  it('counts what is left across rules for the title "You can choose {total_quantity} more items"', () => {
    expect(totalLeft([rule, other], {})).toBe(3);
    expect(totalLeft([rule, other], { [giftKey(4, 'HOOP')]: 1, [giftKey(7, 'BOX')]: 1 })).toBe(1);
  });
});

import { describe, expect, it } from 'vitest';
import { giftQuantityOptions } from '../../../rules/cart.ts';
import { cartTotals, giftsLeft, spreadOver, type PriceRule } from './cartTotals.ts';

const now = new Date('2026-11-25T00:00:00Z');
const rule = (overrides: Partial<PriceRule>): PriceRule => ({
  id: 1,
  couponCode: null,
  discountType: 'percent',
  discountValue: 10,
  minSubtotal: 0,
  giftQuantity: 0,
  activeFrom: null,
  activeTo: null,
  isActive: true,
  sortOrder: 0,
  ...overrides,
});

describe('cart totals', () => {
  it('spread a discount over lines in whole cents that add up', () => {
    const shares = spreadOver(100, [
      { id: 1, rowTotal: 1 },
      { id: 2, rowTotal: 1 },
      { id: 3, rowTotal: 1 },
    ]);
    expect([...shares.values()].reduce((a, b) => a + b, 0)).toBe(100);
    expect([...shares.values()].sort()).toEqual([33, 33, 34]);
  });

  it('round a percentage half up and never go below zero', () => {
    const lines = [{ id: 1, quantity: 1, unitPrice: 105, giftRuleId: null }];
    expect(cartTotals(lines, [rule({ discountValue: 10 })], null, now)).toMatchObject({ subtotal: 105, discountTotal: 11, grandTotal: 94 });
    const fixed = rule({ id: 2, discountType: 'fixed', discountValue: 500 });
    expect(cartTotals(lines, [fixed], null, now)).toMatchObject({ discountTotal: 105, grandTotal: 0 });
  });

  it('apply a coupon rule only with its code, and no rule outside its dates or below its subtotal', () => {
    const lines = [{ id: 1, quantity: 2, unitPrice: 1000, giftRuleId: null }];
    const coupon = rule({ couponCode: 'TSL10' });
    expect(cartTotals(lines, [coupon], null, now).discounts).toEqual([]);
    expect(cartTotals(lines, [coupon], 'TSL10', now).discounts).toEqual([{ ruleId: 1, amount: 200 }]);
    expect(cartTotals(lines, [rule({ activeTo: new Date('2026-01-01T00:00:00Z') })], null, now).discounts).toEqual([]);
    expect(cartTotals(lines, [rule({ minSubtotal: 2001 })], null, now).discounts).toEqual([]);
  });

  it('leave gifts out of the subtotal and count what is left of a gift rule', () => {
    const lines = [
      { id: 1, quantity: 1, unitPrice: 1000, giftRuleId: null },
      { id: 2, quantity: 1, unitPrice: 700, giftRuleId: 4 },
    ];
    expect(cartTotals(lines, [], null, now)).toMatchObject({ subtotal: 1000, grandTotal: 1000 });
    expect(giftsLeft({ id: 4, giftQuantity: 2 }, lines)).toBe(1);
  });

  it('offer gift quantities up to the smaller of stock and what the rule has left, counting the current choice', () => {
    expect(giftQuantityOptions(5, 2, 0)).toEqual([0, 1, 2]);
    expect(giftQuantityOptions(1, 2, 0)).toEqual([0, 1]);
    expect(giftQuantityOptions(5, 1, 1)).toEqual([0, 1, 2]);
    expect(giftQuantityOptions(0, 2, 0)).toEqual([0]);
  });
});

import { describe, expect, it } from 'vitest';
import { giftQuantityOptions } from './cart.ts';
import { giftFieldName, parseCartInput, parseReturnTo } from './cartInput.ts';

const form = (fields: Array<[string, string]>) => parseCartInput(fields);

describe('the bag form rules', () => {
  it("reads a change of a configurable line's variant, and refuses one without the variant", () => {
    expect(form([['intent', 'change-variant'], ['itemUid', 'MTI='], ['variantSku', ' R-13 ']]).data).toEqual({ intent: 'change-variant', itemUid: 'MTI=', variantSku: 'R-13' });
    expect(form([['intent', 'change-variant'], ['itemUid', 'MTI=']]).success).toBe(false);
  });

  it('reads an add with a configurable parent and a bundle choice', () => {
    const parsed = form([
      ['intent', 'add'],
      ['sku', ' R-12 '],
      ['parentSku', 'R'],
      ['quantity', '2'],
      ['selectedOptions', 'YnVuZGxlLzEvMi8x'],
      ['returnTo', '/en-hk/ring.html?ring_size=12'],
    ]);
    expect(parsed.data).toEqual({
      intent: 'add',
      sku: 'R-12',
      parentSku: 'R',
      quantity: 2,
      selectedOptions: ['YnVuZGxlLzEvMi8x'],
      returnTo: '/en-hk/ring.html?ring_size=12',
    });
  });

  it('reads a gift card code, trimmed, and refuses an empty or overlong one', () => {
    expect(
      form([
        ['intent', 'apply-gift-card'],
        ['giftCardCode', ' hk-gift-500 '],
        ['returnTo', '/en-hk/checkout'],
      ]).data,
    ).toEqual({ intent: 'apply-gift-card', giftCardCode: 'hk-gift-500', returnTo: '/en-hk/checkout' });
    expect(form([['intent', 'apply-gift-card'], ['giftCardCode', '']]).success).toBe(false);
    expect(form([['intent', 'apply-gift-card'], ['giftCardCode', 'X'.repeat(65)]]).success).toBe(false);
    expect(form([['intent', 'remove-gift-card'], ['giftCardCode', 'HK-GIFT-500']]).data).toMatchObject({ intent: 'remove-gift-card', giftCardCode: 'HK-GIFT-500' });
  });

  it('refuses quantities outside 1 to 99 and forgets a return address on another host', () => {
    expect(
      form([
        ['intent', 'add'],
        ['sku', 'R'],
        ['quantity', '0'],
      ]).success,
    ).toBe(false);
    expect(
      form([
        ['intent', 'add'],
        ['sku', 'R'],
        ['quantity', '100'],
      ]).success,
    ).toBe(false);
    expect(
      form([
        ['intent', 'add'],
        ['sku', 'R'],
        ['returnTo', '//evil.example/'],
      ]).data?.returnTo,
    ).toBeUndefined();
    expect(
      form([
        ['intent', 'update'],
        ['itemUid', 'MQ=='],
        ['quantity', '0'],
      ]).data,
    ).toMatchObject({ quantity: 0 });
    expect(form([['intent', 'steal']]).success).toBe(false);
    expect(parseReturnTo('/en-hk/ring.html')).toBe('/en-hk/ring.html');
    expect(parseReturnTo('https://evil.example/')).toBeUndefined();
  });

  it('gathers the gift dialog quantities by rule and SKU', () => {
    const parsed = form([
      ['intent', 'add-gift'],
      [giftFieldName(4, 'P-1'), '1'],
      [giftFieldName(4, 'P-2'), '0'],
    ]);
    expect(parsed.data).toEqual({
      intent: 'add-gift',
      gifts: [
        { ruleId: 4, sku: 'P-1', quantity: 1 },
        { ruleId: 4, sku: 'P-2', quantity: 0 },
      ],
    });
  });

  it('offers gift quantities up to the smaller of the stock and what is left, counting the choice made (spec 001 §5)', () => {
    expect(giftQuantityOptions(5, 2, 0)).toEqual([0, 1, 2]);
    expect(giftQuantityOptions(5, 0, 2)).toEqual([0, 1, 2]);
    expect(giftQuantityOptions(1, 2, 0)).toEqual([0, 1]);
  });
});

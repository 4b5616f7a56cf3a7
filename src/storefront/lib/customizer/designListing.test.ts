import { describe, expect, it } from 'vitest';
import { categoryCodeOfSlug, customizerPath, designPath, isCustomizerPath } from './customizerPaths.ts';
import { coreDesignsOf, designsByRingForm, genderFilterOf, isMadeToOrderType, type DesignCard } from './designListing.ts';

const card = (sku: string, priceFromMinor: number, ringForm: DesignCard['ringForm'] = null): DesignCard => ({
  sku,
  name: sku,
  category: 'diamond_rings',
  gender: 'women',
  ringForm,
  priceFrom: String(priceFromMinor),
  priceFromMinor,
  image: `/media/${sku}.svg`,
});

describe('customizer paths', () => {
  it('maps category codes to slugs and back, unknown ones to the entry or nothing', () => {
    expect(customizerPath('diamond_rings')).toBe('/customizer/diamond-rings');
    expect(customizerPath('pair_rings')).toBe('/customizer/pair-rings');
    expect(customizerPath('earrings')).toBe('/customizer');
    expect(categoryCodeOfSlug('pair-rings')).toBe('pair_rings');
    expect(categoryCodeOfSlug('pair_rings')).toBeNull();
    expect(categoryCodeOfSlug('toString')).toBeNull();
  });
  it('builds a design path, with the cart line being edited', () => {
    expect(designPath('CM 1/2')).toBe('/customizer/design/CM%201%2F2');
    expect(designPath('CM1001', 'MTIz')).toBe('/customizer/design/CM1001?item=MTIz');
  });
  it('knows the made-to-order paths', () => {
    expect(isCustomizerPath('/customizer')).toBe(true);
    expect(isCustomizerPath('/customizer/design/CM1001')).toBe(true);
    expect(isCustomizerPath('/customizers')).toBe(false);
  });
});

describe('design listings', () => {
  it('reads only the three gender filters', () => {
    expect(genderFilterOf('men')).toBe('men');
    expect(genderFilterOf('both')).toBe('both');
    expect(genderFilterOf('MEN')).toBeNull();
    expect(genderFilterOf(null)).toBeNull();
  });
  it('groups ring designs by form in the spec order, leaving out empty forms', () => {
    const groups = designsByRingForm([card('a', 1, 'single_design'), card('b', 1, 'different_design'), card('c', 1, 'single_design')]);
    expect(groups.map((group) => [group.form, group.designs.map((design) => design.sku)])).toEqual([
      ['different_design', ['b']],
      ['single_design', ['a', 'c']],
    ]);
  });
  it('picks the cheapest design of each category, the first on a tie, skipping empty categories', () => {
    expect(coreDesignsOf([[card('a', 300), card('b', 200), card('c', 200)], [], [card('d', 100)]]).map((design) => design.sku)).toEqual(['b', 'd']);
  });
  it('tells made-to-order products by their type', () => {
    expect(isMadeToOrderType('custom_made_simple')).toBe(true);
    expect(isMadeToOrderType('custom_made_bundle')).toBe(true);
    expect(isMadeToOrderType('simple')).toBe(false);
  });
});

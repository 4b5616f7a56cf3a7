/** The small rules of the catalog pages: variants, sparkline, near point, search text, attribute names. */
import { describe, expect, it } from 'vitest';
import en from '../../i18n/messages/en.ts';
import zhHans from '../../i18n/messages/zh-Hans.ts';
import zhHant from '../../i18n/messages/zh-Hant.ts';
import { sparklinePath } from '../gold/goldPrices.ts';
import { attributeMessageIds, attributeValueMessage } from './jewelleryAttributes.ts';
import type { ConfigurableOption, Variant } from './productPage.server.ts';
import { productJsonLd } from './productJsonLd.ts';
import { ringSizeMeasurements } from './ringSizes.ts';
import { searchTextOf } from './searchText.ts';
import { nearPointOf } from '../service/storeLocator.server.ts';
import { chosenVariant, galleryFor, valueState } from './variants.ts';

const options: ConfigurableOption[] = [
  { code: 'metal_colour', label: 'Colour', values: [{ valueIndex: 1, label: 'Yellow' }, { valueIndex: 2, label: 'White' }] },
  { code: 'ring_size', label: 'Ring Size', values: [{ valueIndex: 10, label: 'Size 10' }, { valueIndex: 11, label: 'Size 11' }] },
];
const variant = (sku: string, colour: number, size: number, inStock: boolean): Variant => ({
  sku,
  value: 100,
  values: { metal_colour: colour, ring_size: size },
  price: sku,
  regularPrice: null,
  percentOff: null,
  inStock,
  onlyLeft: null,
  gallery: [{ file: `/ring-${colour === 1 ? 'yellow' : 'white'}.jpg`, alt: `Ring ${sku}` }],
});
const variants = [variant('Y10', 1, 10, true), variant('Y11', 1, 11, false), variant('W10', 2, 10, true)];

describe('configurable variants', () => {
  it('names a variant once every option is chosen', () => {
    expect(chosenVariant(options, variants, { metal_colour: 1 })).toBeNull();
    expect(chosenVariant(options, variants, { metal_colour: 1, ring_size: 11 })?.sku).toBe('Y11');
  });

  it('tells which values exist, are sold out or can be bought with the other choices', () => {
    expect(valueState(options, variants, { metal_colour: 2 }, 'ring_size', 11)).toBe('unavailable');
    expect(valueState(options, variants, { metal_colour: 1 }, 'ring_size', 11)).toBe('soldOut');
    expect(valueState(options, variants, {}, 'ring_size', 10)).toBe('available');
  });

  it('shows the pictures of the colour chosen, before and after the size', () => {
    const product = [{ file: '/ring-white.jpg', alt: 'Ring' }, { file: '/ring-angle.jpg', alt: 'Ring – another view' }];
    expect(galleryFor(options, variants, {}, product)).toBe(product);
    expect(galleryFor(options, variants, { metal_colour: 1 }, product)).toEqual([{ file: '/ring-yellow.jpg', alt: 'Ring' }]);
    expect(galleryFor(options, variants, { metal_colour: 1, ring_size: 11 }, product)).toEqual([{ file: '/ring-yellow.jpg', alt: 'Ring Y11' }]);
    // A size alone leaves rings of both colours: the product's pictures stay.
    expect(galleryFor(options, variants, { ring_size: 10 }, product)).toBe(product);
    // A variant without pictures of its own shows the product's.
    expect(galleryFor(options, [{ ...variants[0], gallery: [] }], { metal_colour: 1, ring_size: 10 }, product)).toBe(product);
  });
});

describe('catalog page helpers', () => {
  it('draws a stepped sparkline scaled into its box', () => {
    expect(sparklinePath([{ x: 0, y: 10 }, { x: 5, y: 20 }, { x: 10, y: 15 }], 100, 50)).toBe('M0.0 50.0H50.0V0.0H100.0V25.0');
    expect(sparklinePath([], 100, 50)).toBe('');
  });

  it('accepts a near point only in range and in the form the page sends', () => {
    expect(nearPointOf('22.297,114.172')).toEqual({ latitude: 22.297, longitude: 114.172 });
    expect(nearPointOf('91,0')).toBeNull();
    expect(nearPointOf('22.3;114')).toBeNull();
    expect(nearPointOf(null)).toBeNull();
  });

  it('counts search characters as the API does, so 戒指 is long enough', () => {
    expect(searchTextOf('  戒指 ')).toEqual({ text: '戒指', searchable: true });
    expect(searchTextOf('r').searchable).toBe(false);
    expect([...searchTextOf('金'.repeat(200)).text]).toHaveLength(128);
  });

  it('measures Hong Kong ring sizes', () => {
    expect(ringSizeMeasurements(12)).toEqual({ circumferenceMm: 52, diameterMm: 16.6 });
  });

  it('writes schema.org prices as decimal text from minor units', () => {
    const data = productJsonLd({
      name: 'Ring',
      sku: 'R1',
      brand: null,
      description: null,
      url: 'https://shop.example/en-hk/ring.html',
      images: [],
      price: { value: 4721.93, currency: 'HKD', minor_units: 472193 },
      inStock: false,
    });
    expect(data.offers).toEqual({
      '@type': 'Offer',
      url: 'https://shop.example/en-hk/ring.html',
      price: '4721.93',
      priceCurrency: 'HKD',
      availability: 'https://schema.org/OutOfStock',
    });
    expect(data).not.toHaveProperty('image');
  });
});

describe('jewellery attribute names', () => {
  it('has every attribute and named value in all three languages', () => {
    for (const catalog of [en, zhHant, zhHans] as Array<Record<string, string>>) {
      expect(attributeMessageIds().filter((id) => !catalog[id])).toEqual([]);
    }
  });

  it('names known codes, shows grades as they are and makes unknown codes readable', () => {
    expect(attributeValueMessage({ code: 'polish', value: 'EX' })).toEqual({ id: 'attribute.cut.EX' });
    expect(attributeValueMessage({ code: 'carat', value: '0.84 卡' })).toEqual({ text: '0.84 卡' });
    expect(attributeValueMessage({ code: 'clarity', value: 'VS1' })).toEqual({ text: 'VS1' });
    expect(attributeValueMessage({ code: 'metal', value: 'titanium_grade_5' })).toEqual({ text: 'Titanium grade 5' });
  });
});

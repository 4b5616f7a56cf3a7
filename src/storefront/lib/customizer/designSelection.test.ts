import { describe, expect, it } from 'vitest';
import { previewImage, readSelection, selectionOfLine, selectionParams, toOptionsInput, unmetSteps, type Design } from './designSelection.ts';
import { diamondVariables, readDiamondSearch } from './diamondSearch.ts';

const money = (minor: number) => ({ value: minor / 100, currency: 'HKD' as const, minor_units: minor });
const value = (value_id: number, code: string) => ({ value_id, code, title: code, extra_days: 0, price: money(0) });
const step = (option_id: number, code: string, part: string, values: ReturnType<typeof value>[], required = true) => ({
  option_id,
  code,
  part,
  title: code,
  required,
  max_characters: code === 'engraving' ? 10 : null,
  values,
});

const ring: Design = {
  sku: 'CM1',
  name: 'Ring',
  type_id: 'custom_made_simple',
  category: 'diamond_rings',
  engraving_max_characters: 12,
  delivery_days: 30,
  image: '/media/custom-made/solitaire_ring-white.svg',
  price_from: money(678000),
  steps: [
    step(1, 'material', 'piece', [value(1, '18k_white_gold'), value(3, '18k_rose_gold')]),
    step(2, 'ring_size', 'piece', [value(5, '6'), value(6, '7')]),
    step(3, 'diamond', 'piece', []),
    step(5, 'engraving', 'piece', [value(26, 'classic'), value(28, 'regular_script')], false),
  ],
};

const pair: Design = {
  ...ring,
  sku: 'CMB1',
  type_id: 'custom_made_bundle',
  steps: [
    step(56, 'material', 'for_her', [value(252, '18k_white_gold')]),
    step(61, 'engraving', 'for_her', [value(280, 'classic')], false),
    step(62, 'material', 'for_him', [value(283, '18k_yellow_gold')]),
    step(66, 'engraving', 'for_him', [value(309, 'classic')], false),
  ],
};

describe('design selection in the URL', () => {
  it('reads the design’s own values and keeps them through the URL', () => {
    const params = new URLSearchParams('o1=3&o2=99&o3=HK-D1&h3=2026-11-28T03:00:00Z&o5=永恆&f5=regular_script&item=abc');
    const selection = readSelection(ring, params);
    expect(selection.get(1)).toEqual({ valueId: 3 });
    // 99 is not one of the ring sizes.
    expect(selection.has(2)).toBe(false);
    // A hold time in a link is not believed: the API says whether the stone is held for the bag.
    expect(selection.get(3)).toEqual({ diamond: 'HK-D1' });
    expect(selectionParams(ring, selection).has('h3')).toBe(false);
    expect(selection.get(5)).toEqual({ text: '永恆', font: 'regular_script' });
    expect(readSelection(ring, selectionParams(ring, selection, 'abc'))).toEqual(selection);
    expect(selectionParams(ring, selection, 'abc').get('item')).toBe('abc');
  });

  it('names the required steps still to choose, never an optional one', () => {
    expect(unmetSteps(ring, readSelection(ring, new URLSearchParams('o1=1'))).map((candidate) => candidate.code)).toEqual(['ring_size', 'diamond']);
    expect(unmetSteps(ring, readSelection(ring, new URLSearchParams('o1=1&o2=5&o3=HK-D1')))).toEqual([]);
  });

  it('gives the API a piece’s choices, or a pair’s per ring', () => {
    const piece = toOptionsInput(ring, readSelection(ring, new URLSearchParams('o1=1&o2=5&o3=HK-D1&o5=AB&f5=classic')));
    expect(piece).toEqual({ options: [{ option_id: 1, value_id: 1 }, { option_id: 2, value_id: 5 }], diamond_identifier: 'HK-D1', engraving: { word_content: 'AB', word_type: 'classic' } });
    const both = toOptionsInput(pair, readSelection(pair, new URLSearchParams('o56=252&o61=Yours&f61=classic&o62=283&o66=Forever&f66=classic')));
    expect(both.for_her?.engraving?.word_content).toBe('Yours');
    expect(both.for_him?.engraving?.word_content).toBe('Forever');
    expect(both.for_him?.options).toEqual([{ option_id: 62, value_id: 283 }]);
  });

  it('takes a bag line’s choices back into the steps', () => {
    const selection = selectionOfLine(pair, {
      for_her: { cm_diamon_identifier: null, custommate_options: [{ option_id: 56, value_id: 252 }], word_custommate_options: [{ word_content: 'Yours', word_type: 'classic' }] },
      for_him: { cm_diamon_identifier: null, custommate_options: [{ option_id: 62, value_id: 283 }], word_custommate_options: [] },
    });
    expect(selection.get(61)).toEqual({ text: 'Yours', font: 'classic' });
    expect(selection.get(62)).toEqual({ valueId: 283 });
    expect(selection.has(66)).toBe(false);
  });

  it('draws the design in the chosen metal before it is complete', () => {
    expect(previewImage(ring, readSelection(ring, new URLSearchParams('o1=3')))).toBe('/media/custom-made/solitaire_ring-rose.svg');
  });
});

describe('diamond search in the URL', () => {
  it('reads filters, ranges, sort and page, and leaves out what is not a number', () => {
    const search = readDiamondSearch(new URLSearchParams('qshape=round&qshape=oval&qcarat_from=0.5&qcarat_to=x&qsort=carat_desc&qpage=2'));
    expect(diamondVariables(search)).toEqual({
      filter: { shape: { in: ['round', 'oval'] }, carat: { from: '0.5', to: undefined } },
      sort: { carat: 'DESC' },
      page: 2,
      pageSize: 12,
    });
    expect(readDiamondSearch(new URLSearchParams('qsort=nonsense&qpage=-1'))).toMatchObject({ sort: 'price_asc', page: 1 });
  });
});

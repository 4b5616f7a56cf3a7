import { describe, expect, it } from 'vitest';
import { writeCarats } from '../../../rules/diamonds.ts';
import { lineChoicesOf, type CustomMadeAnswer } from './lineChoices.ts';

const RING: CustomMadeAnswer = {
  custommate_options: [{ option_label: 'Material', value_label: '18K White Gold' }],
  word_custommate_options: [],
  cm_delivery_days: 21,
  cm_diamond: { shape_label: 'Round', carat: 0.54, color: 'F', clarity: 'VS1', certification: 'GIA BRI', certificate_number: '2141438171', price: { currency: 'HKD', minor_units: 1_200_000 } },
};

const stoneOf = (locale: 'en' | 'zh-Hant' | 'zh-Hans') => lineChoicesOf([], RING, () => 'HK$12,000', locale).rows.find((row) => row.kind === 'diamond');

describe("a line's stone", () => {
  it('weighs in the words of the shopper’s language, as the customizer writes it', () => {
    expect(stoneOf('en')).toMatchObject({ shape: 'Round', weight: '0.54 ct', grades: 'F · VS1' });
    expect(stoneOf('zh-Hant')).toMatchObject({ weight: '0.54 卡' });
    expect(stoneOf('zh-Hans')).toMatchObject({ weight: '0.54 克拉' });
    for (const locale of ['en', 'zh-Hant', 'zh-Hans'] as const) expect(stoneOf(locale)).toMatchObject({ weight: writeCarats(0.54, locale) });
  });
});

import { describe, expect, it } from 'vitest';
import { punctuationFor } from './punctuation.ts';

describe('punctuation where code joins texts', () => {
  it('is full width without spaces in Chinese, half width with a space in English', () => {
    for (const locale of ['zh-Hant', 'zh-Hans', 'zh-Hant-HK']) {
      expect(punctuationFor(locale).label('運費')).toBe('運費：');
      expect(punctuationFor(locale).aside('戒指尺寸', '女戒')).toBe('戒指尺寸（女戒）');
      expect(punctuationFor(locale).asideGap + punctuationFor(locale).brackets(3)).toBe('（3）');
    }
    expect(punctuationFor('en').label('Shipping')).toBe('Shipping: ');
    expect(punctuationFor('en-HK').aside('Ring Size', 'For Her')).toBe('Ring Size (For Her)');
    expect(punctuationFor('en').asideGap + punctuationFor('en').brackets(3)).toBe(' (3)');
  });
});

import { describe, expect, it } from 'vitest';
import { engravingCharactersLeft, engravingCharactersOver, engravingProblem } from './engraving.ts';

describe('engraving', () => {
  it('counts characters as the shopper sees them', () => {
    expect(engravingCharactersLeft('  愛你 ', 8)).toBe(6);
    expect(engravingCharactersLeft('FOREVER AND ALWAYS', 8)).toBe(0);
    expect(engravingCharactersOver('FOREVER AND ALWAYS', 8)).toBe(10);
    expect(engravingCharactersOver('  愛你 ', 8)).toBe(0);
  });

  it('takes Chinese characters only in regular script', () => {
    expect(engravingProblem('永遠愛你', 'regular_script', 8)).toBeUndefined();
    expect(engravingProblem('永遠 L&K', 'regular_script', 8)).toBeUndefined();
    expect(engravingProblem('永遠', 'script', 8)).toEqual({ code: 'chinese_needs_regular_script' });
    expect(engravingProblem('永遠', 'classic', 8)).toEqual({ code: 'chinese_needs_regular_script' });
  });

  it('refuses what is too long, unknown fonts and characters no font has', () => {
    expect(engravingProblem('123456789', 'classic', 8)).toEqual({ code: 'too_long', max: 8 });
    expect(engravingProblem('A', 'gothic', 8)).toEqual({ code: 'unknown_font' });
    expect(engravingProblem('A😀', 'classic', 8)).toEqual({ code: 'character_not_allowed', character: '😀' });
    expect(engravingProblem('あ', 'regular_script', 8)).toEqual({ code: 'character_not_allowed', character: 'あ' });
  });
});

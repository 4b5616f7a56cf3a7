import { describe, expect, it } from 'vitest';
import { TextMemo } from './textMemo.ts';

describe('TextMemo', () => {
  it('computes a text once, and again once it was edited', () => {
    const memo = new TextMemo<string>(1_000);
    let computed = 0;
    const upper = (text: string) => {
      computed += 1;
      return text.toUpperCase();
    };
    expect(memo.get('<p>gold</p>', upper)).toBe('<P>GOLD</P>');
    expect(memo.get('<p>gold</p>', upper)).toBe('<P>GOLD</P>');
    expect(computed).toBe(1);
    expect(memo.get('<p>platinum</p>', upper)).toBe('<P>PLATINUM</P>');
    expect(computed).toBe(2);
  });

  it('lets the oldest texts go beyond its bound, and never keeps a text too large for it', () => {
    const memo = new TextMemo<number>(80);
    for (let index = 0; index < 20; index++) memo.get(`text ${index}`.padEnd(10, '.'), (text) => text.length);
    // Eight texts of ten characters fill 80.
    expect(memo.size).toBe(8);
    let computed = 0;
    memo.get('x'.repeat(11), () => ++computed);
    memo.get('x'.repeat(11), () => ++computed);
    expect(computed).toBe(2);
  });
});

/**
 * Chinese text takes full-width colons and brackets (：（）), never the half-width ones English
 * uses: "運費：" and "（含稅）", not "運費:" and "(含稅)". Every Traditional and Simplified Chinese
 * message, the storefront's and the API's, is read as text (ICU arguments and plurals aside); a
 * half-width colon or bracket that touches Chinese, or a pair of brackets around or beside Chinese,
 * is a mistake.
 * Times (10:00), web addresses and Latin-only phrases ("Apple Pay (HK)") keep theirs.
 */
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { catalogs as apiCatalogs } from '../src/commerce/i18n/messages.ts';
import storefrontZhHans from '../src/storefront/i18n/messages/zh-Hans.ts';
import storefrontZhHant from '../src/storefront/i18n/messages/zh-Hant.ts';

/** An argument's value stands in as a neutral mark: it is neither Chinese nor Latin. */
const ARGUMENT = '\u2060';
const CHINESE = /[\u3000-\u303f\u3400-\u9fff\uff00-\uffef]/u;

/** Every text a message can show: one per plural case, arguments as ARGUMENT. */
function textsOf(elements: MessageFormatElement[]): string[] {
  let texts = [''];
  for (const element of elements) {
    if (element.type === TYPE.literal) texts = texts.map((text) => text + element.value);
    else if (element.type === TYPE.plural || element.type === TYPE.select) {
      const cases = Object.values(element.options).flatMap((option) => textsOf(option.value));
      texts = texts.flatMap((text) => cases.map((variant) => text + variant));
    } else texts = texts.map((text) => text + ARGUMENT);
  }
  return texts;
}

/**
 * The character next to `index` in `direction`, past arguments. A space ends the search: a Latin
 * phrase set apart by spaces ("以 Apple Pay (HK) 付款") keeps its own punctuation.
 */
function neighbour(text: string, index: number, direction: 1 | -1): string {
  for (let at = index + direction; at >= 0 && at < text.length; at += direction) {
    if (text[at] !== ARGUMENT) return text[at];
  }
  return '';
}

/** The half-width colons and brackets a Chinese text should write full width, each with where it is. */
export function halfWidthInChinese(message: string): string[] {
  const found: string[] = [];
  for (const whole of textsOf(parse(message, { ignoreTag: true }))) {
    // Web addresses and times (10:00, 9:30) keep their colons.
    const text = whole.replace(/https?:\/\/\S+/g, (url) => 'u'.repeat(url.length)).replace(/\d{1,2}:\d{2}/g, (time) => '0'.repeat(time.length));
    for (let index = 0; index < text.length; index += 1) {
      const mark = text[index];
      if (mark !== ':' && mark !== '(' && mark !== ')') continue;
      const touches = (at: number) => CHINESE.test(neighbour(text, at, -1)) || CHINESE.test(neighbour(text, at, 1));
      // A bracket goes with its pair: both are full width when either touches Chinese or they enclose it.
      const open = mark === ')' ? text.lastIndexOf('(', index) : mark === '(' ? index : -1;
      const close = mark === '(' ? text.indexOf(')', index) : mark === ')' ? index : -1;
      const pairIsChinese = open >= 0 && close > open && (touches(open) || touches(close) || CHINESE.test(text.slice(open + 1, close)));
      if (touches(index) || pairIsChinese) found.push(`"${mark}" in «${whole.replaceAll(ARGUMENT, '{…}')}»`);
    }
  }
  return found;
}

const CATALOGS: Array<[string, Record<string, string>]> = [
  ['storefront zh-Hant', storefrontZhHant],
  ['storefront zh-Hans', storefrontZhHans],
  ['API zh-Hant', apiCatalogs['zh-Hant']],
  ['API zh-Hans', apiCatalogs['zh-Hans']],
];

describe('Chinese typography', () => {
  it('finds half-width colons and brackets in Chinese text, and leaves times, addresses, arguments and Latin phrases alone', () => {
    expect(halfWidthInChinese('運費:')).toHaveLength(1);
    expect(halfWidthInChinese('{price} (含稅)')).toHaveLength(2);
    expect(halfWidthInChinese('18K白金(PT950)')).toHaveLength(2);
    expect(halfWidthInChinese('{brand} 卡 (尾號 {last4})')).toHaveLength(2);
    expect(halfWidthInChinese('{count, plural, other {共 # 件 (已選)}}')).toHaveLength(2);
    expect(halfWidthInChinese('運費：{price}（含稅）')).toEqual([]);
    expect(halfWidthInChinese('營業時間 10:00 至 22:00')).toEqual([]);
    expect(halfWidthInChinese('詳情請瀏覽 https://www.example.com/help')).toEqual([]);
    expect(halfWidthInChinese('以 Apple Pay (HK) 付款')).toEqual([]);
    expect(halfWidthInChinese('{count, plural, one {# item} other {# items}}')).toEqual([]);
  });

  for (const [name, catalog] of CATALOGS) {
    it(`writes full-width colons and brackets in the ${name} catalogue`, () => {
      const hits = Object.entries(catalog).flatMap(([id, message]) => halfWidthInChinese(message).map((hit) => `${id}: ${hit}`));
      expect(hits).toEqual([]);
    });
  }
});

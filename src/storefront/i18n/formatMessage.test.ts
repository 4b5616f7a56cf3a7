import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { compactMessage, messageSources, messagesFor } from './catalogs.server.ts';
import { formatMessage } from './formatMessage.ts';

const LOCALES = ['en', 'zh-Hant', 'zh-Hans'] as const;

/** Argument names of a message, and which of them choose plural cases. */
function argumentsOf(elements: MessageFormatElement[], found = new Map<string, 'text' | 'count'>()): Map<string, 'text' | 'count'> {
  for (const element of elements) {
    if (element.type === TYPE.argument && !found.has(element.value)) found.set(element.value, 'text');
    if (element.type === TYPE.plural) {
      found.set(element.value, 'count');
      for (const option of Object.values(element.options)) argumentsOf(option.value, found);
    }
  }
  return found;
}

/** Values that reach every case: each plural argument at 0, 1, 2, 5, 21 and 1000 in turn. */
function sampleValues(source: string): Array<Record<string, string | number>> {
  const names = argumentsOf(parse(source));
  const text = Object.fromEntries([...names].filter(([, kind]) => kind === 'text').map(([name]) => [name, `«${name}»`]));
  const counts = [...names].filter(([, kind]) => kind === 'count').map(([name]) => name);
  if (counts.length === 0) return [text];
  return [0, 1, 2, 5, 21, 1000].map((count) => ({ ...text, ...Object.fromEntries(counts.map((name) => [name, count])) }));
}

describe('storefront messages', () => {
  for (const locale of LOCALES) {
    it(`format every ${locale} message as FormatJS does, in every plural case`, () => {
      const sources = messageSources(locale);
      const compiled = messagesFor(locale);
      expect(Object.keys(compiled).length).toBeGreaterThan(500);
      for (const [id, source] of Object.entries(sources)) {
        for (const values of sampleValues(source)) {
          const expected = String(new IntlMessageFormat(source, locale).format(values));
          expect(formatMessage(locale, compiled[id as keyof typeof compiled], values), `${id} with ${JSON.stringify(values)}`).toBe(expected);
        }
      }
    });
  }

  it('send plain texts as strings and the rest as parts', () => {
    expect(compactMessage('a', 'Add to bag')).toBe('Add to bag');
    expect(compactMessage('b', 'Page {page}')).toEqual(['Page ', { arg: 'page' }]);
    expect(compactMessage('c', '{count, plural, =0 {none} one {# item} other {# items}}')).toEqual([
      { plural: 'count', cases: { '=0': ['none'], one: [{ count: true }, ' item'], other: [{ count: true }, ' items'] } },
    ]);
  });

  it('format offsets, ordinals and exact cases', () => {
    const cases = [
      ['{n, plural, offset:1 =0 {nobody} =1 {you} one {you and # other} other {you and # others}}', [0, 1, 2, 3]],
      ['{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}', [1, 2, 3, 4, 11, 22, 103]],
    ] as const;
    for (const [source, counts] of cases) {
      for (const n of counts) expect(formatMessage('en', compactMessage('x', source), { n })).toBe(String(new IntlMessageFormat(source, 'en').format({ n })));
    }
  });

  it('set a Latin word given as an argument apart from the Chinese around it, and leave Chinese, numbers and written text as they are', () => {
    const signIn = messagesFor('zh-Hant')['social.signInWithProvider'];
    expect(formatMessage('zh-Hant', signIn, { provider: 'Facebook' })).toBe('以 Facebook 登入');
    expect(formatMessage('zh-Hant', signIn, { provider: '微信' })).toBe('以微信登入');
    expect(formatMessage('zh-Hans', compactMessage('x', '您的{provider}账户'), { provider: 'Facebook' })).toBe('您的 Facebook 账户');
    expect(formatMessage('zh-Hant', compactMessage('x', '貨號 {sku}'), { sku: 'R1001' })).toBe('貨號 R1001');
    expect(formatMessage('zh-Hant', compactMessage('x', '滿{amount}免運費'), { amount: 'HK$1,000' })).toBe('滿HK$1,000免運費');
    expect(formatMessage('en', compactMessage('x', 'Sign in with {provider}'), { provider: 'Facebook' })).toBe('Sign in with Facebook');
  });

  it('refuse, when the catalogs load, ICU syntax the storefront does not format', () => {
    expect(() => compactMessage('shop.gender', '{gender, select, female {She} other {They}} bought it')).toThrow(/shop\.gender/);
    expect(() => compactMessage('shop.total', 'Total {amount, number}')).toThrow(/does not format/);
  });
});

/**
 * One word per jewellery term in each language. A product page shows an attribute's name in three
 * places: its table of details (the storefront's catalogs), the filters and option titles (the
 * backend's attribute labels) and the specification list of its description (seeded content).
 * Wherever two of them use the same English word, they must use the same Traditional and the same
 * Simplified Chinese word too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attributes } from '../src/commerce/db/schema.ts';
import type { LocaleKey } from '../src/rules/locales.ts';
import en from '../src/storefront/i18n/messages/en.ts';
import zhHans from '../src/storefront/i18n/messages/zh-Hans.ts';
import zhHant from '../src/storefront/i18n/messages/zh-Hant.ts';
import { attributeMessageIds } from '../src/storefront/lib/catalog/jewelleryAttributes.ts';
import { startTestApp, type TestApp } from './harness.ts';

type ChineseLocale = Exclude<LocaleKey, 'en'>;
const CHINESE: ReadonlyArray<{ locale: ChineseLocale; store: string }> = [
  { locale: 'zh-Hant', store: 'tsl_tc' },
  { locale: 'zh-Hans', store: 'tsl_sc' },
];

/** English term (lower case) -> per Chinese locale, each word used for it and where. */
class Glossary {
  private readonly terms = new Map<string, Record<ChineseLocale, Map<string, string[]>>>();

  add(source: string, english: string, chinese: Record<ChineseLocale, string>): void {
    const key = english.trim().toLowerCase();
    let entry = this.terms.get(key);
    if (!entry) {
      entry = { 'zh-Hant': new Map(), 'zh-Hans': new Map() };
      this.terms.set(key, entry);
    }
    for (const { locale } of CHINESE) {
      const word = chinese[locale].trim();
      entry[locale].set(word, [...(entry[locale].get(word) ?? []), source]);
    }
  }

  /** Terms written two ways in a language, with where each way comes from. */
  conflicts(): string[] {
    return [...this.terms].flatMap(([english, byLocale]) =>
      CHINESE.filter(({ locale }) => byLocale[locale].size > 1).map(
        ({ locale }) => `${english} (${locale}): ${[...byLocale[locale]].map(([word, sources]) => `${word} in ${[...new Set(sources)].join(', ')}`).join(' / ')}`,
      ),
    );
  }

  has(english: string): boolean {
    return this.terms.has(english.toLowerCase());
  }
}

let store: TestApp;
const glossary = new Glossary();

interface ProductDescriptions {
  products: { items: Array<{ sku: string; description: { html: string } }> };
}

/** The bold labels of a description's specification list, in order. */
function specificationLabels(html: string): string[] {
  return [...html.matchAll(/<li><strong>([^<]+)<\/strong>/g)].map((match) => match[1]);
}

beforeAll(async () => {
  store = await startTestApp();

  // The product page's table of details: attribute names and the values named in the catalogs.
  const catalogs = { en, 'zh-Hant': zhHant, 'zh-Hans': zhHans } as Record<LocaleKey, Record<string, string>>;
  for (const id of attributeMessageIds().filter((candidate) => !candidate.startsWith('attribute.value.'))) {
    glossary.add(`storefront ${id}`, catalogs.en[id], { 'zh-Hant': catalogs['zh-Hant'][id], 'zh-Hans': catalogs['zh-Hans'][id] });
  }

  // The backend's attribute labels (filters, configurable option titles).
  for (const row of await store.database.db.select().from(attributes)) {
    glossary.add(`attributes.${row.code}`, row.label.en, { 'zh-Hant': row.label['zh-Hant'] ?? '', 'zh-Hans': row.label['zh-Hans'] ?? '' });
  }

  // Filter values as the backend names them, matched across languages by attribute and value.
  const query = '{ products(pageSize: 1) { aggregations { attribute_code options { value label } } } }';
  const answers = await Promise.all(['tsl_en', ...CHINESE.map(({ store: code }) => code)].map((code) => store.graphql(query, {}, { store: code })));
  const labelsOf = (index: number) =>
    new Map(
      (answers[index].data as { products: { aggregations: Array<{ attribute_code: string; options: Array<{ value: string; label: string }> }> } }).products.aggregations
        .filter((aggregation) => !['category_id', 'price'].includes(aggregation.attribute_code))
        .flatMap((aggregation) => aggregation.options.map((option) => [`${aggregation.attribute_code}=${option.value}`, option.label] as const)),
    );
  const [english, hant, hans] = [0, 1, 2].map(labelsOf);
  for (const [key, label] of english) glossary.add(`filter ${key}`, label, { 'zh-Hant': hant.get(key) ?? '', 'zh-Hans': hans.get(key) ?? '' });

  // The specification lists of diamond jewellery descriptions, matched by product and line.
  const descriptions = '{ products(filter: { category_url_path: { eq: "diamond-rings" } }, pageSize: 100) { items { sku description { html } } } }';
  const [enItems, hantItems, hansItems] = await Promise.all(
    ['tsl_en', 'tsl_tc', 'tsl_sc'].map(async (code) => new Map((await store.graphql<ProductDescriptions>(descriptions, {}, { store: code })).data!.products.items.map((item) => [item.sku, specificationLabels(item.description.html)]))),
  );
  for (const [sku, labels] of enItems) {
    labels.forEach((label, index) => glossary.add(`description of ${sku}`, label, { 'zh-Hant': hantItems.get(sku)?.[index] ?? '', 'zh-Hans': hansItems.get(sku)?.[index] ?? '' }));
  }
});

afterAll(async () => {
  await store?.close();
});

describe('jewellery terms', () => {
  it('are collected from the page, the filters and the descriptions', () => {
    for (const term of ['Polish', 'Number of stones', 'Carat', 'Clarity', 'Excellent', 'Round']) expect(glossary.has(term), term).toBe(true);
  });

  it('have one word each in Traditional and in Simplified Chinese', () => {
    expect(glossary.conflicts()).toEqual([]);
  });
});

/**
 * The gold price page in a real browser: on a phone every price of today's table is within reach
 * (a per tael / per gram switch, before and after scripts), and the chart's legend shows the
 * latest prices before any hover, written the one way the store writes money (rules/money.ts).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney, type CurrencyCode } from '../src/rules/money.ts';
import { launchBrowser, openPage, screenshot, waitForHydration } from './support/browser.ts';
import { startStore, type RunningStore } from './support/server.ts';

let store: RunningStore;
let browser: Browser;

beforeAll(async () => {
  [store, browser] = await Promise.all([startStore(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await store?.close();
});

interface MoneyAnswer {
  minor_units: number;
  currency: CurrencyCode;
}

interface GoldPriceItem {
  gold_code: string;
  label: string;
  sell_per_tael: MoneyAnswer;
  buy_per_tael: MoneyAnswer;
  sell_per_gram: MoneyAnswer;
  buy_per_gram: MoneyAnswer;
}

async function goldPrices(view: string): Promise<GoldPriceItem[]> {
  const money = '{ minor_units currency }';
  const response = await fetch(`${store.origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', store: view },
    body: JSON.stringify({
      query: `{ goldPrices { items { gold_code label sell_per_tael ${money} buy_per_tael ${money} sell_per_gram ${money} buy_per_gram ${money} } } }`,
    }),
  });
  return ((await response.json()) as { data: { goldPrices: { items: GoldPriceItem[] } } }).data.goldPrices.items;
}

/** The text of the visible cells of a row of today's prices. */
const visibleCells = (page: Page, code: string) =>
  page
    .locator('main table')
    .first()
    .locator('tbody tr', { hasText: code })
    .locator('td')
    .evaluateAll((cells) => cells.filter((cell) => (cell as HTMLElement).offsetParent !== null).map((cell) => cell.textContent?.trim() ?? ''));

describe("today's prices on a phone", () => {
  for (const javaScript of [true, false]) {
    it(`show per tael or, switched, per gram, every column within the screen (${javaScript ? 'with' : 'without'} scripts)`, async () => {
      const items = await goldPrices('tsl_en');
      const watched = await openPage(browser, 'phone', { javaScript });
      const { page } = watched;
      await page.goto(`${store.origin}/en-hk/dynamicGoldPrice/`);
      if (javaScript) await waitForHydration(page);
      const table = page.locator('main [role="region"][aria-labelledby="gold-today-title"]');
      const fits = () => table.evaluate((element) => element.scrollWidth <= element.clientWidth);

      const perTael = page.getByRole('radio', { name: /Per tael/ });
      const perGram = page.getByRole('radio', { name: 'Per gram' });
      await expect.poll(() => perTael.isChecked()).toBe(true);
      await expect.poll(() => page.getByRole('group', { name: 'Show prices' }).isVisible()).toBe(true);
      for (const item of items) {
        const cells = await visibleCells(page, item.gold_code);
        expect(cells, `${item.gold_code} per tael`).toEqual([formatMoney({ amount: item.sell_per_tael.minor_units, currency: item.sell_per_tael.currency }), formatMoney({ amount: item.buy_per_tael.minor_units, currency: item.buy_per_tael.currency })]);
      }
      await expect.poll(() => fits()).toBe(true);
      await screenshot(page, `gold-table-per-tael-${javaScript ? 'js' : 'nojs'}`, false);

      await perGram.check();
      for (const item of items) {
        const cells = await visibleCells(page, item.gold_code);
        expect(cells, `${item.gold_code} per gram`).toEqual([formatMoney({ amount: item.sell_per_gram.minor_units, currency: item.sell_per_gram.currency }), formatMoney({ amount: item.buy_per_gram.minor_units, currency: item.buy_per_gram.currency })]);
      }
      await expect.poll(() => fits()).toBe(true);
      // The change since the previous price moves under the gold type.
      await expect.poll(() => page.locator('main table tbody tr').first().locator('th').textContent()).toMatch(/Up|Down|Unchanged|—/);
      expect(watched.problems).toEqual([]);
      await watched.close();
    });
  }

  it('keeps all six columns side by side, and no switch, on a wide screen', async () => {
    const watched = await openPage(browser, 'desktop');
    const { page } = watched;
    await page.goto(`${store.origin}/en-hk/dynamicGoldPrice/`);
    await waitForHydration(page);
    await expect.poll(() => page.getByRole('group', { name: 'Show prices' }).isVisible()).toBe(false);
    await expect.poll(() => visibleCells(page, 'HK-CK9999')).toHaveLength(5);
    await watched.close();
  });
});

describe('price chart', () => {
  for (const [prefix, view] of [
    ['en-hk', 'tsl_en'],
    ['tc-mo', 'tsl_mo_tc'],
  ] as const) {
    it(`shows the latest prices in its legend before any hover, as the store writes money (${prefix})`, async () => {
      const latest = (await goldPrices(view)).find((item) => item.gold_code === 'HK-CK9999')!;
      const watched = await openPage(browser, 'desktop');
      const { page } = watched;
      await page.goto(`${store.origin}/${prefix}/dynamicGoldPrice/?code=HK-CK9999`);
      await waitForHydration(page);
      await page.locator('main figure').scrollIntoViewIfNeeded();
      const legend = page.locator('main figure .u-legend');
      await legend.waitFor();
      await page.mouse.move(0, 0);
      const values = await legend.locator('.u-value').allTextContents();
      expect(values, 'date, sell and buy').toHaveLength(3);
      expect(values[0]).not.toBe('');
      expect(values[1]).toBe(formatMoney({ amount: latest.sell_per_tael.minor_units, currency: latest.sell_per_tael.currency }));
      expect(values[2]).toBe(formatMoney({ amount: latest.buy_per_tael.minor_units, currency: latest.buy_per_tael.currency }));

      // Hovering shows an earlier point; leaving the chart brings the latest back.
      const plot = page.locator('main figure .u-over');
      const box = (await plot.boundingBox())!;
      await page.mouse.move(box.x + 4, box.y + box.height / 2);
      await expect.poll(() => legend.locator('.u-value').nth(0).textContent()).not.toBe(values[0]);
      await page.mouse.move(0, 0);
      await expect.poll(() => legend.locator('.u-value').allTextContents()).toEqual(values);
      await screenshot(page, `gold-chart-${prefix}`, false);
      expect(watched.problems).toEqual([]);
      await watched.close();
    });
  }
});

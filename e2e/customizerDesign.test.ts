/**
 * The made-to-order design page in a real browser against the real server: a diamond ring designed
 * in tc-hk (material, size, a diamond found by search and held for the bag, two Chinese characters
 * engraved in regular script) bought through the checkout; pair rings with his and her engraving in
 * en-hk; a bag line changed from `?item=`; an engraving refused in the shopper's language; the page
 * at phone and desktop widths, axe-clean (screenshots under /tmp/customizer-design-shots).
 */
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAccessibilityViolations } from './support/axe.ts';
import { expectNoSidewaysScroll, launchBrowser, openPage, waitForHydration, type ViewportName, savePicture } from './support/browser.ts';
import { APPROVED_CARD, continueToPayment, fillHomeDelivery, payByCard } from './support/checkoutSteps.ts';
import { startStore, type RunningStore } from './support/server.ts';

const SHOTS = '/tmp/customizer-design-shots';
const RING = 'CM1001';
const PAIR = 'CMB1001';

let store: RunningStore;
let browser: Browser;

beforeAll(async () => {
  [store, browser] = await Promise.all([startStore(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await store?.close();
});

async function open(page: Page, target: string): Promise<void> {
  const response = await page.goto(`${store.origin}${target}`);
  expect(response?.status(), `status of ${target}`).toBeLessThan(400);
  await waitForHydration(page);
}

const step = (page: Page, part: string, code: string) => page.locator(`[data-testid="step-${part}-${code}"]`);

/** Chooses a value of a step by its code and waits for the page to show it chosen. */
async function choose(page: Page, part: string, code: string, value: string): Promise<void> {
  const link = step(page, part, code).locator(`a[data-testid$="-${value}"]`);
  await link.click();
  await expect.poll(() => link.getAttribute('aria-current')).toBe('true');
}

/** Searches round stones of 0.5 to 1 carat and chooses the first; the page shows it held. */
async function chooseDiamond(page: Page, part: string): Promise<string> {
  const diamond = step(page, part, 'diamond');
  await diamond.locator('input[name="qshape"][value="round"]').check();
  await diamond.locator('[data-testid="carat-from"]').fill('0.5');
  await diamond.locator('[data-testid="carat-to"]').fill('1');
  await diamond.locator('[data-testid="diamond-search"]').click();
  await page.waitForURL(/qshape=round/);
  await expect.poll(() => diamond.locator('[data-testid="diamond-result"]').count()).toBeGreaterThan(0);
  const first = diamond.locator('[data-testid="diamond-result"]').first();
  const facts = (await first.locator('p').first().textContent()) ?? '';
  await first.getByRole('button').click();
  await expect.poll(() => diamond.locator('[data-testid^="chosen-diamond"]').count()).toBe(1);
  await expect.poll(() => diamond.locator('[data-testid="diamond-held"]').count()).toBe(1);
  return facts;
}

async function engrave(page: Page, part: string, text: string, font: string): Promise<void> {
  const engraving = step(page, part, 'engraving');
  await engraving.locator(`input[type="radio"][value="${font}"]`).check();
  await engraving.locator('input[data-testid^="engraving-text"]').fill(text);
  await engraving.getByRole('button').click();
  await page.waitForURL((url) => [...url.searchParams.values()].includes(text));
}

describe('made-to-order design page', () => {
  it('designs a diamond ring in tc-hk, adds it to the bag and buys it', async () => {
    const watched = await openPage(browser, 'desktop');
    const { page } = watched;
    await open(page, `/tc-hk/customizer/design/${RING}`);
    await expect.poll(() => page.locator('h3').first().textContent()).toContain('第 1 步');
    const name = (await page.locator('h1').textContent()) ?? '';
    // Nothing is said to be missing before the shopper tries to add.
    expect(await page.locator('[data-testid="design-bag-status"]').textContent()).toBe('');
    await expect.poll(() => page.locator('[data-testid="design-price"]').textContent()).toContain('起');

    await choose(page, 'piece', 'material', '18k_rose_gold');
    await expect.poll(() => page.getAttribute('[data-testid="design-picture"]', 'src')).toContain('-rose');
    await choose(page, 'piece', 'ring_size', '12');
    // Trying to add now names the steps still to choose, answered as every refused form of the shop (200).
    const refused = page.waitForResponse((response) => response.request().method() === 'POST');
    await page.locator('[data-testid="design-add"]').click();
    expect((await refused).status()).toBe(200);
    await expect.poll(() => page.locator('[data-testid="design-bag-status"]').textContent()).toContain('請先選擇');
    await expect.poll(() => page.locator('[data-testid="design-bag-status"]').textContent()).toContain('鑽石');

    // The price says each choice at once: the stone's price shows before the later steps are chosen.
    const amount = (text: string | null) => Number((text ?? '').match(/HK\$([\d,]+)/)?.[1].replaceAll(',', ''));
    const before = amount(await page.locator('[data-testid="design-price"]').textContent());
    await chooseDiamond(page, 'piece');
    const stone = amount(await step(page, 'piece', 'diamond').locator('[data-testid^="chosen-diamond"]').textContent());
    expect(stone).toBeGreaterThan(0);
    await expect.poll(async () => amount(await page.locator('[data-testid="design-price"]').textContent())).toBe(before + stone);
    await choose(page, 'piece', 'finishing', 'polished');
    const engraving = step(page, 'piece', 'engraving');
    await engraving.locator('input[type="radio"][value="regular_script"]').check();
    await engraving.locator('input[data-testid^="engraving-text"]').fill('永恆');
    await expect.poll(() => engraving.locator('[data-testid^="engraving-left"]').textContent()).toBe('尚餘 10 個字');
    await engrave(page, 'piece', '永恆', 'regular_script');
    await expect.poll(() => page.locator('[data-testid="design-price"]').textContent()).toMatch(/^HK\$[\d,]+$/);
    await expect.poll(() => page.getAttribute('[data-testid="design-picture"]', 'src')).toMatch(/solitaire_ring-rose-round\.svg\?width=320$/);
    await savePicture(page, path.join(SHOTS, 'tc-hk-ring-desktop.png'), true);

    await page.locator('[data-testid="design-add"]').click();
    await expect.poll(() => page.locator('[data-testid="design-bag-status"]').textContent()).toContain('您的設計已加入購物袋');

    // Every choice goes with the piece: the bag, the checkout's summary and the order say them.
    const choicesShown = async () => {
      const text = (await page.locator('main').textContent()) ?? '';
      return [name, '永恆', '18K玫瑰金', '12'].every((part) => text.includes(part));
    };
    await open(page, '/tc-hk/cart');
    await expect.poll(choicesShown).toBe(true);
    // The stone's weight in the bag's language, as the customizer wrote it.
    expect(await page.locator('main').textContent()).toMatch(/\d\.\d{2} 卡/);
    expect(await page.locator('main').textContent()).not.toMatch(/\d\.\d{2} ct/);

    await open(page, '/tc-hk/checkout');
    await expect.poll(choicesShown).toBe(true);
    await fillHomeDelivery(page, 'made.to.order@example.com');
    await continueToPayment(page);
    await payByCard(page, APPROVED_CARD);
    await page.click('button[value="placeOrder"]');
    await page.waitForURL(/\/tc-hk\/checkout\/success\/?$/);
    await waitForHydration(page);
    await expect.poll(choicesShown).toBe(true);
    expect(watched.problems).toEqual([]);
    await watched.close();
  });

  it('adds pair rings with his and her engraving in en-hk, and changes the line from ?item=', async () => {
    const watched = await openPage(browser, 'desktop');
    const { page } = watched;
    await open(page, `/en-hk/customizer/design/${PAIR}`);
    await expect.poll(() => step(page, 'for_her', 'engraving').locator('h3').textContent()).toContain('For Her · Engraving');
    await choose(page, 'for_her', 'material', '18k_yellow_gold');
    await choose(page, 'for_her', 'ring_size', '10');
    await chooseDiamond(page, 'for_her');
    await choose(page, 'for_her', 'width', '2mm');
    await choose(page, 'for_her', 'finishing', 'polished');
    await engrave(page, 'for_her', 'Yours', 'script');
    await choose(page, 'for_him', 'material', '18k_yellow_gold');
    await choose(page, 'for_him', 'ring_size', '18');
    await choose(page, 'for_him', 'width', '4mm');
    await choose(page, 'for_him', 'finishing', 'matte');
    await engrave(page, 'for_him', 'Forever', 'classic');
    await expect.poll(() => page.locator('[data-testid="design-price"]').textContent()).toMatch(/^HK\$[\d,]+$/);
    await page.locator('[data-testid="design-add"]').click();
    await expect.poll(() => page.locator('[data-testid="design-bag-status"]').textContent()).toContain('Your design is in your bag.');
    const name = (await page.locator('h1').textContent()) ?? '';
    const price = (await page.locator('[data-testid="design-price"]').textContent()) ?? '';

    // The line's choices come back on the page.
    await page.locator('[data-testid="design-edit-line"]').click();
    await page.waitForURL(/item=/);
    await waitForHydration(page);
    await expect.poll(() => step(page, 'for_him', 'finishing').locator('a[data-testid$="-matte"]').getAttribute('aria-current')).toBe('true');
    await expect.poll(() => step(page, 'for_her', 'ring_size').locator('a[data-testid$="-10"]').getAttribute('aria-current')).toBe('true');
    await expect.poll(() => step(page, 'for_her', 'engraving').locator('input[data-testid^="engraving-text"]').inputValue()).toBe('Yours');
    await expect.poll(() => step(page, 'for_him', 'engraving').locator('input[data-testid^="engraving-text"]').inputValue()).toBe('Forever');
    await expect.poll(() => step(page, 'for_her', 'diamond').locator('[data-testid^="chosen-diamond"]').count()).toBe(1);
    await expect.poll(() => page.locator('[data-testid="design-price"]').textContent()).toBe(price);

    // Saving changes the line instead of adding another.
    await choose(page, 'for_him', 'finishing', 'polished');
    await page.locator('[data-testid="design-add"]').click();
    await expect.poll(() => page.locator('[data-testid="design-bag-status"]').textContent()).toContain('The item in your bag has your new choices.');
    await open(page, '/en-hk/cart');
    await expect.poll(() => page.locator('main').textContent()).toContain(name);
    await expect.poll(() => page.locator('main').textContent()).toContain('1 item');
    expect(watched.problems).toEqual([]);
    await watched.close();
  });

  it('refuses Chinese characters outside regular script, in the shopper’s language, keeping the text', async () => {
    const watched = await openPage(browser, 'phone');
    const { page } = watched;
    await open(page, `/en-hk/customizer/design/${RING}`);
    const engraving = step(page, 'piece', 'engraving');
    await engraving.locator('input[type="radio"][value="classic"]').check();
    await engraving.locator('input[data-testid^="engraving-text"]').fill('Love 愛');
    await expect.poll(() => engraving.locator('[data-testid^="engraving-problem"]').textContent()).toBe('Chinese characters can only be engraved in regular script.');
    await engraving.getByRole('button').click();
    expect(await engraving.locator('input[data-testid^="engraving-text"]').inputValue()).toBe('Love 愛');
    await expect.poll(() => engraving.locator('[data-testid^="engraving-left"]').textContent()).toBe('6 characters left');
    // The field takes no more than the design's limit as the shopper types.
    const limit = Number(await engraving.locator('input[data-testid^="engraving-text"]').getAttribute('maxlength'));
    expect(limit).toBeGreaterThan(0);
    await engraving.locator('input[data-testid^="engraving-text"]').fill('');
    await engraving.locator('input[data-testid^="engraving-text"]').pressSequentially('X'.repeat(limit + 3));
    expect(await engraving.locator('input[data-testid^="engraving-text"]').inputValue()).toBe('X'.repeat(limit));
    await expect.poll(() => engraving.locator('[data-testid^="engraving-left"]').textContent()).toBe('0 characters left');
    await watched.close();

    // Without scripts the server draws the same refusal from the URL, and the text as typed.
    const plain = await openPage(browser, 'phone', { javaScript: false });
    const design = await (await fetch(`${store.origin}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', Store: 'tsl_tc' },
      body: JSON.stringify({ query: `{ customizerDesign(sku: "${RING}") { steps { option_id code } } }` }),
    }).then((response) => response.json())) as { data: { customizerDesign: { steps: Array<{ option_id: number; code: string }> } } };
    const engravingId = design.data.customizerDesign.steps.find((candidate) => candidate.code === 'engraving')!.option_id;
    await plain.page.goto(`${store.origin}/tc-hk/customizer/design/${RING}?o${engravingId}=${encodeURIComponent('我愛你')}&f${engravingId}=script`);
    const refusal = plain.page.locator(`[data-testid="engraving-problem-${engravingId}"]`);
    expect(await refusal.textContent()).toBe('中文字只可以楷書刻字。');
    expect(await plain.page.locator(`[data-testid="engraving-text-${engravingId}"]`).inputValue()).toBe('我愛你');
    // A link with a text longer than the design takes says how many characters to remove.
    await plain.page.goto(`${store.origin}/tc-hk/customizer/design/${RING}?o${engravingId}=${encodeURIComponent('我愛你'.repeat(10))}&f${engravingId}=regular_script`);
    const most = Number(await plain.page.locator(`[data-testid="engraving-text-${engravingId}"]`).getAttribute('maxlength'));
    expect(await plain.page.locator(`[data-testid="engraving-left-${engravingId}"]`).textContent()).toBe(`多了 ${30 - most} 個字，請刪去 ${30 - most} 個字`);
    await plain.close();
  });

  it('says a shared link’s stone is chosen by another shopper, or sold, whatever hold time the link carries', async () => {
    const graphql = async <T,>(query: string, variables: Record<string, unknown> = {}) =>
      ((await (await fetch(`${store.origin}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', Store: 'tsl_en' }, body: JSON.stringify({ query, variables }) })).json()) as { data: T }).data;
    const { customizerDesign } = await graphql<{ customizerDesign: { steps: Array<{ option_id: number; code: string }> } }>(`{ customizerDesign(sku: "${RING}") { steps { option_id code } } }`);
    const diamondStep = customizerDesign.steps.find((candidate) => candidate.code === 'diamond')!.option_id;
    const { diamonds } = await graphql<{ diamonds: { items: Array<{ identifier: string }> } }>('{ diamonds(pageSize: 1, sort: { price: DESC }) { items { identifier } } }');
    const stone = diamonds.items[0].identifier;
    // Another shopper's bag holds the stone.
    const { createCart } = await graphql<{ createCart: string }>('mutation { createCart }');
    await graphql('mutation($cart: String!, $id: String!) { holdDiamond(input: { cart_id: $cart, identifier: $id }) { held_until } }', { cart: createCart, id: stone });

    const watched = await openPage(browser, 'phone');
    const { page } = watched;
    await open(page, `/en-hk/customizer/design/${RING}?o${diamondStep}=${stone}&h${diamondStep}=2099-01-01T00:00:00Z`);
    const chosen = step(page, 'piece', 'diamond').locator('[data-testid^="chosen-diamond"]');
    await expect.poll(() => chosen.locator('[data-testid="diamond-unavailable"]').textContent()).toBe('Another shopper has chosen this diamond for now: please choose another, or try again later.');
    expect(await chosen.locator('[data-testid="diamond-held"]').count()).toBe(0);

    await store.app!.database.db.execute(sql`update diamonds set sold_at = now(), held_by_cart_id = null, held_until = null where identifier = ${stone}`);
    await open(page, `/en-hk/customizer/design/${RING}?o${diamondStep}=${stone}`);
    await expect.poll(() => chosen.locator('[data-testid="diamond-unavailable"]').textContent()).toBe('This diamond has been sold: please choose another.');
    await watched.close();
  });

  for (const viewport of ['phone', 'desktop'] as ViewportName[]) {
    it(`draws the steps and the diamond search at ${viewport} width, axe-clean`, async () => {
      const watched = await openPage(browser, viewport);
      const { page } = watched;
      for (const prefix of ['en-hk', 'tc-hk']) {
        await open(page, `/${prefix}/customizer/design/${RING}?qshape=round&qstep=0`);
        await expect.poll(() => page.locator('[data-testid="diamond-result"]').count()).toBeGreaterThan(0);
        await expectNoSidewaysScroll(page);
        expect(await seriousAccessibilityViolations(page)).toEqual([]);
        await savePicture(page, path.join(SHOTS, `${prefix}-ring-${viewport}.png`), true);
      }
      await open(page, `/en-hk/customizer/design/${PAIR}`);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      await savePicture(page, path.join(SHOTS, `en-hk-pair-${viewport}.png`), true);
      const bar = page.getByTestId('design-bar');
      if (viewport === 'phone') {
        // By the last step the price and Add to bag are still on the screen, and nothing covers the button.
        await page.locator('[data-testid^="step-for_him-"]').last().scrollIntoViewIfNeeded();
        const button = bar.getByRole('button', { name: 'Add to bag' });
        expect(await button.isVisible()).toBe(true);
        const box = (await button.boundingBox())!;
        expect(box.y + box.height).toBeLessThanOrEqual(page.viewportSize()!.height);
        expect(await page.evaluate(([x, y]) => document.elementFromPoint(x, y)?.closest('[data-testid="design-bar"]') !== null, [box.x + box.width - 4, box.y + box.height / 2])).toBe(true);
        await savePicture(page, path.join(SHOTS, `en-hk-pair-${viewport}-last-step.png`));
        // The bar's button sends the summary's form: the steps still to choose are named.
        await button.click();
        await expect.poll(() => page.locator('[data-testid="design-bag-status"]').textContent()).toContain('For Him');
      } else {
        expect(await bar.isVisible()).toBe(false);
      }
      expect(watched.problems).toEqual([]);
      await watched.close();
    });
  }
});

/**
 * Staff in a real browser (spec 000 §1, §2 /staffLogin "header and footer hidden", §2 Layout's
 * Malaysia rules; 001 §5 phone verification, §7 account chip): at desktop width a Hong Kong staff
 * member is refused a wrong password in Traditional Chinese, signs in at /tc-hk/staffLogin, texts
 * a code to a phone, reads it from the smsbox (the local SMS transport) and verifies the phone; the
 * account menu names them by staff number, and the member's account page leads to theirs; axe finds
 * nothing serious on either page. At phone width a Malaysia staff member signs in, finds the phone
 * already verified, and the logo leads to the made-to-order pages. Without scripts, a Macau staff
 * member signs in all the same. The staff bag (spec 000 §4, §6): a regular piece's page shows its QR
 * code instead of Add to bag, its printable shelf tags, the bag's scan entry taking the typed code
 * (a wrong one refused; before scripts load too), a made-to-order design added from the customizer,
 * and the code field without a coupon list; at 1440 and 375 px (screenshots under /tmp/staff-bag-shots).
 * The staff checkout (spec 000 §3 Checkout state, §6 staff; 001 §5): the staff member orders a design
 * for a customer collected at their shop, proves the customer's new phone by a texted code, makes the
 * member from a name and an email, pays by card and reads the receipt; the order waits for approval
 * and is the new member's (screenshots of the customer section under /tmp/staff-checkout-shots).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MEMBER_PASSWORD as PASSWORD } from '../src/commerce/seed/members.ts';
import { queryRows } from '../test/kits/catalog.ts';
import { freshPhone } from '../test/kits/staffOrders.ts';
import { seriousAccessibilityViolations } from './support/axe.ts';
import { APPROVED_CARD, CARD_READY_FORM, payByCard } from './support/checkoutSteps.ts';
import { expectNoSidewaysScroll, launchBrowser, openPage, savePicture, waitForHydration } from './support/browser.ts';
import { storeGraphql } from './support/storeApi.ts';
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

async function submitStaffSignIn(page: Page, staffNo: string, password: string): Promise<void> {
  await page.locator('#staff-sign-in-staff_no').fill(staffNo);
  await page.locator('#staff-sign-in-password').fill(password);
  await page.locator('main form button[type="submit"]').click();
}

/** The code in the newest text message of the smsbox for a phone (E.164). */
function codeTextedTo(phone: string): string {
  const directory = store.app!.config.sms.smsboxDir;
  const texts = readdirSync(directory)
    .filter((file) => file.endsWith('.txt'))
    .sort()
    .map((file) => readFileSync(path.join(directory, file), 'utf8'))
    .filter((text) => text.startsWith(`To: ${phone}\n`));
  return /\b(\d{6})\b/.exec(texts.at(-1) ?? '')?.[1] ?? '';
}

describe('staff sign-in and phone verification', () => {
  it('signs a staff member in at /tc-hk/staffLogin without header or footer, verifies the phone by a texted code, and the account chip names them', async () => {
    const watched = await openPage(browser, 'desktop');
    const { page } = watched;
    await page.goto(`${store.origin}/tc-hk/staffLogin`);
    await waitForHydration(page);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('員工登入');
    expect(await page.getByRole('banner').count()).toBe(0);
    expect(await page.getByRole('contentinfo').count()).toBe(0);
    expect(await seriousAccessibilityViolations(page), 'staff sign-in').toEqual([]);

    await submitStaffSignIn(page, 'S1001', 'Wrong2025!');
    await expect.poll(() => page.locator('main').textContent()).toContain('登入資料不正確，或帳戶已暫時停用。請稍後再試。');
    await submitStaffSignIn(page, 's1001', PASSWORD);
    await page.waitForURL(`${store.origin}/tc-hk/staff`);
    await waitForHydration(page);
    await expect.poll(() => page.locator('[data-staff-chip]').textContent()).toBe('Lau Ka Ming・員工 S1001');
    expect(await page.locator('main dl').textContent()).toContain('hk-central-queens-road');
    expect(await page.locator('main dl').textContent()).toContain('尚未驗證');
    expect(await seriousAccessibilityViolations(page), 'staff page').toEqual([]);

    // The account chip in the header: the staff member by staff number, and their page.
    const accountMenu = page.getByRole('banner').locator('details:has([data-account-chip="staff"]) > summary');
    await accountMenu.click();
    const chip = page.getByRole('banner').locator('[data-account-chip="staff"]');
    await expect.poll(() => chip.isVisible()).toBe(true);
    expect(await chip.textContent()).toContain('Lau Ka Ming・員工 S1001');
    expect(await chip.locator('a[href="/tc-hk/staff"]').count()).toBe(1);
    await accountMenu.click();

    await page.locator('#staff-phone-mobile').fill('6123 9876');
    await page.locator('main form:has(#staff-phone-mobile) button[type="submit"]').click();
    await expect.poll(() => page.locator('main').textContent()).toContain('驗證碼已發送至 +852 61239876');
    const code = codeTextedTo('+85261239876');
    expect(code).toMatch(/^\d{6}$/);
    await page.locator('#staff-code-code').fill(code);
    await page.locator('main form:has(#staff-code-code) button[type="submit"]').click();
    await expect.poll(() => page.locator('main [role="status"]').first().textContent()).toBe('你的電話已驗證。');
    await expect.poll(() => page.locator('main dl').textContent()).toContain('+852 61239876 · 已驗證');
    // The member's account pages are not a staff member's: they lead to the staff page.
    await page.goto(`${store.origin}/tc-hk/account`);
    await page.waitForURL(`${store.origin}/tc-hk/staff`);
    expect(watched.problems).toEqual([]);
    await watched.close();
  });

  it('at phone width, signs a Malaysia staff member in: the phone is verified and the logo leads to the made-to-order pages', async () => {
    const watched = await openPage(browser, 'phone');
    const { page } = watched;
    await page.goto(`${store.origin}/en-my/staffLogin`);
    await waitForHydration(page);
    await expectNoSidewaysScroll(page, 'staff sign-in');
    await submitStaffSignIn(page, 'S3001', PASSWORD);
    await page.waitForURL(`${store.origin}/en-my/staff`);
    await waitForHydration(page);
    await expect.poll(() => page.locator('[data-staff-chip]').textContent()).toBe('Siew Ling Lim · staff S3001');
    expect(await page.locator('main dl').textContent()).toContain('+60 122345678 · Verified');
    // Verified already: no form asks for the phone.
    expect(await page.locator('#staff-phone-mobile').count()).toBe(0);
    // Spec 000 §2 Layout: in Malaysia a role other than 1 gets the made-to-order logo link.
    expect(await page.getByRole('banner').locator('a[href="/en-my/customizer/"]').count()).toBeGreaterThan(0);
    await expectNoSidewaysScroll(page, 'staff page');
    expect(watched.problems).toEqual([]);
    await watched.close();
  });

  it('signs in before scripts load: the sign-in form is a plain post', async () => {
    const watched = await openPage(browser, 'desktop', { javaScript: false });
    const { page } = watched;
    await page.goto(`${store.origin}/en-mo/staffLogin`);
    await submitStaffSignIn(page, 'S2001', PASSWORD);
    await page.waitForURL(`${store.origin}/en-mo/staff`);
    expect(await page.locator('[data-staff-chip]').textContent()).toBe('Hoi Ian Ho · staff S2001');
    expect(await page.locator('main dl').textContent()).toContain('+853 66234567 · Verified');
    await watched.close();
  });
});

const SHOTS = '/tmp/staff-bag-shots';

/** A piece on its own, in stock in Hong Kong, and the path of its page. */
async function regularPiece(): Promise<{ sku: string; path: string }> {
  const [{ sku }] = await queryRows<{ sku: string }>(
    store.app!,
    sql`select p.sku from products p join product_stock s on s.product_id = p.id and s.website_id = 1
      where p.type_id = 'simple' and p.visible_in_catalog and p.is_active and s.is_in_stock and s.quantity >= 5 order by p.id limit 1`,
  );
  const { products } = await storeGraphql(store.origin, 'tsl_tc')<{ products: { items: Array<{ url_key: string; url_suffix: string }> } }>(
    'query($sku: String!) { products(filter: { sku: { eq: $sku } }) { items { url_key url_suffix } } }',
    { sku },
  );
  return { sku, path: `/tc-hk/${products.items[0].url_key}${products.items[0].url_suffix}` };
}

/** The men's band of the customizer with the first value of each step it needs (no stone to choose). */
async function bandDesignPath(): Promise<string> {
  const { customizerDesign } = await storeGraphql(store.origin, 'tsl_tc')<{ customizerDesign: { steps: Array<{ option_id: number; required: boolean; values: Array<{ value_id: number }> }> } }>(
    '{ customizerDesign(sku: "CM1006") { steps { option_id required values { value_id } } } }',
  );
  const choices = customizerDesign.steps.filter((step) => step.required).map((step) => `o${step.option_id}=${step.values[0].value_id}`);
  return `/tc-hk/customizer/design/CM1006?${choices.join('&')}`;
}

/** S1001 of the Hong Kong shop signed in at desktop width, and a way to open a page and wait for it to hydrate. */
async function hongKongStaffPage() {
  const watched = await openPage(browser, 'desktop');
  const { page } = watched;
  const open = async (target: string) => {
    await page.goto(`${store.origin}${target}`);
    await waitForHydration(page);
  };
  await open('/tc-hk/staffLogin');
  await submitStaffSignIn(page, 'S1001', PASSWORD);
  await page.waitForURL(`${store.origin}/tc-hk/staff`);
  return { watched, page, open };
}

describe('the staff bag', () => {
  it('shows a staff member a piece’s QR code instead of Add to bag, prints its tags, scans the typed code into the bag and adds a design', async () => {
    const piece = await regularPiece();
    const { watched, page, open } = await hongKongStaffPage();

    // The piece's page: its QR code and code where shoppers have Add to bag.
    await open(piece.path);
    const panel = page.getByTestId('staff-product-code');
    await expect.poll(() => panel.locator('svg').count()).toBe(1);
    expect(await page.getByTestId('add-to-bag').count()).toBe(0);
    const code = (await panel.getByTestId('product-code').textContent()) ?? '';
    expect(code).toMatch(new RegExp(`^${piece.sku}\\.[0-9A-Z]{10}$`));
    await savePicture(page, path.join(SHOTS, 'product-qr-1440.png'), true);

    // Its shelf tags: name, SKU, price and the same code, for the printer, without header or footer.
    await panel.getByRole('link', { name: '列印貨架標籤' }).click();
    await page.waitForURL(`${store.origin}/tc-hk/staff/tags/${piece.sku}`);
    const tag = page.getByTestId('shelf-tag');
    await expect.poll(() => tag.count()).toBe(1);
    expect(await tag.textContent()).toContain(`貨號 ${piece.sku}`);
    expect(await tag.getByTestId('shelf-tag-price').textContent()).toMatch(/^HK\$[\d,]+$/);
    expect(await tag.getByTestId('product-code').textContent()).toBe(code);
    expect(await page.getByRole('banner').count()).toBe(0);
    expect(await seriousAccessibilityViolations(page), 'shelf tags').toEqual([]);
    await savePicture(page, path.join(SHOTS, 'tags-1440.png'), true);

    // The bag's scan entry: a wrong code is refused, the tag's code typed adds the piece.
    await open('/tc-hk/cart');
    const scan = page.getByTestId('staff-scan');
    await scan.locator('#staff-scan-code').fill(`${piece.sku}.0000000000`);
    await scan.getByRole('button', { name: '加入購物袋' }).click();
    await expect.poll(() => scan.locator('#staff-scan-error').textContent()).toBe('這不是本店的產品編碼。請重新掃描標籤，或核對輸入的編碼。');
    await scan.locator('#staff-scan-code').fill(code.toLowerCase());
    await scan.getByRole('button', { name: '加入購物袋' }).click();
    await expect.poll(() => scan.textContent()).toContain('貨品已加入購物袋。');
    await expect.poll(() => page.locator('main').textContent()).toContain('1 件貨品');

    // A made-to-order design goes in from the customizer, as a shopper's does.
    await open(await bandDesignPath());
    await page.getByTestId('design-add').click();
    await expect.poll(() => page.getByTestId('design-bag-status').textContent()).toContain('您的設計已加入購物袋');
    await open('/tc-hk/cart');
    await expect.poll(() => page.locator('main').textContent()).toContain('2 件貨品');
    // Staff type coupon codes: the code field, never a member's list.
    expect(await page.locator('#coupon-code').count()).toBe(1);
    expect(await page.locator('#coupon-choice').count()).toBe(0);
    expect(await seriousAccessibilityViolations(page), 'staff bag').toEqual([]);
    await savePicture(page, path.join(SHOTS, 'bag-1440.png'), true);

    await page.setViewportSize({ width: 375, height: 740 });
    for (const [target, name] of [[piece.path, 'product-qr'], [`/tc-hk/staff/tags/${piece.sku}`, 'tags'], ['/tc-hk/cart', 'bag']]) {
      await open(target);
      await expectNoSidewaysScroll(page, name);
      // The product page is long: its picture is the screen the QR code is on.
      if (name === 'product-qr') await panel.scrollIntoViewIfNeeded();
      await savePicture(page, path.join(SHOTS, `${name}-375.png`), name !== 'product-qr');
    }
    expect(watched.problems).toEqual([]);

    // Before scripts load the scan entry is a plain form: the typed code goes in all the same.
    const plain = await browser.newContext({ javaScriptEnabled: false, storageState: await watched.context.storageState(), viewport: { width: 375, height: 740 } });
    const plainPage = await plain.newPage();
    await plainPage.goto(`${store.origin}/tc-hk/cart`);
    await plainPage.locator('#staff-scan-code').fill(code);
    await plainPage.getByTestId('staff-scan').locator('button[type="submit"]').click();
    await plainPage.waitForURL(`${store.origin}/tc-hk/cart`);
    expect(await plainPage.locator('main [role="status"]').first().textContent()).toBe('貨品已加入購物袋。');
    expect(await plainPage.locator('main').textContent()).toContain('3 件貨品');
    await plain.close();
    await watched.close();
  });
});

const CHECKOUT_SHOTS = '/tmp/staff-checkout-shots';
const OWN_SHOP = 'hk-central-queens-road';

describe('the staff checkout', () => {
  it('orders a design for a new customer: the phone proven by a texted code, the member made, paid by card, waiting for approval', async () => {
    const { watched, page, open } = await hongKongStaffPage();
    await open(await bandDesignPath());
    await page.getByTestId('design-add').click();
    await expect.poll(() => page.getByTestId('design-bag-status').textContent()).toContain('您的設計已加入購物袋');

    await open('/tc-hk/checkout');
    const section = page.getByTestId('staff-customer');
    await expect.poll(() => section.getByRole('heading', { level: 2 }).textContent()).toBe('顧客');
    // Staff give no email of their own: the customer's is the order's.
    expect(await page.locator('#checkout-email').count()).toBe(0);
    // On to payment before the customer is known is refused, in the staff member's language.
    await page.check('input[name="delivery"][value="pickup"]');
    await page.selectOption('#checkout-pickupStore', OWN_SHOP);
    await page.fill('#checkout-firstname', '小明');
    await page.fill('#checkout-lastname', '黃');
    await page.fill('#checkout-telephone', '6123 4567');
    await page.fill('#checkout-billing_street1', '中環皇后大道中 1 號');
    await page.selectOption('#checkout-billing_region', 'HK-HKI');
    await page.click('button[value="shipping"]');
    await expect.poll(() => page.locator('main [role="alert"]').first().textContent()).toContain('請先驗證顧客的電話號碼，然後繼續付款。');

    const phone = freshPhone();
    await section.locator('#staff-order-phone-mobile').fill(phone);
    await section.getByRole('button', { name: '發送驗證碼' }).click();
    await expect.poll(() => section.textContent()).toContain(`驗證碼已發送至 +852 ${phone}`);
    // The staff member's own shop is the one chosen unless they choose another.
    expect(await section.locator('#staff-order-code-store_code').inputValue()).toBe(OWN_SHOP);
    expect(await seriousAccessibilityViolations(page), 'staff checkout, code sent').toEqual([]);
    await section.scrollIntoViewIfNeeded();
    await savePicture(page, path.join(CHECKOUT_SHOTS, 'code-1440.png'));

    await section.locator('#staff-order-code-code').fill(codeTextedTo(`+852${phone}`));
    await section.getByRole('button', { name: '驗證', exact: true }).click();
    await expect.poll(() => section.textContent()).toContain('此電話號碼尚未有會員使用');
    const email = `walk.in.${phone}@example.com`;
    await section.locator('#staff-order-customer-firstname').fill('Siu Ming');
    await section.locator('#staff-order-customer-lastname').fill('Wong');
    await section.locator('#staff-order-customer-email').fill(email);
    await section.getByRole('button', { name: '開立會員帳戶' }).click();
    await expect.poll(() => section.getByTestId('staff-customer-member').textContent()).toContain(email);
    expect(await section.textContent()).toContain(`+852 ${phone} · 已驗證`);
    expect(await seriousAccessibilityViolations(page), 'staff checkout, customer known').toEqual([]);
    await savePicture(page, path.join(CHECKOUT_SHOTS, 'customer-1440.png'));
    await page.setViewportSize({ width: 375, height: 740 });
    await expectNoSidewaysScroll(page, 'staff checkout');
    await section.scrollIntoViewIfNeeded();
    await savePicture(page, path.join(CHECKOUT_SHOTS, 'customer-375.png'));
    await page.setViewportSize({ width: 1440, height: 900 });

    // Pickup at the shop, as for any shopper (the form keeps what the cart holds).
    await page.check('input[name="delivery"][value="pickup"]');
    await page.selectOption('#checkout-pickupStore', OWN_SHOP);
    await page.fill('#checkout-billing_street1', '中環皇后大道中 1 號');
    await page.selectOption('#checkout-billing_region', 'HK-HKI');
    await page.click('button[value="shipping"]');
    await page.waitForURL(/step=payment/);
    await page.waitForSelector('#card-number');
    await payByCard(page, APPROVED_CARD, 'SIU MING WONG');
    await page.locator(`${CARD_READY_FORM} button[value="placeOrder"]`).click();
    await page.waitForURL(/checkout\/success/);
    await waitForHydration(page);
    const receipt = page.getByTestId('receipt-staff-order');
    await expect.poll(() => receipt.textContent()).toContain('為 Wong Siu Ming 下單');
    expect(await receipt.textContent()).toContain('下單分店');
    const number = /訂單編號 (\S+)/.exec((await page.locator('#receipt-title').textContent()) ?? '')?.[1] ?? '';
    expect(number).not.toBe('');
    expect(watched.problems).toEqual([]);
    await watched.close();

    // Through the API: paid, the order waits for approval, and it is the new member's.
    const { adminOrder } = await storeGraphql(store.origin, 'tsl_tc')<{ adminOrder: { status: string; email: string } }>(
      'query($number: String!) { adminOrder(order_number: $number) { status email } }',
      { number },
      { authorization: `Bearer ${store.app!.config.adminToken}` },
    );
    expect(adminOrder).toEqual({ status: 'processing_approval_pending', email });
    const [owner] = await queryRows<{ email: string; mobile: string }>(store.app!, sql`select c.email, c.mobile from orders o join customers c on c.id = o.customer_id where o.number = ${number}`);
    expect(owner).toEqual({ email, mobile: `+852${phone}` });
  });
});

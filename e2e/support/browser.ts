/**
 * Debian's Chromium driven by playwright-core (docs/stack.md, Chromium): never `playwright install`;
 * the headless shell first (chromiumExecutable.ts).
 * Pages collect their console errors and uncaught exceptions, so a test can assert that a page
 * hydrated cleanly.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { expect } from 'vitest';
import { chromiumExecutable } from './chromiumExecutable.ts';

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Leaves the internet out (embedded videos and map tiles are not the store's) by failing every
  // other host's name lookup: blocking them with a Playwright route would pass every request of
  // every page through the test process, the network service's busiest work.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
  // A test's page lives seconds: V8's optimising compilers spend processor time on code that
  // finishes before their work pays back (a category file used 14% less processor time without).
  '--js-flags=--no-opt --no-maglev',
];

export const VIEWPORTS = {
  phone: { width: 375, height: 740 },
  tablet: { width: 768, height: 1024 },
  laptop: { width: 1024, height: 768 },
  desktop: { width: 1440, height: 900 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

export async function launchBrowser(): Promise<Browser> {
  const executablePath = chromiumExecutable();
  if (!executablePath) throw new Error('Chromium is missing: apt-get install -y chromium-headless-shell');
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS });
}

export interface WatchedPage {
  page: Page;
  context: BrowserContext;
  /** Console errors and page errors seen so far, except failed loads of images and map tiles. */
  problems: string[];
  close(): Promise<void>;
}

/** Map tiles come from the internet, which tests do not reach. */
const IGNORED = [/tile\.openstreetmap\.org/, /youtube/, /Failed to load resource/];

export interface PageOptions {
  javaScript?: boolean;
  /** Service workers are blocked unless a test is about them, so every other page loads fresh. */
  serviceWorker?: boolean;
}

export async function openPage(browser: Browser, viewport: ViewportName, options: PageOptions = {}): Promise<WatchedPage> {
  const context = await browser.newContext({
    viewport: VIEWPORTS[viewport],
    javaScriptEnabled: options.javaScript ?? true,
    serviceWorkers: options.serviceWorker ? 'allow' : 'block',
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    if (!IGNORED.some((pattern) => pattern.test(text))) problems.push(text);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return { page, context, problems, close: () => context.close() };
}

/** Waits until React has hydrated the document (the store layout marks it). */
export async function waitForHydration(page: Page): Promise<void> {
  // Generous: on a busy two-core machine the first page of a run loads its scripts cold.
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, { timeout: 90_000 });
}

const SCREENSHOT_DIR = path.resolve('e2e/screenshots');

/**
 * Scrolls a full page through, so its lazy images load and every block below the fold hydrates
 * (a test reading the console afterwards sees their errors too), then saves a screenshot under
 * e2e/screenshots/ when E2E_SCREENSHOTS=1, for a person to look at. Nothing is asserted on the
 * picture, so a run nobody looks at (CI) skips the capture: a full-page capture of a long phone
 * page costs seconds of rendering, and on a crowded machine it has stalled past its limit inside
 * Chromium.
 */
export async function screenshot(page: Page, name: string, fullPage = true): Promise<void> {
  if (fullPage) {
    await page.evaluate(async () => {
      // A screen at a time: what comes near the viewport hydrates and loads well before it is on screen.
      for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 60));
      }
      window.scrollTo(0, 0);
    });
    await page.waitForLoadState('networkidle');
  }
  await savePicture(page, path.join(SCREENSHOT_DIR, `${name}.png`), fullPage);
}

/**
 * Saves the page as a picture at `file` when E2E_SCREENSHOTS=1, for a person to look at (see
 * `screenshot`: nothing asserts on pictures, so other runs skip the capture).
 */
export async function savePicture(page: Page, file: string, fullPage = false): Promise<void> {
  if (process.env.E2E_SCREENSHOTS !== '1') return;
  mkdirSync(path.dirname(file), { recursive: true });
  await page.screenshot({ path: file, fullPage });
}

/** A page fits its width: nothing makes the phone layout scroll sideways. */
export async function expectNoSidewaysScroll(page: Page, label?: string): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${label ? `${label}: ` : ''}sideways overflow in px`).toBeLessThanOrEqual(0);
}

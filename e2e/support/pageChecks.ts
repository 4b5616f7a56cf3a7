/**
 * What every page a browser test visits must be: no sideways scroll, nothing serious for axe; and
 * its picture under `shots` when E2E_SCREENSHOTS=1, for a person to look at.
 */
import path from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { seriousAccessibilityViolations } from './axe.ts';
import { expectNoSidewaysScroll, savePicture, type ViewportName } from './browser.ts';

export async function checkPage(page: Page, label: string, viewport: ViewportName, shots: string): Promise<void> {
  await expectNoSidewaysScroll(page, label);
  expect(await seriousAccessibilityViolations(page), label).toEqual([]);
  await savePicture(page, path.join(shots, `${label}-${viewport}.png`), true);
}

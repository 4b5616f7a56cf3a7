/**
 * Accessibility check with axe-core injected into the page: the serious and critical violations,
 * as "rule: selector" lines so a failure names what to fix.
 */
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeResult {
  violations: Array<{ id: string; impact: string | null; nodes: Array<{ target: unknown[] }> }>;
}

/** Rules of lesser impact the store keeps clean as well: reported whatever axe rates them. */
const ALWAYS_REPORTED = ['landmark-unique', 'heading-order', 'image-redundant-alt'];

export async function seriousAccessibilityViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  const result = (await page.evaluate(() =>
    (window as unknown as { axe: { run(context: Document, options: object): Promise<unknown> } }).axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
    }),
  )) as AxeResult;
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical' || ALWAYS_REPORTED.includes(violation.id))
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${JSON.stringify(node.target)}`));
}

/**
 * Writes pageMessages.generated.ts: which messages each kind of page carries (messageUse.ts).
 * Run after changing which messages a page draws: `npx tsx src/storefront/i18n/writePageMessages.ts`
 * (pageMessages.test.ts fails until the file is current).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import en from './messages/en.ts';
import { pageMessages, STOREFRONT_DIR } from './messageUse.ts';
import { PAGE_KINDS } from './pageKinds.ts';

export const GENERATED_FILE = path.join(STOREFRONT_DIR, 'i18n/pageMessages.generated.ts');

export function pageMessagesSource(): string {
  const { shell, pages } = pageMessages(PAGE_KINDS, Object.keys(en).filter((id) => !id.startsWith('desk.')));
  const list = (ids: string[], indent: string) => `[\n${ids.map((id) => `${indent}  '${id}',`).join('\n')}\n${indent}]`;
  return [
    '// Written by writePageMessages.ts from the source (messageUse.ts); do not edit by hand.',
    "import type { MessageId } from './messages/en.ts';",
    '',
    '/** The messages every store page carries. */',
    `export const SHELL_MESSAGES: readonly MessageId[] = ${list(shell, '')};`,
    '',
    "/** Each page kind's messages beyond the shell's. */",
    'export const PAGE_MESSAGES: Readonly<Record<string, readonly MessageId[]>> = {',
    ...Object.entries(pages).map(([kind, ids]) => `  ${kind}: ${list(ids, '  ')},`),
    '};',
    '',
  ].join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.join(STOREFRONT_DIR, 'i18n/writePageMessages.ts')) {
  writeFileSync(GENERATED_FILE, pageMessagesSource());
}

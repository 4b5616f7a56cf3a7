/**
 * A stock Venia storefront's operations (test/fixtures/venia-11.7, written by
 * scripts/venia-operations.mjs), each with the fragments it spreads, keyed "<fixture> <operation>".
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, print, separateOperations, type DocumentNode } from 'graphql';

const FIXTURES = fileURLToPath(new URL('../fixtures/venia-11.7/', import.meta.url));

export const veniaOperations: Record<string, DocumentNode> = Object.fromEntries(
  (readdirSync(FIXTURES, { recursive: true }) as string[])
    .filter((file) => file.endsWith('.graphql'))
    .sort()
    .flatMap((file) => {
      const document = parse(readFileSync(path.join(FIXTURES, file), 'utf8'));
      return Object.entries(separateOperations(document)).map(([name, alone]) => [`${file.split(path.sep).join('/')} ${name}`, alone]);
    }),
);

/** The text of one operation, as Venia sends it. */
export function veniaOperation(fixture: string, name: string): string {
  const document = veniaOperations[`${fixture} ${name}`];
  if (!document) throw new Error(`No operation ${name} in ${fixture}`);
  return print(document);
}

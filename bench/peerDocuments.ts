/**
 * The storefront's own operation documents, read from its sources at run time, so the peer bench
 * measures the queries the pages send today, whatever they have become. A document is the
 * template literal that opens with `query <Name>`; each `${FRAGMENT}` in it is the exported string
 * of that name in one of the storefront's fragment modules. Whitespace is collapsed as the
 * storefront's `graphql()` does before it sends a document.
 */
import { readFileSync } from 'node:fs';

const FRAGMENT_MODULES = [
  '../src/storefront/lib/api/fragments.ts',
  '../src/storefront/lib/catalog/catalogPages.server.ts',
  '../src/storefront/lib/catalog/productPage.server.ts',
];

async function fragmentStrings(): Promise<Map<string, string>> {
  const strings = new Map<string, string>();
  for (const module of FRAGMENT_MODULES) {
    const exports = (await import(module)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(exports)) if (typeof value === 'string') strings.set(name, value);
  }
  return strings;
}

/** The document of operation `name` in a storefront source file (a path from the project's root). */
export async function storefrontDocument(sourceFile: string, name: string): Promise<string> {
  const source = readFileSync(new URL(`../${sourceFile}`, import.meta.url), 'utf8');
  const opening = source.search(new RegExp(`\\bquery ${name}\\b`));
  if (opening < 0) throw new Error(`${sourceFile} no longer declares "query ${name}": the peer bench needs the page's current operation`);
  const start = source.lastIndexOf('`', opening);
  const end = source.indexOf('`', opening);
  if (start < 0 || end < 0) throw new Error(`${sourceFile}: "query ${name}" is not in a template literal`);
  const fragments = await fragmentStrings();
  const text = source.slice(start + 1, end).replace(/\$\{(\w+)\}/g, (_, fragment: string) => {
    const value = fragments.get(fragment);
    if (value === undefined) throw new Error(`${sourceFile}: fragment ${fragment} of ${name} is not exported by ${FRAGMENT_MODULES.join(', ')}`);
    return value;
  });
  return text.replace(/\s+/g, ' ').trim();
}

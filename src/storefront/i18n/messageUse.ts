/**
 * Which messages a page can draw, read from the storefront's source: every module a page's entry
 * files import (statically or lazily), and in them every string that is a message id, starts one
 * (`` `account.prefix.${prefix}` ``) or names a group of them (`'checkout.reason'`, which
 * formProblems.ts completes with a reason). Node only: it writes pageMessages.generated.ts
 * (writePageMessages.ts) and the test checks that file is current (docs/decisions.md, "Each page
 * carries the messages it draws").
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const STOREFRONT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const IMPORT = /(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+\.(?:tsx?|mjs|js))['"]/g;
/**
 * Text after any quote that looks like an id (`ns.rest`) and ends at a quote or a template's `${`.
 * Quotes are not paired (an apostrophe in a comment would throw pairing off): a string that is not
 * a message id only costs a lookup.
 */
const LITERAL = /['"`]([a-z][A-Za-z0-9]*\.[A-Za-z0-9_.]*)(?=(\$\{)|['"`])/g;

/** The modules an entry reaches, as paths; `skip` leaves out modules (another page kind's view). */
export function modulesOf(entries: readonly string[], skip: readonly string[] = []): string[] {
  const seen = new Set<string>();
  const skipped = new Set(skip.map((file) => path.join(STOREFRONT_DIR, file)));
  const queue = entries.map((file) => path.join(STOREFRONT_DIR, file));
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file) || skipped.has(file) || !existsSync(file)) continue;
    // The catalogs name every message; they are what is chosen from, not a use.
    if (file.includes(`${path.sep}i18n${path.sep}messages${path.sep}`) || file.endsWith('catalogs.server.ts')) continue;
    seen.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) queue.push(path.resolve(path.dirname(file), match[1]));
  }
  return [...seen].sort();
}

/** The ids of `ids` that the modules use. */
export function messagesUsedBy(modules: readonly string[], ids: readonly string[]): Set<string> {
  const known = new Set(ids);
  const used = new Set<string>();
  const addPrefix = (prefix: string) => {
    for (const id of ids) if (id.startsWith(prefix)) used.add(id);
  };
  for (const file of modules) {
    for (const match of readFileSync(file, 'utf8').matchAll(LITERAL)) {
      const text = match[1];
      if (known.has(text)) used.add(text);
      // A template's opening text (`tosi.form.${form}`), or a group completed elsewhere (`${messages}.${reason}`).
      if (match[2] !== undefined) addPrefix(text);
      else if (!text.endsWith('.')) addPrefix(`${text}.`);
    }
  }
  return used;
}

/** What every store page draws: the document, the store view's header, menu and footer, the error views. */
export const SHELL_ENTRIES = ['root.tsx', 'routes/store.tsx', 'routes/page.tsx'];

/** The account pages' layout (routes.ts), drawn around each of them. */
const ACCOUNT_PAGES = new Set(['account', 'accountInformation', 'addressBook', 'changePassword', 'orderHistory', 'orderDetails', 'communications', 'savedPayments', 'deleteAccount', 'memberCentre', 'pointsRecord', 'rewards', 'asiaMiles']);

/** The entry files of a page kind (pageKinds.ts): its route module, and its layout's. */
export function pageEntries(kind: string): string[] {
  return [`routes/${kind}.tsx`, ...(ACCOUNT_PAGES.has(kind) ? ['routes/accountLayout.tsx'] : [])];
}

/** The shell's messages, and each page kind's beyond them, in catalog order. */
export function pageMessages(kinds: readonly string[], ids: readonly string[]): { shell: string[]; pages: Record<string, string[]> } {
  const shell = messagesUsedBy(modulesOf(SHELL_ENTRIES), ids);
  const pages: Record<string, string[]> = {};
  for (const kind of kinds) {
    const used = messagesUsedBy(modulesOf(pageEntries(kind)), ids);
    pages[kind] = ids.filter((id) => used.has(id) && !shell.has(id));
  }
  return { shell: ids.filter((id) => shell.has(id)), pages };
}

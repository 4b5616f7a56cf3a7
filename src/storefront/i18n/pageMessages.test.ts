import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import routes from '../routes.ts';
import { pageMessagesFor, storeMessagesFor } from './catalogs.server.ts';
import en from './messages/en.ts';
import { messagesUsedBy, modulesOf } from './messageUse.ts';
import { PAGE_KINDS, pageKindOf } from './pageKinds.ts';
import { GENERATED_FILE, pageMessagesSource } from './writePageMessages.ts';

/** Every page route under the store prefix, as its path within the store and its module's name. */
function storePages(entries: readonly RouteConfigEntry[], prefix: string): Array<{ path: string; kind: string }> {
  return entries.flatMap((entry) => {
    const path = entry.index ? prefix : entry.path ? `${prefix}/${entry.path}` : prefix;
    const kind = entry.file.replace(/^routes\//, '').replace(/\.tsx?$/, '');
    const own = entry.children ? [] : [{ path: path || '/', kind }];
    return [...own, ...storePages(entry.children ?? [], path)];
  });
}

describe('the messages each page carries', () => {
  it('are current: pageMessages.generated.ts is what the source says (npx tsx src/storefront/i18n/writePageMessages.ts)', () => {
    expect(readFileSync(GENERATED_FILE, 'utf8')).toBe(pageMessagesSource());
  });

  it('are chosen by the same page paths as routes.ts', () => {
    const store = routes.find((entry) => entry.path === ':store')!;
    const pages = storePages(store.children ?? [], '').filter((page) => page.kind.endsWith('.ts') === false);
    expect(pages.length).toBeGreaterThan(40);
    for (const page of pages) {
      // A parameter becomes a value; the URL resolver's splat a product's path.
      const sample = page.path.replace(/:[a-z]+/gi, 'x').replace('*', 'rings/a-ring.html');
      const kind = page.kind === 'signOut' || page.kind === 'resolveUrl' ? page.kind : pageKindOf(sample);
      expect(`${page.path} ${kind}`).toBe(`${page.path} ${page.kind}`);
    }
    expect(pageKindOf('/rings/a-ring.html')).toBe('resolveUrl');
    expect(pageKindOf('/dynamicGoldPrice/')).toBe('goldPrice');
    // Paths compare as React Router compares them: without regard to case.
    expect(pageKindOf('/Cart')).toBe('cart');
    expect(pageKindOf('/CUSTOMIZER/design/CM1001')).toBe('customizerDesign');
    expect(pageKindOf('/')).toBe('cmsPage');
  });

  it('finds ids written whole, a template that opens one, and a group completed elsewhere', () => {
    const ids = Object.keys(en);
    const form = messagesUsedBy(modulesOf(['lib/forms/formProblems.ts']), ids);
    expect(form.has('account.problem.required')).toBe(true);
    expect(form.has('checkout.reason.required')).toBe(true);
    const category = messagesUsedBy(modulesOf(['routes/customizerCategory.tsx']), ids);
    expect([...category].filter((id) => id.startsWith('tosi.form.')).length).toBeGreaterThan(1);
  });

  it('keep a product page to a part of the catalog, in every language', () => {
    for (const locale of ['en', 'zh-Hant', 'zh-Hans'] as const) {
      const product = JSON.stringify(pageMessagesFor(locale, 'resolveUrl')).length;
      expect(product).toBeLessThan(16_000);
      expect(product).toBeLessThan(JSON.stringify(storeMessagesFor(locale)).length / 3);
    }
    // A kind the file does not know gets the whole store catalog rather than a page of ids.
    expect(pageMessagesFor('en', 'not-a-page')).toBe(storeMessagesFor('en'));
    expect(PAGE_KINDS).toContain('checkout');
  });
});

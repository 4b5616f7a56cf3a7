/**
 * No storefront operation's answer is typed by hand (docs/conventions.md, Operation types):
 * `graphql()` types an operation from its name with what codegen wrote, so a call site that hands
 * `graphql` or `pageData` a type argument is re-declaring the API's shape. The rule runs over
 * src/storefront, and over small made-up files to show that it fails when broken.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const STOREFRONT = 'src/storefront';
/** The helper itself declares the generics; generated code is codegen's. */
const NOT_READ = new Set(['src/storefront/lib/api/graphql.ts', 'src/storefront/lib/generated']);

/** Every operation reads its generated answer: any call site with a type argument fails. */
const STILL_TYPED_BY_HAND: Record<string, number> = {};

/** A call of `graphql` or `pageData` with type arguments: `graphql<{ ... }>(` or `pageData<Answer>(`. */
const TYPED_CALL = /(?<!function\s+)\b(graphql|pageData)\s*</g;

/** The call sites in one file's text that name their answer's type, as `name<…` excerpts. */
export function typedCallsOf(text: string): string[] {
  const withoutComments = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
  return [...withoutComments.matchAll(TYPED_CALL)].map((match) => withoutComments.slice(match.index, match.index + 60).replace(/\s+/g, ' '));
}

function storefrontFiles(): string[] {
  const files: string[] = [];
  const walk = (folder: string) => {
    for (const name of readdirSync(path.join(root, folder))) {
      const relative = `${folder}/${name}`;
      if (NOT_READ.has(relative)) continue;
      if (statSync(path.join(root, relative)).isDirectory()) walk(relative);
      else if (/\.tsx?$/.test(name)) files.push(relative);
    }
  };
  walk(STOREFRONT);
  return files;
}

describe('storefront operation types', () => {
  it('come from codegen: no call site hands graphql() or pageData() a type', () => {
    const typedByHand = Object.fromEntries(
      storefrontFiles()
        .map((file) => [file, typedCallsOf(readFileSync(path.join(root, file), 'utf8')).length] as const)
        .filter(([, count]) => count > 0),
    );
    expect(typedByHand).toEqual(STILL_TYPED_BY_HAND);
  });

  it('finds an answer typed by hand, and lets an inferred one pass', () => {
    expect(typedCallsOf('const PAGE = graphql<{ cmsPage: { title: string } }>(`query CmsPage { cmsPage { title } }`);')).toHaveLength(1);
    expect(typedCallsOf('const PAGE = graphql<\n  CmsPageQuery,\n  CmsPageQueryVariables\n>(`query CmsPage { cmsPage { title } }`);')).toHaveLength(1);
    expect(typedCallsOf('const page = await client.query(PAGE).then(pageData<Answer>);')).toHaveLength(1);
    expect(typedCallsOf('const PAGE = graphql(`query CmsPage { cmsPage { title } }`, MONEY);')).toEqual([]);
    expect(typedCallsOf('const page = await client.query(PAGE).then(pageData);')).toEqual([]);
    expect(typedCallsOf('export function graphql<Source extends string>(document: Source) {}')).toEqual([]);
    expect(typedCallsOf('/** Declared as `graphql<Data>` once was. */\nconst PAGE = graphql(`query CmsPage { x }`);')).toEqual([]);
  });
});

/**
 * React Router keeps the matches of a path against its precomputed route branches (the store's
 * patch in patches/, docs/decisions.md "Route matches kept by path"): a path is matched against
 * the branches once, and every asker gets matches of its own.
 */
import { createStaticHandler, type RouteObject, type StaticHandlerContext } from 'react-router';
import { describe, expect, it } from 'vitest';

/** The store's shape: a store view segment, a layout, named pages, and any other path to the URL resolver. */
const ROUTES: RouteObject[] = [
  {
    id: 'store',
    path: ':store',
    children: [
      {
        id: 'page',
        children: [
          { id: 'cart', path: 'cart' },
          { id: 'account', path: 'account' },
          { id: 'order', path: 'order-history/:number' },
          { id: 'resolve', path: '*' },
        ],
      },
    ],
  },
];

interface Branch {
  routesMeta: Array<{ matcher: RegExp }>;
}

/** A handler whose branch matchers count how often a path is tried against them. */
function countingHandler() {
  const handler = createStaticHandler(ROUTES);
  const tried = { count: 0 };
  class CountingRegExp extends RegExp {
    [Symbol.match](text: string) {
      tried.count += 1;
      return super[Symbol.match](text);
    }
  }
  for (const branch of (handler as unknown as { _internalRouteBranches: Branch[] })._internalRouteBranches) {
    for (const meta of branch.routesMeta) meta.matcher = new CountingRegExp(meta.matcher.source, meta.matcher.flags);
  }
  const query = async (path: string) => (await handler.query(new Request(`http://store.test${path}`))) as StaticHandlerContext;
  return { query, tried };
}

const idsOf = (context: StaticHandlerContext) => context.matches.map((match) => match.route.id);

describe('route matches kept by path', () => {
  it('tries a path against the route branches once, however often it is asked', async () => {
    const { query, tried } = countingHandler();
    const first = await query('/en-hk/gold-ring-gr1001.html');
    const triedOnce = tried.count;
    // Every named page's branch is tried before the resolver's.
    expect(triedOnce).toBeGreaterThan(4);
    const second = await query('/en-hk/gold-ring-gr1001.html?colour=rose');
    expect(tried.count).toBe(triedOnce);
    expect(idsOf(first)).toEqual(['store', 'page', 'resolve']);
    expect(idsOf(second)).toEqual(['store', 'page', 'resolve']);
    expect(second.matches.at(-1)!.params).toEqual({ store: 'en-hk', '*': 'gold-ring-gr1001.html' });
  });

  it('matches another path afresh, with its own params', async () => {
    const { query, tried } = countingHandler();
    await query('/en-hk/order-history/000001234');
    const before = tried.count;
    const other = await query('/sc-mo/order-history/000005678');
    expect(tried.count).toBeGreaterThan(before);
    expect(idsOf(other)).toEqual(['store', 'page', 'order']);
    expect(other.matches[0].params).toEqual({ store: 'sc-mo', number: '000005678' });
  });

  it('gives every asker matches of its own, so one changing its copy leaves the next alone', async () => {
    const { query } = countingHandler();
    const first = await query('/tc-hk/cart');
    (first.matches[0].params as Record<string, string>).store = 'changed';
    first.matches.pop();
    const second = await query('/tc-hk/cart');
    expect(idsOf(second)).toEqual(['store', 'page', 'cart']);
    expect(second.matches.map((match) => match.params.store)).toEqual(['tc-hk', 'tc-hk', 'tc-hk']);
    expect(second.matches[0]).not.toBe(first.matches[0]);
  });
});

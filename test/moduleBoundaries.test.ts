/**
 * The backend's modules meet only at their faces; no file of src/ imports itself round a circle;
 * services do not lean on the GraphQL layer; the storefront and the commerce backend stay apart
 * (docs/decisions.md, "Module faces"). The rules run over the real import graph, and over small
 * made-up graphs to show that each one fails when broken.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { boundaryBreaches, cyclesOf, moduleGraph, readImportGraph, sourceCycles, type ImportGraph } from './importGraph.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function graphOf(edges: Record<string, string[]>): ImportGraph {
  return new Map(Object.entries(edges));
}

describe('the import graph of src/', () => {
  const graph = readImportGraph(root, ['src', 'test']);

  it('reads the backend and its modules, the storefront, the shared rules and the server', () => {
    expect(graph.get('src/commerce/services.ts')).toContain('src/commerce/modules/cart/index.ts');
    expect(moduleGraph(graph).get('cart')).toContain('catalog');
    expect(graph.get('src/storefront/components/content/ContentBlocks.tsx')).toContain('src/storefront/components/content/Row.tsx');
    expect(graph.get('src/rules/clubForms.ts')).toContain('src/rules/club.ts');
    expect(graph.get('src/server/app.ts')?.length).toBeGreaterThan(0);
  });

  it('has no cycle between modules, nor one of files anywhere in src/', () => {
    expect(cyclesOf(moduleGraph(graph))).toEqual([]);
    expect(sourceCycles(graph)).toEqual([]);
  });

  it('reaches another module only through its index.ts, keeps services off the GraphQL layer and the two halves apart', () => {
    expect(boundaryBreaches(graph)).toEqual([]);
  });
});

describe('the rules, on made-up graphs', () => {
  it('find a cycle between two modules', () => {
    const graph = graphOf({
      'src/commerce/modules/cart/service.ts': ['src/commerce/modules/catalog/index.ts'],
      'src/commerce/modules/catalog/index.ts': ['src/commerce/modules/catalog/service.ts'],
      'src/commerce/modules/catalog/service.ts': ['src/commerce/modules/cart/index.ts'],
      'src/commerce/modules/cart/index.ts': ['src/commerce/modules/cart/service.ts'],
    });
    expect(cyclesOf(moduleGraph(graph))).toEqual([['cart', 'catalog']]);
    expect(sourceCycles(graph)).toHaveLength(1);
  });

  it('find a cycle through the composition root, and one inside a module', () => {
    const graph = graphOf({
      'src/commerce/graphql/context.ts': ['src/commerce/services.ts'],
      'src/commerce/services.ts': ['src/commerce/modules/cart/index.ts'],
      'src/commerce/modules/cart/index.ts': ['src/commerce/modules/cart/service.ts'],
      'src/commerce/modules/cart/service.ts': ['src/commerce/graphql/context.ts', 'src/commerce/modules/cart/lines.ts'],
      'src/commerce/modules/cart/lines.ts': ['src/commerce/modules/cart/service.ts'],
    });
    expect(sourceCycles(graph)).toEqual([
      ['src/commerce/graphql/context.ts', 'src/commerce/modules/cart/index.ts', 'src/commerce/modules/cart/lines.ts', 'src/commerce/modules/cart/service.ts', 'src/commerce/services.ts'],
    ]);
    const withoutContext = graphOf({ ...Object.fromEntries(graph), 'src/commerce/modules/cart/service.ts': ['src/commerce/modules/cart/lines.ts'] });
    expect(sourceCycles(withoutContext)).toEqual([['src/commerce/modules/cart/lines.ts', 'src/commerce/modules/cart/service.ts']]);
    const withoutEither = graphOf({ ...Object.fromEntries(withoutContext), 'src/commerce/modules/cart/lines.ts': [] });
    expect(sourceCycles(withoutEither)).toEqual([]);
  });

  it('find a cycle between a shared hook and a component, between two rules files and between two server-side helpers', () => {
    const graph = graphOf({
      'src/storefront/hooks/useCarousel.ts': ['src/storefront/components/content/Carousel.tsx'],
      'src/storefront/components/content/Carousel.tsx': ['src/storefront/hooks/useCarousel.ts'],
      'src/storefront/components/catalog/ProductCard.tsx': ['src/storefront/hooks/useCarousel.ts'],
      'src/rules/clubForms.ts': ['src/rules/customerForms.ts'],
      'src/rules/customerForms.ts': ['src/rules/clubForms.ts'],
      'src/storefront/lib/account/customerSession.server.ts': ['src/storefront/lib/wishlist/pendingPiece.server.ts'],
      'src/storefront/lib/wishlist/pendingPiece.server.ts': ['src/storefront/lib/wishlist/wishlistActions.server.ts'],
      'src/storefront/lib/wishlist/wishlistActions.server.ts': ['src/storefront/lib/account/customerSession.server.ts'],
    });
    expect(sourceCycles(graph)).toEqual([
      ['src/storefront/components/content/Carousel.tsx', 'src/storefront/hooks/useCarousel.ts'],
      ['src/rules/clubForms.ts', 'src/rules/customerForms.ts'],
      ['src/storefront/lib/account/customerSession.server.ts', 'src/storefront/lib/wishlist/pendingPiece.server.ts', 'src/storefront/lib/wishlist/wishlistActions.server.ts'],
    ]);
    const hookAlone = graphOf({ ...Object.fromEntries(graph), 'src/storefront/hooks/useCarousel.ts': [] });
    expect(sourceCycles(hookAlone)).toHaveLength(2);
  });

  it('find each kind of breach, and allow faces, own files, resolvers for the schema and test kits', () => {
    const graph = graphOf({
      'src/commerce/modules/wishlist/service.ts': [
        'src/commerce/modules/catalog/productRows.ts',
        'src/commerce/modules/catalog/index.ts',
        'src/commerce/modules/wishlist/wishlistChoice.ts',
        'src/commerce/graphql/context.ts',
        'src/commerce/graphql/generated/resolverTypes.ts',
        'src/commerce/core/errors.ts',
      ],
      'src/commerce/modules/wishlist/resolvers.ts': ['src/commerce/graphql/context.ts'],
      'src/commerce/graphql/schema.ts': ['src/commerce/modules/wishlist/resolvers.ts'],
      'src/commerce/services.ts': ['src/commerce/modules/wishlist/resolvers.ts'],
      'src/commerce/modules/cart/cart.test.ts': ['src/commerce/modules/catalog/testSupport.ts', 'src/commerce/modules/catalog/pricing.ts'],
      'src/storefront/routes/cart.tsx': ['src/commerce/modules/cart/index.ts'],
      'src/commerce/plugin.ts': ['src/storefront/root.tsx', 'src/commerce/graphql/schema.ts'],
    });
    expect(boundaryBreaches(graph)).toEqual([
      { rule: 'internals', from: 'src/commerce/modules/wishlist/service.ts', to: 'src/commerce/modules/catalog/productRows.ts' },
      { rule: 'graphql', from: 'src/commerce/modules/wishlist/service.ts', to: 'src/commerce/graphql/context.ts' },
      { rule: 'internals', from: 'src/commerce/services.ts', to: 'src/commerce/modules/wishlist/resolvers.ts' },
      { rule: 'internals', from: 'src/commerce/modules/cart/cart.test.ts', to: 'src/commerce/modules/catalog/pricing.ts' },
      { rule: 'storefront', from: 'src/storefront/routes/cart.tsx', to: 'src/commerce/modules/cart/index.ts' },
      { rule: 'storefront', from: 'src/commerce/plugin.ts', to: 'src/storefront/root.tsx' },
    ]);
  });
});

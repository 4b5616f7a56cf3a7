import type { ProductType } from '../../../rules/catalog.ts';
import type { CommerceContext } from '../../graphql/context.ts';
import { GRAPHQL_TYPE_BY_PRODUCT_TYPE } from '../../graphql/productTypes.ts';

interface Routable {
  type: string | null;
  type_id?: string;
  redirect_code: number;
}

/** Redirects are RoutableUrl whatever they point at; entities are their own GraphQL types. */
function routableTypeName(value: Routable): string {
  if (value.redirect_code) return 'RoutableUrl';
  switch (value.type) {
    case 'PRODUCT':
      return GRAPHQL_TYPE_BY_PRODUCT_TYPE[value.type_id as ProductType];
    case 'CATEGORY':
      return 'CategoryTree';
    case 'CMS_PAGE':
      return 'CmsPage';
    default:
      return 'RoutableUrl';
  }
}

export const urlResolvers = {
  Query: {
    route: (_: unknown, args: { url: string }, ctx: CommerceContext) => ctx.services.urls.route(args.url, ctx.request),
    urlResolver: (_: unknown, args: { url: string }, ctx: CommerceContext) => ctx.services.urls.urlResolver(args.url, ctx.request),
    urlReserve: (_: unknown, args: { url: string }, ctx: CommerceContext) => ctx.services.urls.urlReserve(args.url, ctx.request),
  },
  // Mercurius reads an interface's type resolver from `resolveType` (not graphql-tools' `__resolveType`).
  RoutableInterface: {
    resolveType: routableTypeName,
  },
};

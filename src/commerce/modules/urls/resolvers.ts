import type { Resolvers } from '../../graphql/generated/resolverTypes.ts';
import { productTypeName, type ProductTypeName } from '../../graphql/productTypes.ts';
import type { RoutedEntity } from './service.ts';

/** Redirects are RoutableUrl whatever they point at; entities are their own GraphQL types. */
function routableTypeName(value: RoutedEntity): ProductTypeName | 'CategoryTree' | 'CmsPage' | 'RoutableUrl' {
  if (value.redirect_code) return 'RoutableUrl';
  switch (value.type) {
    case 'PRODUCT':
      return productTypeName(value.type_id);
    case 'CATEGORY':
      return 'CategoryTree';
    case 'CMS_PAGE':
      return 'CmsPage';
    default:
      return 'RoutableUrl';
  }
}

export const urlResolvers: Resolvers = {
  Query: {
    route: (_, args, ctx) => ctx.services.urls.route(args.url, ctx.request),
    urlResolver: (_, args, ctx) => ctx.services.urls.urlResolver(args.url, ctx.request),
    urlReserve: (_, args, ctx) => ctx.services.urls.urlReserve(args.url, ctx.request),
  },
  RoutableInterface: {
    __resolveType: routableTypeName,
  },
};

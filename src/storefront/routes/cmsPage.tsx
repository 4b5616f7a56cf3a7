/**
 * The CMS pages with routes of their own (spec 000 §2): the home page at the store view's prefix
 * (the page 'home'), and /contact-us, /terms-n-conditions, /privacy-policy and /privacy (the
 * cookie policy), each the page whose identifier is its path.
 */
import type { Route } from './+types/cmsPage';
import { CmsPageView } from '../components/cms/CmsPageView.tsx';
import { cmsPageHeroPreloads } from '../components/cms/cmsPageMeta.ts';
import { cmsPageData } from '../lib/content/cmsPage.server.ts';
import { CMS_PAGE_FIELDS } from '../lib/api/fragments.ts';
import { graphql, pageData } from '../lib/api/graphql.ts';
import { pageMeta } from '../lib/storeView/meta.ts';
import { notFound } from '../lib/http/responses.ts';
import { requireStoreView } from '../lib/http/storeRequest.server.ts';

const HOME_PAGE_IDENTIFIER = 'home';

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  loaderData
    ? [
        ...pageMeta({ matches, location }, { title: loaderData.page.metaTitle, description: loaderData.page.metaDescription }),
        ...cmsPageHeroPreloads(loaderData.page),
      ]
    : [];

export async function loader(args: Route.LoaderArgs) {
  const view = requireStoreView(args);
  const { cmsPage } = await args.context.client.query(CMS_PAGE, { identifier: identifierOf(args.request.url) }, { anonymous: true }).then(pageData);
  if (!cmsPage) throw notFound();
  return { page: await cmsPageData(args, view, cmsPage) };
}

/** "/en-hk/contact-us" is the page contact-us; "/en-hk/" the home page. */
function identifierOf(url: string): string {
  const [, identifier] = new URL(url).pathname.split('/').filter(Boolean);
  return identifier ?? HOME_PAGE_IDENTIFIER;
}

export default function CmsPage({ loaderData }: Route.ComponentProps) {
  return <CmsPageView page={loaderData.page} />;
}

const CMS_PAGE = graphql(`
  query CmsPage($identifier: String!) {
    cmsPage(identifier: $identifier) { ...CmsPageFields }
  }
  ${CMS_PAGE_FIELDS}
`);

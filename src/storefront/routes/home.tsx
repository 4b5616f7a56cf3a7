/** The home page: the CMS page 'home' of the store view (spec 000 §2). */
import type { Route } from './+types/home';
import { CmsPageView, cmsPageHeroPreloads } from '../components/cms/CmsPageView.tsx';
import { cmsPageData } from '../lib/cmsPage.server.ts';
import { CMS_PAGE_FIELDS, type CmsPageFields } from '../lib/fragments.ts';
import { graphql, query } from '../lib/graphql.ts';
import { pageMeta } from '../lib/meta.ts';
import { notFound } from '../lib/responses.ts';
import { requireStoreView } from '../lib/storeRequest.server.ts';

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  loaderData
    ? [
        ...pageMeta({ matches, location }, { title: loaderData.page.metaTitle, description: loaderData.page.metaDescription }),
        ...cmsPageHeroPreloads(loaderData.page),
      ]
    : [];

export async function loader(args: Route.LoaderArgs) {
  const view = requireStoreView(args);
  const { cmsPage } = await query(args, HOME_PAGE);
  if (!cmsPage) throw notFound();
  return { page: await cmsPageData(args, view, cmsPage) };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return <CmsPageView page={loaderData.page} />;
}

const HOME_PAGE = graphql<{ cmsPage: CmsPageFields | null }>(`
  query HomePage {
    cmsPage(identifier: "home") { ...CmsPageFields }
  }
  ${CMS_PAGE_FIELDS}
`);

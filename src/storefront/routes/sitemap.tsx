/**
 * The site map (spec 000 §2 /sitemap): every category of the menu tree, all three levels under the
 * root (the menu's site-map variant, spec 001 §3.2: grouped by collection label), and the store's
 * own pages. It is asked for here rather than taken from the store layout, which leaves the menu
 * out on the Malaysia website.
 */
import { Link } from 'react-router';
import type { Route } from './+types/sitemap';
import { useStorePath } from '../components/shell/StoreContext.tsx';
import { useT } from '../i18n/useT.ts';
import { MENU_TREE } from '../lib/api/fragments.ts';
import { graphql, pageData } from '../lib/api/graphql.ts';
import { buildMenu, menuNodesOf, type MenuLink } from '../lib/chrome/menu.ts';
import { messageOf, pageMeta } from '../lib/storeView/meta.ts';
import { isGoldPricePath, sitePagesOf } from '../lib/content/sitePages.ts';
import { offersGoldPricePage } from '../lib/gold/goldPrices.ts';
import { requireStoreView } from '../lib/http/storeRequest.server.ts';
import styles from '../components/catalog/sitemap.module.css';

export const meta: Route.MetaFunction = ({ matches, location }) => pageMeta({ matches, location }, { title: messageOf(matches, 'sitemap.title') });

export async function loader(args: Route.LoaderArgs) {
  const view = requireStoreView(args);
  const { categoryList } = await args.context.client.query(SITEMAP_CATEGORIES, undefined, { anonymous: true }).then(pageData);
  const menu = buildMenu(menuNodesOf(categoryList), args.context.settings.publicUrl);
  // A website without the gold price page does not link to it (spec 000 §2 Layout, Malaysia).
  const keep = (link: MenuLink) => offersGoldPricePage(view) || link.external || !isGoldPricePath(link.path);
  return {
    categories: menu.filter(keep).map((category) => ({
      ...category,
      groups: [...category.groups, ...category.diamondGroups].map((group) => ({ ...group, links: group.links.filter(keep) })).filter((group) => group.links.length),
    })),
    pages: sitePagesOf(view),
  };
}

export default function SitemapPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className={`page-width ${styles.page}`}>
      <h1>{t('sitemap.title')}</h1>
      <section aria-labelledby="sitemap-shop">
        <h2 id="sitemap-shop" className={styles.sectionTitle}>
          {t('sitemap.shop')}
        </h2>
        <div className={styles.columns}>
          {loaderData.categories.map((category) => (
            <section key={category.id} className={styles.category}>
              <h3>
                <MenuAnchor link={category} />
              </h3>
              {category.groups.map((group) => (
                <div key={group.code || 'links'}>
                  {group.label ? <h4>{group.label}</h4> : null}
                  <LinkTree links={group.links} />
                </div>
              ))}
            </section>
          ))}
        </div>
      </section>
      <section aria-labelledby="sitemap-pages">
        <h2 id="sitemap-pages" className={styles.sectionTitle}>
          {t('sitemap.pages')}
        </h2>
        <ul className={styles.pages}>
          {loaderData.pages.map((page) => (
            <li key={page.path}>
              <MenuAnchor link={{ path: page.path, name: t(page.label), external: false }} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

function LinkTree({ links }: { links: MenuLink[] }) {
  return (
    <ul>
      {links.map((link) => (
        <li key={link.id}>
          <MenuAnchor link={link} />
          {link.children.length > 0 ? <LinkTree links={link.children} /> : null}
        </li>
      ))}
    </ul>
  );
}

function MenuAnchor({ link }: { link: Pick<MenuLink, 'path' | 'name' | 'external'> }) {
  const storePath = useStorePath();
  return link.external ? (
    <a href={link.path} rel="noopener">
      {link.name}
    </a>
  ) : (
    <Link to={storePath(link.path)}>{link.name}</Link>
  );
}

const SITEMAP_CATEGORIES = graphql(`
  query SitemapCategories {
    categoryList {
      ...MenuTree
    }
  }
  ${MENU_TREE}
`);

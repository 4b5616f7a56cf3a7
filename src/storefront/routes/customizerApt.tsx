/**
 * Made-to-order (spec 000 §2 /customizer/). The online customizer is not here yet; made-to-order
 * is done in the stores offering the service. The page shows the TOSI made-to-order category's
 * designs, how made-to-order works, and how to book a consultation: by phone with one of those
 * stores or through customer service on WhatsApp.
 */
import { Link } from 'react-router';
import type { Route } from './+types/customizer';
import { ProductCard } from '../components/catalog/ProductCard.tsx';
import { ServiceContacts } from '../components/service/ServiceContacts.tsx';
import { ServiceStoreList } from '../components/service/ServiceStoreList.tsx';
import { useStorePath } from '../components/shell/StoreContext.tsx';
import { useT } from '../i18n/useT.ts';
import { PRODUCT_CARD, type ProductCardFields } from '../lib/api/fragments.ts';
import { graphql, pageData } from '../lib/api/graphql.ts';
import { messageOf, pageMeta } from '../lib/storeView/meta.ts';
import { toProductCard } from '../lib/catalog/productCard.ts';
import { serviceStores } from '../lib/service/serviceStores.server.ts';
import { requireStoreView } from '../lib/http/storeRequest.server.ts';
import styles from '../components/service/service.module.css';

/** The made-to-order category of the catalog (the menu's "TOSI Made-to-Order"). */
const MADE_TO_ORDER_CATEGORY = 'custom-made';
/** One row of designs: four on a wide screen, two rows of two on a phone. */
const DESIGN_COUNT = 4;

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  pageMeta(
    { matches, location },
    { title: loaderData?.category?.name ?? messageOf(matches, 'customizer.pageTitle'), description: loaderData?.category?.description ?? null },
  );

export async function loader(args: Route.LoaderArgs) {
  const view = requireStoreView(args);
  const [answer, stores] = await Promise.all([
    args.context.client.query(MADE_TO_ORDER, { urlPath: MADE_TO_ORDER_CATEGORY, pageSize: DESIGN_COUNT }, { anonymous: true }).then(pageData),
    serviceStores(args, view, { service: 'customizer' }),
  ]);
  const category = answer.categoryList[0];
  return {
    category: category
      ? { name: category.name, description: category.meta_description, path: `/${category.url_path}${category.url_suffix}` }
      : null,
    designs: answer.products.items.map((product) => toProductCard(product, view)),
    stores,
  };
}

export default function CustomizerPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const storePath = useStorePath();
  const { category, designs, stores } = loaderData;
  return (
    <div className={`page-width ${styles.page}`}>
      <header className={styles.header}>
        <h1>{category?.name ?? t('customizer.pageTitle')}</h1>
        {category?.description ? <p>{category.description}</p> : null}
      </header>
      {designs.length > 0 ? (
        <section aria-labelledby="customizer-designs-title">
          <h2 id="customizer-designs-title" className={styles.sectionTitle}>
            {t('customizer.designsTitle')}
          </h2>
          <ul className={styles.designs}>
            {designs.map((design, index) => (
              <li key={design.sku}>
                <ProductCard product={design} sizes="(min-width: 768px) 25vw, 50vw" eager={index < 2} />
              </li>
            ))}
          </ul>
          {category ? (
            <Link className="button" to={storePath(category.path)}>
              {t('customizer.seeAll')}
            </Link>
          ) : null}
        </section>
      ) : null}
      <div className={styles.columns}>
        <section className={styles.panel} aria-labelledby="customizer-how-title">
          <h2 id="customizer-how-title" className={styles.sectionTitle}>
            {t('customizer.howTitle')}
          </h2>
          <ol className={styles.steps}>
            <li>{t('customizer.stepDesign')}</li>
            <li>{t('customizer.stepBook')}</li>
            <li>{t('customizer.stepChoose')}</li>
            <li>{t('customizer.stepCollect')}</li>
          </ol>
        </section>
        <ServiceContacts title={t('customizer.bookTitle')} intro={t('customizer.bookText')} whatsappMessage={t('customizer.whatsappMessage')} />
      </div>
      <ServiceStoreList title={t('customizer.storesTitle')} stores={stores} />
    </div>
  );
}

const MADE_TO_ORDER = graphql<
  {
    categoryList: Array<{ name: string; url_path: string; url_suffix: string; meta_description: string | null }>;
    products: { items: ProductCardFields[] };
  },
  { urlPath: string; pageSize: number }
>(`
  query MadeToOrder($urlPath: String!, $pageSize: Int!) {
    categoryList(filters: { url_path: { eq: $urlPath } }) { name url_path url_suffix meta_description }
    products(filter: { category_url_path: { eq: $urlPath } }, pageSize: $pageSize) { items { ...ProductCard } }
  }
  ${PRODUCT_CARD}
`);

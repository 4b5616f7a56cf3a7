/**
 * The made-to-order entry (spec 000 §2 /customizer/, in the made-to-order layout): the CMS banner,
 * the five categories with their number of designs and a picture, the CMS content blocks, and the
 * way to book a consultation.
 */
import type { Route } from './+types/customizer';
import { PageContentBlocks } from '../components/content/ContentBlocks.tsx';
import { CategoryGrid, ConsultationLink } from '../components/customizer/DesignGrid.tsx';
import { useT } from '../i18n/useT.ts';
import { customizerBlocksOf, customizerCategoriesOf } from '../lib/customizer/designListing.server.ts';
import { messageOf, pageMeta } from '../lib/storeView/meta.ts';
import { requireStoreView } from '../lib/http/storeRequest.server.ts';
import styles from '../components/customizer/tosi.module.css';

const BANNER = 'tosi-entry-banner';
const CONTENT = 'tosi-entry-content';

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ matches, location }, { title: messageOf(matches, 'tosi.entryTitle'), description: messageOf(matches, 'tosi.entryIntro') });

export async function loader(args: Route.LoaderArgs) {
  const view = requireStoreView(args);
  const [categories, blocks] = await Promise.all([customizerCategoriesOf(args), customizerBlocksOf(args, view, [BANNER, CONTENT])]);
  return {
    categories: categories.map(({ designs: _designs, ...category }) => category),
    banner: blocks[BANNER],
    content: blocks[CONTENT],
  };
}

export default function CustomizerEntryPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { categories, banner, content } = loaderData;
  return (
    <div className={`page-width ${styles.page}`}>
      <header className={styles.header}>
        <h1>{t('tosi.entryTitle')}</h1>
        <p>{t('tosi.entryIntro')}</p>
      </header>
      {banner.length ? <PageContentBlocks blocks={banner} /> : null}
      <section aria-labelledby="tosi-categories-title">
        <h2 id="tosi-categories-title" className={styles.sectionTitle}>
          {t('tosi.chooseCategory')}
        </h2>
        <CategoryGrid categories={categories} />
      </section>
      {content.length ? <PageContentBlocks blocks={content} /> : null}
      <ConsultationLink />
    </div>
  );
}

/**
 * The made-to-order sub-brand's core designs (spec 000 §2 core-jewels, in the made-to-order
 * layout): a curated selection, the design each category starts from (its lowest price), with the
 * page's CMS blocks.
 */
import type { Route } from './+types/customizerCoreJewels';
import { PageContentBlocks } from '../components/content/ContentBlocks.tsx';
import { ConsultationLink, DesignGrid } from '../components/customizer/DesignGrid.tsx';
import { useT } from '../i18n/useT.ts';
import { customizerBlocksOf, customizerCategoriesOf } from '../lib/customizer/designListing.server.ts';
import { coreDesignsOf } from '../lib/customizer/designListing.ts';
import { requireStoreView } from '../lib/http/storeRequest.server.ts';
import { messageOf, pageMeta } from '../lib/storeView/meta.ts';
import styles from '../components/customizer/tosi.module.css';

const CONTENT = 'tosi-core-jewels';

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ matches, location }, { title: messageOf(matches, 'tosi.coreJewelsTitle'), description: messageOf(matches, 'tosi.coreJewelsIntro') });

export async function loader(args: Route.LoaderArgs) {
  const view = requireStoreView(args);
  const [categories, blocks] = await Promise.all([customizerCategoriesOf(args), customizerBlocksOf(args, view, [CONTENT])]);
  return { designs: coreDesignsOf(categories.map((category) => category.designs)), content: blocks[CONTENT] };
}

export default function CustomizerCoreJewelsPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { designs, content } = loaderData;
  return (
    <div className={`page-width ${styles.page}`}>
      <header className={styles.header}>
        <h1>{t('tosi.coreJewelsTitle')}</h1>
        <p>{t('tosi.coreJewelsIntro')}</p>
      </header>
      <section aria-labelledby="tosi-core-title">
        <h2 id="tosi-core-title" className="visually-hidden">
          {t('tosi.designsTitle')}
        </h2>
        <DesignGrid designs={designs} eager={2} />
      </section>
      {content.length ? <PageContentBlocks blocks={content} /> : null}
      <ConsultationLink />
    </div>
  );
}

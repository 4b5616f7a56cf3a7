/**
 * A made-to-order category's designs (spec 000 §2, in the made-to-order layout), filtered by
 * gender with plain links (`?gender=women|men|both`, no script needed): women's and men's include
 * the designs for both. Diamond rings and pair rings show their designs in the spec's three forms
 * (different design, carat weight, single design) with the category's CMS banner and blocks. An
 * unknown category is the store's not-found page.
 */
import { Link } from 'react-router';
import type { Route } from './+types/customizerCategory';
import { PageContentBlocks } from '../components/content/ContentBlocks.tsx';
import { ConsultationLink, DesignGrid } from '../components/customizer/DesignGrid.tsx';
import { useStorePath } from '../components/shell/StoreContext.tsx';
import { useT } from '../i18n/useT.ts';
import type { MessageId } from '../i18n/messages/en.ts';
import { categoryCodeOfSlug, customizerPath } from '../lib/customizer/customizerPaths.ts';
import { categoryDesignsOf, customizerBlocksOf } from '../lib/customizer/designListing.server.ts';
import { designsByRingForm, GENDER_FILTERS, genderFilterOf, RING_CATEGORIES, type GenderFilter } from '../lib/customizer/designListing.ts';
import { notFound } from '../lib/http/responses.ts';
import { requireStoreView } from '../lib/http/storeRequest.server.ts';
import { messageOf, pageMeta } from '../lib/storeView/meta.ts';
import styles from '../components/customizer/tosi.module.css';

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  pageMeta({ matches, location }, { title: loaderData?.label ?? messageOf(matches, 'tosi.entryTitle'), description: messageOf(matches, 'tosi.entryIntro') });

export async function loader(args: Route.LoaderArgs) {
  const view = requireStoreView(args);
  const code = categoryCodeOfSlug(args.params.category);
  if (!code) throw notFound();
  const gender = genderFilterOf(new URL(args.request.url).searchParams.get('gender'));
  const withForms = RING_CATEGORIES.includes(code);
  const blockId = `tosi-${args.params.category}`;
  const [listing, blocks] = await Promise.all([
    categoryDesignsOf(args, code, gender),
    withForms ? customizerBlocksOf(args, view, [blockId]) : Promise.resolve({} as Record<string, never>),
  ]);
  return {
    code,
    label: listing.label ?? '',
    gender,
    withForms,
    designs: listing.designs,
    blocks: blocks[blockId] ?? [],
  };
}

export default function CustomizerCategoryPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { code, label, gender, withForms, designs, blocks } = loaderData;
  const forms = withForms ? designsByRingForm(designs) : [];
  return (
    <div className={`page-width ${styles.page}`}>
      <header className={styles.header}>
        <h1>{label}</h1>
      </header>
      {blocks.length ? <PageContentBlocks blocks={blocks} /> : null}
      <GenderFilterLinks path={customizerPath(code)} current={gender} />
      <section aria-labelledby="tosi-designs-title" aria-live="polite">
        <h2 id="tosi-designs-title" className={withForms ? 'visually-hidden' : styles.sectionTitle}>
          {t('tosi.designsTitle')}
        </h2>
        {designs.length === 0 ? <p className={styles.empty}>{t('tosi.noDesigns')}</p> : null}
        {withForms ? (
          <div className={styles.forms}>
            {forms.map(({ form, designs: formDesigns }, index) => (
              <section key={form} aria-labelledby={`tosi-form-${form}`}>
                <h3 id={`tosi-form-${form}`} className={styles.sectionTitle}>
                  {t(`tosi.form.${form}` as MessageId)}
                </h3>
                {/* A pair's "different design" is one for each of the two; a single ring's is a setting of its own. */}
                <p className={styles.sectionIntro}>{t((code === 'pair_rings' ? `tosi.formText.${form}` : `tosi.ringFormText.${form}`) as MessageId)}</p>
                <DesignGrid designs={formDesigns} eager={index === 0 ? 2 : 0} />
              </section>
            ))}
          </div>
        ) : (
          <DesignGrid designs={designs} eager={2} />
        )}
      </section>
      <ConsultationLink />
    </div>
  );
}

/** The gender filter: a link per choice, the current one marked. */
function GenderFilterLinks({ path, current }: { path: string; current: GenderFilter | null }) {
  const t = useT();
  const storePath = useStorePath();
  const choices: Array<{ value: GenderFilter | null; label: MessageId }> = [
    { value: null, label: 'tosi.gender.all' },
    ...GENDER_FILTERS.map((value) => ({ value, label: `tosi.gender.${value}` as MessageId })),
  ];
  return (
    <nav aria-labelledby="tosi-gender-title">
      <p id="tosi-gender-title" className={styles.filterLabel}>
        {t('tosi.genderFilter')}
      </p>
      <ul className={styles.filter}>
        {choices.map((choice) => (
          <li key={choice.value ?? 'all'}>
            <Link
              to={storePath(choice.value ? `${path}?gender=${choice.value}` : path)}
              aria-current={choice.value === current ? 'page' : undefined}
              preventScrollReset
              data-testid={`gender-${choice.value ?? 'all'}`}
            >
              {t(choice.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

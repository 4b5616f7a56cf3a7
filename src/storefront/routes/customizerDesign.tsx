/**
 * A made-to-order design's steps (spec 000 §2 customizer; §3 Custom design options, Diamond):
 * material, sizes, diamond, gemstone, width, finishing, watch strap and hands, engraving, each only
 * where the design has it, with its picture, price and delivery days following each choice. The
 * choices live in the URL (lib/customizer/designSelection.ts): each is a GET the server answers
 * with the quote, so the page works without scripts. `?item=` edits a bag line. The page reads the
 * shopper's bag (held stones), so it is never stored in the page cache.
 */
import { data, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/customizerDesign';
import { DesignSteps } from '../components/customizer/steps/DesignSteps.tsx';
import { DesignSummary } from '../components/customizer/steps/DesignSummary.tsx';
import { useT } from '../i18n/useT.ts';
import { pageData } from '../lib/api/graphql.ts';
import { CUSTOMIZER_DESIGN } from '../lib/customizer/designOperations.ts';
import { bagPath, runDesignAction } from '../lib/customizer/designActions.server.ts';
import { loadDesignPage } from '../lib/customizer/designPage.server.ts';
import { isCrossSitePost } from '../lib/http/crossSitePost.ts';
import { requireStoreView } from '../lib/http/storeRequest.server.ts';
import { messageOf, pageMeta } from '../lib/storeView/meta.ts';
import styles from '../components/customizer/steps/steps.module.css';
import { DesignBar } from '../components/customizer/steps/DesignBar.tsx';

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  pageMeta({ matches, location }, { title: loaderData?.design.name ?? messageOf(matches, 'design.steps'), description: null, noIndex: true });

export async function loader(args: Route.LoaderArgs) {
  requireStoreView(args);
  return loadDesignPage(args);
}

export async function action(args: Route.ActionArgs) {
  if (isCrossSitePost(args.request, args.context.settings.publicUrl)) throw new Response('Forbidden', { status: 403 });
  requireStoreView(args);
  const { customizerDesign: design } = pageData(await args.context.client.query(CUSTOMIZER_DESIGN, { sku: (args.params.sku ?? '').slice(0, 64) }, { anonymous: true }));
  const form = await args.request.formData();
  const result = await runDesignAction(args.context, design, args.request, form);
  if (result instanceof Response) return result;
  // Without scripts an accepted design goes on to the bag; a refusal is drawn on this page, as
  // the page answering what was asked (200, as every form of the shop: docs/decisions.md, "A
  // refused form answers 200").
  if (result.ok && form.get('js') !== '1') return redirect(bagPath(args.context));
  return data(result);
}

export default function CustomizerDesignPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const navigation = useNavigation();
  const { design } = loaderData;
  return (
    <div className={`page-width ${styles.page}`} aria-busy={navigation.state === 'loading' || undefined} data-testid="design-page">
      <header className={styles.header}>
        <h1>{design.name}</h1>
        <p className={styles.note}>{t('design.steps')}</p>
      </header>
      <div className={styles.columns}>
        <DesignSummary data={loaderData} answer={actionData} />
        <div className={styles.main}>
          <DesignSteps data={loaderData} />
        </div>
      </div>
      <DesignBar data={loaderData} />
    </div>
  );
}

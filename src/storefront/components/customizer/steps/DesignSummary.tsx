/**
 * The design as chosen: its picture (the server's custom image, following each choice), price and
 * delivery days, and the form that adds it to the bag, or saves an edited bag line. Steps still to
 * choose are named only once the shopper tries to add. With scripts a fetcher posts and the
 * header's bag count follows; without, the post goes on to the bag.
 */
import { useEffect, useState } from 'react';
import { Link, useFetcher, useLocation } from 'react-router';
import { useT } from '../../../i18n/useT.ts';
import type { DesignActionResult } from '../../../lib/customizer/designActions.server.ts';
import type { DesignPageData } from '../../../lib/customizer/designPage.server.ts';
import { cartCountChanged } from '../../../lib/cart/cartCount.ts';
import { drawnPictureSources } from '../../../lib/storeView/images.ts';
import { ScriptedField } from '../../cart/ScriptedField.tsx';
import { useStorePath } from '../../shell/StoreContext.tsx';
import { partTitle } from './DesignSteps.tsx';
import { DESIGN_ADD_FORM } from './DesignBar.tsx';
import styles from './steps.module.css';

// The picture's column: at most 18rem (steps.module.css, .picture).
const PICTURE_SIZES = '18rem';

export function DesignSummary({ data, answer: posted }: { data: DesignPageData; answer: DesignActionResult | undefined }) {
  const t = useT();
  const storePath = useStorePath();
  const location = useLocation();
  const fetcher = useFetcher<DesignActionResult>({ key: `design-${data.design.sku}` });
  const busy = fetcher.state !== 'idle';
  // An answer speaks of the choices it was sent with: a new choice leaves it behind.
  const [sentFor, setSentFor] = useState<string | null>(null);
  const current = location.search;
  const answer = fetcher.state !== 'idle' ? undefined : fetcher.data ? (sentFor === current ? fetcher.data : undefined) : posted;
  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data?.ok) cartCountChanged();
  }, [fetcher.state, fetcher.data]);
  const { quote, design } = data;
  const editing = Boolean(data.item);
  const selection = new URLSearchParams(current);
  return (
    <aside className={styles.summary} aria-labelledby="design-summary-title">
      <img className={styles.picture} {...drawnPictureSources(quote.image)} sizes={PICTURE_SIZES} alt={t('design.picture', { name: design.name })} width={640} height={800} data-testid="design-picture" />
      <h2 id="design-summary-title" className={styles.summaryTitle}>
        {t('design.price')}
      </h2>
      <p className={styles.price} data-testid="design-price" aria-live="polite">
        {quote.complete ? quote.price : t('design.priceFrom', { price: quote.price })}
      </p>
      {!quote.complete ? <p className={styles.note}>{t('design.priceFromNote')}</p> : null}
      <p data-testid="design-days">{t('design.deliveryDays', { days: quote.deliveryDays })}</p>
      {quote.problem ? (
        <p className={styles.error} role="alert" data-testid="quote-problem">
          {quote.problem}
        </p>
      ) : null}
      {editing ? <p className={styles.note}>{t('design.editing')}</p> : null}
      <fetcher.Form method="post" id={DESIGN_ADD_FORM} className={styles.addForm} onSubmit={() => setSentFor(current)}>
        <input type="hidden" name="intent" value={editing ? 'save' : 'add'} />
        <input type="hidden" name="selection" value={selection.toString()} />
        {data.item ? <input type="hidden" name="item" value={data.item} /> : null}
        <ScriptedField />
        <button type="submit" className="button button--primary" disabled={busy} aria-describedby="design-bag-status" data-testid="design-add">
          {busy ? t('design.adding') : editing ? t('design.saveLine') : t('design.addToBag')}
        </button>
      </fetcher.Form>
      <div id="design-bag-status" role="status" aria-live="polite" data-testid="design-bag-status">
        {answer?.unmet.length ? (
          <div className={styles.error}>
            <p>{t('design.unmet')}</p>
            <ul>
              {answer.unmet.map((step) => (
                <li key={step.optionId}>
                  <a href={`#step-${step.optionId}`}>{partTitle(t, step)}</a>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {answer && !answer.ok && !answer.unmet.length ? <p className={styles.error}>{answer.error || t('design.failed')}</p> : null}
        {answer?.ok ? (
          <p>
            {t(answer.intent === 'save' ? 'design.saved' : 'design.added')} <Link to={storePath('/cart')}>{t('design.viewBag')}</Link>
            {answer.intent === 'add' && answer.itemUid ? (
              <>
                {' · '}
                <Link to={`${location.pathname}?item=${encodeURIComponent(answer.itemUid)}`} data-testid="design-edit-line">
                  {t('design.editLine')}
                </Link>
              </>
            ) : null}
          </p>
        ) : null}
      </div>
    </aside>
  );
}

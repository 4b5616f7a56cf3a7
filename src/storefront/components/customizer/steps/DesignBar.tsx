/**
 * On a phone the design's price and its add-to-bag button stay at the bottom of the screen while
 * the shopper goes through the steps (the summary with the form is at the top, a long way up by
 * the last step). The button sends the summary's form, so there is one form and one answer.
 */
import { useFetcher } from 'react-router';
import { useT } from '../../../i18n/useT.ts';
import type { DesignActionResult } from '../../../lib/customizer/designActions.server.ts';
import type { DesignPageData } from '../../../lib/customizer/designPage.server.ts';
import styles from './steps.module.css';

/** The id of the summary's add-to-bag form, which the bar's button submits. */
export const DESIGN_ADD_FORM = 'design-add-form';

export function DesignBar({ data }: { data: DesignPageData }) {
  const t = useT();
  const fetcher = useFetcher<DesignActionResult>({ key: `design-${data.design.sku}` });
  const busy = fetcher.state !== 'idle';
  const { quote } = data;
  return (
    <div className={styles.bar} data-bottom-bar data-testid="design-bar">
      <p className={styles.barPrice}>{quote.complete ? quote.price : t('design.priceFrom', { price: quote.price })}</p>
      <button type="submit" form={DESIGN_ADD_FORM} className="button button--primary" disabled={busy} aria-describedby="design-bag-status">
        {busy ? t('design.adding') : data.item ? t('design.saveLine') : t('design.addToBag')}
      </button>
    </div>
  );
}

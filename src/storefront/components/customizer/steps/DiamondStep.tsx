/**
 * The diamond step: the chosen stone with its certificate and where it stands for the shopper's bag
 * (held for it until when, or sold, or held for another bag: the API says, never the URL), or
 * the search (shape, type, certification, carat, colour, clarity, cut, price; counts per value from
 * the search's aggregations; sort and pages) whose every result can be chosen. Choosing posts: the
 * stone is held for the shopper's bag and the page comes back with it chosen.
 */
import { Link } from 'react-router';
import { useT } from '../../../i18n/useT.ts';
import type { DesignPageData, DiamondView } from '../../../lib/customizer/designPage.server.ts';
import type { DesignStep, StepChoice } from '../../../lib/customizer/designSelection.ts';
import { formatDateTime } from '../../../lib/storeView/dates.ts';
import { useStore } from '../../shell/StoreContext.tsx';
import { DiamondFacts } from './DiamondFacts.tsx';
import { DiamondSearchForm } from './DiamondSearchForm.tsx';
import { useDesignHref } from './useDesignHref.ts';
import styles from './steps.module.css';

interface DiamondStepProps {
  step: DesignStep;
  chosen: StepChoice | undefined;
  stone: DiamondView | undefined;
  searching: boolean;
  data: DesignPageData;
}

export function DiamondStep({ step, chosen, stone, searching, data }: DiamondStepProps) {
  const t = useT();
  const { view } = useStore();
  const href = useDesignHref();
  return (
    <div className={styles.diamondStep}>
      {chosen?.diamond && stone ? (
        <div className={styles.chosenStone} data-testid={`chosen-diamond-${step.option_id}`}>
          <DiamondFacts diamond={stone} />
          {stone.state === 'HELD_FOR_YOUR_BAG' && stone.held_until ? <p data-testid="diamond-held">{t('diamond.heldUntil', { time: formatDateTime(stone.held_until, view) })}</p> : null}
          {stone.state === 'SOLD' ? <p className={styles.error} data-testid="diamond-unavailable">{t('diamond.sold')}</p> : null}
          {stone.state === 'HELD_FOR_ANOTHER_BAG' ? <p className={styles.error} data-testid="diamond-unavailable">{t('diamond.heldForAnother')}</p> : null}
          {stone.state === 'OFF_SALE' ? <p className={styles.error} data-testid="diamond-unavailable">{t('diamond.notAvailable')}</p> : null}
          {!searching ? (
            <Link to={href((params) => params.set('qstep', String(step.option_id)))} replace preventScrollReset>
              {t('diamond.change')}
            </Link>
          ) : null}
        </div>
      ) : null}
      {searching && data.diamonds ? <DiamondSearchForm step={step} data={data} results={data.diamonds} /> : null}
    </div>
  );
}

/**
 * The diamond step: the chosen stone with its certificate and where it stands for the shopper's bag
 * (held for it until when, or sold, or held for another bag: the API says, never the URL), or
 * the search (shape, type, certification, carat, colour, clarity, cut, price; counts per value from
 * the search's aggregations; sort and pages) whose every result can be chosen. Choosing posts: the
 * stone is held for the shopper's bag and the page comes back with it chosen.
 */
import { Form, Link, useLocation } from 'react-router';
import { writeCarats } from '../../../../rules/diamonds.ts';
import { useT } from '../../../i18n/useT.ts';
import type { DesignPageData, DiamondView } from '../../../lib/customizer/designPage.server.ts';
import { optionKey, type DesignStep, type StepChoice } from '../../../lib/customizer/designSelection.ts';
import { formatDateTime } from '../../../lib/storeView/dates.ts';
import { useStore } from '../../shell/StoreContext.tsx';
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

export function DiamondFacts({ diamond }: { diamond: DiamondView }) {
  const t = useT();
  const { view } = useStore();
  return (
    <div className={styles.facts}>
      <p className={styles.factsTitle}>
        {t('diamond.summary', { shape: diamond.shape_label, weight: writeCarats(diamond.carat, view.localeKey), color: diamond.color_label, clarity: diamond.clarity, cut: diamond.cut_label })}
        {diamond.colored_type_label ? ` · ${diamond.colored_type_label}` : ''}
      </p>
      <p className={styles.valuePrice}>{diamond.priceText}</p>
      <p>
        {t('diamond.certificate', { lab: diamond.certification, number: diamond.certificate_number })}{' '}
        <a href={diamond.certificate.url} target="_blank" rel="noopener noreferrer">
          {t('diamond.certificateLink')}
        </a>
      </p>
    </div>
  );
}

/** One result: its facts, its details, and the form that chooses (holds) it. */
export function DiamondResult({ step, diamond }: { step: DesignStep; diamond: DiamondView }) {
  const t = useT();
  const location = useLocation();
  // The selection without the stone of this step: choosing sets it again.
  const selection = new URLSearchParams(location.search);
  selection.delete(optionKey(step));
  return (
    <li className={styles.result} data-testid="diamond-result">
      <DiamondFacts diamond={diamond} />
      <details>
        <summary>{t('diamond.details')}</summary>
        <ul className={styles.detailList}>
          <li>{t('diamond.polish', { value: diamond.polish_label })}</li>
          <li>{t('diamond.symmetry', { value: diamond.symmetry_label })}</li>
          <li>{t('diamond.fluorescence', { value: diamond.fluorescence_label })}</li>
          <li>{t('diamond.diameter', { value: diamond.diameter })}</li>
        </ul>
      </details>
      <Form method="post" preventScrollReset>
        <input type="hidden" name="intent" value="hold" />
        <input type="hidden" name="step" value={step.option_id} />
        <input type="hidden" name="identifier" value={diamond.identifier} />
        <input type="hidden" name="selection" value={selection.toString()} />
        <button type="submit" className="button">
          {t('diamond.choose')}
          <span className="visually-hidden"> {t('diamond.chooseLabel', { identifier: diamond.certificate_number })}</span>
        </button>
      </Form>
    </li>
  );
}

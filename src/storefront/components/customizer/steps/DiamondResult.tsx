import { Form, useLocation } from 'react-router';
import { useT } from '../../../i18n/useT.ts';
import type { DiamondView } from '../../../lib/customizer/designPage.server.ts';
import { optionKey, type DesignStep } from '../../../lib/customizer/designSelection.ts';
import { DiamondFacts } from './DiamondFacts.tsx';
import styles from './steps.module.css';

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

/** A diamond's facts as the shopper weighs them: shape, carat, colour, clarity, cut, price and its certificate. */
import { writeCarats } from '../../../../rules/diamonds.ts';
import { useT } from '../../../i18n/useT.ts';
import type { DiamondView } from '../../../lib/customizer/designPage.server.ts';
import { useStore } from '../../shell/StoreContext.tsx';
import styles from './steps.module.css';

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

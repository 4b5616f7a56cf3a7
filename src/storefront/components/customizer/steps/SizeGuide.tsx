/**
 * The size guide of the ring size, bracelet dimension and pendant size steps (spec 000 §2): a
 * disclosure beside the sizes, readable without scripts. Ring sizes show their inside
 * circumference and diameter.
 */
import { useT } from '../../../i18n/useT.ts';
import type { DesignStep } from '../../../lib/customizer/designSelection.ts';
import { RingSizeTable } from '../../catalog/RingSizeTable.tsx';
import styles from './steps.module.css';

export function SizeGuide({ step }: { step: DesignStep }) {
  const t = useT();
  const ringSizes = step.code === 'ring_size' ? step.values.filter((value) => /^\d+$/.test(value.code)) : [];
  return (
    <details className={styles.sizeGuide}>
      <summary>{t('design.sizeGuide')}</summary>
      {step.code === 'ring_size' ? (
        <>
          <p>{t('design.sizeGuide.ringIntro')}</p>
          <RingSizeTable className={styles.sizeTable} rows={ringSizes.map((value) => ({ key: value.value_id, size: Number(value.code), label: value.title }))} />
        </>
      ) : (
        <p>{t(step.code === 'bracelet_dimension' ? 'design.sizeGuide.bracelet' : 'design.sizeGuide.pendant')}</p>
      )}
      <p className={styles.note}>{t('design.sizeGuide.note')}</p>
    </details>
  );
}

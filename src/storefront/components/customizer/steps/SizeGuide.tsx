/**
 * The size guide of the ring size, bracelet dimension and pendant size steps (spec 000 §2): a
 * disclosure beside the sizes, readable without scripts. Ring sizes show their inside
 * circumference and diameter.
 */
import { useT } from '../../../i18n/useT.ts';
import { ringSizeMeasurements } from '../../../lib/catalog/ringSizes.ts';
import type { DesignStep } from '../../../lib/customizer/designSelection.ts';
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
          <table className={styles.sizeTable}>
            <thead>
              <tr>
                <th scope="col">{t('design.sizeGuide.size')}</th>
                <th scope="col">{t('design.sizeGuide.circumference')}</th>
                <th scope="col">{t('design.sizeGuide.diameter')}</th>
              </tr>
            </thead>
            <tbody>
              {ringSizes.map((value) => {
                const { circumferenceMm, diameterMm } = ringSizeMeasurements(Number(value.code));
                return (
                  <tr key={value.value_id}>
                    <th scope="row">{value.title}</th>
                    <td>{t('design.mm', { value: circumferenceMm })}</td>
                    <td>{t('design.mm', { value: diameterMm })}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </>
      ) : (
        <p>{t(step.code === 'bracelet_dimension' ? 'design.sizeGuide.bracelet' : 'design.sizeGuide.pendant')}</p>
      )}
      <p className={styles.note}>{t('design.sizeGuide.note')}</p>
    </details>
  );
}

/**
 * A step with values to choose (material, ring size, width, finishing ...): each value is a link
 * to the design with that value chosen, so choosing works without scripts; with them the page is
 * drawn again in place (replace, scroll kept).
 */
import { Link } from 'react-router';
import { useT } from '../../../i18n/useT.ts';
import { optionKey, type DesignStep } from '../../../lib/customizer/designSelection.ts';
import { useStore } from '../../shell/StoreContext.tsx';
import { designMoney } from '../../../lib/customizer/designMoney.ts';
import { SizeGuide } from './SizeGuide.tsx';
import { useDesignHref } from './useDesignHref.ts';
import styles from './steps.module.css';

export function OptionStep({ step, chosen }: { step: DesignStep; chosen: number | undefined }) {
  const t = useT();
  const { view } = useStore();
  const href = useDesignHref();
  const isMaterial = step.code === 'material';
  return (
    <>
      <ul className={styles.values} aria-label={step.title}>
        {step.values.map((value) => {
          const selected = value.value_id === chosen;
          const price = value.price.minor_units > 0 ? designMoney(value.price, view) : null;
          return (
            <li key={value.value_id}>
              <Link
                to={href((params) => params.set(optionKey(step), String(value.value_id)))}
                replace
                preventScrollReset
                className={styles.value}
                aria-current={selected ? 'true' : undefined}
                data-testid={`value-${step.option_id}-${value.code}`}
              >
                <span>{value.title}</span>
                {price ? <span className={styles.valuePrice}>{isMaterial ? price : t('design.adds', { price })}</span> : null}
                {value.extra_days > 0 ? <span className={styles.valuePrice}>{t('design.extraDays', { days: value.extra_days })}</span> : null}
              </Link>
            </li>
          );
        })}
      </ul>
      {step.code === 'ring_size' || step.code === 'bracelet_dimension' || step.code === 'pendant_size' ? <SizeGuide step={step} /> : null}
    </>
  );
}

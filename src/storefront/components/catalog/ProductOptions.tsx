/**
 * A configurable product's options (ring size, metal colour) as radio groups. Without JavaScript
 * they are a GET form that reloads the page with the variant chosen (`?ring_size=12`); with it, a
 * choice updates the price and stock at once. Rings get the size guide.
 */
import { useState } from 'react';
import { Form } from 'react-router';
import { usePunctuation } from '../../i18n/punctuation.ts';
import { useT } from '../../i18n/useT.ts';
import type { ConfigurableOption } from '../../lib/catalog/productPage.server.ts';
import { RING_SIZE_OPTION } from '../../lib/catalog/ringSizes.ts';
import type { Selection, ValueState } from '../../lib/catalog/variants.ts';
import { SizeGuide } from './SizeGuide.tsx';
import styles from './product.module.css';

interface ProductOptionsProps {
  options: ConfigurableOption[];
  selection: Selection;
  select(code: string, value: number): void;
  stateOf(code: string, value: number): ValueState;
}

export function ProductOptions({ options, selection, select, stateOf }: ProductOptionsProps) {
  const t = useT();
  const punctuation = usePunctuation();
  const [sizeGuideOpen, setSizeGuideOpen] = useState(false);
  const ringSizes = options.find((option) => option.code === RING_SIZE_OPTION);
  if (options.length === 0) return null;

  return (
    <>
      <Form method="get" preventScrollReset className={styles.options}>
        {options.map((option) => (
          <fieldset key={option.code} className={styles.option}>
            <legend>{option.label}</legend>
            {option.code === RING_SIZE_OPTION ? (
              <button type="button" className={`button button--link ${styles.sizeGuideButton}`} onClick={() => setSizeGuideOpen(true)} aria-haspopup="dialog">
                {t('sizeGuide.open')}
              </button>
            ) : null}
            <div className={styles.optionValues}>
              {option.values.map((value) => {
                const state = stateOf(option.code, value.valueIndex);
                return (
                  <label key={value.valueIndex} className={styles.optionValue} data-state={state}>
                    <input
                      type="radio"
                      name={option.code}
                      value={value.valueIndex}
                      checked={selection[option.code] === value.valueIndex}
                      disabled={state === 'unavailable'}
                      onChange={() => select(option.code, value.valueIndex)}
                    />
                    <span>
                      {value.label}
                      {state === 'soldOut' ? <span className="visually-hidden">{punctuation.asideGap + punctuation.brackets(t('product.outOfStock'))}</span> : null}
                    </span>
                  </label>
                );
              })}
            </div>
          </fieldset>
        ))}
        <noscript>
          <button type="submit" className="button">
            {t('product.showChoice')}
          </button>
        </noscript>
      </Form>
      {ringSizes ? (
        <SizeGuide
          open={sizeGuideOpen}
          sizes={ringSizes}
          chosen={selection[RING_SIZE_OPTION] ?? null}
          onChoose={(size) => select(RING_SIZE_OPTION, size)}
          onClose={() => setSizeGuideOpen(false)}
        />
      ) : null}
    </>
  );
}

/**
 * How a calculation-gold piece is priced (docs/design.md, Data): its weight in grams and taels, today's
 * gold price for its gold code, the labour fee, and when that gold price was set.
 */
import { Link } from 'react-router';
import { useT } from '../../i18n/useT.ts';
import { GOLD_PRICE_PATH, offersGoldPricePage } from '../../lib/gold/goldPrices.ts';
import type { GoldBreakdown } from '../../lib/catalog/productPage.server.ts';
import { useStore, useStorePath } from '../shell/StoreContext.tsx';
import styles from './product.module.css';

export function GoldPriceBreakdown({ gold }: { gold: GoldBreakdown }) {
  const t = useT();
  const storePath = useStorePath();
  const { view } = useStore();
  const perTael = t('gold.perTael', { price: gold.pricePerTael });
  const perGram = t('gold.perGram', { price: gold.pricePerGram });
  return (
    <section className={styles.goldBreakdown} aria-labelledby="gold-breakdown-title">
      <h2 id="gold-breakdown-title" className={styles.sectionTitle}>
        {t('gold.breakdownTitle')}
      </h2>
      <dl>
        <div>
          <dt>{t('gold.weight')}</dt>
          <dd>{t('gold.weightValue', { grams: gold.weightGrams, taels: gold.weightTaels })}</dd>
        </div>
        <div>
          <dt>{t('gold.todaysPrice', { name: gold.goldName })}</dt>
          {/* The unit the code is quoted in comes first. */}
          <dd>{gold.quotedUnit === 'tael' ? `${perTael} · ${perGram}` : `${perGram} · ${perTael}`}</dd>
        </div>
        <div>
          <dt>{t('gold.metalValue')}</dt>
          <dd>{gold.metalValue}</dd>
        </div>
        <div>
          <dt>{gold.labourFeeUnit === 'gram' ? t('gold.labourFeePerGram') : t('gold.labourFee')}</dt>
          <dd>{gold.labourFee}</dd>
        </div>
        <div className={styles.goldTotal}>
          <dt>{t('gold.total')}</dt>
          <dd>{gold.total}</dd>
        </div>
      </dl>
      <p className={styles.goldNote}>
        {t('gold.priceSetAt', { time: gold.setAt })} {t('gold.priceChanges')}{' '}
        {offersGoldPricePage(view) ? <Link to={storePath(GOLD_PRICE_PATH)}>{t('gold.seeTodaysPrices')}</Link> : null}
      </p>
    </section>
  );
}

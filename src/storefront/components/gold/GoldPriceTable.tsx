/**
 * Today's prices: for every gold code the shop's sell and buy prices per tael and per gram, and the
 * change since the previous price. On phones the table scrolls sideways with the code kept in view.
 */
import { useT } from '../../i18n/useT.ts';
import type { GoldPriceRow } from '../../lib/goldPricePage.server.ts';
import styles from './GoldPrice.module.css';

const CHANGE_SIGN = { up: '▲', down: '▼', same: '' } as const;

export function GoldPriceTable({ prices }: { prices: GoldPriceRow[] }) {
  const t = useT();
  return (
    <div className={styles.tableScroll} tabIndex={0} role="region" aria-labelledby="gold-today-title">
      <table className={styles.prices}>
        <thead>
          <tr>
            <th scope="col" rowSpan={2}>
              {t('gold.code')}
            </th>
            <th scope="colgroup" colSpan={2}>
              {t('gold.perTaelHeading')}
            </th>
            <th scope="colgroup" colSpan={2}>
              {t('gold.perGramHeading')}
            </th>
            <th scope="col" rowSpan={2}>
              {t('gold.change')}
            </th>
          </tr>
          <tr>
            <th scope="col">{t('gold.sell')}</th>
            <th scope="col">{t('gold.buy')}</th>
            <th scope="col">{t('gold.sell')}</th>
            <th scope="col">{t('gold.buy')}</th>
          </tr>
        </thead>
        <tbody>
          {prices.map((row) => (
            <tr key={row.code}>
              <th scope="row">
                {row.label}
                <span className={styles.code}>{row.code}</span>
              </th>
              <td data-quoted={row.quotedUnit === 'tael' || undefined}>{row.sellPerTael}</td>
              <td data-quoted={row.quotedUnit === 'tael' || undefined}>{row.buyPerTael}</td>
              <td data-quoted={row.quotedUnit === 'gram' || undefined}>{row.sellPerGram}</td>
              <td data-quoted={row.quotedUnit === 'gram' || undefined}>{row.buyPerGram}</td>
              <td className={styles.change} data-direction={row.change?.direction}>
                {row.change ? (
                  <>
                    <span aria-hidden="true">{CHANGE_SIGN[row.change.direction]} </span>
                    {row.change.direction === 'same' ? t('gold.unchanged') : t(row.change.direction === 'up' ? 'gold.changeUp' : 'gold.changeDown', { amount: row.change.text })}
                  </>
                ) : (
                  '—'
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

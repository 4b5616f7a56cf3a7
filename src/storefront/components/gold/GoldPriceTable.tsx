/**
 * Today's prices: for every gold code the shop's sell and buy prices per tael and per gram, and the
 * change since the previous price. On phones the six columns do not fit: a per tael / per gram
 * switch above the table chooses which pair of prices it shows, and the change moves under the
 * gold type. The switch is a pair of radio buttons read by CSS, so it works before any script.
 */
import { useT } from '../../i18n/useT.ts';
import type { GoldPriceRow } from '../../lib/gold/goldPricePage.server.ts';
import styles from './GoldPrice.module.css';

const CHANGE_SIGN = { up: '▲', down: '▼', same: '' } as const;
const UNITS = ['tael', 'gram'] as const;

export function GoldPriceTable({ prices }: { prices: GoldPriceRow[] }) {
  const t = useT();
  const heading = { tael: t('gold.perTaelHeading'), gram: t('gold.perGramHeading') };
  return (
    <div className={styles.pricesBlock}>
      <fieldset className={styles.unitSwitch}>
        <legend>{t('gold.showPricesPer')}</legend>
        <div className={styles.unitOptions}>
          {UNITS.map((unit) => (
            <label key={unit}>
              <input type="radio" name="gold-price-unit" value={unit} defaultChecked={unit === 'tael'} />
              <span>{heading[unit]}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className={styles.tableScroll} tabIndex={0} role="region" aria-labelledby="gold-today-title">
        <table className={styles.prices}>
          <thead>
            <tr>
              <th scope="col" rowSpan={2}>
                {t('gold.code')}
              </th>
              {UNITS.map((unit) => (
                <th key={unit} scope="colgroup" colSpan={2} data-unit={unit}>
                  {heading[unit]}
                </th>
              ))}
              <th scope="col" rowSpan={2} data-change-column>
                {t('gold.change')}
              </th>
            </tr>
            <tr>
              {UNITS.flatMap((unit) => [
                <th key={`${unit}-sell`} scope="col" data-unit={unit}>
                  {t('gold.sell')}
                </th>,
                <th key={`${unit}-buy`} scope="col" data-unit={unit}>
                  {t('gold.buy')}
                </th>,
              ])}
            </tr>
          </thead>
          <tbody>
            {prices.map((row) => {
              const change = <PriceChange change={row.change} />;
              return (
                <tr key={row.code}>
                  <th scope="row">
                    {row.label}
                    <span className={styles.code}>{row.code}</span>
                    <span className={styles.rowChange} data-direction={row.change?.direction}>
                      {change}
                    </span>
                  </th>
                  <td data-unit="tael" data-quoted={row.quotedUnit === 'tael' || undefined}>
                    {row.sellPerTael}
                  </td>
                  <td data-unit="tael" data-quoted={row.quotedUnit === 'tael' || undefined}>
                    {row.buyPerTael}
                  </td>
                  <td data-unit="gram" data-quoted={row.quotedUnit === 'gram' || undefined}>
                    {row.sellPerGram}
                  </td>
                  <td data-unit="gram" data-quoted={row.quotedUnit === 'gram' || undefined}>
                    {row.buyPerGram}
                  </td>
                  <td className={styles.change} data-change-column data-direction={row.change?.direction}>
                    {change}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function PriceChange({ change }: { change: GoldPriceRow['change'] }) {
  const t = useT();
  if (!change) return <>—</>;
  return (
    <>
      <span aria-hidden="true">{CHANGE_SIGN[change.direction]} </span>
      {change.direction === 'same' ? t('gold.unchanged') : t(change.direction === 'up' ? 'gold.changeUp' : 'gold.changeDown', { amount: change.text })}
    </>
  );
}

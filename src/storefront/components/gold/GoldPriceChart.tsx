/**
 * The chosen gold code's last 90 days: a GET form to choose the code (works without JavaScript),
 * a summary in words, a step-line sparkline drawn on the server and replaced by the interactive
 * uPlot chart once its script loads, and every price change as a table for any reader.
 */
import { Form, useNavigate } from 'react-router';
import { useT } from '../../i18n/useT.ts';
import { useGoldChart } from './useGoldChart.ts';
import { timeZoneOf } from '../../lib/storeView/dates.ts';
import type { GoldPricePageData, GoldPriceRow } from '../../lib/gold/goldPricePage.server.ts';
import { SPARKLINE_HEIGHT, SPARKLINE_WIDTH } from '../../lib/gold/goldPrices.ts';
import { intlLocaleOf } from '../../lib/storeView/storeView.ts';
import { useStore } from '../shell/StoreContext.tsx';
import styles from './GoldPrice.module.css';

export function GoldPriceChart({ chart, codes }: { chart: GoldPricePageData['chart']; codes: GoldPriceRow[] }) {
  const t = useT();
  const navigate = useNavigate();
  const { view } = useStore();
  const unit = chart.unit === 'tael' ? t('gold.unitTael') : t('gold.unitGram');
  const { box, ready } = useGoldChart(chart.points, {
    date: t('gold.date'),
    sell: t('gold.sell'),
    buy: t('gold.buy'),
    locale: intlLocaleOf(view),
    timeZone: timeZoneOf(view),
    currency: chart.currency,
  });
  const summary = chart.summary ? t('gold.historySummary', { ...chart.summary, unit }) : t('gold.noHistory');

  return (
    <section className={styles.history} aria-labelledby="gold-history-title">
      <div className={styles.historyHead}>
        <h2 id="gold-history-title">{t('gold.historyTitle', { label: chart.label })}</h2>
        <Form method="get" preventScrollReset className={styles.codeForm}>
          <label htmlFor="gold-code">{t('gold.chooseCode')}</label>
          <select
            key={chart.code}
            id="gold-code"
            name="code"
            defaultValue={chart.code}
            onChange={(event) => navigate(`?code=${encodeURIComponent(event.target.value)}`, { preventScrollReset: true, replace: true })}
          >
            {codes.map((code) => (
              <option key={code.code} value={code.code}>
                {code.label}
              </option>
            ))}
          </select>
          <noscript>
            <button type="submit" className="button">
              {t('listing.apply')}
            </button>
          </noscript>
        </Form>
      </div>
      <p className={styles.summary}>{summary}</p>
      <figure className={styles.chart}>
        <div ref={box} className={styles.chartBox} role="img" aria-label={summary} data-ready={ready || undefined}>
          {ready ? null : (
            <svg viewBox={`0 0 ${SPARKLINE_WIDTH} ${SPARKLINE_HEIGHT}`} preserveAspectRatio="none" className={styles.sparkline} aria-hidden="true" focusable="false">
              <path d={chart.sparkline} fill="none" stroke="currentColor" strokeWidth="2" vectorEffect="non-scaling-stroke" />
            </svg>
          )}
        </div>
        <figcaption className={styles.caption}>{t(ready ? 'gold.chartCaption' : 'gold.sparklineCaption', { unit })}</figcaption>
      </figure>
      <details className={styles.historyTable}>
        <summary>{t('gold.historyTable')}</summary>
        <div className={styles.tableScroll} tabIndex={0} role="region" aria-label={t('gold.historyTable')}>
          <table>
            <thead>
              <tr>
                <th scope="col">{t('gold.date')}</th>
                <th scope="col">{t('gold.sellPer', { unit })}</th>
                <th scope="col">{t('gold.buyPer', { unit })}</th>
              </tr>
            </thead>
            <tbody>
              {chart.rows.map((row, index) => (
                <tr key={`${row.date}-${index}`}>
                  <th scope="row">{row.date}</th>
                  <td>{row.sell}</td>
                  <td>{row.buy}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}

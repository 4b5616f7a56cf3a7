/**
 * The gold price page's data from the route's answer: today's sell and buy prices of every gold
 * code per tael and per gram (`goldPrices`), and one code's last 90 days (`goldPriceHistory`) for
 * the chart, its summary and its table. Prices and dates are formatted here, in the store view's
 * locale.
 */
import { GOLD_CODES, isGoldCode, type GoldCode } from '../../../rules/gold.ts';
import { isCurrencyCode, type CurrencyCode } from '../../../rules/money.ts';
import { formatDate, formatDateTime } from '../storeView/dates.ts';
import type { MoneyFields } from '../api/fragments.ts';
import type { GoldPricePageQuery } from '../generated/operations.ts';
import { SPARKLINE_HEIGHT, SPARKLINE_WIDTH, sparklinePath, type GoldChartPoint } from './goldPrices.ts';
import { formatPrice } from '../catalog/productCard.ts';
import { websiteOf } from '../../../rules/storeViews.ts';
import type { StoreViewDefinition } from '../storeView/storeView.ts';

export interface GoldPriceRow {
  code: string;
  label: string;
  quotedUnit: 'tael' | 'gram';
  sellPerTael: string;
  buyPerTael: string;
  sellPerGram: string;
  buyPerGram: string;
  /** Change of the sell price in the quoted unit since the previous price. */
  change: { text: string; direction: 'up' | 'down' | 'same' } | null;
}

export interface GoldPricePageData {
  updatedAt: string | null;
  prices: GoldPriceRow[];
  chart: {
    code: GoldCode;
    label: string;
    unit: 'tael' | 'gram';
    /** The points' currency: the chart writes its prices with formatMoney, as the page does. */
    currency: CurrencyCode;
    points: GoldChartPoint[];
    sparkline: string;
    summary: { first: string; last: string; high: string; low: string } | null;
    /** Newest first, for the table under the chart. */
    rows: Array<{ date: string; sell: string; buy: string }>;
  };
}

/** The gold code to chart: the one asked for in the URL (`?code=HK-G999`), else the first. */
export function chartedGoldCode(requested: string | null): GoldCode {
  return requested && isGoldCode(requested) ? requested : GOLD_CODES[0];
}

/** What the route's query answers. */
export type GoldPriceAnswer = GoldPricePageQuery;

export function goldPricePageData({ goldPrices, goldPriceHistory }: GoldPriceAnswer, view: StoreViewDefinition, code: GoldCode): GoldPricePageData {
  const charted = goldPrices.items.find((item) => item.gold_code === code);
  // The chart is drawn in the unit the code is quoted in.
  const unit = charted?.quoted_unit === 'gram' ? 'gram' : 'tael';
  const money = (value: MoneyFields) => formatPrice(value);
  const sells = goldPriceHistory.map((point) => (unit === 'tael' ? point.sell_per_tael : point.sell_per_gram));
  const buys = goldPriceHistory.map((point) => (unit === 'tael' ? point.buy_per_tael : point.buy_per_gram));
  const points = goldPriceHistory.map((point, index) => ({ time: Date.parse(point.effective_at) / 1000, sell: sells[index].minor_units, buy: buys[index].minor_units }));
  const currency = [sells[0]?.currency, charted?.sell_per_tael.currency].find((code): code is CurrencyCode => !!code && isCurrencyCode(code)) ?? websiteOf(view).baseCurrency;
  const bySell = [...sells].sort((a, b) => a.minor_units - b.minor_units);

  return {
    updatedAt: goldPrices.updated_at ? formatDateTime(goldPrices.updated_at, view) : null,
    prices: goldPrices.items.map((item) => {
      const quotedUnit = item.quoted_unit === 'gram' ? 'gram' : 'tael';
      return {
        code: item.gold_code,
        label: item.label,
        quotedUnit,
        sellPerTael: money(item.sell_per_tael),
        buyPerTael: money(item.buy_per_tael),
        sellPerGram: money(item.sell_per_gram),
        buyPerGram: money(item.buy_per_gram),
        change: item.sell_change
          ? {
              text: money({ ...item.sell_change, value: item.sell_change.value === null ? null : Math.abs(item.sell_change.value), minor_units: Math.abs(item.sell_change.minor_units) }),
              direction: item.sell_change.minor_units > 0 ? 'up' : item.sell_change.minor_units < 0 ? 'down' : 'same',
            }
          : null,
      };
    }),
    chart: {
      code,
      label: charted?.label ?? code,
      unit,
      currency,
      points,
      sparkline: sparklinePath(
        points.map((point) => ({ x: point.time, y: point.sell })),
        SPARKLINE_WIDTH,
        SPARKLINE_HEIGHT,
      ),
      summary: sells.length
        ? { first: money(sells[0]), last: money(sells[sells.length - 1]), low: money(bySell[0]), high: money(bySell[bySell.length - 1]) }
        : null,
      rows: goldPriceHistory
        .map((point, index) => ({ date: formatDate(point.effective_at, view), sell: money(sells[index]), buy: money(buys[index]) }))
        .reverse(),
    },
  };
}

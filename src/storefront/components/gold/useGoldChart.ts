import { useEffect, useRef, useState } from 'react';
import { formatMoney, type CurrencyCode } from '../../../rules/money.ts';
import type { GoldChartPoint } from '../../lib/gold/goldPrices.ts';
import { useNearViewport } from '../../hooks/useNearViewport.ts';

export interface GoldChartLabels {
  date: string;
  sell: string;
  buy: string;
  /** Intl locale for the axes' dates and prices. */
  locale: string;
  timeZone: string;
  /** Currency of the points' minor units. */
  currency: CurrencyCode;
}

const CHART_HEIGHT = 320;
/** Room for the widest price label ("MOP 46,000", "RMB 1,155.50"). */
const PRICE_AXIS_WIDTH = 96;
const COLOURS = { sell: '#8c1c2b', buy: '#7a5d2f', grid: '#e5dccf', text: '#5f5650' };

/**
 * Draws the price history with uPlot, loaded only on this page, only in the browser (its script
 * and styles are a separate chunk) and only once the chart's box nears the viewport. The chart
 * follows its box's width. `ready` turns true once it is drawn, so the page can put away the
 * sparkline it showed until then.
 */
export function useGoldChart(points: GoldChartPoint[], labels: GoldChartLabels) {
  const box = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  const { date, sell, buy, locale, timeZone, currency } = labels;
  const near = useNearViewport(box);

  useEffect(() => {
    const element = box.current;
    if (!element || !near || points.length === 0) return;
    let cancelled = false;
    let cleanup = () => {};
    Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')])
      .then(([{ default: UPlot }]) => {
        if (cancelled) return;
        const dates = new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone });
        // Prices are minor units, written the one way the store writes money (rules/money.ts).
        const price = (amount: number) => formatMoney({ amount: Math.round(amount), currency });
        const latest = points.length - 1;
        const axis = { stroke: COLOURS.text, grid: { stroke: COLOURS.grid, width: 1 }, ticks: { stroke: COLOURS.grid, width: 1 } };
        const chart = new UPlot(
          {
            width: element.clientWidth,
            height: CHART_HEIGHT,
            // Prices hold until the next change: drawn as steps.
            series: [
              { label: date, value: (_chart, time) => (time == null ? '' : dates.format(new Date(time * 1000))) },
              { label: sell, stroke: COLOURS.sell, width: 2, paths: UPlot.paths.stepped!({ align: 1 }), value: (_chart, amount) => (amount == null ? '' : price(amount)) },
              { label: buy, stroke: COLOURS.buy, width: 2, dash: [6, 4], paths: UPlot.paths.stepped!({ align: 1 }), value: (_chart, amount) => (amount == null ? '' : price(amount)) },
            ],
            axes: [
              // Room between dates for the widest ("10月11日", "11 Nov"), so they never run together.
              { ...axis, space: 80, values: (_chart, ticks) => ticks.map((time) => dates.format(new Date(time * 1000))) },
              { ...axis, size: PRICE_AXIS_WIDTH, values: (_chart, ticks) => ticks.map(price) },
            ],
            scales: { x: { time: true } },
            cursor: { drag: { x: false, y: false } },
            hooks: {
              // With no point under the cursor (before any hover, and after it leaves) the legend
              // shows the latest prices rather than nothing.
              ready: [(self) => self.setLegend({ idx: latest }, false)],
              setLegend: [
                (self) => {
                  if (self.legend.idx == null) self.setLegend({ idx: latest }, false);
                },
              ],
            },
          },
          [points.map((point) => point.time), points.map((point) => point.sell), points.map((point) => point.buy)],
          element,
        );
        // Resizing inside the observer's callback changes the box it watches ("ResizeObserver loop
        // completed with undelivered notifications"): resize on the next frame, and only when the
        // width changed.
        let frame = 0;
        let width = element.clientWidth;
        const resize = new ResizeObserver(() => {
          cancelAnimationFrame(frame);
          frame = requestAnimationFrame(() => {
            if (element.clientWidth === width) return;
            width = element.clientWidth;
            chart.setSize({ width, height: CHART_HEIGHT });
          });
        });
        resize.observe(element);
        cleanup = () => {
          cancelAnimationFrame(frame);
          resize.disconnect();
          chart.destroy();
        };
        setReady(true);
      })
      .catch(() => setReady(false));
    return () => {
      cancelled = true;
      cleanup();
      setReady(false);
    };
  }, [near, points, date, sell, buy, locale, timeZone, currency]);

  return { box, ready };
}

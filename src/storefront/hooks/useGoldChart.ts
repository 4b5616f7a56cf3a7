import { useEffect, useRef, useState } from 'react';
import type { GoldChartPoint } from '../lib/goldPrices.ts';
import { useNearViewport } from './useNearViewport.ts';

export interface GoldChartLabels {
  date: string;
  sell: string;
  buy: string;
  /** Intl locale for the axes' dates and prices. */
  locale: string;
  timeZone: string;
}

const CHART_HEIGHT = 320;
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
  const { date, sell, buy, locale, timeZone } = labels;
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
        const prices = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
        const axis = { stroke: COLOURS.text, grid: { stroke: COLOURS.grid, width: 1 }, ticks: { stroke: COLOURS.grid, width: 1 } };
        const chart = new UPlot(
          {
            width: element.clientWidth,
            height: CHART_HEIGHT,
            // Prices hold until the next change: drawn as steps.
            series: [
              { label: date, value: (_chart, time) => (time == null ? '' : dates.format(new Date(time * 1000))) },
              { label: sell, stroke: COLOURS.sell, width: 2, paths: UPlot.paths.stepped!({ align: 1 }), value: (_chart, price) => (price == null ? '' : prices.format(price)) },
              { label: buy, stroke: COLOURS.buy, width: 2, dash: [6, 4], paths: UPlot.paths.stepped!({ align: 1 }), value: (_chart, price) => (price == null ? '' : prices.format(price)) },
            ],
            axes: [
              { ...axis, values: (_chart, ticks) => ticks.map((time) => dates.format(new Date(time * 1000))) },
              { ...axis, size: 72, values: (_chart, ticks) => ticks.map((price) => prices.format(price)) },
            ],
            scales: { x: { time: true } },
            cursor: { drag: { x: false, y: false } },
          },
          [points.map((point) => point.time), points.map((point) => point.sell), points.map((point) => point.buy)],
          element,
        );
        const resize = new ResizeObserver(() => chart.setSize({ width: element.clientWidth, height: CHART_HEIGHT }));
        resize.observe(element);
        cleanup = () => {
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
  }, [near, points, date, sell, buy, locale, timeZone]);

  return { box, ready };
}

/**
 * The daily gold price page (spec 000 §2 /dynamicGoldPrice/): where it is offered, and the shapes
 * its chart and its script-free sparkline draw from.
 */
import type { StoreViewDefinition } from '../storeView/storeView.ts';

export const GOLD_PRICE_PATH = '/dynamicGoldPrice/';

/** The sparkline's drawing box; the SVG stretches it to the chart's size. */
export const SPARKLINE_WIDTH = 600;
export const SPARKLINE_HEIGHT = 120;

/** Days of history the chart shows. */
export const GOLD_HISTORY_DAYS = 90;

/** The Malaysia website hides the gold price (spec 000 §2 Layout), so it has no gold price page. */
export function offersGoldPricePage(view: StoreViewDefinition): boolean {
  return view.websiteCode !== 'my';
}

/** One price change in the chart: seconds since the epoch (uPlot's x), prices in minor units. */
export interface GoldChartPoint {
  time: number;
  sell: number;
  buy: number;
}

/**
 * An SVG path through the points (x: time, y: price), scaled into a width x height box (y grows
 * downward), for the sparkline drawn before the chart's script loads. A price holds until the next
 * change, so the line steps rather than slopes.
 */
export function sparklinePath(points: Array<{ x: number; y: number }>, width: number, height: number): string {
  if (points.length === 0) return '';
  const span = (values: number[]) => {
    const low = Math.min(...values);
    return { low, size: Math.max(...values) - low || 1 };
  };
  const xs = span(points.map((point) => point.x));
  const ys = span(points.map((point) => point.y));
  const x = (value: number) => (((value - xs.low) / xs.size) * width).toFixed(1);
  const y = (value: number) => (height - ((value - ys.low) / ys.size) * height).toFixed(1);
  return points.map((point, index) => (index === 0 ? `M${x(point.x)} ${y(point.y)}` : `H${x(point.x)}V${y(point.y)}`)).join('');
}

/**
 * Dates and times as shoppers read them: in the store view's language and the website's own time
 * zone (a gold price set at 09:30 in Hong Kong reads 09:30 wherever the server runs). Formatted on
 * the server and sent as text, like prices, so hydration sees the same characters.
 */
import type { WebsiteCode } from '../../../rules/storeViews.ts';
import { intlLocaleOf, type StoreViewDefinition } from './storeView.ts';

const TIME_ZONE: Record<WebsiteCode, string> = {
  base: 'Asia/Hong_Kong',
  mo: 'Asia/Macau',
  my: 'Asia/Kuala_Lumpur',
};

export function timeZoneOf(view: StoreViewDefinition): string {
  return TIME_ZONE[view.websiteCode];
}

export function formatDateTime(iso: string, view: StoreViewDefinition): string {
  return formatterOf(view, 'dateTime').format(new Date(iso));
}

export function formatDate(iso: string, view: StoreViewDefinition, style: 'medium' | 'short' = 'medium'): string {
  return formatterOf(view, style).format(new Date(iso));
}

type FormatStyle = 'dateTime' | 'medium' | 'short';

/** Making a formatter reads the locale's data; a page formats dozens of dates, so each is kept. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(view: StoreViewDefinition, style: FormatStyle): Intl.DateTimeFormat {
  const key = `${view.code}:${style}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const options: Intl.DateTimeFormatOptions = style === 'dateTime' ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: style };
    formatter = new Intl.DateTimeFormat(intlLocaleOf(view), { ...options, timeZone: timeZoneOf(view) });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** Today's day of the week (0 is Sunday) at the website. */
export function weekdayAt(view: StoreViewDefinition, now: Date): number {
  const name = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: timeZoneOf(view) }).format(now);
  return ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(name);
}

/** Names of the days of the week, Sunday first, in the store view's language. */
export function weekdayNames(view: StoreViewDefinition): string[] {
  const format = new Intl.DateTimeFormat(intlLocaleOf(view), { weekday: 'long', timeZone: 'UTC' });
  // 2023-01-01 was a Sunday.
  return Array.from({ length: 7 }, (_, day) => format.format(new Date(Date.UTC(2023, 0, 1 + day))));
}

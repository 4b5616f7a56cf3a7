/**
 * Store views, websites and exchange rates. Store views are fixed by the spec (rules/storeViews.ts);
 * their editable settings (names, customer service number) and the rates live in the database.
 */
import { asc } from 'drizzle-orm';
import type { Database } from '../../db/connect.ts';
import { currencyRates, storeViews, websites } from '../../db/schema.ts';
import { convertMinor, type CurrencyCode } from '../../../rules/money.ts';
import { STORE_VIEWS, findStoreView, websiteOf, type StoreViewDefinition } from '../../../rules/storeViews.ts';

export interface StoreViewSettings {
  storeName: string;
  storeGroupName: string;
  whatsappNumber: string | null;
}

export class StoreService {
  private settings = new Map<string, StoreViewSettings>();
  private rates = new Map<string, number>();

  constructor(private readonly db: Database) {}

  /** Loads settings and rates into memory; called at start and after every catalog change. */
  async refresh(): Promise<void> {
    const [viewRows, siteRows, rateRows] = await Promise.all([
      this.db.select().from(storeViews).orderBy(asc(storeViews.id)),
      this.db.select().from(websites),
      this.db.select().from(currencyRates),
    ]);
    const whatsappBySite = new Map(siteRows.map((site) => [site.id, site.whatsappNumber]));
    this.settings = new Map(
      viewRows.map((row) => [
        row.code,
        { storeName: row.storeName, storeGroupName: row.storeGroupName, whatsappNumber: whatsappBySite.get(row.websiteId) ?? null },
      ]),
    );
    this.rates = new Map(rateRows.map((row) => [`${row.baseCurrency}>${row.targetCurrency}`, row.scaledRate]));
  }

  settingsOf(view: StoreViewDefinition): StoreViewSettings {
    return (
      this.settings.get(view.code) ?? {
        storeName: websiteOf(view).name,
        storeGroupName: websiteOf(view).name,
        whatsappNumber: null,
      }
    );
  }

  storeViews(websiteCode?: string): StoreViewDefinition[] {
    return STORE_VIEWS.filter((view) => !websiteCode || view.websiteCode === websiteCode);
  }

  findView(code: string): StoreViewDefinition | undefined {
    return findStoreView(code);
  }

  /** Scaled rate from one currency to another, or undefined when no rate is known. */
  rate(from: CurrencyCode, to: CurrencyCode): number | undefined {
    if (from === to) return 1;
    return this.rates.get(`${from}>${to}`);
  }

  ratesFrom(base: CurrencyCode): Array<{ currency: CurrencyCode; scaledRate: number }> {
    const prefix = `${base}>`;
    return [...this.rates.entries()]
      .filter(([key]) => key.startsWith(prefix))
      .map(([key, scaledRate]) => ({ currency: key.slice(prefix.length) as CurrencyCode, scaledRate }));
  }

  /**
   * Converts minor units between currencies. Without a rate the amount stays in its own currency,
   * so a missing rate shows the true price rather than a wrong one.
   */
  convert(amount: number, from: CurrencyCode, to: CurrencyCode): { amount: number; currency: CurrencyCode } {
    if (from === to) return { amount, currency: from };
    const scaled = this.rates.get(`${from}>${to}`);
    if (scaled === undefined) return { amount, currency: from };
    return { amount: convertMinor(amount, scaled), currency: to };
  }
}

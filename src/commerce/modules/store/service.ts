/**
 * Store views, websites and exchange rates. Store views are fixed by the spec (rules/storeViews.ts);
 * their editable settings (names, customer service number) and the rates live in the database.
 */
import { asc } from 'drizzle-orm';
import type { Database } from '../../db/connect.ts';
import { currencyRates, storeViews, websites } from '../../db/schema.ts';
import { convertMinor, type CurrencyCode } from '../../../rules/money.ts';
import { STORE_VIEWS, findStoreView, websiteOf, type StoreViewDefinition, type WebsiteCode } from '../../../rules/storeViews.ts';
import type { LocaleKey } from '../../../rules/locales.ts';
import { notFoundError } from '../../core/errors.ts';
import { renderMessage } from '../../i18n/messages.ts';
import { deliveryCountries, deliveryCountry, type CountryEntry } from './directory.ts';

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

  /** The countries the website delivers to, with their regions (Magento's `countries`). */
  countries(scope: { website: { code: WebsiteCode }; locale: LocaleKey }): CountryEntry[] {
    return deliveryCountries(scope.website.code, scope.locale);
  }

  /** One country the website delivers to; any other is not available, as Magento says of a country not allowed. */
  country(id: string, scope: { website: { code: WebsiteCode }; locale: LocaleKey }): CountryEntry {
    const found = deliveryCountry(id, scope.website.code, scope.locale);
    if (!found) throw notFoundError('country.notAvailable');
    return found;
  }

  /** The footer's copyright line in the store view's language, as the storefront's footer writes it. */
  copyright(view: StoreViewDefinition, year: number): string {
    return renderMessage(view.localeKey, 'store.copyright', { year, storeName: this.settingsOf(view).storeName });
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

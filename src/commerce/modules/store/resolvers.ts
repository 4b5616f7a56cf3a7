import { currencySymbol, RATE_SCALE } from '../../../rules/money.ts';
import { localeKeyOf, toUnderscoreLocale } from '../../../rules/locales.ts';
import { CATEGORY_URL_SUFFIX, PRODUCT_URL_SUFFIX, websiteOf, type StoreViewDefinition } from '../../../rules/storeViews.ts';
import type { CommerceContext } from '../../graphql/context.ts';
import { CommerceError } from '../../core/errors.ts';
import type { Resolvers } from '../../graphql/generated/resolverTypes.ts';
import { UnknownLocaleError } from '../../../rules/locales.ts';
import { DEFAULT_ROBOTS, robotsInstructions } from '../../../rules/robots.ts';
import type { StoreConfigView } from './storeConfigView.ts';

function storeConfigOf(view: StoreViewDefinition, ctx: CommerceContext): StoreConfigView {
  const website = websiteOf(view);
  const settings = ctx.services.store.settingsOf(view);
  const { publicUrl, mediaUrlByHost } = ctx.services.urlsConfig;
  const mediaUrl = mediaUrlByHost[website.mediaHost] ?? `${publicUrl}/media/`;
  return {
    id: view.id,
    code: view.code,
    store_code: view.code,
    store_name: settings.storeName,
    store_group_code: website.code,
    store_group_name: settings.storeGroupName,
    store_sort_order: view.sortOrder,
    website_id: website.id,
    website_code: website.code,
    website_name: website.name,
    locale: view.locale,
    url_prefix: view.urlPrefix,
    base_currency_code: website.baseCurrency,
    default_display_currency_code: website.baseCurrency,
    base_url: `${publicUrl}/${view.urlPrefix}/`,
    secure_base_url: `${publicUrl}/${view.urlPrefix}/`,
    base_media_url: mediaUrl,
    secure_base_media_url: mediaUrl,
    category_url_suffix: CATEGORY_URL_SUFFIX,
    product_url_suffix: PRODUCT_URL_SUFFIX,
    online_service_whatsapp_number: settings.whatsappNumber,
    is_default_store: view.sortOrder === 1,
    // Spec 000 §2: "Shop in Mainland China" is hidden for website codes mo and my.
    show_mainland_china_link: website.code === 'base',
    copyright: ctx.services.store.copyright(view, ctx.services.clock.now().getFullYear()),
    catalog_version: String(ctx.services.changes.version),
  };
}

export const storeResolvers: Resolvers = {
  Query: {
    storeConfig: (_, __, ctx) => storeConfigOf(ctx.request.view, ctx),
    availableStores: (_, args, ctx) =>
      ctx.services.store
        .storeViews(args.useCurrentGroup ? ctx.request.website.code : undefined)
        .map((view) => storeConfigOf(view, ctx)),
    getStoreName: (_, __, ctx) => {
      const settings = ctx.services.store.settingsOf(ctx.request.view);
      return { store_name: settings.storeName, online_service_whatsapp_number: settings.whatsappNumber };
    },
    getLocale: (_, args, ctx) => {
      if (args.locale == null) return { locale: ctx.request.view.locale };
      try {
        localeKeyOf(args.locale);
      } catch (error) {
        if (error instanceof UnknownLocaleError) throw new CommerceError('graphql-input', 'locale.unknown');
        throw error;
      }
      return { locale: toUnderscoreLocale(args.locale) };
    },
    robotsConfig: (_, __, ctx) => ({ defaultRobots: DEFAULT_ROBOTS, customInstructions: robotsInstructions(ctx.services.urlsConfig.publicUrl) }),
    // docs/decisions.md, "No search terms kept": no term has a redirect or a popularity to answer.
    searchTerm: () => null,
    countries: (_, __, ctx) => ctx.services.store.countries(ctx.request),
    country: (_, args, ctx) => ctx.services.store.country(args.id ?? '', ctx.request),
    currency: (_, __, ctx) => {
      const base = ctx.request.baseCurrency;
      const rates = ctx.services.store.ratesFrom(base);
      return {
        base_currency_code: base,
        base_currency_symbol: currencySymbol(base),
        default_display_currency_code: ctx.request.displayCurrency,
        default_display_currency_symbol: currencySymbol(ctx.request.displayCurrency),
        available_currency_codes: [base, ...rates.map((rate) => rate.currency)],
        exchange_rates: rates.map((rate) => ({ currency_to: rate.currency, rate: rate.scaledRate / RATE_SCALE })),
      };
    },
  },
};

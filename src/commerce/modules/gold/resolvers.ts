import type { Resolvers } from '../../graphql/generated/resolverTypes.ts';
import { authorizationError } from '../../core/errors.ts';
import type { GoldPrice, GoldPricePoint } from '../../graphql/generated/schemaTypes.ts';
import { moneyObject } from '../../core/money.ts';
import type { LocaleKey } from '../../../rules/locales.ts';
import { goldCodeLabel } from './labels.ts';
import type { CurrentGoldPrice, GoldBoardEntry } from './service.ts';

/** Gold prices are shown in the code's own currency: a Hong Kong tael price is a HKD price. */
function pricePoint(price: CurrentGoldPrice): GoldPricePoint {
  return {
    effective_at: price.effectiveAt.toISOString(),
    sell_per_gram: moneyObject(price.sellPerGram, price.currency),
    buy_per_gram: moneyObject(price.buyPerGram, price.currency),
    sell_per_tael: moneyObject(price.sellPerTael, price.currency),
    buy_per_tael: moneyObject(price.buyPerTael, price.currency),
  };
}

function goldPriceOf(entry: GoldBoardEntry, locale: LocaleKey): GoldPrice {
  const { price } = entry;
  return {
    gold_code: price.goldCode,
    label: goldCodeLabel(price.goldCode, locale),
    metal: entry.metal,
    purity: entry.purity,
    currency: price.currency,
    quoted_unit: price.quotedUnit,
    ...pricePoint(price),
    sell_change: entry.sellChange === undefined ? null : moneyObject(entry.sellChange, price.currency),
  };
}

export const goldResolvers: Resolvers = {
  Query: {
    goldPrices: (_, __, ctx) => {
      const entries = ctx.services.gold.board();
      const latest = Math.max(...entries.map((entry) => entry.price.effectiveAt.getTime()));
      return {
        updated_at: entries.length ? new Date(latest).toISOString() : null,
        items: entries.map((entry) => goldPriceOf(entry, ctx.request.locale)),
      };
    },
    goldPriceHistory: async (_, args, ctx) => {
      const points = await ctx.services.gold.history(args.gold_code, args.days ?? 90);
      return points.map(pricePoint);
    },
  },
  Mutation: {
    setGoldPrice: async (_, { input }, ctx) => {
      if (ctx.request.actor.kind !== 'admin') throw authorizationError();
      const entry = await ctx.services.gold.setPrice(
        { goldCode: input.gold_code, sellPrice: input.sell_price, buyPrice: input.buy_price, effectiveAt: input.effective_at },
        'admin',
      );
      return goldPriceOf(entry, ctx.request.locale);
    },
  },
};

import { describe, expect, it } from 'vitest';
import { startTestApp } from './harness.ts';

describe('test databases', () => {
  it('start seeded, and each test file gets its own', async () => {
    const first = await startTestApp();
    const second = await startTestApp();
    try {
      const count = '{ products(search: "gold", pageSize: 1) { total_count } }';
      const total = (await first.graphql(count)).data?.products.total_count;
      expect(total).toBeGreaterThan(0);
      await first.graphql(
        'mutation { setGoldPrice(input: { gold_code: "HK-G999", sell_price: "999.00", buy_price: "990.00" }) { gold_code } }',
        {},
        { authorization: 'Bearer test-admin-token-0123456789' },
      );
      const board = '{ goldPrices { items { gold_code sell_per_gram { value } } } }';
      const priceIn = async (app: typeof first) =>
        (await app.graphql(board)).data?.goldPrices.items.find((item: { gold_code: string }) => item.gold_code === 'HK-G999').sell_per_gram.value;
      expect(await priceIn(first)).toBe(999);
      expect(await priceIn(second)).not.toBe(999);
    } finally {
      await first.close();
      await second.close();
    }
  });
});

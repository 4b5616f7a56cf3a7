/**
 * The gift dialog's hook as it first draws, on the server: nothing chosen yet, so every rule has
 * its whole quantity left and each gift offers up to what its rule and stock allow. The rules
 * themselves, choices made included, are tested in lib/cart/giftSelection.test.ts.
 */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { GiftRuleView } from '../../lib/cart/cartPage.server.ts';
import { useGiftSelection } from './useGiftSelection.ts';

const rules: GiftRuleView[] = [
  {
    ruleId: 4,
    label: 'Choose 2 gifts',
    leftQuantity: 2,
    products: [
      { sku: 'HEART', name: 'Heart charm', image: null, availableQuantity: 5 },
      { sku: 'HOOP', name: 'Hoop earrings', image: null, availableQuantity: 1 },
    ],
  },
  { ruleId: 7, label: 'Choose a box', leftQuantity: 1, products: [{ sku: 'BOX', name: 'Gift box', image: null, availableQuantity: 3 }] },
];

function GiftProbe() {
  const gifts = useGiftSelection(rules);
  const lines = rules.flatMap((rule) => [
    `rule ${rule.ruleId}: ${gifts.leftOf(rule)} left`,
    ...rule.products.map((product) => `${product.sku}: ${gifts.chosenOf(rule.ruleId, product.sku)} of ${gifts.optionsOf(rule, product).join('/')}`),
  ]);
  return createElement('pre', null, [`total ${gifts.totalLeft}`, ...lines].join('\n'));
}

describe('the gift selection, first drawn', () => {
  it('has nothing chosen, every rule whole, and offers each gift up to its rule or its stock', () => {
    const text = renderToString(createElement(GiftProbe)).replace(/^<pre>|<\/pre>$/g, '');
    expect(text.split('\n')).toEqual(['total 3', 'rule 4: 2 left', 'HEART: 0 of 0/1/2', 'HOOP: 0 of 0/1', 'rule 7: 1 left', 'BOX: 0 of 0/1']);
  });
});

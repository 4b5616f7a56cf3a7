import { useState } from 'react';
import type { GiftRuleView } from '../../lib/cart/cartPage.server.ts';
import { chosenQuantity, giftKey, giftOptions, leftOfRule, totalLeft, type GiftChoices } from '../../lib/cart/giftSelection.ts';

/** The gift dialog's choices and what they leave (lib/cart/giftSelection.ts holds the spec's rules). */
export function useGiftSelection(rules: GiftRuleView[]) {
  const [chosen, setChosen] = useState<GiftChoices>({});
  return {
    chosenOf: (ruleId: number, sku: string) => chosenQuantity(chosen, ruleId, sku),
    leftOf: (rule: GiftRuleView) => leftOfRule(rule, chosen),
    totalLeft: totalLeft(rules, chosen),
    optionsOf: (rule: GiftRuleView, product: GiftRuleView['products'][number]) => giftOptions(rule, product, chosen),
    choose: (ruleId: number, sku: string, quantity: number) => setChosen((current) => ({ ...current, [giftKey(ruleId, sku)]: quantity })),
    reset: () => setChosen({}),
  };
}

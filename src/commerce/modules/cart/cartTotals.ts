/**
 * A cart's arithmetic, apart from the database: line totals, which price rules apply, the
 * discounts they give (spread over the lines in whole minor units), what is left of each gift
 * rule, and the grand total. Everything is integer minor units of the website's currency.
 */
import { divideRoundHalfUp } from '../../../rules/money.ts';

export interface PriceRule {
  id: number;
  couponCode: string | null;
  discountType: 'percent' | 'fixed' | 'none';
  /** A whole percentage for percent rules, minor units for fixed ones. */
  discountValue: number;
  minSubtotal: number;
  giftQuantity: number;
  activeFrom: Date | null;
  activeTo: Date | null;
  isActive: boolean;
  sortOrder: number;
}

export interface PricedLine {
  id: number;
  quantity: number;
  /** Unit price today; gift lines cost nothing whatever their product's price. */
  unitPrice: number;
  giftRuleId: number | null;
}

export interface LineTotal {
  id: number;
  rowTotal: number;
  /** Discount spread onto this line, per rule, summing to the rule's discount. */
  discounts: Array<{ ruleId: number; amount: number }>;
}

export interface RuleDiscount {
  ruleId: number;
  amount: number;
}

export interface CartTotals {
  lines: LineTotal[];
  /** Paid lines only: gifts are free. */
  subtotal: number;
  discounts: RuleDiscount[];
  discountTotal: number;
  grandTotal: number;
  /** Rules in force for this cart (automatic ones, and the coupon's when it qualifies). */
  appliedRuleIds: number[];
}

/** A rule is in force when active, within its dates, reached by the subtotal and, if it has a code, when that code is applied. */
export function ruleApplies(rule: PriceRule, subtotal: number, couponCode: string | null, now: Date): boolean {
  if (!rule.isActive) return false;
  if (rule.activeFrom && rule.activeFrom.getTime() > now.getTime()) return false;
  if (rule.activeTo && rule.activeTo.getTime() <= now.getTime()) return false;
  if (rule.couponCode !== null && rule.couponCode !== couponCode) return false;
  return subtotal > 0 && subtotal >= rule.minSubtotal;
}

/**
 * Spreads `amount` over lines in proportion to their row totals, in whole minor units that add up
 * exactly (largest remainder first), so an order line can later be refunded with its own share.
 */
export function spreadOver(amount: number, rows: ReadonlyArray<{ id: number; rowTotal: number }>): Map<number, number> {
  const total = rows.reduce((sum, row) => sum + row.rowTotal, 0);
  const shares = new Map<number, number>();
  if (amount <= 0 || total <= 0) return shares;
  let given = 0;
  const remainders: Array<{ id: number; remainder: bigint }> = [];
  for (const row of rows) {
    const exact = BigInt(amount) * BigInt(row.rowTotal);
    const share = Number(exact / BigInt(total));
    shares.set(row.id, share);
    given += share;
    remainders.push({ id: row.id, remainder: exact % BigInt(total) });
  }
  remainders.sort((a, b) => (a.remainder === b.remainder ? a.id - b.id : a.remainder > b.remainder ? -1 : 1));
  for (let index = 0; given < amount; index += 1, given += 1) {
    const { id } = remainders[index % remainders.length];
    shares.set(id, shares.get(id)! + 1);
  }
  return shares;
}

export function cartTotals(lines: readonly PricedLine[], rules: readonly PriceRule[], couponCode: string | null, now: Date): CartTotals {
  const lineTotals: LineTotal[] = lines.map((line) => ({
    id: line.id,
    rowTotal: line.giftRuleId === null ? line.unitPrice * line.quantity : 0,
    discounts: [],
  }));
  const paid = lineTotals.filter((line) => line.rowTotal > 0);
  const subtotal = paid.reduce((sum, line) => sum + line.rowTotal, 0);

  const applied = rules
    .filter((rule) => ruleApplies(rule, subtotal, couponCode, now))
    .sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);
  const discounts: RuleDiscount[] = [];
  let remaining = subtotal;
  for (const rule of applied) {
    if (rule.discountType === 'none' || remaining <= 0) continue;
    const wanted =
      rule.discountType === 'percent'
        ? Number(divideRoundHalfUp(BigInt(subtotal) * BigInt(rule.discountValue), 100n))
        : rule.discountValue;
    // Discounts never take the cart below zero.
    const amount = Math.min(wanted, remaining);
    if (amount <= 0) continue;
    remaining -= amount;
    discounts.push({ ruleId: rule.id, amount });
    for (const [lineId, share] of spreadOver(amount, paid)) {
      if (share > 0) lineTotals.find((line) => line.id === lineId)!.discounts.push({ ruleId: rule.id, amount: share });
    }
  }
  const discountTotal = subtotal - remaining;
  return {
    lines: lineTotals,
    subtotal,
    discounts,
    discountTotal,
    grandTotal: remaining,
    appliedRuleIds: applied.map((rule) => rule.id),
  };
}

/** What is left to choose of a gift rule: its gift quantity less the gift pieces already in the cart. */
export function giftsLeft(rule: Pick<PriceRule, 'id' | 'giftQuantity'>, lines: readonly Pick<PricedLine, 'quantity' | 'giftRuleId'>[]): number {
  const chosen = lines.filter((line) => line.giftRuleId === rule.id).reduce((sum, line) => sum + line.quantity, 0);
  return Math.max(0, rule.giftQuantity - chosen);
}

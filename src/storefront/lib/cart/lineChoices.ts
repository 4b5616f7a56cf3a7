/**
 * "A line's choices": what a shopper chose for a piece, the same on the mini cart, the bag, the
 * checkout's "Your bag", the success page, the order pages and the wishlist. A configurable piece's
 * options (ring size, metal), a bundle's, and a made-to-order piece's every choice: material,
 * size, the diamond with its grades, certificate and price, gemstone, width, finishing, the
 * engraving and its font, each ring of a pair under "For her" and "For him", and the days to make
 * it. Built on the server from the API's fields (CUSTOM_MADE_CHOICES) and drawn by LineChoices.tsx.
 */
import { writeCarats } from '../../../rules/diamonds.ts';
import type { LocaleKey } from '../../../rules/locales.ts';

/** A choice as the API labels it ("Ring Size": "12"), or one of ours named by its message. */
export type ChoiceRow =
  | { kind: 'option'; label: string; value: string }
  /** The stone as chosen: shape, carat weight (written in the shopper's language, writeCarats) and its grades. */
  | { kind: 'diamond'; shape: string; weight: string; grades: string }
  | { kind: 'certificate'; value: string }
  | { kind: 'diamondPrice'; value: string }
  | { kind: 'engraving'; text: string; font: string };

export interface LineChoices {
  /** A single piece's choices, or a configurable or bundle piece's options. */
  rows: ChoiceRow[];
  /** A pair's rings, each with its own choices. */
  parts: Array<{ part: 'for_her' | 'for_him'; rows: ChoiceRow[] }>;
  /** Days to make a made-to-order piece; null for others. */
  deliveryDays: number | null;
}

export const NO_CHOICES: LineChoices = { rows: [], parts: [], deliveryDays: null };

export interface MoneyLike {
  currency: string | null;
  minor_units: number;
}

interface DiamondAnswer {
  shape_label: string;
  carat: number;
  color?: string | null;
  clarity?: string | null;
  certification?: string | null;
  certificate_number?: string | null;
  price: MoneyLike;
}

interface PartAnswer {
  custommate_options: ReadonlyArray<{ option_label: string; value_label: string }>;
  word_custommate_options: ReadonlyArray<{ word_content: string; word_type_label: string }>;
  cm_diamond?: DiamondAnswer | null;
}

/** The made-to-order fields a cart, order or wishlist item answers (CUSTOM_MADE_CHOICES). */
export interface CustomMadeAnswer extends PartAnswer {
  custom_image?: string | null;
  cm_delivery_days?: number | null;
  for_her_option?: PartAnswer | null;
  for_him_option?: PartAnswer | null;
}

function partRows(part: PartAnswer, money: (value: MoneyLike) => string, locale: LocaleKey): ChoiceRow[] {
  const rows: ChoiceRow[] = part.custommate_options.map((option) => ({ kind: 'option', label: option.option_label, value: option.value_label }));
  const stone = part.cm_diamond;
  if (stone) {
    rows.push({ kind: 'diamond', shape: stone.shape_label, weight: writeCarats(stone.carat, locale), grades: [stone.color, stone.clarity].filter(Boolean).join(' · ') });
    if (stone.certification) rows.push({ kind: 'certificate', value: [stone.certification, stone.certificate_number].filter(Boolean).join(' ') });
    rows.push({ kind: 'diamondPrice', value: money(stone.price) });
  }
  for (const word of part.word_custommate_options) rows.push({ kind: 'engraving', text: word.word_content, font: word.word_type_label });
  return rows;
}

/** True when the answer is a made-to-order line's (its fields were asked for and given). */
export function isCustomMade(answer: object): answer is CustomMadeAnswer {
  return 'custommate_options' in answer && Array.isArray((answer as CustomMadeAnswer).custommate_options) && typeof (answer as CustomMadeAnswer).cm_delivery_days === 'number';
}

/**
 * A line's choices: `options` are a configurable or bundle piece's (label and value as the API
 * names them); `custom`, a made-to-order piece's fields, when the line is one; `locale`, the
 * shopper's language, for the stone's weight.
 */
export function lineChoicesOf(
  options: ReadonlyArray<{ label: string; value: string }>,
  custom: CustomMadeAnswer | null,
  money: (value: MoneyLike) => string,
  locale: LocaleKey,
): LineChoices {
  const rows: ChoiceRow[] = options.map((option) => ({ kind: 'option', ...option }));
  if (!custom) return { rows, parts: [], deliveryDays: null };
  const pair = custom.for_her_option || custom.for_him_option;
  if (!pair) return { rows: [...rows, ...partRows(custom, money, locale)], parts: [], deliveryDays: custom.cm_delivery_days ?? null };
  const parts: LineChoices['parts'] = [];
  if (custom.for_her_option) parts.push({ part: 'for_her', rows: partRows(custom.for_her_option, money, locale) });
  if (custom.for_him_option) parts.push({ part: 'for_him', rows: partRows(custom.for_him_option, money, locale) });
  return { rows, parts, deliveryDays: custom.cm_delivery_days ?? null };
}

export function hasChoices(choices: LineChoices): boolean {
  return choices.rows.length > 0 || choices.parts.length > 0 || choices.deliveryDays !== null;
}

/** The edit page of a made-to-order line: the customizer with the line's design (its choices read from the cart item). */
export function designEditPath(sku: string, itemUid: string): string {
  return `/customizer/design/${encodeURIComponent(sku)}?${new URLSearchParams({ item: itemUid })}`;
}

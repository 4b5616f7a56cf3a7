/**
 * The jewellery attributes a product page lists (spec 000 §3: metal, weight, certificate type and
 * number, shape, colour, clarity, cut, polish, symmetry, fluorescence, carat, diameter, gemstone
 * number), only those the product has. The API gives codes (`18k_white_gold`, `EX`); the page names
 * them in the shopper's language through the message catalogs.
 */
import { DIAMOND_SHAPES } from '../../../rules/catalog.ts';
import type { MessageId } from '../../i18n/messages/en.ts';

export const JEWELLERY_ATTRIBUTES = [
  'metal',
  'weight',
  'carat',
  'shape',
  'colour',
  'clarity',
  'cut',
  'polish',
  'symmetry',
  'fluorescence',
  'diameter',
  'gemstone_number',
  'certificate_type',
  'certificate_number',
] as const;
export type JewelleryAttribute = (typeof JEWELLERY_ATTRIBUTES)[number];

export interface AttributeRow {
  code: JewelleryAttribute;
  /** A code, a grade or a number already formatted for the store view's locale. */
  value: string;
}

const FINISH_GRADES = ['EX', 'VG', 'G'] as const;

/**
 * Codes that have a name in the catalogs, per attribute. Grades such as D or VS1 and certificate
 * names read the same in every language and are shown as they are.
 */
export const NAMED_VALUES = {
  metal: ['yellow_gold_9999', 'yellow_gold_999', '18k_yellow_gold', '18k_white_gold', '18k_rose_gold', 'pt950', 'pt9995', 'stainless_steel'],
  shape: DIAMOND_SHAPES,
  colour: ['white', 'yellow', 'pink', 'fancy_yellow', 'fancy_pink'],
  cut: FINISH_GRADES,
  polish: FINISH_GRADES,
  symmetry: FINISH_GRADES,
  fluorescence: ['none', 'faint', 'medium', 'strong', 'very_strong'],
} as const satisfies Partial<Record<JewelleryAttribute, readonly string[]>>;

/** Numbers shown with their unit. */
const UNIT_MESSAGES: Partial<Record<JewelleryAttribute, MessageId>> = {
  weight: 'attribute.value.grams',
  diameter: 'attribute.value.millimetres',
};

/** Cut, polish and symmetry share the finish grades' names. */
function namedValueKey(code: keyof typeof NAMED_VALUES): string {
  return code === 'polish' || code === 'symmetry' ? 'cut' : code;
}

export function attributeLabelId(code: JewelleryAttribute): MessageId {
  return `attribute.${code}` as MessageId;
}

/** How to show a value: a catalog message (with the value for units), or the text itself. */
export function attributeValueMessage(row: AttributeRow): { id: MessageId; values?: { value: string } } | { text: string } {
  // The loader writes a stone's weight with its unit already (writeCarats).
  if (row.code === 'carat') return { text: row.value };
  const unit = UNIT_MESSAGES[row.code];
  if (unit) return { id: unit, values: { value: row.value } };
  if (row.code in NAMED_VALUES) {
    const code = row.code as keyof typeof NAMED_VALUES;
    if ((NAMED_VALUES[code] as readonly string[]).includes(row.value)) return { id: `attribute.${namedValueKey(code)}.${row.value}` as MessageId };
  }
  return { text: /[_]/.test(row.value) || row.value === row.value.toLowerCase() ? readable(row.value) : row.value };
}

/** "corner_modified_rectangular" -> "Corner modified rectangular", for codes without a name yet. */
function readable(code: string): string {
  const words = code.replace(/_+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Every message id the attribute table can ask for: the catalogs' test checks each exists. */
export function attributeMessageIds(): string[] {
  const named = Object.entries(NAMED_VALUES).flatMap(([code, values]) =>
    (values as readonly string[]).map((value) => `attribute.${namedValueKey(code as keyof typeof NAMED_VALUES)}.${value}`),
  );
  return [...JEWELLERY_ATTRIBUTES.map(attributeLabelId), ...Object.values(UNIT_MESSAGES), ...named];
}

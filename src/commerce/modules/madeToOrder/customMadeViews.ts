/**
 * Made-to-order choices as the API shows them on cart lines, order lines and quotes (spec 000 §3:
 * custommate_options, word_custommate_options, cm_diamon_identifier, for_her_option,
 * for_him_option, cm_delivery_days), labelled in the shopper's language.
 */
import { pickLocalized, type LocaleKey } from '../../../rules/locales.ts';
import type { CurrencyCode } from '../../../rules/money.ts';
import { moneyObject } from '../../core/money.ts';
import type { CustomMadeDesign, CustomMadePart } from '../../db/schema/madeToOrder.ts';
import type { Money as MoneyObject } from '../../graphql/generated/schemaTypes.ts';
import { DESIGN_PART_LABELS } from '../../../rules/madeToOrder.ts';
import { SHAPE_LABELS, type DiamondShape } from '../../../rules/diamonds.ts';
import { encodeUid } from '../catalog/index.ts';
import { punctuationFor } from '../../../rules/punctuation.ts';

/** Magento's SelectedCustomizableOption: each choice of a design, as a Magento client reads a product's custom options. */
export interface SelectedCustomizableOptionView {
  customizable_option_uid: string;
  id: number;
  label: string;
  is_required: boolean;
  sort_order: number;
  type: string;
  values: Array<{ customizable_option_value_uid: string; id: number; label: string; value: string; price: { type: 'FIXED'; units: string; value: number } }>;
}

export interface CustommateOptionView {
  option_id: number;
  option_label: string;
  value_id: number;
  value_label: string;
}

export interface WordCustommateOptionView {
  word_content: string;
  word_type: string;
  word_type_label: string;
}

/** The chosen stone, described for the receipt (000 §3 Diamond). */
export interface CustomMadeDiamondView {
  identifier: string;
  shape: string;
  shape_label: string;
  carat: number;
  color: string | null;
  clarity: string | null;
  certification: string | null;
  certificate_number: string | null;
  price: MoneyObject;
}

export interface CustomMadePartView {
  custommate_options: CustommateOptionView[];
  word_custommate_options: WordCustommateOptionView[];
  cm_diamon_identifier: string | null;
  cm_diamond: CustomMadeDiamondView | null;
  diamond_price: MoneyObject | null;
  price: MoneyObject;
  cm_delivery_days: number;
}

/** The spec's custom-made fields of a line, in the shopper's language: a single piece's, or a pair's for her and for him. */
export interface CustomMadeLineView extends CustomMadePartView {
  customizable_options: SelectedCustomizableOptionView[];
  custom_image: string;
  for_her_option: CustomMadePartView | null;
  for_him_option: CustomMadePartView | null;
}

function diamondView(diamond: NonNullable<CustomMadePart['diamond']>, locale: LocaleKey, currency: CurrencyCode): CustomMadeDiamondView {
  const shape = SHAPE_LABELS[diamond.shape as DiamondShape];
  return {
    identifier: diamond.identifier,
    shape: diamond.shape,
    shape_label: shape ? pickLocalized(shape, locale) : diamond.shape,
    carat: diamond.carat,
    color: diamond.color ?? null,
    clarity: diamond.clarity ?? null,
    certification: diamond.certification ?? null,
    certificate_number: diamond.certificateNumber ?? null,
    price: moneyObject(diamond.price, currency),
  };
}

function partView(part: CustomMadePart, locale: LocaleKey, currency: CurrencyCode): CustomMadePartView {
  return {
    custommate_options: part.options.map((option) => ({
      option_id: option.optionId,
      option_label: pickLocalized(option.optionLabel, locale),
      value_id: option.valueId,
      value_label: pickLocalized(option.valueLabel, locale),
    })),
    word_custommate_options: part.engraving
      ? [{ word_content: part.engraving.text, word_type: part.engraving.font, word_type_label: pickLocalized(part.engraving.fontLabel, locale) }]
      : [],
    cm_diamon_identifier: part.diamond?.identifier ?? null,
    cm_diamond: part.diamond ? diamondView(part.diamond, locale, currency) : null,
    diamond_price: part.diamond ? moneyObject(part.diamond.price, currency) : null,
    price: moneyObject(part.price, currency),
    cm_delivery_days: part.deliveryDays,
  };
}

export function customMadeLineView(design: CustomMadeDesign, locale: LocaleKey, currency: CurrencyCode): CustomMadeLineView {
  const single = design.parts.find((part) => part.part === 'piece');
  const her = design.parts.find((part) => part.part === 'for_her');
  const him = design.parts.find((part) => part.part === 'for_him');
  const pieces = design.parts.map((part) => partView(part, locale, currency));
  const diamonds = design.parts.flatMap((part) => (part.diamond ? [part.diamond] : []));
  return {
    customizable_options: customizableOptions(design, locale, currency),
    // A pair shows its rings' choices in for_her_option and for_him_option; the line's own lists are both rings' together.
    custommate_options: single ? pieces[0].custommate_options : pieces.flatMap((piece) => piece.custommate_options),
    word_custommate_options: single ? pieces[0].word_custommate_options : pieces.flatMap((piece) => piece.word_custommate_options),
    cm_diamon_identifier: diamonds[0]?.identifier ?? null,
    cm_diamond: diamonds[0] ? diamondView(diamonds[0], locale, currency) : null,
    diamond_price: diamonds.length ? moneyObject(diamonds.reduce((sum, stone) => sum + stone.price, 0), currency) : null,
    price: moneyObject(design.unitPrice, currency),
    cm_delivery_days: design.deliveryDays,
    custom_image: design.imagePath,
    for_her_option: her ? partView(her, locale, currency) : null,
    for_him_option: him ? partView(him, locale, currency) : null,
  };
}

function customizableOptions(design: CustomMadeDesign, locale: LocaleKey, currency: CurrencyCode): SelectedCustomizableOptionView[] {
  const major = (amount: number) => moneyObject(amount, currency).value ?? 0;
  return design.parts.flatMap((part) => {
    const named = (label: string) => (part.part === 'piece' ? label : punctuationFor(locale).aside(label, pickLocalized(DESIGN_PART_LABELS[part.part], locale)));
    const chosen = part.options.map((option, index): SelectedCustomizableOptionView => ({
      customizable_option_uid: encodeUid(`custom-option/${option.optionId}`),
      id: option.optionId,
      label: named(pickLocalized(option.optionLabel, locale)),
      is_required: true,
      sort_order: index,
      type: 'drop_down',
      values: [
        {
          customizable_option_value_uid: encodeUid(`custom-option/${option.optionId}/${option.valueId}`),
          id: option.valueId,
          label: pickLocalized(option.valueLabel, locale),
          value: pickLocalized(option.valueLabel, locale),
          price: { type: 'FIXED', units: currency, value: major(option.price) },
        },
      ],
    }));
    const engraving = part.engraving;
    if (!engraving) return chosen;
    return [
      ...chosen,
      {
        customizable_option_uid: encodeUid(`custom-option/${engraving.stepId}`),
        id: engraving.stepId,
        label: named(pickLocalized(engraving.fontLabel, locale)),
        is_required: false,
        sort_order: chosen.length,
        type: 'field',
        values: [
          {
            customizable_option_value_uid: encodeUid(`custom-option/${engraving.stepId}/${engraving.font}`),
            id: engraving.stepId,
            label: pickLocalized(engraving.fontLabel, locale),
            value: engraving.text,
            price: { type: 'FIXED', units: currency, value: major(engraving.price) },
          },
        ],
      },
    ];
  });
}

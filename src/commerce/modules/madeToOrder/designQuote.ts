/**
 * A design as the shopper chose it, checked and priced on the server (spec 000 §2: price and
 * delivery follow each choice). A part's price is its material's base price in the website's
 * currency, plus the diamond, the other options' surcharges and the engraving's fee when there is
 * text; its delivery is the design's days plus what the choices add. A pair costs both rings and
 * is ready when the later one is.
 */
import { pickLocalized } from '../../../rules/locales.ts';
import { engravingProblem, engravingText } from '../../../rules/engraving.ts';
import type { DesignPart } from '../../../rules/madeToOrder.ts';
import { inputError, notFoundError } from '../../core/errors.ts';
import type { RequestContext } from '../../core/requestContext.ts';
import type { CustomMadeDesign, CustomMadeOptionChoice, CustomMadePart } from '../../db/schema/madeToOrder.ts';
import { customImagePath } from './customImage.ts';
import type { DesignRecord, DesignStepRecord } from './designCatalog.ts';
import type { DiamondSource } from './diamondSource.ts';

export interface OptionInput {
  option_id: number;
  value_id: number;
}

export interface EngravingInput {
  word_content: string;
  word_type: string;
}

/** One piece's choices: the single piece's, or a pair's ring for her or for him. */
export interface PartSelectionInput {
  options?: readonly OptionInput[] | null;
  diamond_identifier?: string | null;
  engraving?: EngravingInput | null;
}

export interface DesignSelectionInput extends PartSelectionInput {
  sku: string;
  for_her?: PartSelectionInput | null;
  for_him?: PartSelectionInput | null;
}

/** What checking a diamond needs: where stones come from, and the cart asking (its holds are its own). */
export interface DiamondLookup {
  source?: DiamondSource;
  cartId?: string;
}

function partInputs(design: DesignRecord, input: DesignSelectionInput): Map<DesignPart, PartSelectionInput> {
  const isPair = design.parts.some((part) => part.part !== 'piece');
  if (!isPair) {
    if (input.for_her || input.for_him) throw inputError('madeToOrder.partsNotTaken', { sku: design.sku });
    return new Map([['piece', input]]);
  }
  if (!input.for_her || !input.for_him) throw inputError('madeToOrder.partsRequired', { sku: design.sku });
  return new Map<DesignPart, PartSelectionInput>([
    ['for_her', input.for_her],
    ['for_him', input.for_him],
  ]);
}

export async function quoteDesign(ctx: RequestContext, design: DesignRecord, input: DesignSelectionInput, diamonds: DiamondLookup): Promise<CustomMadeDesign> {
  const inputs = partInputs(design, input);
  const parts: CustomMadePart[] = [];
  for (const part of design.parts) {
    parts.push(await quotePart(ctx, design, part, inputs.get(part.part) ?? {}, diamonds));
  }
  const material = parts[0].options.find((option) => option.optionCode === 'material')?.valueCode ?? '';
  return {
    parts,
    imagePath: customImagePath(design.pictureKind, material, parts.find((part) => part.diamond)?.diamond?.shape),
    unitPrice: parts.reduce((sum, part) => sum + part.price, 0),
    currency: ctx.baseCurrency,
    deliveryDays: Math.max(...parts.map((part) => part.deliveryDays)),
  };
}

async function quotePart(ctx: RequestContext, design: DesignRecord, part: DesignRecord['parts'][number], input: PartSelectionInput, diamonds: DiamondLookup): Promise<CustomMadePart> {
  const label = (step: DesignStepRecord) => pickLocalized(step.label, ctx.locale);
  const chosen = new Map<number, { step: DesignStepRecord; value: DesignStepRecord['values'][number] }>();
  for (const option of input.options ?? []) {
    const step = part.steps.find((candidate) => candidate.id === option.option_id && candidate.code !== 'engraving' && candidate.code !== 'diamond');
    const value = step?.values.find((candidate) => candidate.id === option.value_id);
    if (!step || !value) throw inputError('madeToOrder.optionInvalid', { optionId: option.option_id, valueId: option.value_id });
    if (chosen.has(step.id)) throw inputError('madeToOrder.optionTwice', { option: label(step) });
    chosen.set(step.id, { step, value });
  }
  for (const step of part.steps) {
    if (step.required && step.code !== 'diamond' && !chosen.has(step.id)) throw inputError('madeToOrder.optionRequired', { option: label(step) });
  }

  let price = 0;
  let deliveryDays = design.deliveryDays;
  const options: CustomMadeOptionChoice[] = [];
  for (const { step, value } of [...chosen.values()].sort((a, b) => a.step.position - b.step.position)) {
    price += value.price;
    deliveryDays += value.extraDays;
    options.push({ optionId: step.id, optionCode: step.code, optionLabel: step.label, valueId: value.id, valueCode: value.code, valueLabel: value.label, price: value.price });
  }

  const diamond = await chosenDiamond(ctx, part.steps, input.diamond_identifier, diamonds);
  if (diamond) price += diamond.price;

  const engraving = chosenEngraving(design, part.steps, input.engraving);
  if (engraving) {
    price += engraving.fee;
    deliveryDays += engraving.extraDays;
  }
  return {
    part: part.part,
    productId: part.productId,
    options,
    diamond,
    engraving: engraving ? { text: engraving.text, font: engraving.font, fontLabel: engraving.fontLabel, stepId: engraving.stepId, price: engraving.fee } : null,
    price,
    deliveryDays,
  };
}

async function chosenDiamond(ctx: RequestContext, steps: readonly DesignStepRecord[], identifier: string | null | undefined, lookup: DiamondLookup): Promise<CustomMadePart['diamond']> {
  const step = steps.find((candidate) => candidate.code === 'diamond');
  const wanted = identifier?.trim();
  if (!step) {
    if (wanted) throw inputError('madeToOrder.diamondNotTaken');
    return null;
  }
  if (!wanted) {
    if (step.required) throw inputError('madeToOrder.diamondRequired');
    return null;
  }
  const shown = wanted.slice(0, 60);
  const stone = lookup.source ? await lookup.source.diamondForCart(ctx, wanted, lookup.cartId) : undefined;
  if (!stone) throw notFoundError('madeToOrder.diamondNotFound', { identifier: shown });
  if (!stone.available) throw inputError('madeToOrder.diamondNotAvailable', { identifier: shown });
  return {
    identifier: stone.identifier,
    price: stone.price,
    shape: stone.shape,
    carat: stone.carat,
    color: stone.color,
    clarity: stone.clarity,
    certification: stone.certification,
    certificateNumber: stone.certificateNumber,
  };
}

function chosenEngraving(design: DesignRecord, steps: readonly DesignStepRecord[], input: EngravingInput | null | undefined) {
  const text = engravingText(input?.word_content ?? '');
  // An empty engraving is no engraving: nothing to engrave, nothing to pay.
  if (!text) return undefined;
  const step = steps.find((candidate) => candidate.code === 'engraving');
  if (!step || design.engravingMaxChars <= 0) throw inputError('madeToOrder.engravingNotTaken');
  const font = step.values.find((value) => value.code === input!.word_type);
  if (!font) throw inputError('madeToOrder.engravingFontUnknown');
  const problem = engravingProblem(text, font.code, design.engravingMaxChars);
  if (problem?.code === 'too_long') throw inputError('madeToOrder.engravingTooLong', { max: problem.max });
  if (problem?.code === 'chinese_needs_regular_script') throw inputError('madeToOrder.engravingChineseRegularScript');
  if (problem?.code === 'character_not_allowed') throw inputError('madeToOrder.engravingCharacter', { character: problem.character });
  if (problem) throw inputError('madeToOrder.engravingFontUnknown');
  return { text, font: font.code, fontLabel: font.label, stepId: step.id, fee: font.price, extraDays: font.extraDays };
}

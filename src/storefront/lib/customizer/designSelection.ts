/**
 * A design as the shopper chose it, kept in the page's search params so every choice is a plain GET
 * (works without scripts, can be shared and bookmarked). Every step is keyed by its option id:
 * `o<id>=<value id>` for an option, `o<id>=<diamond identifier>` for a diamond (with `h<id>`, when the
 * hold ends), `o<id>=<text>` and `f<id>=<font>` for an engraving. `item` names the bag line being
 * edited. The diamond search has its own `q…` params (diamondSearch.ts).
 */
import type { CustomizerDesignQuery, CustomMadeOptionsInput, CustomMadePartInput } from '../generated/operations.ts';

export type Design = CustomizerDesignQuery['customizerDesign'];
export type DesignStep = Design['steps'][number];

export interface StepChoice {
  /** The value id of an option step. */
  valueId?: number;
  /** The diamond step's stone (whether it is held for the bag is the API's to say, never the URL's). */
  diamond?: string;
  /** The engraving's text and font. */
  text?: string;
  font?: string;
}

export type Selection = Map<number, StepChoice>;

export const optionKey = (step: { option_id: number }) => `o${step.option_id}`;
export const fontKey = (step: { option_id: number }) => `f${step.option_id}`;

/** Reads the design's choices from search params; anything that is not one of its values is left out. */
export function readSelection(design: Design, params: URLSearchParams): Selection {
  const selection: Selection = new Map();
  for (const step of design.steps) {
    const raw = params.get(optionKey(step))?.slice(0, 200);
    if (!raw) continue;
    if (step.code === 'diamond') {
      selection.set(step.option_id, { diamond: raw.trim() });
    } else if (step.code === 'engraving') {
      const font = params.get(fontKey(step)) ?? step.values[0]?.code;
      selection.set(step.option_id, { text: raw, font });
    } else {
      const value = step.values.find((candidate) => String(candidate.value_id) === raw);
      if (value) selection.set(step.option_id, { valueId: value.value_id });
    }
  }
  return selection;
}

/** The search params of a selection (the `item` being edited kept). */
export function selectionParams(design: Design, selection: Selection, item?: string | null): URLSearchParams {
  const params = new URLSearchParams();
  if (item) params.set('item', item);
  for (const step of design.steps) {
    const choice = selection.get(step.option_id);
    if (!choice) continue;
    if (choice.valueId !== undefined) params.set(optionKey(step), String(choice.valueId));
    if (choice.diamond) params.set(optionKey(step), choice.diamond);
    if (choice.text) {
      params.set(optionKey(step), choice.text);
      if (choice.font) params.set(fontKey(step), choice.font);
    }
  }
  return params;
}

/** The required steps without a choice, in the order they are taken. */
export function unmetSteps(design: Design, selection: Selection): DesignStep[] {
  return design.steps.filter((step) => {
    if (!step.required) return false;
    const choice = selection.get(step.option_id);
    return step.code === 'diamond' ? !choice?.diamond : choice?.valueId === undefined;
  });
}

/** A selection as the API takes it: a single piece's choices, or a pair's per ring. */
export function toOptionsInput(design: Design, selection: Selection): CustomMadeOptionsInput {
  const partOf = (part: string): CustomMadePartInput => {
    const input: CustomMadePartInput = { options: [] };
    for (const step of design.steps.filter((candidate) => candidate.part === part)) {
      const choice = selection.get(step.option_id);
      if (!choice) continue;
      if (choice.valueId !== undefined) input.options!.push({ option_id: step.option_id, value_id: choice.valueId });
      if (choice.diamond) input.diamond_identifier = choice.diamond;
      if (choice.text?.trim()) input.engraving = { word_content: choice.text, word_type: choice.font ?? 'classic' };
    }
    return input;
  };
  if (design.type_id === 'custom_made_bundle') return { for_her: partOf('for_her'), for_him: partOf('for_him') };
  return partOf('piece');
}

/** The parts of the design in order: ["piece"], or ["for_her", "for_him"]. */
export function partsOf(design: Design): string[] {
  return [...new Set(design.steps.map((step) => step.part))];
}

/** A bag line's choices as a selection (editing `?item=`). */
export function selectionOfLine(
  design: Design,
  parts: Record<string, { cm_diamon_identifier?: string | null; custommate_options: Array<{ option_id: number; value_id: number }>; word_custommate_options: Array<{ word_content: string; word_type: string }> } | null | undefined>,
): Selection {
  const selection: Selection = new Map();
  for (const [part, chosen] of Object.entries(parts)) {
    if (!chosen) continue;
    for (const option of chosen.custommate_options) selection.set(option.option_id, { valueId: option.value_id });
    const steps = design.steps.filter((step) => step.part === part);
    const diamondStep = steps.find((step) => step.code === 'diamond');
    if (diamondStep && chosen.cm_diamon_identifier) selection.set(diamondStep.option_id, { diamond: chosen.cm_diamon_identifier });
    const engravingStep = steps.find((step) => step.code === 'engraving');
    const word = chosen.word_custommate_options[0];
    if (engravingStep && word) selection.set(engravingStep.option_id, { text: word.word_content, font: word.word_type });
  }
  return selection;
}

/** The picture before the design is complete: the design's own, in the chosen metal's colour. */
export function previewImage(design: Design, selection: Selection): string {
  const material = design.steps.find((step) => step.code === 'material');
  const code = material?.values.find((value) => value.value_id === selection.get(material.option_id)?.valueId)?.code ?? '';
  const tone = /yellow/.test(code) ? 'yellow' : /rose/.test(code) ? 'rose' : 'white';
  return design.image.replace(/-(white|yellow|rose)(-[a-z_]+)?\.svg$/, `-${tone}.svg`);
}

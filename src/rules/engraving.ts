/**
 * Engraving (spec 001 §5: "Engraving shows remaining characters; Chinese characters only in
 * regular script"). Both halves use it: the customizer counts what is left as the shopper types,
 * the API refuses what the workshop cannot engrave.
 *
 * Characters are counted as the shopper sees them (code points, so 愛 is one), after trimming.
 * The Latin fonts take letters, digits, spaces and a few signs; the regular script font (楷書)
 * takes those and Chinese characters.
 */
export const ENGRAVING_FONTS = ['classic', 'script', 'regular_script'] as const;
export type EngravingFont = (typeof ENGRAVING_FONTS)[number];

/** The font Chinese characters are engraved in (楷書). */
export const REGULAR_SCRIPT_FONT: EngravingFont = 'regular_script';

const LATIN = /^[A-Za-z0-9 &.,'’!?+\-♥]$/u;
const HAN = /^\p{Script=Han}$/u;

export type EngravingProblem =
  | { code: 'unknown_font' }
  | { code: 'too_long'; max: number }
  | { code: 'chinese_needs_regular_script' }
  | { code: 'character_not_allowed'; character: string };

export function isEngravingFont(font: string): font is EngravingFont {
  return (ENGRAVING_FONTS as readonly string[]).includes(font);
}

/** The text as it will be engraved: trimmed, inner runs of spaces kept as the shopper typed them. */
export function engravingText(text: string): string {
  return text.trim();
}

export function engravingLength(text: string): number {
  return Array.from(engravingText(text)).length;
}

/** What the customizer shows under the field: characters left, never below zero. */
export function engravingCharactersLeft(text: string, max: number): number {
  return Math.max(0, max - engravingLength(text));
}

/** How many characters the shopper must remove for the text to fit: none while it fits. */
export function engravingCharactersOver(text: string, max: number): number {
  return Math.max(0, engravingLength(text) - max);
}

/** Why `text` cannot be engraved in `font` on a design that takes `max` characters, or undefined when it can. */
export function engravingProblem(text: string, font: string, max: number): EngravingProblem | undefined {
  if (!isEngravingFont(font)) return { code: 'unknown_font' };
  const characters = Array.from(engravingText(text));
  if (characters.length > max) return { code: 'too_long', max };
  for (const character of characters) {
    if (LATIN.test(character)) continue;
    if (HAN.test(character)) {
      if (font !== REGULAR_SCRIPT_FONT) return { code: 'chinese_needs_regular_script' };
      continue;
    }
    return { code: 'character_not_allowed', character };
  }
  return undefined;
}

/**
 * The colour each metal is drawn in: the catalog's pictures and the custom images of made-to-order
 * lines show a piece in its metal's tone, which is also the configurable `metal_colour` option.
 */
import type { MetalCode } from '../../../rules/jewelleryVocabulary.ts';

/** The colour a metal is drawn in, and the configurable `metal_colour` option it matches. */
export type MetalTone = 'yellow' | 'white' | 'rose';

export const TONE_OF_METAL: Record<MetalCode, MetalTone> = {
  yellow_gold_9999: 'yellow',
  yellow_gold_999: 'yellow',
  '18k_yellow_gold': 'yellow',
  '18k_white_gold': 'white',
  '18k_rose_gold': 'rose',
  pt950: 'white',
  pt9995: 'white',
  stainless_steel: 'white',
};

/**
 * The made-to-order listings as the pages draw them (spec 000 §2 /customizer/): design cards, the
 * gender filter of a category's designs, the ring pages' three forms, and the core designs.
 * Shared by the server loaders (designListing.server.ts) and the pages.
 */
import type { CustomizerCategoryCode } from './customizerPaths.ts';

/** The gender filter's values (?gender=); none shows every design of the category. */
export const GENDER_FILTERS = ['women', 'men', 'both'] as const;
export type GenderFilter = (typeof GENDER_FILTERS)[number];

/** The ring pages' forms, in the spec's order (000 §2: different design, carat weight, single design). */
export const RING_FORMS = ['different_design', 'carat_weight', 'single_design'] as const;
export type RingForm = (typeof RING_FORMS)[number];

/** The categories whose page shows the three forms. */
export const RING_CATEGORIES: readonly CustomizerCategoryCode[] = ['diamond_rings', 'pair_rings'];

export interface CategorySummary {
  code: CustomizerCategoryCode;
  label: string;
  designCount: number;
  path: string;
  /** The first design's picture, or null for a category without designs. */
  image: string | null;
  designs: DesignCard[];
}

export interface DesignCard {
  sku: string;
  name: string;
  category: string;
  gender: string;
  ringForm: RingForm | null;
  /** "HK$12,800", in the store view's locale. */
  priceFrom: string;
  priceFromMinor: number;
  /** A media path on this site. */
  image: string;
}

/** The filter a ?gender= value names; anything else shows every design. */
export function genderFilterOf(value: string | null): GenderFilter | null {
  return (GENDER_FILTERS as readonly string[]).includes(value ?? '') ? (value as GenderFilter) : null;
}

export function ringFormOf(value: string | null | undefined): RingForm | null {
  return (RING_FORMS as readonly string[]).includes(value ?? '') ? (value as RingForm) : null;
}

/** Designs grouped by ring form, each form in the spec's order, forms without designs left out. */
export function designsByRingForm(designs: readonly DesignCard[]): Array<{ form: RingForm; designs: DesignCard[] }> {
  return RING_FORMS.map((form) => ({ form, designs: designs.filter((design) => design.ringForm === form) })).filter((group) => group.designs.length > 0);
}

/** The core designs: the cheapest of each category (ties to the first listed), in the categories' order. */
export function coreDesignsOf(designsByCategory: ReadonlyArray<readonly DesignCard[]>): DesignCard[] {
  return designsByCategory.flatMap((designs) => {
    const cheapest = designs.reduce<DesignCard | null>((best, design) => (best && best.priceFromMinor <= design.priceFromMinor ? best : design), null);
    return cheapest ? [cheapest] : [];
  });
}

/** Made-to-order products (custom-made simple and bundle, spec 000 §3) are designed, not added as they are. */
export function isMadeToOrderType(typeId: string | null | undefined): boolean {
  return typeId === 'custom_made_simple' || typeId === 'custom_made_bundle';
}

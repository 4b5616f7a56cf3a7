import type { Resolvers } from '../../graphql/generated/resolverTypes.ts';
/** Diamonds' GraphQL: the service's stones and counts in the API's shapes, labelled in the store view's language. */
import type { LocaleKey } from '../../../rules/locales.ts';
import {
  COLORED_DIAMOND_LABELS,
  DIAMOND_FILTER_LABELS,
  FINISH_GRADE_LABELS,
  FLUORESCENCE_GRADE_LABELS,
  SHAPE_LABELS,
  certificationLabel,
  colourLabel,
  type Certification,
  type ColoredDiamond,
  type DiamondColour,
  type DiamondShape,
  type FinishGrade,
  type Fluorescence,
} from '../../../rules/diamonds.ts';
import type { Diamond } from './index.ts';

const optionLabel: Record<keyof typeof DIAMOND_FILTER_LABELS, (value: string, locale: LocaleKey) => string> = {
  shape: (value, locale) => SHAPE_LABELS[value as DiamondShape][locale],
  colored_type: (value, locale) => COLORED_DIAMOND_LABELS[value as ColoredDiamond][locale],
  certification: (value, locale) => certificationLabel(value as Certification)[locale],
  color: (value, locale) => colourLabel(value as DiamondColour)[locale],
  clarity: (value) => value,
  cut: (value, locale) => FINISH_GRADE_LABELS[value as FinishGrade][locale],
  polish: (value, locale) => FINISH_GRADE_LABELS[value as FinishGrade][locale],
  symmetry: (value, locale) => FINISH_GRADE_LABELS[value as FinishGrade][locale],
  fluorescence: (value, locale) => FLUORESCENCE_GRADE_LABELS[value as Fluorescence][locale],
};

function diamondView(diamond: Diamond, locale: LocaleKey) {
  return {
    identifier: diamond.identifier,
    shape: diamond.shape,
    shape_label: optionLabel.shape(diamond.shape, locale),
    colored_type: diamond.coloredType,
    colored_type_label: optionLabel.colored_type(diamond.coloredType, locale),
    certification: diamond.certification,
    carat: diamond.carat / 100,
    color: diamond.color,
    color_label: optionLabel.color(diamond.color, locale),
    clarity: diamond.clarity,
    cut: diamond.cut,
    cut_label: optionLabel.cut(diamond.cut, locale),
    polish: diamond.polish,
    polish_label: optionLabel.polish(diamond.polish, locale),
    symmetry: diamond.symmetry,
    symmetry_label: optionLabel.symmetry(diamond.symmetry, locale),
    fluorescence: diamond.fluorescence,
    fluorescence_label: optionLabel.fluorescence(diamond.fluorescence, locale),
    diameter: diamond.diameter / 100,
    certificate_number: diamond.certificateNumber,
    certificate: diamond.certificate,
    price: diamond.price,
    available: diamond.available,
    state: diamond.state.toUpperCase() as Uppercase<typeof diamond.state>,
    held_until: diamond.heldUntil?.toISOString() ?? null,
  };
}

export const diamondResolvers: Resolvers = {
  Query: {
    diamonds: async (_, args, ctx) => {
      const { locale } = ctx.request;
      const result = await ctx.services.diamonds.search(ctx.request, args, args.cart_id);
      return {
        items: result.items.map((diamond) => diamondView(diamond, locale)),
        total_count: result.total,
        aggregations: result.facets.map((facet, position) => ({
          attribute_code: facet.code,
          label: DIAMOND_FILTER_LABELS[facet.code][locale],
          count: facet.options.length,
          position,
          options: facet.options.map((option) => ({ value: option.value, label: optionLabel[facet.code](option.value, locale), count: option.count })),
        })),
        page_info: { current_page: result.page.currentPage, page_size: result.page.pageSize, total_pages: result.page.totalPages },
      };
    },
    diamond: async (_, args, ctx) => diamondView(await ctx.services.diamonds.detail(ctx.request, args.identifier, args.cart_id), ctx.request.locale),
  },
  Mutation: {
    holdDiamond: async (_, args, ctx) => {
      const hold = await ctx.services.diamonds.hold(ctx.request, args.input.cart_id, args.input.identifier);
      return { diamond: diamondView(hold.diamond, ctx.request.locale), held_until: hold.heldUntil.toISOString() };
    },
    releaseDiamond: async (_, args, ctx) =>
      diamondView(await ctx.services.diamonds.release(ctx.request, args.input.cart_id, args.input.identifier), ctx.request.locale),
  },
};

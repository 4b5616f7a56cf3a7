/**
 * Page data of the made-to-order shell (spec 000 §2 /customizer/): the categories with their
 * counts, pictures and designs, one category's designs by gender, and the CMS blocks of these pages.
 * Every query reads the catalog anonymously: the pages are the same for every shopper.
 */
import type { AppLoadContext } from 'react-router';
import { MONEY } from '../api/fragments.ts';
import { graphql, pageData } from '../api/graphql.ts';
import { formatPrice } from '../catalog/productCard.ts';
import { parseContentForView } from '../content/cmsPage.server.ts';
import type { ContentBlock } from '../content/types.ts';
import type { StoreViewDefinition } from '../storeView/storeView.ts';
import type { CustomizerDesignCardFragment } from '../generated/operations.ts';
import { CUSTOMIZER_CATEGORY_CODES, customizerPath, isCustomizerCategoryCode, type CustomizerCategoryCode } from './customizerPaths.ts';
import { ringFormOf, type CategorySummary, type DesignCard, type GenderFilter } from './designListing.ts';

interface LoaderArgsLike {
  request: Request;
  context: AppLoadContext;
}

type DesignCardFields = CustomizerDesignCardFragment;

function toDesignCard(design: DesignCardFields): DesignCard {
  return {
    sku: design.sku,
    name: design.name,
    category: design.category,
    gender: design.gender,
    ringForm: ringFormOf(design.ring_form),
    priceFrom: formatPrice(design.price_from),
    priceFromMinor: design.price_from.minor_units,
    image: design.image,
  };
}

/** The five categories in the spec's order, each with its designs. */
export async function customizerCategoriesOf(args: LoaderArgsLike): Promise<CategorySummary[]> {
  const answer = await args.context.client.query(CUSTOMIZER_OVERVIEW, undefined, { anonymous: true }).then(pageData);
  const designsOf: Record<CustomizerCategoryCode, DesignCardFields[]> = {
    diamond_rings: answer.diamond_rings,
    pair_rings: answer.pair_rings,
    pendants: answer.pendants,
    bracelets: answer.bracelets,
    watches: answer.watches,
  };
  return CUSTOMIZER_CATEGORY_CODES.flatMap((code) => {
    const category = answer.customizerCategories.find((entry) => entry.code === code);
    if (!category || !isCustomizerCategoryCode(category.code)) return [];
    const designs = designsOf[code].map((design) => toDesignCard(design));
    return [{ code, label: category.label, designCount: category.design_count, path: customizerPath(code), image: designs[0]?.image ?? null, designs }];
  });
}

/** A category's label and its designs for a gender filter (women and men include designs for both). */
export async function categoryDesignsOf(args: LoaderArgsLike, code: CustomizerCategoryCode, gender: GenderFilter | null) {
  const answer = await args.context.client.query(CATEGORY_DESIGNS, { category: code, gender }, { anonymous: true }).then(pageData);
  const category = answer.customizerCategories.find((entry) => entry.code === code);
  return { label: category?.label ?? null, designs: answer.customizerDesigns.map((design) => toDesignCard(design)) };
}

/**
 * The CMS blocks of the made-to-order pages, parsed, by identifier. They are extras: a page still
 * renders without them.
 */
export async function customizerBlocksOf(args: LoaderArgsLike, view: StoreViewDefinition, identifiers: string[]): Promise<Record<string, ContentBlock[]>> {
  const answer = await args.context.client
    .query(CUSTOMIZER_BLOCKS, { identifiers }, { anonymous: true })
    .then(pageData)
    .catch((error: unknown) => {
      args.context.log.warn({ err: error }, 'customizer blocks failed');
      return { cmsBlocks: { items: [] } };
    });
  return Object.fromEntries(identifiers.map((identifier) => [identifier, parseContentForView(args, view, answer.cmsBlocks?.items?.find((item) => item?.identifier === identifier)?.content ?? undefined)]));
}

const DESIGN_CARD = /* GraphQL */ `
  fragment CustomizerDesignCard on CustomDesign {
    sku name category gender ring_form image
    price_from { ...MoneyFields }
  }
  ${MONEY}
`;

const CUSTOMIZER_OVERVIEW = graphql(`
  query CustomizerOverview {
    customizerCategories { code label design_count }
    diamond_rings: customizerDesigns(category: "diamond_rings") { ...CustomizerDesignCard }
    pair_rings: customizerDesigns(category: "pair_rings") { ...CustomizerDesignCard }
    pendants: customizerDesigns(category: "pendants") { ...CustomizerDesignCard }
    bracelets: customizerDesigns(category: "bracelets") { ...CustomizerDesignCard }
    watches: customizerDesigns(category: "watches") { ...CustomizerDesignCard }
  }
  ${DESIGN_CARD}
`);

const CATEGORY_DESIGNS = graphql(`
  query CustomizerCategoryDesigns($category: String!, $gender: String) {
    customizerCategories { code label }
    customizerDesigns(category: $category, gender: $gender) { ...CustomizerDesignCard }
  }
  ${DESIGN_CARD}
`);

const CUSTOMIZER_BLOCKS = graphql(`
  query CustomizerBlocks($identifiers: [String]) {
    cmsBlocks(identifiers: $identifiers) { items { identifier content } }
  }
`);

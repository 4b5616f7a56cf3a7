/**
 * The design page's data (spec 000 §2 customizer steps): the design, the shopper's choices from the
 * URL, the server's quote (price, delivery days, picture) once every required step is chosen (before
 * that, an estimate of the choices made so far, stones included, and the cheapest of the rest), the
 * diamond search of the step being chosen, and the chosen stones. Editing a bag line (`?item=`)
 * starts from that line's choices.
 */
import { redirect, type AppLoadContext } from 'react-router';
import { pageData, problemOf } from '../api/graphql.ts';
import type { DesignDiamondFieldsFragment, DesignDiamondsQuery } from '../generated/operations.ts';
import { designMoney } from './designMoney.ts';
import { CUSTOMIZER_DESIGN, DESIGN_BAG_LINE, DESIGN_DIAMOND, DESIGN_DIAMONDS, DESIGN_QUOTE } from './designOperations.ts';
import { diamondVariables, readDiamondSearch, type DiamondSearch } from './diamondSearch.ts';
import { previewImage, readSelection, selectionOfLine, selectionParams, toOptionsInput, unmetSteps, type Design } from './designSelection.ts';

export interface DesignQuoteView {
  /** Complete: the server's price of the design as chosen; otherwise the price from the cheapest remaining choices. */
  complete: boolean;
  price: string;
  deliveryDays: number;
  image: string;
  /** The server's refusal of the selection (an engraving it cannot take ...), in the shopper's language. */
  problem: string | null;
}

export interface DiamondView extends DesignDiamondFieldsFragment {
  priceText: string;
}

export async function loadDesignPage({ request, params, context }: { request: Request; params: { sku?: string }; context: AppLoadContext }) {
  const { client, cart, view } = context;
  const url = new URL(request.url);
  const sku = (params.sku ?? '').slice(0, 64);
  const { customizerDesign: design } = pageData(await client.query(CUSTOMIZER_DESIGN, { sku }, { anonymous: true }));
  const item = url.searchParams.get('item');

  // Editing a bag line: its choices become the page's (once, so the shopper's changes stay in the URL).
  if (item && ![...url.searchParams.keys()].some((key) => key !== 'item')) {
    const line = await lineChoices(context, design, item);
    if (line) throw redirect(`${url.pathname}?${selectionParams(design, line, item)}`);
  }

  const selection = readSelection(design, url.searchParams);
  const unmet = unmetSteps(design, selection);
  const cartId = cart.id ?? null;

  const search = readDiamondSearch(url.searchParams);
  const diamondSteps = design.steps.filter((step) => step.code === 'diamond');
  const searchStep = diamondSteps.find((step) => step.option_id === search.step) ?? diamondSteps.find((step) => !selection.get(step.option_id)?.diamond) ?? null;
  const [served, diamonds, chosenDiamonds] = await Promise.all([
    unmet.length === 0 ? serverQuote(context, design, selection, cartId) : null,
    searchStep ? searchDiamonds(context, search, cartId) : null,
    Promise.all(
      diamondSteps.map(async (step) => {
        const identifier = selection.get(step.option_id)?.diamond;
        if (!identifier) return null;
        // As the shopper's bag sees it: held for it, for another bag, or sold.
        const answer = (await cart.query(DESIGN_DIAMOND, (cartId) => ({ identifier, cartId }))) ?? (await client.query(DESIGN_DIAMOND, { identifier, cartId: null }));
        const diamond = answer.data?.diamond;
        return diamond ? ([step.option_id, { ...diamond, priceText: designMoney(diamond.price, view) }] as const) : null;
      }),
    ),
  ]);

  const chosen = chosenDiamonds.filter((entry) => entry !== null);
  // Until every step is chosen, the price says each choice made so far, the stones included.
  const quote = served ?? estimate(context, design, selection, chosen.reduce((sum, [, diamond]) => sum + diamond.price.minor_units, 0));

  return {
    design,
    selection: [...selection],
    unmet: unmet.map((step) => step.option_id),
    item,
    quote,
    search,
    searchStep: searchStep?.option_id ?? null,
    diamonds,
    chosenDiamonds: Object.fromEntries(chosen),
  };
}

export type DesignPageData = Awaited<ReturnType<typeof loadDesignPage>>;

/** Every required step chosen: the server's quote, or the estimate with the server's refusal. */
async function serverQuote(context: AppLoadContext, design: Design, selection: ReturnType<typeof readSelection>, cartId: string | null): Promise<DesignQuoteView> {
  const { client, view } = context;
  const answer = await client.query(DESIGN_QUOTE, { selection: { sku: design.sku, ...toOptionsInput(design, selection) }, cartId });
  const quote = answer.data?.customMadeQuote;
  if (quote) return { complete: true, price: designMoney(quote.price, view), deliveryDays: quote.cm_delivery_days, image: quote.custom_image, problem: null };
  return { ...estimate(context, design, selection, 0), problem: problemOf(answer.errors)?.message ?? null };
}

/**
 * Before every required step is chosen: the chosen values and stones (`diamondsMinor`), and the
 * cheapest value of each required step left.
 */
function estimate(context: AppLoadContext, design: Design, selection: ReturnType<typeof readSelection>, diamondsMinor: number): DesignQuoteView {
  let minor = diamondsMinor;
  let days = design.delivery_days;
  for (const step of design.steps) {
    if (!step.values.length || step.code === 'engraving') continue;
    const chosen = step.values.find((value) => value.value_id === selection.get(step.option_id)?.valueId);
    const value = chosen ?? (step.required ? [...step.values].sort((a, b) => a.price.minor_units - b.price.minor_units)[0] : undefined);
    if (!value) continue;
    minor += value.price.minor_units;
    days += value.extra_days;
  }
  const money = { currency: design.price_from.currency, minor_units: Math.max(minor, design.price_from.minor_units) };
  return { complete: false, price: designMoney(money, context.view), deliveryDays: days, image: previewImage(design, selection), problem: null };
}

async function searchDiamonds(context: AppLoadContext, search: DiamondSearch, cartId: string | null) {
  const answer = await context.client.query(DESIGN_DIAMONDS, { ...diamondVariables(search), cartId });
  const found: DesignDiamondsQuery['diamonds'] | null | undefined = answer.data?.diamonds;
  if (!found) return { items: [], total: 0, pages: 0, aggregations: [], problem: problemOf(answer.errors)?.message ?? null };
  return {
    items: found.items.map((diamond): DiamondView => ({ ...diamond, priceText: designMoney(diamond.price, context.view) })),
    total: found.total_count,
    pages: found.page_info.total_pages ?? 1,
    aggregations: found.aggregations.map((aggregation) => ({
      code: aggregation.attribute_code,
      label: aggregation.label ?? aggregation.attribute_code,
      options: (aggregation.options ?? []).flatMap((option) => (option ? [{ value: option.value, label: option.label ?? option.value, count: option.count ?? 0 }] : [])),
    })),
    problem: null,
  };
}

async function lineChoices(context: AppLoadContext, design: Design, uid: string) {
  const answer = await context.cart.query(DESIGN_BAG_LINE, (cartId) => ({ cartId }));
  const line = answer?.data?.cart?.items?.find((candidate) => candidate?.uid === uid);
  if (!line || line.product.sku !== design.sku) return null;
  if ('for_her_option' in line) return selectionOfLine(design, { for_her: line.for_her_option, for_him: line.for_him_option });
  if ('custommate_options' in line) return selectionOfLine(design, { piece: line });
  return null;
}

/**
 * What the design page's forms post: `hold` holds a chosen diamond for the shopper's bag (creating
 * a guest bag when there is none, as adding does) and goes back to the design with the stone and
 * its hold's end; `add` puts the design in the bag; `save` gives an edited bag line its new choices.
 * The selection travels as the page's search string, read by the same rules as the page.
 */
import { redirect, type AppLoadContext } from 'react-router';
import { problemOf } from '../api/graphql.ts';
import { CartUnavailableError } from '../cart/cartHandler.server.ts';
import { storePath } from '../storeView/storeView.ts';
import { HOLD_DESIGN_DIAMOND, UPDATE_DESIGN_LINE } from './designOperations.ts';
import { optionKey, readSelection, toOptionsInput, unmetSteps, type Design } from './designSelection.ts';

export interface DesignActionResult {
  intent: 'add' | 'save' | 'hold';
  ok: boolean;
  /** The API's refusal, in the shopper's language. */
  error: string | null;
  /** Required steps still to choose, by title (a pair's named with their ring). */
  unmet: Array<{ optionId: number; title: string; part: string }>;
  /** The bag's count after an accepted add or save. */
  itemCount: number | null;
  /** The bag line the design is now (to change it again from the page). */
  itemUid: string | null;
}

const answer = (intent: DesignActionResult['intent'], fields: Partial<DesignActionResult>): DesignActionResult => ({ intent, ok: false, error: null, unmet: [], itemCount: null, itemUid: null, ...fields });

export async function runDesignAction(context: AppLoadContext, design: Design, request: Request, form: FormData): Promise<DesignActionResult | Response> {
  const intent = String(form.get('intent') ?? '');
  const search = new URLSearchParams(String(form.get('selection') ?? '').slice(0, 4000));
  const url = new URL(request.url);
  try {
    if (intent === 'hold') return await hold(context, design, url, search, form);
    if (intent !== 'add' && intent !== 'save') return answer('add', { error: '' });
    const selection = readSelection(design, search);
    const unmet = unmetSteps(design, selection);
    if (unmet.length) return answer(intent, { unmet: unmet.map((step) => ({ optionId: step.option_id, title: step.title, part: step.part })) });
    const options = toOptionsInput(design, selection);
    const item = String(form.get('item') ?? '');
    if (intent === 'save' && item) {
      const result = await context.cart.mutate(UPDATE_DESIGN_LINE, (cartId) => ({ cartId, uid: item, options }));
      const cart = result?.data?.updateCartItems?.cart;
      if (cart) context.cart.remember(cart);
      const error = result?.data?.updateCartItems?.errors.find(Boolean)?.message ?? problemOf(result?.errors ?? [])?.message ?? (cart ? null : '');
      return answer(intent, { ok: error === null, error, itemCount: cart?.total_quantity ?? null, itemUid: item });
    }
    const result = await context.cart.addLines([{ sku: design.sku, quantity: 1, custom_made_options: options }]);
    const cart = result?.data?.addProductsToCart?.cart;
    const error = result?.data?.addProductsToCart?.user_errors.find(Boolean)?.message ?? problemOf(result?.errors ?? [])?.message ?? (cart ? null : '');
    const line = cart?.items?.filter((candidate) => candidate?.product.sku === design.sku).at(-1);
    return answer('add', { ok: error === null, error, itemCount: cart?.total_quantity ?? null, itemUid: line?.uid ?? null });
  } catch (error) {
    if (!(error instanceof CartUnavailableError)) throw error;
    return answer(intent === 'hold' ? 'hold' : intent === 'save' ? 'save' : 'add', { error: '' });
  }
}

async function hold(context: AppLoadContext, design: Design, url: URL, search: URLSearchParams, form: FormData): Promise<DesignActionResult | Response> {
  const step = design.steps.find((candidate) => candidate.code === 'diamond' && String(candidate.option_id) === form.get('step'));
  const identifier = String(form.get('identifier') ?? '').slice(0, 60);
  if (!step || !identifier) return answer('hold', { error: '' });
  const result = await context.cart.mutate(HOLD_DESIGN_DIAMOND, (cartId) => ({ cartId, identifier }), { create: true });
  const held = result?.data?.holdDiamond;
  if (!held) return answer('hold', { error: problemOf(result?.errors ?? [])?.message ?? '' });
  // Back to the design with the stone chosen; the search has done its work.
  const next = new URLSearchParams([...search].filter(([key]) => !key.startsWith('q')));
  next.set(optionKey(step), held.diamond.identifier);
  return redirect(`${url.pathname}?${next}#step-${step.option_id}`);
}

export function bagPath(context: AppLoadContext): string {
  return storePath(context.view, '/cart');
}

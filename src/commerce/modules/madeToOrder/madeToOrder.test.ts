/**
 * The made-to-order customizer through the real server: designs and their steps, the price of
 * each choice, the engraving rule (limits, Chinese only in regular script, his and her), custom
 * lines in the cart, and every choice on the placed order.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxCardNonce, startTestApp, type TestApp } from '../../../../test/harness.ts';
import { inputError } from '../../core/errors.ts';
import type { Database } from '../../db/connect.ts';
import { newMember, type Member } from '../../../../test/kits/club.ts';
import type { RequestContext } from '../../core/requestContext.ts';
import type { DiamondForCart, DiamondSale, DiamondSource } from './diamondSource.ts';

const ADDRESS = { firstname: 'Mei', lastname: 'Chan', street: ['1 Harbour Road'], city: 'Wan Chai', region_code: 'HK-HKI', country_code: 'HK', telephone: '51182338' };

/** A few stones of the Hong Kong website; D-002 is held for another cart. Each sells once. */
class TestDiamonds implements DiamondSource, DiamondSale {
  readonly sold = new Map<string, string>();
  readonly asked: Array<{ identifier: string; cartId?: string; currency: string }> = [];
  private readonly stones = new Map<string, DiamondForCart & { heldFor?: string }>([
    ['D-001', { identifier: 'D-001', price: 2_380_000, shape: 'oval', carat: 0.52, available: true }],
    ['D-002', { identifier: 'D-002', price: 1_500_000, shape: 'round', carat: 0.3, available: true, heldFor: 'someone else' }],
    ['D-003', { identifier: 'D-003', price: 990_000, shape: 'heart', carat: 0.31, available: true }],
    ['D-005', { identifier: 'D-005', price: 1_200_000, shape: 'princess', carat: 0.4, available: true }],
  ]);

  async sellOnce(_db: Database, _ctx: RequestContext, identifiers: readonly string[], sale: { cartId: string; orderNumber: string }): Promise<void> {
    const taken = identifiers.find((identifier) => this.sold.has(identifier) && this.sold.get(identifier) !== sale.orderNumber);
    if (taken) throw inputError('madeToOrder.diamondNotAvailable', { identifier: taken });
    for (const identifier of identifiers) this.sold.set(identifier, sale.orderNumber);
  }

  async release(_db: Database, _ctx: RequestContext, identifiers: readonly string[], sale: { cartId: string; orderNumber: string }): Promise<void> {
    for (const identifier of identifiers) if (this.sold.get(identifier) === sale.orderNumber) this.sold.delete(identifier);
  }

  async diamondForCart(ctx: RequestContext, identifier: string, cartId?: string): Promise<DiamondForCart | undefined> {
    this.asked.push({ identifier, cartId, currency: ctx.baseCurrency });
    const stone = this.stones.get(identifier);
    if (!stone) return undefined;
    const { heldFor, ...answer } = stone;
    return { ...answer, available: !this.sold.has(identifier) && (!heldFor || heldFor === cartId) };
  }
}

interface Step {
  option_id: number;
  code: string;
  part: string;
  required: boolean;
  max_characters: number | null;
  values: Array<{ value_id: number; code: string; title: string; price: { minor_units: number }; extra_days: number }>;
}

const DESIGN = `query($sku: String!) { customizerDesign(sku: $sku) {
  sku type_id category gender ring_form engraving_max_characters delivery_days price_from { minor_units currency } image
  steps { option_id code part title required max_characters values { value_id code title price { minor_units } extra_days } }
} }`;
const QUOTE = `query($s: CustomMadeSelectionInput!, $cart: String) { customMadeQuote(selection: $s, cart_id: $cart) {
  price { minor_units currency } cm_delivery_days custom_image cm_diamon_identifier diamond_price { minor_units }
  custommate_options { option_id option_label value_id value_label } word_custommate_options { word_content word_type word_type_label }
  for_her_option { price { minor_units } cm_delivery_days cm_diamon_identifier word_custommate_options { word_content word_type } custommate_options { value_label } }
  for_him_option { price { minor_units } cm_delivery_days cm_diamon_identifier word_custommate_options { word_content word_type } custommate_options { value_label } }
} }`;
const CUSTOM_LINE = `
  ... on CustomMadeSimpleCartItem { cm_diamon_identifier custom_image cm_delivery_days diamond_price { minor_units }
    customizable_options { label type is_required values { label value price { type units value } } }
    custommate_options { option_id option_label value_id value_label } word_custommate_options { word_content word_type } }
  ... on CustomMadeBundleCartItem { custom_image cm_delivery_days
    for_her_option { price { minor_units } cm_delivery_days cm_diamon_identifier custommate_options { option_id option_label value_id value_label } word_custommate_options { word_content word_type } }
    for_him_option { price { minor_units } cm_delivery_days cm_diamon_identifier custommate_options { option_id option_label value_id value_label } word_custommate_options { word_content word_type } } }`;
const ADD = `mutation($id: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $id, cartItems: $items) {
  cart { has_cm_product items { uid sku quantity prices { price { minor_units } } ${CUSTOM_LINE} } }
  user_errors { code message }
} }`;

let testApp: TestApp;
let diamonds: TestDiamonds;
let ring: { sku: string; type_id: string; steps: Step[]; delivery_days: number };
let pair: { sku: string; type_id: string; steps: Step[]; delivery_days: number };

const run = <T = Record<string, any>>(query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = { store: 'tsl_en' }) =>
  testApp.graphql<T>(query, variables, headers);

const stepOf = (steps: Step[], code: string, part = 'piece') => steps.find((step) => step.code === code && step.part === part)!;
const valueOf = (step: Step, code: string) => step.values.find((value) => value.code === code)!;
const choose = (steps: Step[], picks: Record<string, string>, part = 'piece') =>
  Object.entries(picks).map(([code, value]) => ({ option_id: stepOf(steps, code, part).option_id, value_id: valueOf(stepOf(steps, code, part), value).value_id }));

/** A solitaire ring in platinum, size 12, matte, with D-001 and an engraving. */
const ringSelection = (engraving: { word_content: string; word_type: string } | null = { word_content: '永遠愛你', word_type: 'regular_script' }) => ({
  options: choose(ring.steps, { material: 'pt950', ring_size: '12', finishing: 'matte' }),
  diamond_identifier: 'D-001',
  engraving,
});

const pairSelection = () => ({
  for_her: {
    options: choose(pair.steps, { material: '18k_rose_gold', ring_size: '10', width: '2mm', finishing: 'polished' }, 'for_her'),
    diamond_identifier: 'D-003',
    engraving: { word_content: 'FOREVER K', word_type: 'script' },
  },
  for_him: {
    options: choose(pair.steps, { material: '18k_rose_gold', ring_size: '20', width: '4mm', finishing: 'brushed' }, 'for_him'),
    engraving: { word_content: '一生一世', word_type: 'regular_script' },
  },
});

async function readyCart(member: Member): Promise<string> {
  return (await run<{ customerCart: { id: string } }>('{ customerCart { id } }', {}, member.headers)).data!.customerCart.id;
}

beforeAll(async () => {
  diamonds = new TestDiamonds();
  testApp = await startTestApp({ diamonds, diamondSale: diamonds });
  const loaded = async (sku: string) => (await run(DESIGN, { sku })).data!.customizerDesign;
  ring = await loaded('CM1001');
  pair = await loaded('CMB1001');
});

afterAll(async () => {
  await testApp?.close();
});

describe('designs', () => {
  it('lists the five categories and each category\'s designs, filtered by gender', async () => {
    const categories = (await run('{ customizerCategories { code label design_count } }', {}, { store: 'tsl_tc' })).data!.customizerCategories;
    expect(categories).toEqual([
      { code: 'diamond_rings', label: '鑽石戒指', design_count: 6 },
      { code: 'pair_rings', label: '對戒', design_count: 6 },
      { code: 'pendants', label: '吊墜', design_count: 3 },
      { code: 'bracelets', label: '手鏈', design_count: 2 },
      { code: 'watches', label: '腕錶', design_count: 3 },
    ]);
    const watches = async (gender?: string) =>
      (await run('query($g: String) { customizerDesigns(category: "watches", gender: $g) { sku gender } }', { g: gender })).data!.customizerDesigns;
    expect(await watches()).toHaveLength(3);
    expect(await watches('men')).toEqual([
      { sku: 'CM1013', gender: 'men' },
      { sku: 'CM1014', gender: 'both' },
    ]);
    const refused = await run('{ customizerDesigns(category: "earrings") { sku } }');
    expect(refused.errors?.[0]).toMatchObject({ message: 'Unknown customizer category earrings', extensions: { category: 'graphql-input' } });
  });

  it('gives a design its steps, each only where it has it, priced in the website\'s currency', async () => {
    expect(ring).toMatchObject({ type_id: 'custom_made_simple', category: 'diamond_rings', gender: 'women', ring_form: 'carat_weight', engraving_max_characters: 12 });
    expect(ring.steps.map((step) => step.code)).toEqual(['material', 'ring_size', 'diamond', 'finishing', 'engraving']);
    expect(stepOf(ring.steps, 'engraving').max_characters).toBe(12);
    expect(stepOf(ring.steps, 'engraving').values.map((value) => value.code)).toEqual(['classic', 'script', 'regular_script']);
    const watch = (await run(DESIGN, { sku: 'CM1012' })).data!.customizerDesign;
    expect(watch.steps.map((step: Step) => step.code)).toEqual(['material', 'watch_strap', 'watch_hands', 'engraving']);
    expect(pair.type_id).toBe('custom_made_bundle');
    expect(pair.steps.filter((step) => step.part === 'for_her').map((step) => step.code)).toEqual(['material', 'ring_size', 'diamond', 'width', 'finishing', 'engraving']);
    expect(pair.steps.filter((step) => step.part === 'for_him').map((step) => step.code)).toEqual(['material', 'ring_size', 'width', 'finishing', 'engraving']);

    const macau = (await run(DESIGN, { sku: 'CM1001' }, { store: 'tsl_mo_en' })).data!.customizerDesign;
    expect(macau.price_from.currency).toBe('MOP');
    expect(macau.price_from.minor_units).toBeGreaterThan((await run(DESIGN, { sku: 'CM1001' })).data!.customizerDesign.price_from.minor_units);
  });
});

describe('pricing', () => {
  it('adds the material\'s base, the diamond, the options and the engraving, and the days each adds', async () => {
    const material = valueOf(stepOf(ring.steps, 'material'), 'pt950');
    const finishing = valueOf(stepOf(ring.steps, 'finishing'), 'matte');
    const engraving = valueOf(stepOf(ring.steps, 'engraving'), 'regular_script');
    const quote = await run(QUOTE, { s: { sku: 'CM1001', ...ringSelection() } });
    expect(quote.errors).toBeUndefined();
    expect(quote.data!.customMadeQuote).toMatchObject({
      price: { minor_units: material.price.minor_units + 2_380_000 + finishing.price.minor_units + engraving.price.minor_units, currency: 'HKD' },
      cm_delivery_days: ring.delivery_days + material.extra_days + finishing.extra_days + engraving.extra_days,
      custom_image: '/media/custom-made/solitaire_ring-white-oval.svg',
      cm_diamon_identifier: 'D-001',
      diamond_price: { minor_units: 2_380_000 },
      word_custommate_options: [{ word_content: '永遠愛你', word_type: 'regular_script', word_type_label: 'Regular Script (Chinese)' }],
    });
    expect(quote.data!.customMadeQuote.custommate_options.map((option: { value_label: string }) => option.value_label)).toEqual(['Platinum PT950', 'Size 12', 'Matte']);

    // Each choice moves the price by what it costs: yellow gold, polished and no engraving.
    const plain = await run(QUOTE, {
      s: { sku: 'CM1001', options: choose(ring.steps, { material: '18k_yellow_gold', ring_size: '12', finishing: 'polished' }), diamond_identifier: 'D-001', engraving: { word_content: '  ', word_type: 'classic' } },
    });
    const yellow = valueOf(stepOf(ring.steps, 'material'), '18k_yellow_gold');
    expect(plain.data!.customMadeQuote).toMatchObject({
      price: { minor_units: yellow.price.minor_units + 2_380_000 },
      cm_delivery_days: ring.delivery_days,
      custom_image: '/media/custom-made/solitaire_ring-yellow-oval.svg',
      word_custommate_options: [],
    });
    expect(material.price.minor_units).toBeGreaterThan(yellow.price.minor_units);
  });

  it('prices a pair as both rings, ready when the later one is', async () => {
    const quote = (await run(QUOTE, { s: { sku: 'CMB1001', ...pairSelection() } })).data!.customMadeQuote;
    const part = (name: string) => pair.steps.filter((step) => step.part === name);
    const her = ['material:18k_rose_gold', 'ring_size:10', 'width:2mm', 'finishing:polished', 'engraving:script'].map((pick) => valueOf(stepOf(part('for_her'), pick.split(':')[0], 'for_her'), pick.split(':')[1]));
    const him = ['material:18k_rose_gold', 'ring_size:20', 'width:4mm', 'finishing:brushed', 'engraving:regular_script'].map((pick) => valueOf(stepOf(part('for_him'), pick.split(':')[0], 'for_him'), pick.split(':')[1]));
    const sum = (values: Step['values']) => values.reduce((total, value) => total + value.price.minor_units, 0);
    const days = (values: Step['values']) => pair.delivery_days + values.reduce((total, value) => total + value.extra_days, 0);
    expect(quote.for_her_option).toMatchObject({ price: { minor_units: sum(her) + 990_000 }, cm_delivery_days: days(her), cm_diamon_identifier: 'D-003', word_custommate_options: [{ word_content: 'FOREVER K', word_type: 'script' }] });
    expect(quote.for_him_option).toMatchObject({ price: { minor_units: sum(him) }, cm_delivery_days: days(him), cm_diamon_identifier: null, word_custommate_options: [{ word_content: '一生一世', word_type: 'regular_script' }] });
    expect(quote.price.minor_units).toBe(sum(her) + 990_000 + sum(him));
    expect(quote.cm_delivery_days).toBe(Math.max(days(her), days(him)));
  });

  it('draws the piece as chosen at the custom image\'s URL', async () => {
    const picture = await testApp.app.inject({ method: 'GET', url: '/media/custom-made/solitaire_ring-white-oval.svg' });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toContain('image/svg+xml');
    expect(picture.body).toMatch(/^<svg /);
    expect((await testApp.app.inject({ method: 'GET', url: '/media/custom-made/solitaire_ring-green.svg' })).statusCode).toBe(404);
  });

  it('sends the same drawing as a WebP picture of a card\'s width, and refuses other widths', async () => {
    const picture = await testApp.app.inject({ method: 'GET', url: '/media/custom-made/solitaire_ring-white-oval.svg?width=320' });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/webp');
    expect(picture.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const { format, width, height } = await sharp(picture.rawPayload).metadata();
    expect({ format, width, height }).toEqual({ format: 'webp', width: 320, height: 400 });
    expect((await testApp.app.inject({ method: 'GET', url: '/media/custom-made/solitaire_ring-white-oval.svg?width=321' })).statusCode).toBe(400);
    expect((await testApp.app.inject({ method: 'GET', url: '/media/custom-made/solitaire_ring-white-oval.svg?width=9e2' })).statusCode).toBe(400);
    expect((await testApp.app.inject({ method: 'GET', url: '/media/custom-made/solitaire_ring-green.svg?width=320' })).statusCode).toBe(404);
  });
});

describe('refusals', () => {
  const refusal = async (selection: Record<string, unknown>, store = 'tsl_en') => {
    const answer = await run(QUOTE, { s: selection }, { store });
    expect(answer.data).toBeNull();
    return { message: answer.errors?.[0]?.message, category: answer.errors?.[0]?.extensions?.category };
  };

  it('refuses engravings past the design\'s limit, Chinese outside regular script and characters no font has, in the shopper\'s language', async () => {
    expect(await refusal({ sku: 'CM1001', ...ringSelection({ word_content: 'ABCDEFGHIJKLM', word_type: 'classic' }) })).toEqual({ message: 'The engraving can have at most 12 characters', category: 'graphql-input' });
    expect(await refusal({ sku: 'CM1001', ...ringSelection({ word_content: '永遠愛你', word_type: 'script' }) })).toEqual({ message: 'Chinese characters can only be engraved in regular script', category: 'graphql-input' });
    expect((await refusal({ sku: 'CM1001', ...ringSelection({ word_content: '永遠愛你', word_type: 'classic' }) }, 'tsl_tc')).message).toBe('中文字只可以楷書刻字');
    expect((await refusal({ sku: 'CM1001', ...ringSelection({ word_content: 'I ❤ U', word_type: 'classic' }) })).message).toBe('The character "❤" cannot be engraved');
    expect((await refusal({ sku: 'CM1001', ...ringSelection({ word_content: 'LOVE', word_type: 'gothic' }) })).message).toBe('Choose one of the fonts offered for the engraving');
    // Twelve Chinese characters are twelve characters.
    const twelve = await run(QUOTE, { s: { sku: 'CM1001', ...ringSelection({ word_content: '執子之手與子偕老永結同心', word_type: 'regular_script' }) } });
    expect(twelve.errors).toBeUndefined();
    expect((await refusal({ sku: 'CM1010', options: [], engraving: { word_content: 'LOVE', word_type: 'classic' } })).message).toBe('Choose the Material of your design');
  });

  it('takes his and her engravings each under the rule', async () => {
    const selection = pairSelection();
    selection.for_him.engraving = { word_content: '一生一世', word_type: 'classic' };
    expect((await refusal({ sku: 'CMB1001', ...selection })).message).toBe('Chinese characters can only be engraved in regular script');
    const tooLong = pairSelection();
    tooLong.for_her.engraving = { word_content: 'FOREVER AND EVER', word_type: 'script' };
    expect((await refusal({ sku: 'CMB1001', ...tooLong })).message).toBe('The engraving can have at most 10 characters');
    expect((await refusal({ sku: 'CMB1001', for_her: pairSelection().for_her })).message).toBe('Design both rings of CMB1001: for her and for him');
  });

  it('refuses options of another design, missing steps, a second value, and diamonds not to be had', async () => {
    const watch = (await run(DESIGN, { sku: 'CM1012' })).data!.customizerDesign;
    const foreign = { option_id: watch.steps[1].option_id, value_id: watch.steps[1].values[0].value_id };
    expect((await refusal({ sku: 'CM1001', ...ringSelection(), options: [...ringSelection().options, foreign] })).message).toBe(`The option ${foreign.option_id} with value ${foreign.value_id} is not one of this design's choices`);
    expect((await refusal({ sku: 'CM1001', ...ringSelection(), options: ringSelection().options.slice(1) })).message).toBe('Choose the Material of your design');
    expect((await refusal({ sku: 'CM1001', ...ringSelection(), options: [...ringSelection().options, choose(ring.steps, { ring_size: '13' })[0]] })).message).toBe('Choose one value for Ring Size');
    expect((await refusal({ sku: 'CM1001', ...ringSelection(), diamond_identifier: null })).message).toBe('Choose the diamond of your design');
    expect(await refusal({ sku: 'CM1001', ...ringSelection(), diamond_identifier: 'D-404' })).toEqual({ message: 'Could not find the diamond D-404', category: 'graphql-no-such-entity' });
    expect((await refusal({ sku: 'CM1001', ...ringSelection(), diamond_identifier: 'D-002' })).message).toBe('The diamond D-002 has been chosen by another shopper; please choose another');
    expect((await refusal({ sku: 'CM1004', options: choose((await run(DESIGN, { sku: 'CM1004' })).data!.customizerDesign.steps, { material: 'pt950', ring_size: '9', width: '2mm' }), diamond_identifier: 'D-001' })).message).toBe('This design has no diamond to choose');
    expect((await refusal({ sku: 'CM1001', ...ringSelection(), for_her: pairSelection().for_her })).message).toBe('CM1001 is a single piece: choose its options without for_her or for_him');
    expect((await refusal({ sku: 'CMB1001-F', options: [] })).category).toBe('graphql-no-such-entity');
  });
});

describe('in the cart and on the order', () => {
  it('still refuses a made-to-order piece without its design, and a design\'s refusals come back as user errors', async () => {
    const member = await newMember(testApp);
    const id = await readyCart(member);
    const plain = (await run(ADD, { id, items: [{ sku: 'CM1001', quantity: 1 }] }, member.headers)).data!.addProductsToCart;
    expect(plain.user_errors).toEqual([{ code: 'NOT_SALABLE', message: 'Made-to-order pieces are added from the customizer with their design' }]);
    const wrong = (await run(ADD, { id, items: [{ sku: 'CM1001', quantity: 1, custom_made_options: ringSelection({ word_content: '愛', word_type: 'classic' }) }] }, member.headers)).data!.addProductsToCart;
    expect(wrong.user_errors).toEqual([{ code: 'INVALID_PARAMETER_VALUE', message: 'Chinese characters can only be engraved in regular script' }]);
    expect(wrong.cart).toMatchObject({ has_cm_product: false, items: [] });
  });

  it('adds a diamond ring and a pair ring with every choice, replaces a line\'s choices, and keeps them all on the order', async () => {
    const member = await newMember(testApp);
    const id = await readyCart(member);
    const ringQuote = (await run(QUOTE, { s: { sku: 'CM1001', ...ringSelection() }, cart: id })).data!.customMadeQuote;
    const pairQuote = (await run(QUOTE, { s: { sku: 'CMB1001', ...pairSelection() } })).data!.customMadeQuote;
    const added = await run(
      ADD,
      {
        id,
        items: [
          { sku: 'CM1001', quantity: 1, custom_made_options: { ...ringSelection(), diamond_identifier: 'D-002' } },
          { sku: 'CMB1001', quantity: 1, custom_made_options: pairSelection() },
        ],
      },
      member.headers,
    );
    expect(added.errors).toBeUndefined();
    const cart = added.data!.addProductsToCart;
    // D-002 is held for another cart: the ring is refused, the pair goes in.
    expect(cart.user_errors).toEqual([{ code: 'INVALID_PARAMETER_VALUE', message: 'The diamond D-002 has been chosen by another shopper; please choose another' }]);
    expect(diamonds.asked.filter((entry) => entry.identifier === 'D-002').at(-1)).toEqual({ identifier: 'D-002', cartId: id, currency: 'HKD' });
    expect(cart.cart.has_cm_product).toBe(true);
    const [pairLine] = cart.cart.items;
    expect(pairLine).toMatchObject({
      sku: 'CMB1001',
      prices: { price: { minor_units: pairQuote.price.minor_units } },
      cm_delivery_days: pairQuote.cm_delivery_days,
      custom_image: '/media/custom-made/pair_rings-rose-heart.svg',
      for_her_option: { cm_diamon_identifier: 'D-003', word_custommate_options: [{ word_content: 'FOREVER K', word_type: 'script' }] },
      for_him_option: { cm_diamon_identifier: null, word_custommate_options: [{ word_content: '一生一世', word_type: 'regular_script' }] },
    });
    expect(pairLine.for_her_option.custommate_options.map((option: { value_label: string }) => option.value_label)).toEqual(['18K Rose Gold', 'Size 10', '2 mm', 'Polished']);

    const ringAdded = (await run(ADD, { id, items: [{ sku: 'CM1001', quantity: 1, custom_made_options: ringSelection() }] }, member.headers)).data!.addProductsToCart;
    expect(ringAdded.user_errors).toEqual([]);
    const ringLine = ringAdded.cart.items.find((item: { sku: string }) => item.sku === 'CM1001');
    expect(ringLine).toMatchObject({ prices: { price: { minor_units: ringQuote.price.minor_units } }, cm_diamon_identifier: 'D-001', diamond_price: { minor_units: 2_380_000 } });
    // One stone makes one piece: the same ring again, or its diamond in another design, is refused.
    const again = (await run(ADD, { id, items: [{ sku: 'CM1001', quantity: 1, custom_made_options: ringSelection() }] }, member.headers)).data!.addProductsToCart;
    expect(again.user_errors).toEqual([{ code: 'INSUFFICIENT_STOCK', message: 'The requested qty is not available' }]);
    expect(again.cart.items.find((item: { uid: string }) => item.uid === ringLine.uid).quantity).toBe(1);
    const halo = (await run(DESIGN, { sku: 'CM1003' })).data!.customizerDesign;
    const sameStone = (await run(ADD, { id, items: [{ sku: 'CM1003', quantity: 1, custom_made_options: { options: choose(halo.steps, { material: 'pt950', ring_size: '8' }), diamond_identifier: 'D-001' } }] }, member.headers)).data!
      .addProductsToCart;
    expect(sameStone.user_errors).toEqual([{ code: 'INSUFFICIENT_STOCK', message: 'The requested qty is not available' }]);

    // Changing the ring's choices replaces them and prices it again.
    const changed = await run(
      `mutation($id: String!, $uid: ID!, $o: CustomMadeOptionsInput!) { updateCartItems(input: { cart_id: $id, cart_items: [{ cart_item_uid: $uid, custom_made_options: $o }] }) {
        cart { items { uid sku prices { price { minor_units } } ${CUSTOM_LINE} } } } }`,
      { id, uid: ringLine.uid, o: { ...ringSelection({ word_content: 'M & K', word_type: 'classic' }), options: choose(ring.steps, { material: '18k_white_gold', ring_size: '11', finishing: 'polished' }) } },
      member.headers,
    );
    expect(changed.errors).toBeUndefined();
    const changedLine = changed.data!.updateCartItems.cart.items.find((item: { uid: string }) => item.uid === ringLine.uid);
    const white = valueOf(stepOf(ring.steps, 'material'), '18k_white_gold');
    const classic = valueOf(stepOf(ring.steps, 'engraving'), 'classic');
    expect(changedLine.prices.price.minor_units).toBe(white.price.minor_units + 2_380_000 + classic.price.minor_units);
    expect(changedLine.custommate_options.map((option: { value_label: string }) => option.value_label)).toEqual(['18K White Gold', 'Size 11', 'Polished']);
    expect(changedLine.word_custommate_options).toEqual([{ word_content: 'M & K', word_type: 'classic' }]);
    // Magento's customizable-option shape reads the same choices, each with what it cost.
    expect(changedLine.customizable_options).toEqual([
      { label: 'Material', type: 'drop_down', is_required: true, values: [{ label: '18K White Gold', value: '18K White Gold', price: { type: 'FIXED', units: 'HKD', value: white.price.minor_units / 100 } }] },
      { label: 'Ring Size', type: 'drop_down', is_required: true, values: [{ label: 'Size 11', value: 'Size 11', price: { type: 'FIXED', units: 'HKD', value: 0 } }] },
      { label: 'Finishing', type: 'drop_down', is_required: true, values: [{ label: 'Polished', value: 'Polished', price: { type: 'FIXED', units: 'HKD', value: 0 } }] },
      { label: 'Classic', type: 'field', is_required: false, values: [{ label: 'Classic', value: 'M & K', price: { type: 'FIXED', units: 'HKD', value: classic.price.minor_units / 100 } }] },
    ]);
    const refusedChange = await run(
      'mutation($id: String!, $uid: ID!, $o: CustomMadeOptionsInput!) { updateCartItems(input: { cart_id: $id, cart_items: [{ cart_item_uid: $uid, custom_made_options: $o }] }) { cart { id } } }',
      { id, uid: ringLine.uid, o: ringSelection({ word_content: 'TOO LONG FOR THIS', word_type: 'classic' }) },
      member.headers,
    );
    expect(refusedChange.errors?.[0]?.message).toBe('The engraving can have at most 12 characters');

    const step = async (query: string, variables: Record<string, unknown>) => {
      const answer = await run(query, variables, member.headers);
      expect(answer.errors).toBeUndefined();
      return answer.data!;
    };
    await step('mutation($id: String!, $a: CartAddressInput!) { setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ address: $a }] }) { cart { id } } }', { id, a: ADDRESS });
    await step('mutation($id: String!) { setShippingMethodsOnCart(input: { cart_id: $id, shipping_methods: [{ carrier_code: "flatrate", method_code: "flatrate" }] }) { cart { id } } }', { id });
    await step('mutation($id: String!) { setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: "wechat_pay" } }) { cart { id } } }', { id });
    const placed = await step('mutation($id: String!) { placeOrder(input: { cart_id: $id }) { order { order_number grand_total { minor_units } } } }', { id });
    expect(placed.placeOrder.order.grand_total.minor_units).toBe(pairQuote.price.minor_units + changedLine.prices.price.minor_units);

    const orders = await step(
      `{ customer { orders { items { number items {
        product_sku product_type product_sale_price { minor_units } selected_options { label value }
        cm_diamon_identifier custom_image cm_delivery_days diamond_price { minor_units }
        custommate_options { option_id option_label value_id value_label } word_custommate_options { word_content word_type }
        for_her_option { cm_diamon_identifier price { minor_units } word_custommate_options { word_content word_type } custommate_options { value_label } }
        for_him_option { word_custommate_options { word_content word_type } custommate_options { value_label } }
      } } } } }`,
      {},
    );
    const order = orders.customer.orders.items.find((candidate: { number: string }) => candidate.number === placed.placeOrder.order.order_number);
    const pairItem = order.items.find((item: { product_sku: string }) => item.product_sku === 'CMB1001');
    const ringItem = order.items.find((item: { product_sku: string }) => item.product_sku === 'CM1001');
    expect(pairItem).toMatchObject({
      product_type: 'custom_made_bundle',
      product_sale_price: { minor_units: pairQuote.price.minor_units },
      custom_image: '/media/custom-made/pair_rings-rose-heart.svg',
      cm_delivery_days: pairQuote.cm_delivery_days,
      for_her_option: { cm_diamon_identifier: 'D-003', price: pairLine.for_her_option.price, word_custommate_options: [{ word_content: 'FOREVER K', word_type: 'script' }] },
      for_him_option: { word_custommate_options: [{ word_content: '一生一世', word_type: 'regular_script' }], custommate_options: [{ value_label: '18K Rose Gold' }, { value_label: 'Size 20' }, { value_label: '4 mm' }, { value_label: 'Brushed' }] },
    });
    expect(ringItem).toMatchObject({
      product_type: 'custom_made_simple',
      cm_diamon_identifier: 'D-001',
      diamond_price: { minor_units: 2_380_000 },
      custom_image: '/media/custom-made/solitaire_ring-white-oval.svg',
      custommate_options: changedLine.custommate_options,
      word_custommate_options: [{ word_content: 'M & K', word_type: 'classic' }],
    });
    expect(ringItem.selected_options).toEqual([
      { label: 'Material', value: '18K White Gold' },
      { label: 'Ring Size', value: 'Size 11' },
      { label: 'Finishing', value: 'Polished' },
      { label: 'Classic', value: 'M & K' },
    ]);
  });

  it('sells a diamond once: a second order for the stone is refused, and a declined card gives it back', async () => {
    const withStone = { ...ringSelection({ word_content: 'K', word_type: 'classic' }), diamond_identifier: 'D-005' };
    const checkout = async (member: Member, payment: Record<string, unknown>) => {
      const id = await readyCart(member);
      const added = (await run(ADD, { id, items: [{ sku: 'CM1001', quantity: 1, custom_made_options: withStone }] }, member.headers)).data!.addProductsToCart;
      expect(added.user_errors).toEqual([]);
      await run('mutation($id: String!, $a: CartAddressInput!) { setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ address: $a }] }) { cart { id } } }', { id, a: ADDRESS }, member.headers);
      await run('mutation($id: String!) { setShippingMethodsOnCart(input: { cart_id: $id, shipping_methods: [{ carrier_code: "flatrate", method_code: "flatrate" }] }) { cart { id } } }', { id }, member.headers);
      const chosen = await run('mutation($id: String!, $p: PaymentMethodInput!) { setPaymentMethodOnCart(input: { cart_id: $id, payment_method: $p }) { cart { id } } }', { id, p: payment }, member.headers);
      expect(chosen.errors).toBeUndefined();
      return id;
    };
    const place = (id: string, member: Member) => run('mutation($id: String!) { placeOrder(input: { cart_id: $id }) { order { order_number } } }', { id }, member.headers);
    const [first, second, third] = [await newMember(testApp), await newMember(testApp), await newMember(testApp)];
    const declinedCard = { code: 'card', braintree: { payment_method_nonce: await sandboxCardNonce(testApp, '4000 0000 0000 0002'), is_active_payment_token_enabler: false } };
    const declinedCart = await checkout(first, declinedCard);
    const secondCart = await checkout(second, { code: 'wechat_pay' });
    const thirdCart = await checkout(third, { code: 'wechat_pay' });

    const declined = await place(declinedCart, first);
    expect(declined.errors?.length).toBeGreaterThan(0);
    expect(diamonds.sold.has('D-005')).toBe(false);

    const placed = await place(secondCart, second);
    expect(placed.errors).toBeUndefined();
    expect(diamonds.sold.get('D-005')).toBe(placed.data!.placeOrder.order.order_number);

    const refused = await place(thirdCart, third);
    expect(refused.errors?.[0]).toMatchObject({ message: 'The diamond D-005 has been chosen by another shopper; please choose another', extensions: { category: 'graphql-input' } });
    const stillOpen = await run('query($id: String!) { cart(cart_id: $id) { id items { sku } } }', { id: thirdCart }, third.headers);
    expect(stillOpen.data!.cart.items).toEqual([{ sku: 'CM1001' }]);
    expect(diamonds.sold.get('D-005')).toBe(placed.data!.placeOrder.order.order_number);
  });
});

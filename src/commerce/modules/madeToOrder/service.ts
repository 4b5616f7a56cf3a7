/**
 * The made-to-order customizer (spec 000 §1, §2): its categories, the designs of each with their
 * steps and values priced for the shopper's website, the quote of a selection as the shopper
 * chooses, and the checked, priced design the cart keeps on a made-to-order line.
 */
import type { Database } from '../../db/connect.ts';
import { pickLocalized } from '../../../rules/locales.ts';
import { CUSTOMIZER_CATEGORIES, CUSTOMIZER_CATEGORY_LABELS, DESIGN_GENDERS, type CustomizerCategory, type DesignGender } from '../../../rules/madeToOrder.ts';
import { inputError, notFoundError } from '../../core/errors.ts';
import { moneyObject } from '../../core/money.ts';
import type { RequestContext } from '../../core/requestContext.ts';
import type { CustomMadeDesign } from '../../db/schema/madeToOrder.ts';
import { customImagePath } from './customImage.ts';
import { loadDesigns, type DesignRecord } from './designCatalog.ts';
import { quoteDesign, type DesignSelectionInput } from './designQuote.ts';
import type { DiamondSource } from './diamondSource.ts';

export interface MadeToOrderDependencies {
  /** The diamond inventory; without it, designs with a diamond step cannot be completed. */
  diamonds?: DiamondSource;
}

/** A design as chosen for a cart line: the product, a pair's rings as the bundle's choices, the priced design. */
export interface DesignForCart {
  productId: number;
  bundleSelections: Array<{ optionCode: string; productId: number; quantity: number }> | null;
  customDesign: CustomMadeDesign;
}

/** Which designs a gender filter shows: a design for both suits a shopper looking for women's or men's. */
const GENDERS_SHOWN: Record<DesignGender, readonly DesignGender[]> = {
  women: ['women', 'both'],
  men: ['men', 'both'],
  both: ['both'],
};

export class MadeToOrderService {
  constructor(
    private readonly db: Database,
    private readonly deps: MadeToOrderDependencies = {},
  ) {}

  /** The customizer's entry: each category with its label and how many designs it has. */
  async categories(ctx: RequestContext) {
    const designs = await loadDesigns(this.db, ctx.website.id, {});
    return CUSTOMIZER_CATEGORIES.map((code) => ({
      code,
      label: pickLocalized(CUSTOMIZER_CATEGORY_LABELS[code], ctx.locale),
      design_count: designs.filter((design) => design.category === code).length,
    }));
  }

  async designs(ctx: RequestContext, category: string, gender?: string | null) {
    if (!(CUSTOMIZER_CATEGORIES as readonly string[]).includes(category)) throw inputError('madeToOrder.categoryUnknown', { category: category.slice(0, 40) });
    if (gender && !(DESIGN_GENDERS as readonly string[]).includes(gender)) throw inputError('madeToOrder.genderUnknown', { gender: gender.slice(0, 40) });
    const designs = await loadDesigns(this.db, ctx.website.id, { category: category as CustomizerCategory, genders: gender ? GENDERS_SHOWN[gender as DesignGender] : undefined });
    return designs.map((design) => this.designView(ctx, design));
  }

  async design(ctx: RequestContext, sku: string) {
    return this.designView(ctx, await this.findDesign(ctx, sku));
  }

  /** Price, delivery and picture of a selection, as the customizer shows them while the shopper chooses. */
  async quote(ctx: RequestContext, selection: DesignSelectionInput, cartId?: string | null) {
    const design = await this.findDesign(ctx, selection.sku);
    const chosen = await quoteDesign(ctx, design, selection, { source: this.deps.diamonds, cartId: cartId?.trim() || undefined });
    return { sku: design.sku, design: chosen };
  }

  /** The design `sku` as chosen for the cart `cartId`, checked and priced: what a made-to-order cart line keeps. */
  async chooseForCart(ctx: RequestContext, sku: string, options: Omit<DesignSelectionInput, 'sku'>, cartId: string): Promise<DesignForCart> {
    const design = await this.findDesign(ctx, sku);
    const customDesign = await quoteDesign(ctx, design, { ...options, sku }, { source: this.deps.diamonds, cartId });
    const pair = design.parts.filter((part) => part.part !== 'piece');
    return {
      productId: design.productId,
      bundleSelections: pair.length ? pair.map((part) => ({ optionCode: part.part, productId: part.productId, quantity: 1 })) : null,
      customDesign,
    };
  }

  private async findDesign(ctx: RequestContext, sku: string): Promise<DesignRecord> {
    const wanted = sku.trim();
    const [design] = wanted ? await loadDesigns(this.db, ctx.website.id, { skus: [wanted] }) : [];
    if (!design) throw notFoundError('madeToOrder.designNotFound', { sku: wanted.slice(0, 64) });
    return design;
  }

  private designView(ctx: RequestContext, design: DesignRecord) {
    const currency = ctx.baseCurrency;
    const label = (text: DesignRecord['name']) => pickLocalized(text, ctx.locale);
    // From: each part in its cheapest values of the required steps, before a diamond.
    const from = design.parts.reduce(
      (sum, part) => sum + part.steps.filter((step) => step.required && step.values.length).reduce((least, step) => least + Math.min(...step.values.map((value) => value.price)), 0),
      0,
    );
    const firstMaterial = design.parts[0]?.steps.find((step) => step.code === 'material')?.values[0]?.code ?? '';
    return {
      sku: design.sku,
      name: label(design.name),
      type_id: design.typeId,
      category: design.category,
      gender: design.gender,
      ring_form: design.ringForm,
      engraving_max_characters: design.engravingMaxChars,
      delivery_days: design.deliveryDays,
      price_from: moneyObject(from, currency),
      image: customImagePath(design.pictureKind, firstMaterial),
      steps: design.parts.flatMap((part) =>
        part.steps.map((step) => ({
          option_id: step.id,
          code: step.code,
          part: part.part,
          title: label(step.label),
          required: step.required,
          max_characters: step.code === 'engraving' ? design.engravingMaxChars : null,
          values: step.values.map((value) => ({ value_id: value.id, code: value.code, title: label(value.label), price: moneyObject(value.price, currency), extra_days: value.extraDays })),
        })),
      ),
    };
  }
}

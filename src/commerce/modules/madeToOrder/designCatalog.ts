/**
 * Designs as the customizer reads them: a design's steps per part with their values, priced for
 * one website. Read in four queries however many designs are asked for.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/connect.ts';
import { customDesignSteps, customDesignValuePrices, customDesignValues, customDesigns } from '../../db/schema/madeToOrder.ts';
import { productLinks, products } from '../../db/schema/catalog.ts';
import type { LocalizedText } from '../../../rules/locales.ts';
import type { CustomizerCategory, DesignGender, DesignPart, DesignStep, RingForm } from '../../../rules/madeToOrder.ts';

export interface DesignValue {
  id: number;
  code: string;
  label: LocalizedText;
  extraDays: number;
  /** Minor units of the website's currency. */
  price: number;
}

export interface DesignStepRecord {
  id: number;
  part: DesignPart;
  code: DesignStep;
  label: LocalizedText;
  required: boolean;
  position: number;
  values: DesignValue[];
}

export interface DesignRecord {
  productId: number;
  sku: string;
  name: LocalizedText;
  typeId: string;
  deliveryDays: number;
  category: CustomizerCategory;
  gender: DesignGender;
  ringForm: RingForm | null;
  engravingMaxChars: number;
  pictureKind: string;
  /** The pieces the design is made of: "piece", or a pair's for_her and for_him, with their product ids. */
  parts: Array<{ part: DesignPart; productId: number; steps: DesignStepRecord[] }>;
}

/** Filters of a design listing; none reads every design. */
export interface DesignFilter {
  category?: CustomizerCategory;
  genders?: readonly DesignGender[];
  skus?: readonly string[];
}

export async function loadDesigns(db: Database, websiteId: number, filter: DesignFilter): Promise<DesignRecord[]> {
  const conditions = [eq(products.isActive, true)];
  if (filter.category) conditions.push(eq(customDesigns.category, filter.category));
  if (filter.genders) conditions.push(inArray(customDesigns.gender, [...filter.genders]));
  if (filter.skus) conditions.push(inArray(products.sku, [...filter.skus]));
  const designs = await db
    .select({ design: customDesigns, sku: products.sku, name: products.name, typeId: products.typeId, deliveryDays: products.deliveryDays })
    .from(customDesigns)
    .innerJoin(products, eq(products.id, customDesigns.productId))
    .where(and(...conditions))
    .orderBy(asc(customDesigns.position));
  if (!designs.length) return [];
  const steps = await db
    .select()
    .from(customDesignSteps)
    .where(inArray(customDesignSteps.designId, designs.map((row) => row.design.productId)))
    .orderBy(asc(customDesignSteps.position), asc(customDesignSteps.id));
  const values = steps.length
    ? await db
        .select({ value: customDesignValues, price: customDesignValuePrices.amount })
        .from(customDesignValues)
        .innerJoin(customDesignValuePrices, and(eq(customDesignValuePrices.valueId, customDesignValues.id), eq(customDesignValuePrices.websiteId, websiteId)))
        .where(inArray(customDesignValues.stepId, steps.map((step) => step.id)))
        .orderBy(asc(customDesignValues.position))
    : [];
  const pairRings = await pairRingsOf(db, designs.filter((row) => row.typeId === 'custom_made_bundle').map((row) => row.design.productId));

  return designs.map(({ design, sku, name, typeId, deliveryDays }) => {
    const ownSteps = steps
      .filter((step) => step.designId === design.productId)
      .map(
        (step): DesignStepRecord => ({
          id: step.id,
          part: step.part as DesignPart,
          code: step.code as DesignStep,
          label: step.label,
          required: step.required,
          position: step.position,
          values: values
            .filter((row) => row.value.stepId === step.id)
            .map((row) => ({ id: row.value.id, code: row.value.code, label: row.value.label, extraDays: row.value.extraDays, price: row.price })),
        }),
      );
    const partCodes = [...new Set(ownSteps.map((step) => step.part))];
    return {
      productId: design.productId,
      sku,
      name,
      typeId,
      deliveryDays: deliveryDays ?? 0,
      category: design.category as CustomizerCategory,
      gender: design.gender as DesignGender,
      ringForm: design.ringForm as RingForm | null,
      engravingMaxChars: design.engravingMaxChars,
      pictureKind: design.pictureKind,
      parts: partCodes.map((part) => ({
        part,
        productId: part === 'piece' ? design.productId : (pairRings.get(`${design.productId}/${part}`) ?? design.productId),
        steps: ownSteps.filter((step) => step.part === part),
      })),
    };
  });
}

/** A pair's rings are the bundle's for_her and for_him choices: their product ids by "pair/part". */
async function pairRingsOf(db: Database, pairIds: readonly number[]): Promise<Map<string, number>> {
  if (!pairIds.length) return new Map();
  const rows = await db.select().from(productLinks).where(and(inArray(productLinks.parentId, [...pairIds]), eq(productLinks.kind, 'bundle')));
  return new Map(rows.map((row) => [`${row.parentId}/${row.optionCode}`, row.childId]));
}

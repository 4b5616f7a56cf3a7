/**
 * Magento's configurable_product_options_selection: for the option values a shopper has chosen on
 * a configurable product's page, which values of each option still lead to a variant for sale, and,
 * once every option is chosen, the variant itself with its pictures. Read from the product's own
 * variants, so the page offers only what can be bought.
 */
import type { ProductView, VariantView } from './productViews.ts';

export interface ConfigurableSelection {
  options_available_for_selection: Array<{ attribute_code: string; option_value_uids: string[] }>;
  media_gallery: ProductView['media_gallery'];
  variant: ProductView | null;
}

/** Whether a variant has every one of the chosen values. */
function hasChoices(variant: VariantView, chosen: ReadonlySet<string>): boolean {
  return [...chosen].every((uid) => variant.attributes?.some((attribute) => attribute?.uid === uid));
}

export function configurableSelection(product: ProductView, valueUids: readonly string[]): ConfigurableSelection {
  const variants = product.variants ?? [];
  const codes = (product.configurable_options ?? []).map((option) => option.attribute_code ?? '');
  const chosen = new Set(valueUids);
  // A value of another option than `code` narrows the values `code` may take; its own value does not.
  const chosenFor = (code: string) => new Set([...chosen].filter((uid) => !variants.some((variant) => variant.attributes?.some((attribute) => attribute?.code === code && attribute.uid === uid))));
  const options_available_for_selection = codes.map((code) => {
    const others = chosenFor(code);
    const uids = variants
      .filter((variant) => hasChoices(variant, others))
      .flatMap((variant) => (variant.attributes ?? []).filter((attribute) => attribute?.code === code).map((attribute) => attribute!.uid));
    return { attribute_code: code, option_value_uids: [...new Set(uids)] };
  });
  const matching = variants.filter((variant) => hasChoices(variant, chosen));
  const complete = codes.every((code) => [...chosen].some((uid) => matching[0]?.attributes?.some((attribute) => attribute?.code === code && attribute.uid === uid)));
  const variant = complete && matching.length === 1 ? matching[0].product : null;
  return {
    options_available_for_selection,
    // The variant's pictures once chosen, when it has its own; the product's otherwise.
    media_gallery: variant?.media_gallery.length ? variant.media_gallery : product.media_gallery,
    variant,
  };
}

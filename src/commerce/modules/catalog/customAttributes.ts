/**
 * The jewellery attributes a product page lists (spec 000 §3: metal, weight, carat, shape, colour,
 * clarity, cut, polish, symmetry, fluorescence, diameter, gemstone number, certificate type and
 * number) as Magento clients read them (`ProductInterface.custom_attributes`, which Venia's product
 * page shows): only those the product has, each titled and valued in the store view's language.
 */
import type { LocaleKey } from '../../../rules/locales.ts';
import { STORE_VIEWS } from '../../../rules/storeViews.ts';
import { attributeTitle, attributeValueLabel } from './attributeLabels.ts';
import { encodeUid } from './uid.ts';
import type { ReferenceData } from './referenceData.ts';

/** The attributes in the order the page lists them, with the unit a number is read in. */
const PAGE_ATTRIBUTES: ReadonlyArray<{ code: string; unit?: string }> = [
  { code: 'metal' },
  { code: 'weight', unit: 'g' },
  { code: 'carat', unit: 'ct' },
  { code: 'shape' },
  { code: 'colour' },
  { code: 'clarity' },
  { code: 'cut' },
  { code: 'polish' },
  { code: 'symmetry' },
  { code: 'fluorescence' },
  { code: 'diameter', unit: 'mm' },
  { code: 'gemstone_number' },
  { code: 'certificate_type' },
  { code: 'certificate_number' },
];

export interface CustomAttributeView {
  selected_attribute_options: null;
  entered_attribute_value: { value: string };
  attribute_metadata: {
    __typename: 'ProductAttributeMetadata';
    uid: string;
    code: string;
    label: string;
    attribute_labels: Array<{ store_code: string; label: string }>;
    data_type: 'STRING';
    is_system: boolean;
    entity_type: 'CATALOG_PRODUCT';
    ui_input: { __typename: 'UiAttributeTypeAny'; ui_input_type: 'TEXT'; is_html_allowed: boolean };
    used_in_components: Array<'PRODUCT_DETAILS_PAGE'>;
  };
}

/** One number format per language: making one costs more than formatting a page's numbers with it. */
const numberFormats = new Map<LocaleKey, Intl.NumberFormat>();

function numberFormat(locale: LocaleKey): Intl.NumberFormat {
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 3 });
    numberFormats.set(locale, format);
  }
  return format;
}

export function customAttributesOf(values: Readonly<Record<string, string | number | null | undefined>>, reference: ReferenceData, locale: LocaleKey): CustomAttributeView[] {
  const numbers = numberFormat(locale);
  return PAGE_ATTRIBUTES.flatMap(({ code, unit }) => {
    const value = values[code];
    if (value == null || value === '') return [];
    const shown = typeof value === 'number' ? `${numbers.format(value)}${unit ? ` ${unit}` : ''}` : attributeValueLabel(code, value, reference, locale);
    return [
      {
        selected_attribute_options: null,
        entered_attribute_value: { value: shown },
        attribute_metadata: {
          __typename: 'ProductAttributeMetadata' as const,
          // Magento's attribute uid: the entity type and the attribute code.
          uid: encodeUid(`catalog_product/${code}`),
          code,
          label: attributeTitle(code, reference, locale),
          attribute_labels: STORE_VIEWS.map((view) => ({ store_code: view.code, label: attributeTitle(code, reference, view.localeKey) })),
          data_type: 'STRING' as const,
          is_system: false,
          entity_type: 'CATALOG_PRODUCT' as const,
          ui_input: { __typename: 'UiAttributeTypeAny' as const, ui_input_type: 'TEXT' as const, is_html_allowed: false },
          used_in_components: ['PRODUCT_DETAILS_PAGE' as const],
        },
      },
    ];
  });
}

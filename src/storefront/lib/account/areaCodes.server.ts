/**
 * The mobile area codes the account forms offer beyond the store's own regions (rules/customer.ts:
 * "offered for many countries"), named in the store view's language by the server's ICU and sorted
 * by those names. The server names them and the page carries the names, so the browser draws the
 * same list it hydrates.
 */
import { HOME_MOBILE_COUNTRIES, MOBILE_COUNTRIES } from '../../../rules/customer.ts';
import { intlLocaleOf, type StoreViewDefinition } from '../storeView/storeView.ts';

export interface OtherArea {
  country: string;
  areaCode: string;
  name: string;
}

const named = new Map<string, OtherArea[]>();

export function otherAreasFor(view: StoreViewDefinition): OtherArea[] {
  const locale = intlLocaleOf(view);
  let areas = named.get(locale);
  if (!areas) {
    const names = new Intl.DisplayNames([locale], { type: 'region' });
    const collator = new Intl.Collator(locale);
    areas = MOBILE_COUNTRIES.filter(({ country }) => !HOME_MOBILE_COUNTRIES.includes(country))
      .map(({ country, areaCode }) => ({ country, areaCode, name: names.of(country) ?? country }))
      .sort((a, b) => collator.compare(a.name, b.name));
    named.set(locale, areas);
  }
  return areas;
}

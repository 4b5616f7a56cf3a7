/**
 * How a store view writes a person's name and asks for it. Kept apart from rules/customer.ts, whose
 * phone number rules are large, so that the pages every visitor loads (the header's account chip)
 * carry only this.
 */
import type { LocaleKey } from './locales.ts';

/**
 * A person's name as a store view writes it on every page: English puts the given name first
 * ("Mei Chan"); Chinese the family name, with no space between names written in Chinese
 * characters ("陳大文", but "Chan Mei" for a name in Latin letters).
 */
export function personName(name: { firstname?: string | null; lastname?: string | null }, localeKey: LocaleKey): string {
  const given = (name.firstname ?? '').trim();
  const family = (name.lastname ?? '').trim();
  if (localeKey === 'en') return [given, family].filter(Boolean).join(' ');
  const han = /^[\p{Script=Han}\u3007]+$/u;
  return [family, given].filter(Boolean).join(han.test(family) && han.test(given) ? '' : ' ');
}

/** The order a store view's forms ask the names in: as personName writes them. */
export function nameFieldOrder(localeKey: LocaleKey): readonly ['firstname', 'lastname'] | readonly ['lastname', 'firstname'] {
  return localeKey === 'en' ? (['firstname', 'lastname'] as const) : (['lastname', 'firstname'] as const);
}

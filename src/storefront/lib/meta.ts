/**
 * Page metadata: title, description, the canonical link and hreflang alternates between the store
 * views of the same page (DESIGN.md §7), built from the root and store layout data.
 */
import type { Location, MetaDescriptor } from 'react-router';
import type { MessageId } from '../i18n/messages/en.ts';
import { STORE_VIEWS, hreflangOf, pathWithinStore, storePath, DEFAULT_STORE_VIEW, type StoreViewDefinition } from './storeView.ts';

interface MatchLike {
  id: string;
  loaderData?: unknown;
  data?: unknown;
}

interface RootMeta {
  /** Compiled ICU messages: arrays of elements, literal text (type 0) and arguments (type 1) having `value`. */
  messages: Record<string, Array<{ type?: number; value?: unknown }>>;
  publicUrl: string;
}

interface StoreMeta {
  store: { name: string };
}

function dataOf<T>(matches: ReadonlyArray<MatchLike | undefined>, id: string): T | undefined {
  const match = matches.find((candidate) => candidate?.id === id);
  return (match?.loaderData ?? match?.data) as T | undefined;
}

/** ICU element type of a simple argument such as `{page}`. */
const ARGUMENT_ELEMENT = 1;

/**
 * A message for `<title>`, which is drawn outside the IntlProvider. Titles are plain text, so the
 * compiled message is its literal parts joined, with simple arguments filled in from `values`.
 */
export function messageOf(matches: ReadonlyArray<MatchLike | undefined>, id: MessageId, values: Record<string, string | number> = {}): string {
  const elements = dataOf<RootMeta>(matches, 'root')?.messages[id];
  if (!elements) return id;
  return elements
    .map((element) => {
      if (typeof element.value !== 'string') return '';
      return element.type === ARGUMENT_ELEMENT ? String(values[element.value] ?? '') : element.value;
    })
    .join('');
}

export interface PageMetaInput {
  title: string;
  description?: string | null;
  /** Pages that are not for search engines (errors, search results). */
  noIndex?: boolean;
  /** Websites that do not have this page (the gold price page is not on the Malaysia website). */
  notOnWebsites?: ReadonlyArray<StoreViewDefinition['websiteCode']>;
}

export function pageMeta(
  args: { matches: ReadonlyArray<MatchLike | undefined>; location: Location },
  page: PageMetaInput,
): MetaDescriptor[] {
  const root = dataOf<RootMeta>(args.matches, 'root');
  const storeName = dataOf<StoreMeta>(args.matches, 'routes/store')?.store.name;
  // Titles written with the brand in them ("… | 謝瑞麟") are kept as they are.
  const named = !storeName || storeName.split('|').some((part) => part.trim().length >= 3 && page.title.includes(part.trim()));
  const title = named || page.title === storeName ? page.title : `${page.title} | ${storeName}`;
  const descriptors: MetaDescriptor[] = [{ title }, { property: 'og:title', content: page.title }];
  if (page.description) {
    descriptors.push({ name: 'description', content: page.description }, { property: 'og:description', content: page.description });
  }
  if (page.noIndex) return [...descriptors, { name: 'robots', content: 'noindex' }];
  const origin = root?.publicUrl ?? '';
  const rest = pathWithinStore(args.location.pathname);
  const canonical = `${origin}${args.location.pathname}`;
  descriptors.push({ tagName: 'link', rel: 'canonical', href: canonical }, { property: 'og:url', content: canonical });
  for (const view of STORE_VIEWS) {
    if (page.notOnWebsites?.includes(view.websiteCode)) continue;
    descriptors.push({ tagName: 'link', rel: 'alternate', hrefLang: hreflangOf(view), href: `${origin}${storePath(view, rest)}` });
  }
  descriptors.push({ tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: `${origin}${storePath(DEFAULT_STORE_VIEW, rest)}` });
  return descriptors;
}

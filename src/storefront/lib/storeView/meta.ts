/**
 * Page metadata: title, description, the canonical link and hreflang alternates between the store
 * views of the same page (docs/design.md, Storefront), built from the root and store layout data.
 */
import type { Location, MetaDescriptor } from 'react-router';
import { catalogOf } from '../../i18n/catalogText.ts';
import { formatMessage } from '../../i18n/formatMessage.ts';
import type { MessageId } from '../../i18n/messages/en.ts';
import { STORE_VIEWS, hreflangOf, pathWithinStore, storePath, storeViewOfPath, DEFAULT_STORE_VIEW, type StoreViewDefinition } from './storeView.ts';

interface MatchLike {
  id: string;
  loaderData?: unknown;
  data?: unknown;
}

interface RootMeta {
  locale: string;
  /** The page's catalog as one JSON text (i18n/catalogText.ts). */
  messages: string;
  publicUrl: string;
}

interface StoreMeta {
  store: { name: string };
}

function dataOf<T>(matches: ReadonlyArray<MatchLike | undefined>, id: string): T | undefined {
  const match = matches.find((candidate) => candidate?.id === id);
  return (match?.loaderData ?? match?.data) as T | undefined;
}

/** A message for `<title>`, which is drawn outside the components' translations. */
export function messageOf(matches: ReadonlyArray<MatchLike | undefined>, id: MessageId, values: Record<string, string | number> = {}): string {
  const root = dataOf<RootMeta>(matches, 'root');
  const message = root ? catalogOf(root.messages)[id] : undefined;
  return message === undefined ? id : formatMessage(root!.locale, message, values);
}

export interface PageMetaInput {
  title: string;
  description?: string | null;
  /** Pages that are not for search engines (errors, search results). */
  noIndex?: boolean;
  /** Websites that do not have this page (the gold price page is not on the Malaysia website). */
  notOnWebsites?: ReadonlyArray<StoreViewDefinition['websiteCode']>;
}

const TITLE_SEPARATOR = ' | ';

/**
 * The page's own part of a title: content and catalog meta titles often carry a brand already
 * ("黃金 | 謝瑞麟", "Gold | TSL"), so the parts that are the store's name are dropped wherever
 * they stand ("Gold | TSL | Page 2" is "Gold | Page 2").
 */
function titleWithoutBrand(title: string, storeName: string): string {
  const brandParts = new Set(storeName.split('|').map((part) => part.trim()).filter(Boolean));
  return title
    .split('|')
    .map((part) => part.trim())
    .filter((part) => part && !brandParts.has(part))
    .join(TITLE_SEPARATOR);
}

/**
 * The one title pattern of every page: "{page} | {store name}" ("黃金 | TSL | 謝瑞麟",
 * "Page not found | TSL | Tse Sui Luen"), the store name alone when the page has no name of its
 * own. `pageTitle` is the page's part, for og:title.
 */
export function documentTitle(matches: ReadonlyArray<MatchLike | undefined>, title: string): { title: string; pageTitle: string } {
  const storeName = dataOf<StoreMeta>(matches, 'routes/store')?.store.name;
  if (!storeName) return { title, pageTitle: title };
  const pageTitle = titleWithoutBrand(title, storeName);
  return { title: pageTitle ? `${pageTitle}${TITLE_SEPARATOR}${storeName}` : storeName, pageTitle: pageTitle || storeName };
}

export function pageMeta(
  args: { matches: ReadonlyArray<MatchLike | undefined>; location: Location },
  page: PageMetaInput,
): MetaDescriptor[] {
  const root = dataOf<RootMeta>(args.matches, 'root');
  const { title, pageTitle } = documentTitle(args.matches, page.title);
  const descriptors: MetaDescriptor[] = [{ title }, { property: 'og:title', content: pageTitle }];
  if (page.description) {
    descriptors.push({ name: 'description', content: page.description }, { property: 'og:description', content: page.description });
  }
  if (page.noIndex) return [...descriptors, { name: 'robots', content: 'noindex' }];
  const origin = root?.publicUrl ?? '';
  const rest = pathWithinStore(args.location.pathname);
  // The page's own alternate: `/tc-hk` and `/tc-hk/` are one page, named one way.
  const canonical = `${origin}${storePath(storeViewOfPath(args.location.pathname), rest)}`;
  descriptors.push({ tagName: 'link', rel: 'canonical', href: canonical }, { property: 'og:url', content: canonical });
  for (const view of STORE_VIEWS) {
    if (page.notOnWebsites?.includes(view.websiteCode)) continue;
    descriptors.push({ tagName: 'link', rel: 'alternate', hrefLang: hreflangOf(view), href: `${origin}${storePath(view, rest)}` });
  }
  descriptors.push({ tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: `${origin}${storePath(DEFAULT_STORE_VIEW, rest)}` });
  return descriptors;
}

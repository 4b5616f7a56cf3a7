/**
 * The mega menu as HTML, drawn once per store view and menu and kept (docs/decisions.md, "The mega
 * menu as the server's HTML"): half a page's elements were the menu's, drawn by React for every
 * page and sent again in every page's data. The page's own marks (the current link, its top
 * category) go into the kept HTML as text, per page.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { TextMemo } from '../../../rules/textMemo.ts';
import { MegaMenuMarkup } from '../../components/shell/header/MegaMenuMarkup.tsx';
import { messagesFor } from '../../i18n/catalogs.server.ts';
import { translationsFor } from '../../i18n/translations.ts';
import { htmlLangOf, pathWithinStore, storePath, type StoreViewDefinition } from '../storeView/storeView.ts';
import { activeTopCategory, type MenuTopCategory } from './menu.ts';

/** Each store view's menu HTML, by the menu it draws (a menu edited in the admin is a new key). */
const drawn = new Map<string, TextMemo<string>>();

export function megaMenuMarkup(view: StoreViewDefinition, menu: MenuTopCategory[]): string {
  if (menu.length === 0) return '';
  let memo = drawn.get(view.code);
  if (!memo) drawn.set(view.code, (memo = new TextMemo<string>(1_000_000)));
  return memo.get(JSON.stringify(menu), () => {
    const { t } = translationsFor(htmlLangOf(view), messagesFor(view.localeKey));
    return renderToStaticMarkup(
      <MegaMenuMarkup menu={menu} label={t('nav.main')} shopAll={(name) => t('nav.shopAll', { name })} storePath={(path) => storePath(view, path)} />,
    );
  });
}

/**
 * The menu's HTML as the page at `pathname` shows it: links to the page itself marked current
 * (`aria-current="page"`) and the top category holding them active, as the browser keeps them
 * after each navigation (MegaMenu.tsx).
 */
export function withCurrentPage(markup: string, view: StoreViewDefinition, menu: MenuTopCategory[], pathname: string): string {
  const current = pathWithinStore(pathname);
  const top = activeTopCategory(menu, current);
  // A link to the current page lies under some top category: no top, no current link.
  if (top === null) return markup;
  const href = `href="${escapeAttribute(storePath(view, current))}"`;
  return markup.replace(`data-menu-top="${top}"`, `data-menu-top="${top}" data-active="true"`).replaceAll(href, `${href} aria-current="page"`);
}

/** An attribute's value as React writes it. */
function escapeAttribute(value: string): string {
  return value.replace(/[&"'<>]/g, (character) => ({ '&': '&amp;', '"': '&quot;', "'": '&#x27;', '<': '&lt;', '>': '&gt;' })[character]!);
}

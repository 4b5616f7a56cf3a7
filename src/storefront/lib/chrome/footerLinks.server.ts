/**
 * The footer's link groups from the CMS block 'footer-links': each heading starts a group and the
 * links after it belong to it, whether the block is Page Builder rows or plain lists.
 */
import { parseHtml, isElement, textContent, type HtmlNode } from '../content/dom.server.ts';
import type { FooterGroup } from './footer.ts';
import { resolveLink } from '../storeView/links.ts';
import { TextMemo } from '../../../rules/textMemo.ts';

/** The groups by origin and block HTML: the same block gives the same groups on every page. Read, never changed. */
const readGroups = new Map<string, TextMemo<FooterGroup[]>>();

export function footerGroupsOf(html: string | null | undefined, ownOrigin: string): FooterGroup[] {
  if (!html) return [];
  let memo = readGroups.get(ownOrigin);
  if (!memo) readGroups.set(ownOrigin, (memo = new TextMemo<FooterGroup[]>(200_000)));
  return memo.get(html, () => readFooterGroups(html, ownOrigin));
}

function readFooterGroups(html: string, ownOrigin: string): FooterGroup[] {
  const groups: FooterGroup[] = [];
  const visit = (nodes: HtmlNode[]) => {
    for (const node of nodes) {
      if (!isElement(node) || node.name === 'style' || node.name === 'script') continue;
      if (/^h[2-6]$/.test(node.name)) {
        const title = textContent(node).trim();
        if (title) groups.push({ title, links: [] });
      } else if (node.name === 'a') {
        const link = resolveLink(node.attribs.href, ownOrigin);
        const label = textContent(node).trim();
        if (link && label && groups.length) {
          groups.at(-1)!.links.push(link.internal ? { label, href: link.path, external: false } : { label, href: link.href, external: true });
        }
      } else visit(node.children);
    }
  };
  visit(parseHtml(html));
  return groups.filter((group) => group.links.length > 0);
}

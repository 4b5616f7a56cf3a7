/**
 * A small, read-only view of parsed HTML for the content parser. The parser is htmlparser2, the
 * one sanitize-html runs on: it is taken from sanitize-html's own dependencies, so the version
 * that parses here is the version that sanitizes, and no DOM is needed on the server.
 */
import { createRequire } from 'node:module';

export interface HtmlText {
  type: 'text';
  data: string;
}

export interface HtmlElement {
  type: 'tag' | 'script' | 'style';
  name: string;
  attribs: Record<string, string>;
  children: HtmlNode[];
}

export type HtmlNode = HtmlElement | HtmlText | { type: 'comment' | 'directive' | 'cdata'; children?: HtmlNode[] };

interface HtmlParser2 {
  parseDocument(html: string, options?: { decodeEntities?: boolean; lowerCaseAttributeNames?: boolean }): { children: HtmlNode[] };
  DomUtils: {
    getInnerHTML(node: HtmlNode, options?: { decodeEntities?: boolean }): string;
    textContent(node: HtmlNode | HtmlNode[]): string;
  };
}

const requireFromSanitizeHtml = createRequire(createRequire(import.meta.url).resolve('sanitize-html'));
const htmlparser2 = requireFromSanitizeHtml('htmlparser2') as HtmlParser2;

export function parseHtml(html: string): HtmlNode[] {
  return htmlparser2.parseDocument(html, { decodeEntities: true }).children;
}

export function isElement(node: HtmlNode | undefined): node is HtmlElement {
  return !!node && (node.type === 'tag' || node.type === 'script' || node.type === 'style');
}

export function elementChildren(node: HtmlElement): HtmlElement[] {
  return node.children.filter(isElement);
}

export function firstElementChild(node: HtmlElement): HtmlElement | undefined {
  return node.children.find(isElement);
}

export function innerHtml(node: HtmlElement): string {
  return htmlparser2.DomUtils.getInnerHTML(node);
}

export function textContent(node: HtmlNode | HtmlNode[]): string {
  return htmlparser2.DomUtils.textContent(node);
}

export function attribute(node: HtmlElement | undefined, name: string): string | undefined {
  return node?.attribs[name];
}

export function hasClass(node: HtmlElement, className: string): boolean {
  return (node.attribs.class ?? '').split(/\s+/).includes(className);
}

/** Depth-first search below a node (not the node itself). */
export function findElement(node: HtmlElement, test: (element: HtmlElement) => boolean): HtmlElement | undefined {
  for (const child of elementChildren(node)) {
    if (test(child)) return child;
    const found = findElement(child, test);
    if (found) return found;
  }
  return undefined;
}

export function findAllElements(node: HtmlElement, test: (element: HtmlElement) => boolean): HtmlElement[] {
  const found: HtmlElement[] = [];
  const visit = (element: HtmlElement) => {
    for (const child of elementChildren(element)) {
      if (test(child)) found.push(child);
      visit(child);
    }
  };
  visit(node);
  return found;
}

export const byDataElement = (name: string) => (element: HtmlElement) => element.attribs['data-element'] === name;

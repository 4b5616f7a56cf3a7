/**
 * Parses stored Page Builder HTML into the content tree of types.ts (spec 001 §3.3), on the
 * server. Each `data-content-type` element is read by the reader of its type (readers.server.ts);
 * a reader that fails drops that block only, and hidden blocks (display: none) are not rendered.
 * Content without markers is plain HTML.
 */
import { parseDeclarations, pbStylesOf } from './css.ts';
import { isElement, parseHtml, textContent, type HtmlNode } from './dom.server.ts';
import type { ParseContext, Reader } from './fields.server.ts';
import { READERS } from './readers.server.ts';
import { sanitizeContentHtml } from './sanitize.server.ts';
import type { ContentBlock } from './types.ts';

export type { ParseContext };

export interface ParseOptions {
  /** Told about a block that could not be read; the page renders without it. */
  onSkip?: (type: string, error: unknown) => void;
}

export function parseContent(html: string | null | undefined, context: ParseContext, options: ParseOptions = {}): ContentBlock[] {
  if (!html?.trim()) return [];
  if (!html.includes('data-content-type')) {
    return [{ type: 'html', html: sanitizeContentHtml(html, context), style: {} }];
  }
  const nodes = parseHtml(html);
  const pbStyles = pageBuilderStyles(nodes);
  const reader: Reader = {
    context,
    styleOf: (element) => {
      if (!element) return new Map();
      const id = element.attribs['data-pb-style'];
      return parseDeclarations(`${(id && pbStyles.get(id)) ?? ''};${element.attribs.style ?? ''}`);
    },
    blocks: (children) => readBlocks(children, reader, options),
  };
  return reader.blocks(nodes);
}

/** The `<style>` rules Page Builder (2.4.3+) writes for elements marked data-pb-style. */
function pageBuilderStyles(nodes: HtmlNode[]): Map<string, string> {
  const styles = new Map<string, string>();
  const visit = (list: HtmlNode[]) => {
    for (const node of list) {
      if (!isElement(node)) continue;
      if (node.name === 'style') pbStylesOf(textContent(node)).forEach((value, id) => styles.set(id, value));
      else visit(node.children);
    }
  };
  visit(nodes);
  return styles;
}

/** Content-type elements among the descendants of `nodes`, not looking inside one once found. */
function readBlocks(nodes: HtmlNode[], reader: Reader, options: ParseOptions): ContentBlock[] {
  const blocks: ContentBlock[] = [];
  for (const node of nodes) {
    if (!isElement(node) || node.name === 'style' || node.name === 'script') continue;
    const type = node.attribs['data-content-type'];
    if (!type) {
      blocks.push(...readBlocks(node.children, reader, options));
      continue;
    }
    const read = READERS[type];
    if (!read || reader.styleOf(node).get('display') === 'none') continue;
    try {
      const block = read(node, reader);
      if (block) blocks.push(block);
    } catch (error) {
      options.onSkip?.(type, error);
    }
  }
  return blocks;
}

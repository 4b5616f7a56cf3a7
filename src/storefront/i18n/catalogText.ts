/**
 * A page's message catalog as it travels in the root loader's data: one JSON text rather than an
 * object of a few hundred messages (docs/decisions.md, "The catalog as one text"). React Router
 * encodes an object value by value and the browser decodes it so; a text is written once by the
 * server (kept per language and kind of page) and read by the browser's own JSON parser.
 */
import type { CompactMessage } from './compactMessage.ts';
import type { MessageId } from './messages/en.ts';

export type Catalog = Partial<Record<MessageId, CompactMessage>>;

/** The catalogs read, by their text: a page draws with the same catalog many times. */
const read = new Map<string, Catalog>();

export function catalogOf(text: string | undefined): Catalog {
  if (!text) return {};
  let catalog = read.get(text);
  if (!catalog) {
    // A few at most: a store view's kinds of page visited in one session, and the server's.
    if (read.size >= 32) read.delete(read.keys().next().value!);
    read.set(text, (catalog = JSON.parse(text) as Catalog));
  }
  return catalog;
}

/**
 * Messages as pages carry them. Most messages are plain text and travel as a string; the rest as
 * a short list of parts. Every page sends its language's whole catalog with its data, so the form
 * matters: FormatJS's element trees made it 89 kB of the home page and a long parse before hydration.
 */

/** `#` inside a plural case: the count, formatted as a number. */
export interface CountPart {
  count: true;
}

/** `{name}`: the value, as text. */
export interface ArgumentPart {
  arg: string;
}

/** `{name, plural, =0 {…} one {…} other {…}}` (or `selectordinal`), with its offset. */
export interface PluralPart {
  plural: string;
  ordinal?: true;
  offset?: number;
  cases: Record<string, MessagePart[]>;
}

export type MessagePart = string | ArgumentPart | CountPart | PluralPart;

export type CompactMessage = string | MessagePart[];

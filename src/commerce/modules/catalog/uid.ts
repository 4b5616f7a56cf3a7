/**
 * Magento's `uid`: base64 of the entity id for products and categories, and of a slash-separated
 * path for option values (e.g. "configurable/metal_colour/2"), so clients treat all of them as
 * opaque strings.
 */
export function encodeUid(value: number | string): string {
  return Buffer.from(String(value), 'utf8').toString('base64');
}

/** The entity id behind a uid, or undefined when the text is not the uid of an id. */
export function decodeUid(uid: string): number | undefined {
  const text = uid.trim();
  if (!/^[A-Za-z0-9+/]{1,16}={0,2}$/.test(text)) return undefined;
  const decoded = Buffer.from(text, 'base64').toString('utf8');
  return /^\d{1,9}$/.test(decoded) ? Number(decoded) : undefined;
}

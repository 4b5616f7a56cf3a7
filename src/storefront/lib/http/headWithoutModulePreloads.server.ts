/**
 * Takes React Router's module preload links out of a finished page's <head>. React hoists them
 * there, so a phone on a slow network would spend its first seconds fetching 140 kB of scripts
 * alongside the page and its first picture, and a browser that has them early runs them before its
 * first paint. Without them the scripts are fetched once the page has been read (the import
 * statements at the end of <body> name every route module), so the page shows first and comes alive
 * a moment later, as server rendering intends.
 */
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*\/?>/g;
const HEAD_END = Buffer.from('</head>');

export function headWithoutModulePreloads(page: Buffer): Buffer {
  // Only the head is read as text; the body, often most of the page, passes as the bytes it is.
  const end = page.indexOf(HEAD_END);
  const cut = end === -1 ? page.length : end + HEAD_END.length;
  const head = page.subarray(0, cut).toString('utf8');
  const cleaned = head.replace(MODULE_PRELOAD, '');
  if (cleaned.length === head.length) return page;
  return Buffer.concat([Buffer.from(cleaned), page.subarray(cut)]);
}

/**
 * Whole numbers as the store's languages write them: digits in groups of three, a comma between
 * ("23,800"), the minus sign first. English and Chinese write them alike in Hong Kong, Macau and
 * Malaysia (digits.test.ts compares every store view's locale with Intl.NumberFormat).
 *
 * Written out rather than asked of Intl.NumberFormat because a browser's first number format
 * loads its locale data, one block of 20-30 ms on a desktop processor and four times that on a
 * phone: a long task in every page's start that the page's prices and counts were its only reason
 * for (docs/decisions.md, "Numbers without the locale data").
 */

/** "1,234,567" for 1234567; "-1,000" for -1000. For safe integers only. */
export function groupDigits(whole: number): string {
  const digits = String(Math.abs(whole));
  const head = digits.length % 3 || 3;
  let text = digits.slice(0, head);
  for (let at = head; at < digits.length; at += 3) text += `,${digits.slice(at, at + 3)}`;
  return whole < 0 ? `-${text}` : text;
}

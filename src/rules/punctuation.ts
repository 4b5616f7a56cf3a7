/**
 * Colons and brackets where code joins texts: Chinese writes full-width ones with no spaces around
 * them ("運費：", "旺角（3）"), English half-width ones with a space ("Shipping: ", "Mong Kok (3)").
 * Catalogue texts carry their own; this is for texts put together in code, by the API and the
 * storefront alike.
 */
export interface Punctuation {
  /** A label before what it names: "Email: ", "電郵：". */
  label(text: string): string;
  /** A text with a remark beside it: "Mong Kok (3)", "旺角（3）". */
  aside(text: string, remark: string): string;
  /** A remark in brackets, drawn apart from its text: "(3)", "（3）"... */
  brackets(remark: string | number): string;
  /** ...after this gap: a space in English, none in Chinese. */
  asideGap: string;
}

const HALF_WIDTH: Punctuation = {
  label: (text) => `${text}: `,
  aside: (text, remark) => `${text} (${remark})`,
  brackets: (remark) => `(${remark})`,
  asideGap: ' ',
};
const FULL_WIDTH: Punctuation = {
  label: (text) => `${text}：`,
  aside: (text, remark) => `${text}（${remark}）`,
  brackets: (remark) => `（${remark}）`,
  asideGap: '',
};

/** By a locale key (zh-Hant) or an Intl locale (zh-Hant-HK). */
export function punctuationFor(locale: string): Punctuation {
  return locale.startsWith('zh') ? FULL_WIDTH : HALF_WIDTH;
}

/** What a form's action answers, read by the form (useFormAnswer) to draw it again. */
import type { FormProblems } from './formProblems.ts';

export interface FormAnswer {
  /** Which form of the page answered (a page may hold several). */
  form: string;
  problems: FormProblems;
  /** A message id of the page's own, for a success note. */
  done?: string;
  /**
   * What the shopper typed, passwords and tokens left out: a page drawn again without scripts
   * fills its fields with them (with scripts the fields keep their text anyway).
   */
  values?: Record<string, string | undefined>;
}

/** Fields never sent back to the page. */
const SECRET_FIELDS = /password|recaptcha|token/i;

export function typedValues(values: Record<string, string | undefined>): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(values).filter(([name]) => !SECRET_FIELDS.test(name)));
}

/**
 * What stopped a form, above it: the form's refusal, then each refused field as a link to it.
 * Focus moves here when it appears, so keyboard and screen reader users start from the list of
 * what to fix. With a title (the checkout), the summary is a titled list that names each field
 * and the step refused; without, it counts the fields to fix. The fields are listed in the order
 * the form shows them, which the rules need not follow (a Chinese form asks the family name first).
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { usePunctuation } from '../../i18n/punctuation.ts';
import { useT } from '../../i18n/useT.ts';
import type { FormProblems } from '../../lib/forms/formProblems.ts';
import { fieldId } from './Field.tsx';
import { useProblemText } from './useProblemText.ts';
import styles from './form.module.css';

export interface ErrorSummaryProps {
  form: string;
  problems: FormProblems;
  title?: string;
  /** Field name to its label, to name each refused field. */
  labels?: Record<string, string>;
}

/**
 * Refused fields in the order the form shows them: by `positionOf` (-1 for a field not found on
 * the page, which keeps its place after the others).
 */
export function inFormOrder<T>(fields: ReadonlyArray<readonly [string, T]>, positionOf: (name: string) => number): Array<readonly [string, T]> {
  const rank = (name: string) => {
    const position = positionOf(name);
    return position < 0 ? Number.MAX_SAFE_INTEGER : position;
  };
  return fields
    .map((field, index) => ({ field, index, rank: rank(field[0]) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ field }) => field);
}

export function ErrorSummary({ form, problems, title, labels = {} }: ErrorSummaryProps) {
  const t = useT();
  const problemText = useProblemText();
  const punctuation = usePunctuation();
  const ref = useRef<HTMLDivElement>(null);
  // The page's order of the form's fields, read once drawn; until then, the rules' order.
  const [pageOrder, setPageOrder] = useState<readonly string[]>([]);
  useLayoutEffect(() => {
    setPageOrder(Array.from(document.querySelectorAll<HTMLElement>(`[id^="${CSS.escape(`${form}-`)}"]`), (element) => element.id));
  }, [form, problems]);
  const fields = inFormOrder(Object.entries(problems.fields), (name) => pageOrder.indexOf(fieldId(form, name)));
  const refusal = problems.form;
  const shown = fields.length > 0 || Boolean(refusal);
  useEffect(() => {
    if (shown) ref.current?.focus();
  }, [shown, problems]);
  if (!shown) return null;
  const titleId = `${form}-error-title`;
  const fieldLinks = fields.map(([name, problem]) => (
    <li key={name}>
      <a href={`#${fieldId(form, name)}`}>
        {labels[name] ? punctuation.label(labels[name]) : null}
        {problemText(problem)}
      </a>
    </li>
  ));
  if (title) {
    return (
      <div
        ref={ref}
        className={`${styles.errorSummary} ${styles.titled}`}
        role="alert"
        tabIndex={-1}
        id={`${form}-errors`}
        aria-labelledby={titleId}
      >
        <h2 id={titleId} className={styles.errorTitle}>
          {title}
        </h2>
        <ul>
          {refusal ? (
            <li>
              {refusal.topic ? <strong>{punctuation.label(t(refusal.topic))}</strong> : null}
              {problemText(refusal)}
            </li>
          ) : null}
          {fieldLinks}
        </ul>
      </div>
    );
  }
  return (
    <div ref={ref} className={styles.errorSummary} role="alert" tabIndex={-1} id={`${form}-errors`}>
      {refusal ? <p>{problemText(refusal)}</p> : null}
      {fields.length > 0 ? (
        <>
          <p>{t('account.errorSummary', { count: fields.length })}</p>
          <ul>{fieldLinks}</ul>
        </>
      ) : null}
    </div>
  );
}

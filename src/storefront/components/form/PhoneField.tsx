/**
 * A phone number with its area code: two inputs side by side (under a legend where the form
 * names the pair), one refusal for both, tied to each (the rules refuse the number for the area
 * code chosen).
 */
import type { ProblemMessage } from '../../lib/forms/formProblems.ts';
import { fieldId, type SelectOption } from './Field.tsx';
import { useProblemText } from './useProblemText.ts';
import styles from './form.module.css';

interface PhonePart {
  name: string;
  label: string;
  defaultValue?: string | null;
  /** The page's own id where it predates `<form>-<name>`. */
  id?: string;
}

export function PhoneField({
  form,
  legend,
  areaCode,
  number,
  problem,
}: {
  form: string;
  legend?: string;
  areaCode: PhonePart & { options: readonly SelectOption[] };
  number: PhonePart;
  problem?: ProblemMessage;
}) {
  const problemText = useProblemText();
  const areaId = areaCode.id ?? fieldId(form, areaCode.name);
  const numberId = number.id ?? fieldId(form, number.name);
  const errorId = `${numberId}-error`;
  const fields = (
    <>
      <div className={styles.phoneRow}>
        <div className={styles.field}>
          <label htmlFor={areaId}>{areaCode.label}</label>
          <select id={areaId} name={areaCode.name} defaultValue={areaCode.defaultValue ?? undefined} aria-describedby={problem ? errorId : undefined}>
            {areaCode.options.map((option) => (
              // Countries may share a calling code (+1, +44), so the label keeps the keys apart.
              <option key={`${option.value} ${option.label}`} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={numberId}>{number.label}</label>
          <input
            id={numberId}
            name={number.name}
            type="tel"
            autoComplete="tel-national"
            inputMode="tel"
            defaultValue={number.defaultValue ?? undefined}
            aria-required
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? errorId : undefined}
          />
        </div>
      </div>
      {problem ? (
        <p id={errorId} className={styles.fieldError}>
          {problemText(problem)}
        </p>
      ) : null}
    </>
  );
  return legend ? (
    <fieldset className={styles.fieldset}>
      <legend>{legend}</legend>
      {fields}
    </fieldset>
  ) : (
    <div className={styles.field}>{fields}</div>
  );
}

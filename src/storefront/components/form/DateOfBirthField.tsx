/** Spec 001 §5: a date of birth as day 1 to 31, month 1 to 12 and a four-digit year. */
import { useT } from '../../i18n/useT.ts';
import type { ProblemMessage } from '../../lib/forms/formProblems.ts';
import { fieldId } from './Field.tsx';
import { useProblemText } from './useProblemText.ts';
import styles from './form.module.css';

export function DateOfBirthField({ form, problem, defaultValue }: { form: string; problem?: ProblemMessage; defaultValue?: string | null }) {
  const t = useT();
  const problemText = useProblemText();
  const [year, month, day] = (defaultValue ?? '').split('-');
  const errorId = `${fieldId(form, 'dob_day')}-error`;
  const parts = [
    { name: 'dob_day', label: t('account.dobDay'), value: day ? String(Number(day)) : '', size: 2, autoComplete: 'bday-day' },
    { name: 'dob_month', label: t('account.dobMonth'), value: month ? String(Number(month)) : '', size: 2, autoComplete: 'bday-month' },
    { name: 'dob_year', label: t('account.dobYear'), value: year ?? '', size: 4, autoComplete: 'bday-year' },
  ];
  return (
    <fieldset className={styles.fieldset}>
      <legend>{t('account.dateOfBirth')}</legend>
      <div className={styles.dateRow}>
        {parts.map((part) => (
          <div key={part.name} className={styles.field}>
            <label htmlFor={fieldId(form, part.name)}>{part.label}</label>
            <input
              id={fieldId(form, part.name)}
              name={part.name}
              inputMode="numeric"
              maxLength={part.size}
              size={part.size + 1}
              autoComplete={part.autoComplete}
              defaultValue={part.value}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? errorId : undefined}
            />
          </div>
        ))}
      </div>
      {problem ? (
        <p id={errorId} className={styles.fieldError}>
          {problemText(problem)}
        </p>
      ) : null}
    </fieldset>
  );
}

/**
 * The fields of the account forms. Each label names its input; a refusal sits under its field and
 * is tied to it (aria-describedby, aria-invalid); the summary above the form lists the refusals as
 * links to their fields and takes focus, so keyboard and screen reader users land on it.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { useT, type MessageId } from '../../i18n/useT.ts';
import type { FormProblem } from '../../../rules/customerForms.ts';
import styles from './account.module.css';

export function fieldId(form: string, name: string): string {
  return `${form}-${name}`;
}

function problemText(t: ReturnType<typeof useT>, problem: FormProblem): string {
  return t(`account.problem.${problem.reason}` as MessageId);
}

export function ErrorSummary({ form, problems, message }: { form: string; problems: FormProblem[]; message?: string }) {
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  const shown = problems.length > 0 || Boolean(message);
  useEffect(() => {
    if (shown) ref.current?.focus();
  }, [shown, problems, message]);
  if (!shown) return null;
  return (
    <div ref={ref} className={styles.errorSummary} role="alert" tabIndex={-1} id={`${form}-errors`}>
      {message ? <p>{message}</p> : null}
      {problems.length > 0 ? (
        <>
          <p>{t('account.errorSummary', { count: problems.length })}</p>
          <ul>
            {problems.map((problem) => (
              <li key={problem.field}>
                <a href={`#${fieldId(form, problem.field)}`}>{problemText(t, problem)}</a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}

export function Notice({ children }: { children: ReactNode }) {
  return (
    <p className={styles.notice} role="status">
      {children}
    </p>
  );
}

interface FieldProps {
  form: string;
  name: string;
  label: string;
  problem?: FormProblem;
  hint?: string;
}

function describedBy(id: string, problem?: FormProblem, hint?: string): string | undefined {
  return [problem ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
}

function FieldMessages({ id, problem, hint }: { id: string; problem?: FormProblem; hint?: string }) {
  const t = useT();
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {problem ? (
        <p id={`${id}-error`} className={styles.fieldError}>
          {problemText(t, problem)}
        </p>
      ) : null}
    </>
  );
}

export function TextField({
  form,
  name,
  label,
  problem,
  hint,
  type = 'text',
  autoComplete,
  defaultValue,
  required = true,
  inputMode,
}: FieldProps & { type?: string; autoComplete?: string; defaultValue?: string | null; required?: boolean; inputMode?: 'numeric' | 'tel' | 'email' }) {
  const id = fieldId(form, name);
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        defaultValue={defaultValue ?? undefined}
        aria-required={required || undefined}
        aria-invalid={problem ? true : undefined}
        aria-describedby={describedBy(id, problem, hint)}
        inputMode={inputMode}
      />
      <FieldMessages id={id} problem={problem} hint={hint} />
    </div>
  );
}

export function SelectField({
  form,
  name,
  label,
  problem,
  options,
  defaultValue,
  placeholder,
  required = true,
}: FieldProps & { options: Array<{ value: string; label: string }>; defaultValue?: string | null; placeholder?: string; required?: boolean }) {
  const id = fieldId(form, name);
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        defaultValue={defaultValue ?? ''}
        aria-required={required || undefined}
        aria-invalid={problem ? true : undefined}
        aria-describedby={describedBy(id, problem)}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessages id={id} problem={problem} />
    </div>
  );
}

export function CheckboxField({ form, name, label, problem, defaultChecked }: FieldProps & { defaultChecked?: boolean | null }) {
  const id = fieldId(form, name);
  return (
    <div className={styles.checkbox}>
      <input
        id={id}
        name={name}
        type="checkbox"
        defaultChecked={defaultChecked ?? false}
        aria-invalid={problem ? true : undefined}
        aria-describedby={describedBy(id, problem)}
      />
      <label htmlFor={id}>{label}</label>
      <FieldMessages id={id} problem={problem} />
    </div>
  );
}

/** Spec 000 §3: a mobile phone with its area code; the area code list of rules/customer.ts. */
export function MobileField({
  form,
  problemOf,
  defaultAreaCode,
  defaultNumber,
}: {
  form: string;
  problemOf: (field: string) => FormProblem | undefined;
  defaultAreaCode: string;
  defaultNumber?: string | null;
}) {
  const t = useT();
  const areaId = fieldId(form, 'mobile_area_code');
  const numberId = fieldId(form, 'mobile');
  const problem = problemOf('mobile_area_code') ?? problemOf('mobile');
  const errorId = `${numberId}-error`;
  return (
    <fieldset className={styles.fieldset}>
      <legend>{t('account.mobile')}</legend>
      <div className={styles.mobileRow}>
        <div className={styles.field}>
          <label htmlFor={areaId}>{t('account.areaCode')}</label>
          <select id={areaId} name="mobile_area_code" defaultValue={defaultAreaCode} aria-describedby={problem ? errorId : undefined}>
            {AREA_CODES.map((code) => (
              <option key={code} value={code}>
                {t(`account.area.${code}` as MessageId)}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={numberId}>{t('account.mobile')}</label>
          <input
            id={numberId}
            name="mobile"
            type="tel"
            autoComplete="tel-national"
            inputMode="tel"
            defaultValue={defaultNumber ?? undefined}
            aria-required
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? errorId : undefined}
          />
        </div>
      </div>
      {problem ? (
        <p id={errorId} className={styles.fieldError}>
          {t(`account.problem.${problem.reason}` as MessageId)}
        </p>
      ) : null}
    </fieldset>
  );
}

export const AREA_CODES = ['852', '853', '60', '65', '86'] as const;

/** Spec 001 §5: day 1 to 31, month 1 to 12, a four-digit year. */
export function DateOfBirthField({ form, problem, defaultValue }: { form: string; problem?: FormProblem; defaultValue?: string | null }) {
  const t = useT();
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
          {t(`account.problem.${problem.reason}` as MessageId)}
        </p>
      ) : null}
    </fieldset>
  );
}

export function SubmitButton({ label, submitting }: { label: string; submitting: boolean }) {
  return (
    <button type="submit" className="button button--primary" disabled={submitting} aria-busy={submitting || undefined}>
      {label}
    </button>
  );
}

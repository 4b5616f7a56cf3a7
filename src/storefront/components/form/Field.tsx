/**
 * The fields of every form of the shop. Each label names its input; a hint and a refusal sit under
 * their field and are tied to it (aria-describedby, aria-invalid), so a screen reader reads them
 * with the field. Ids are `<form>-<name>` (the error summary links to them), or the page's own.
 */
import type { ReactNode } from 'react';
import type { ProblemMessage } from '../../lib/forms/formProblems.ts';
import { useProblemText } from './useProblemText.ts';
import styles from './form.module.css';

export function fieldId(form: string, name: string): string {
  return `${form}-${name}`;
}

export interface FieldProps {
  form: string;
  name: string;
  label: string;
  problem?: ProblemMessage;
  hint?: string;
  /** The page's own id where it predates `<form>-<name>`. */
  id?: string;
  /** Required unless said otherwise; an optional field's label says so where `optionalNote` is given. */
  required?: boolean;
  optionalNote?: string;
  /** Across the whole row of a two-column grid. */
  wide?: boolean;
}

/** The ids an input is described by: its hint, then its refusal. */
export function describedBy(id: string, problem?: ProblemMessage, hint?: string): string | undefined {
  return [hint ? `${id}-hint` : '', problem ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

export function FieldMessages({ id, problem, hint }: { id: string; problem?: ProblemMessage; hint?: string }) {
  const problemText = useProblemText();
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {problem ? (
        <p id={`${id}-error`} className={styles.fieldError}>
          {problemText(problem)}
        </p>
      ) : null}
    </>
  );
}

function FieldFrame({ id, label, required = true, optionalNote, wide, problem, hint, children }: FieldProps & { id: string; children: ReactNode }) {
  return (
    <div className={wide ? `${styles.field} ${styles.wide}` : styles.field}>
      <label htmlFor={id}>
        {label}
        {!required && optionalNote ? <span className={styles.optional}> {optionalNote}</span> : null}
      </label>
      {children}
      <FieldMessages id={id} problem={problem} hint={hint} />
    </div>
  );
}

function inputAria(id: string, { problem, hint, required = true }: FieldProps) {
  return {
    'aria-required': required || undefined,
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': describedBy(id, problem, hint),
  } as const;
}

type InputMode = 'text' | 'numeric' | 'decimal' | 'tel' | 'email';

export function TextField({
  type = 'text',
  autoComplete,
  inputMode,
  defaultValue,
  maxLength,
  autoCapitalize,
  ...props
}: FieldProps & {
  type?: 'text' | 'email' | 'tel' | 'password' | 'date';
  autoComplete?: string;
  inputMode?: InputMode;
  defaultValue?: string | null;
  maxLength?: number;
  autoCapitalize?: string;
}) {
  const id = props.id ?? fieldId(props.form, props.name);
  return (
    <FieldFrame {...props} id={id}>
      <input
        id={id}
        name={props.name}
        type={type}
        autoComplete={autoComplete}
        inputMode={inputMode}
        maxLength={maxLength}
        autoCapitalize={autoCapitalize}
        defaultValue={defaultValue ?? undefined}
        {...inputAria(id, props)}
      />
    </FieldFrame>
  );
}

export function TextAreaField({ defaultValue, rows = 4, maxLength, ...props }: FieldProps & { defaultValue?: string | null; rows?: number; maxLength?: number }) {
  const id = props.id ?? fieldId(props.form, props.name);
  return (
    <FieldFrame {...props} id={id}>
      <textarea id={id} name={props.name} rows={rows} maxLength={maxLength} defaultValue={defaultValue ?? undefined} {...inputAria(id, props)} />
    </FieldFrame>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

export function SelectField({
  options,
  placeholder,
  defaultValue,
  ...props
}: FieldProps & { options: readonly SelectOption[]; placeholder?: string; defaultValue?: string | null }) {
  const id = props.id ?? fieldId(props.form, props.name);
  return (
    <FieldFrame {...props} id={id}>
      <select id={id} name={props.name} defaultValue={defaultValue ?? ''} {...inputAria(id, props)}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

/** A box to tick; its label follows it. */
export function CheckboxField({ form, name, label, problem, defaultChecked }: Omit<FieldProps, 'hint' | 'required'> & { defaultChecked?: boolean | null }) {
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

/** A success note after a form was saved. */
export function Notice({ children }: { children: ReactNode }) {
  return (
    <p className={styles.notice} role="status">
      {children}
    </p>
  );
}


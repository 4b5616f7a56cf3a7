/**
 * The checkout's fields: a label above each input, and the reason it was refused below it, tied
 * to the input with aria-describedby so a screen reader reads it with the field.
 */
import type { ReactNode } from 'react';
import type { FieldReason } from '../../../rules/checkoutForms.ts';
import { useT } from '../../i18n/useT.ts';
import styles from './checkout.module.css';

export type FieldReasons = Record<string, FieldReason>;

export const fieldId = (name: string) => `checkout-${name}`;
const errorId = (name: string) => `checkout-${name}-error`;

interface FieldProps {
  name: string;
  label: string;
  values: Record<string, string>;
  errors: FieldReasons;
  required?: boolean;
  hint?: string;
  wide?: boolean;
}

function FieldFrame({ name, label, errors, required, hint, wide, children }: Omit<FieldProps, 'values'> & { children: ReactNode }) {
  const t = useT();
  const reason = errors[name];
  return (
    <div className={`${styles.field} ${wide ? styles.wide : ''}`}>
      <label htmlFor={fieldId(name)}>
        {label}
        {required ? null : <span className={styles.optional}> {t('checkout.optional')}</span>}
      </label>
      {children}
      {hint ? (
        <p id={`${fieldId(name)}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {reason ? (
        <p id={errorId(name)} className={styles.fieldError}>
          {t(`checkout.reason.${reason}`)}
        </p>
      ) : null}
    </div>
  );
}

function describedBy(name: string, errors: FieldReasons, hint?: string): string | undefined {
  return [hint ? `${fieldId(name)}-hint` : '', errors[name] ? errorId(name) : ''].filter(Boolean).join(' ') || undefined;
}

export function TextField({
  type = 'text',
  autoComplete,
  inputMode,
  ...props
}: FieldProps & { type?: 'text' | 'email' | 'tel'; autoComplete?: string; inputMode?: 'text' | 'email' | 'tel' | 'numeric' }) {
  const { name, values, errors, required, hint } = props;
  return (
    <FieldFrame {...props}>
      <input
        id={fieldId(name)}
        name={name}
        type={type}
        inputMode={inputMode}
        autoComplete={autoComplete}
        defaultValue={values[name] ?? ''}
        required={required}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={describedBy(name, errors, hint)}
      />
    </FieldFrame>
  );
}

export function SelectField({ options, placeholder, ...props }: FieldProps & { options: Array<{ value: string; label: string }>; placeholder: string }) {
  const { name, values, errors, required } = props;
  return (
    <FieldFrame {...props}>
      <select
        id={fieldId(name)}
        name={name}
        defaultValue={values[name] ?? ''}
        required={required}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={describedBy(name, errors)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

/**
 * What stopped a step, above its form: each refused field as a link to it, and each step's
 * refusal as the API worded it (spec 001 §8 step failures). Focus moves here when it appears, so
 * keyboard and screen reader users start from the list of what to fix.
 */
import { useEffect, useRef } from 'react';
import type { StepErrors } from '../../lib/checkout/checkout.server.ts';
import { useT, type MessageId } from '../../i18n/useT.ts';
import { fieldId, type FieldReasons } from './FormFields.tsx';
import styles from './checkout.module.css';

export interface ErrorSummaryProps {
  fieldErrors?: FieldReasons;
  stepErrors?: StepErrors;
  /** Field name to its label, to name each refused field. */
  labels?: Record<string, string>;
}

export function ErrorSummary({ fieldErrors = {}, stepErrors = {}, labels = {} }: ErrorSummaryProps) {
  const t = useT();
  const heading = useRef<HTMLDivElement>(null);
  const fields = Object.entries(fieldErrors);
  const steps = Object.entries(stepErrors);
  const count = fields.length + steps.length;
  useEffect(() => {
    if (count) heading.current?.focus();
  }, [count, fieldErrors, stepErrors]);
  if (!count) return null;
  return (
    <div ref={heading} className={styles.errorSummary} role="alert" tabIndex={-1} aria-labelledby="checkout-error-title">
      <h2 id="checkout-error-title" className={styles.errorTitle}>
        {t('checkout.errorTitle')}
      </h2>
      <ul>
        {steps.map(([step, error]) => (
          <li key={step}>
            <strong>{t(`checkout.step.${step}` as MessageId)}: </strong>
            {error && 'id' in error ? t(error.id) : error?.message}
          </li>
        ))}
        {fields.map(([name, reason]) => (
          <li key={name}>
            <a href={`#${fieldId(name)}`}>
              {labels[name] ?? name}: {t(`checkout.reason.${reason}`)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The staff actions an order allows now (spec 000 §3 "Staff actions on an order"), one small form
 * each, posted to the order page's action; the API's refusal, in the shopper's language, is drawn
 * above the form it answers and takes focus, or above them all when the order has moved on and that
 * form is no longer offered. Works without scripts.
 */
import { Form } from 'react-router';
import { useT } from '../../i18n/useT.ts';
import type { FormAnswer } from '../../lib/forms/formAnswer.ts';
import { NO_PROBLEMS } from '../../lib/forms/formProblems.ts';
import type { StaffAction } from '../../lib/orders/staffOrders.ts';
import { ErrorSummary } from '../form/ErrorSummary.tsx';
import { SubmitButton } from '../form/SubmitButton.tsx';
import styles from './orders.module.css';

export function StaffOrderActions({ actions, answer }: { actions: StaffAction[]; answer: FormAnswer | undefined }) {
  const t = useT();
  const withdrawn = answer && !(actions as readonly string[]).includes(answer.form) ? answer : undefined;
  return (
    <section className={styles.section} aria-labelledby="staff-actions-title" data-testid="staff-actions">
      <h2 id="staff-actions-title">{t('staffOrders.actions')}</h2>
      {withdrawn ? <ErrorSummary form={withdrawn.form} problems={withdrawn.problems} /> : null}
      {actions.length ? (
        <div className={styles.staffActions}>
          {actions.map((action) => (
            <Form key={action} method="post" className={styles.staffAction} aria-labelledby={`${action}-title`} noValidate data-form={action}>
              <h3 id={`${action}-title`} className="visually-hidden">
                {t(`staffOrders.action.${action}`)}
              </h3>
              <ErrorSummary form={action} problems={answer?.form === action ? answer.problems : NO_PROBLEMS} />
              <input type="hidden" name="form" value={action} />
              <p className={styles.meta}>{t(`staffOrders.hint.${action}`)}</p>
              <SubmitButton form={action} className={action === 'cancel' ? 'button' : 'button button--primary'}>
                {t(`staffOrders.action.${action}`)}
              </SubmitButton>
            </Form>
          ))}
        </div>
      ) : (
        <p className={styles.meta}>{t('staffOrders.noActions')}</p>
      )}
    </section>
  );
}

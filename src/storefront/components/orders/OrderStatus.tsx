/**
 * An order's status as a badge, in the words the API gives in the shopper's language; its tone
 * says whether the shopper has something to do (to pay, to collect), waits, or is done.
 */
import { useT } from '../../i18n/useT.ts';
import styles from './orders.module.css';

const ATTENTION = new Set(['pending', 'complete_pick_pending']);
// A shipped order is still on its way to the shopper, who waits for it: done once complete.
const DONE = new Set(['complete_complete']);
const CLOSED = new Set(['canceled', 'closed_returned', 'closed_refunded']);

export function statusTone(code: string): 'attention' | 'done' | 'closed' | 'waiting' {
  if (ATTENTION.has(code)) return 'attention';
  if (DONE.has(code)) return 'done';
  if (CLOSED.has(code)) return 'closed';
  return 'waiting';
}

export function OrderStatus({ code, label }: { code: string; label: string }) {
  return (
    <span className={styles.status} data-tone={statusTone(code)}>
      {label}
    </span>
  );
}

/** A made-to-order order in the workshop: the day it is expected ready, beside its placed date. */
export function ReadyDate({ date }: { date: string | null }) {
  const t = useT();
  if (!date) return null;
  return (
    <p className={styles.meta} data-testid="ready-date">
      {t('orderHistory.readyBy', { date })}
    </p>
  );
}

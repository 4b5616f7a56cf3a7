/**
 * What the desk shows of an order besides its forms, as tables with their headers: the pieces with
 * what was sent and returned of each, the totals, the refunds as the gateway left them, and the
 * history (every move, who made it and when, with its note).
 */
import { useT } from '../../i18n/useT.ts';
import type { DeskOrderLine, DeskOrderPage } from '../../lib/desk/deskViews.ts';
import { LineChoices } from '../cart/LineChoices.tsx';
import { OrderTotals } from '../orders/OrderTotals.tsx';
import styles from './desk.module.css';

export function DeskOrderLines({ order }: { order: DeskOrderPage }) {
  const t = useT();
  const figures: Array<[label: string, value: (line: DeskOrderLine) => string | number]> = [
    [t('desk.column.quantity'), (line) => line.quantity],
    [t('desk.column.shipped'), (line) => line.shipped],
    [t('desk.column.returned'), (line) => line.returned],
    [t('desk.column.price'), (line) => line.price],
    [t('desk.column.amount'), (line) => line.rowTotal],
  ];
  return (
    <section className={styles.panel} aria-labelledby="desk-lines">
      <h2 id="desk-lines">{t('desk.linesTitle')}</h2>
      <table className={`${styles.table} ${styles.stacked}`} data-testid="desk-lines">
        <thead>
          <tr>
            <th scope="col">{t('desk.column.item')}</th>
            {figures.map(([label]) => (
              <th key={label} scope="col" className={styles.numeric}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.id}>
              <th scope="row">
                <span className={styles.lineName}>{line.name}</span>
                <span className={styles.soft}>{line.sku}</span>
                {line.choices ? <LineChoices choices={line.choices} /> : null}
              </th>
              {figures.map(([label, value]) => (
                <td key={label} data-label={label} className={styles.numeric}>
                  {value(line)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <h3 className="visually-hidden">{t('desk.summaryTitle')}</h3>
      <div className={styles.totals}>
        <OrderTotals totals={order.details.totals} />
      </div>
    </section>
  );
}

export function DeskRefunds({ order }: { order: DeskOrderPage }) {
  const t = useT();
  if (!order.refunds.length) return null;
  return (
    <section className={styles.panel} aria-labelledby="desk-refunds">
      <h2 id="desk-refunds">{t('desk.refundsTitle')}</h2>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t('desk.column.when')}</th>
            <th scope="col" className={styles.numeric}>
              {t('desk.column.amount')}
            </th>
            <th scope="col">{t('desk.column.refundState')}</th>
          </tr>
        </thead>
        <tbody>
          {order.refunds.map((refund, index) => (
            <tr key={index}>
              <td>{refund.at}</td>
              <td className={styles.numeric}>{refund.amount}</td>
              <td>
                {refund.state === 'failed'
                  ? t('desk.refundState.failed', { reason: refund.failure ?? '' })
                  : refund.state === 'refunded'
                    ? t('desk.refundState.refunded')
                    : t('desk.refundState.pending')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

export function DeskHistory({ order }: { order: DeskOrderPage }) {
  const t = useT();
  const columns = { status: t('desk.column.status'), change: t('desk.column.change'), by: t('desk.column.by'), note: t('desk.column.note') };
  return (
    <section className={styles.panel} aria-labelledby="desk-history">
      <h2 id="desk-history">{t('desk.historyTitle')}</h2>
      <table className={`${styles.table} ${styles.stacked}`} data-testid="desk-history">
        <thead>
          <tr>
            <th scope="col">{t('desk.column.when')}</th>
            <th scope="col">{columns.status}</th>
            <th scope="col">{columns.change}</th>
            <th scope="col">{columns.by}</th>
            <th scope="col">{columns.note}</th>
          </tr>
        </thead>
        <tbody>
          {order.history.map((entry, index) => {
            const actor = t(`desk.actor.${entry.actor}`);
            return (
              <tr key={index}>
                <th scope="row">{entry.at}</th>
                <td data-label={columns.status}>{entry.statusLabel}</td>
                <td data-label={columns.change}>{t(entry.move ? `desk.move.${entry.move}` : 'desk.move.placed')}</td>
                <td data-label={columns.by}>{entry.actorId ? t('desk.actorWithId', { actor, id: entry.actorId }) : actor}</td>
                <td data-label={columns.note}>{entry.note}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}

/**
 * What the order desk says when a page cannot be drawn: an order number that names no order, or
 * the spec's generic error ("Oops!", spec 001 §8), with the way back to the orders.
 */
import { Link } from 'react-router';
import { useT } from '../../i18n/useT.ts';
import { DESK_PATH } from '../../lib/desk/deskPaths.ts';
import { errorKindOf } from '../errors/errorKind.ts';
import styles from './desk.module.css';

export function DeskErrorView({ error }: { error: unknown }) {
  const t = useT();
  return (
    <section className={styles.error} aria-labelledby="desk-error-title">
      <h1 id="desk-error-title">{t('error.oops')}</h1>
      <p>{t(errorKindOf(error) === 'not-found' ? 'desk.orderNotFound' : 'error.generic')}</p>
      <Link className="button button--primary" to={DESK_PATH}>
        {t('desk.backToOrders')}
      </Link>
    </section>
  );
}

/**
 * One order on the desk (the API's adminOrder): its pieces with what was sent and returned, totals,
 * where it goes (address or pickup shop), payment, refunds, the history of who moved it and when,
 * the remark; and a form for each move the API allows now (lib/desk/deskActions.server.ts). A
 * number that names no order is the desk's not-found page.
 */
import { Link, useActionData } from 'react-router';
import type { Route } from './+types/deskOrder';
import { DeskActionForms } from '../components/desk/DeskActionForms.tsx';
import { DeskNoticeBanner } from '../components/desk/DeskNoticeBanner.tsx';
import { DeskHistory, DeskOrderLines, DeskRefunds } from '../components/desk/DeskOrderRecord.tsx';
import { OrderFacts } from '../components/orders/OrderFacts.tsx';
import { OrderStatus } from '../components/orders/OrderStatus.tsx';
import { useT } from '../i18n/useT.ts';
import { pageData } from '../lib/api/graphql.ts';
import { PRIVATE_NO_STORE } from '../lib/account/accountForms.server.ts';
import { deskOrderAction } from '../lib/desk/deskActions.server.ts';
import { deskMeta } from '../lib/desk/deskMeta.ts';
import { DESK_PATH } from '../lib/desk/deskPaths.ts';
import { endIfTokenRefused, requireDeskSession } from '../lib/desk/deskSession.server.ts';
import { deskOrderPage } from '../lib/desk/deskViews.ts';
import { DESK_ORDER } from '../lib/desk/operations.ts';
import styles from '../components/desk/desk.module.css';
import formStyles from '../components/form/form.module.css';

/** Order numbers are short (HK10000042): a longer text names none. */
const numberOf = (params: { number?: string }) => (params.number ?? '').trim().toUpperCase().slice(0, 40);

export const meta: Route.MetaFunction = ({ matches, params }) => deskMeta(matches, 'desk.orderTitle', { number: numberOf(params) });

export function headers() {
  return PRIVATE_NO_STORE;
}

export async function loader(args: Route.LoaderArgs) {
  requireDeskSession(args);
  const answer = await args.context.client.query(DESK_ORDER, { number: numberOf(args.params) });
  endIfTokenRefused(args, answer.errors);
  return { order: deskOrderPage(pageData(answer), args.context.view), notice: args.context.session.takeDeskNotice() ?? null };
}

export function action(args: Route.ActionArgs) {
  return deskOrderAction(args, numberOf(args.params));
}

export default function DeskOrderPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const answer = useActionData<typeof action>();
  const { order, notice } = loaderData;
  const facts: Array<[string, string | null]> = [
    [t('desk.fact.website'), t(`desk.website.${order.website}`)],
    [t('desk.fact.customer'), order.customer || null],
    [t('desk.fact.email'), order.email],
    [t('desk.fact.total'), order.grandTotal],
    [t('desk.fact.refunded'), order.refunded],
    [t('desk.fact.tracking'), order.trackingNumber ? [order.carrier, order.trackingNumber].filter(Boolean).join(' · ') : null],
    [t('desk.fact.pickupCode'), order.pickupCode],
  ];
  return (
    <>
      <Link to={DESK_PATH} className={styles.back}>
        {t('desk.backToOrders')}
      </Link>
      <div className={styles.pageHeader}>
        <h1>{t('desk.orderTitle', { number: order.number })}</h1>
        <OrderStatus code={order.status} label={order.statusLabel} />
        <p className={styles.soft}>{t('desk.placedOn', { date: order.placedAt })}</p>
      </div>
      <DeskNoticeBanner notice={answer ? null : notice} />
      <div className={styles.orderGrid}>
        <section className={styles.actions} aria-labelledby="desk-actions" key={`${order.status}-${order.history.length}`}>
          <h2 id="desk-actions">{t('desk.actionsTitle')}</h2>
          <DeskActionForms order={order} answer={answer} />
        </section>
        <div className={styles.record}>
          <dl className={`${formStyles.panel} ${styles.facts}`} data-testid="desk-facts">
            {facts.map(([label, value]) =>
              value ? (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ) : null,
            )}
          </dl>
          <DeskOrderLines order={order} />
          <div className={styles.panel}>
            <OrderFacts order={order.details} />
          </div>
          <DeskRefunds order={order} />
          <DeskHistory order={order} />
        </div>
      </div>
    </>
  );
}

/**
 * The order desk's orders, newest first (the API's adminOrders): of one status and with a number
 * containing what the operator typed when asked, a page at a time. The filters are a GET form and
 * live in the URL (`?status=processing&number=1004&page=2`), so they work without scripts and a
 * list can be shared with a colleague at the desk.
 */
import { Form, Link } from 'react-router';
import type { Route } from './+types/deskOrders';
import { DeskOrdersTable } from '../components/desk/DeskOrdersTable.tsx';
import { DeskPager } from '../components/desk/DeskPager.tsx';
import { SelectField, TextField } from '../components/form/Field.tsx';
import { useT } from '../i18n/useT.ts';
import { pageData } from '../lib/api/graphql.ts';
import { PRIVATE_NO_STORE } from '../lib/account/accountForms.server.ts';
import { deskMeta } from '../lib/desk/deskMeta.ts';
import { DESK_PATH } from '../lib/desk/deskPaths.ts';
import { endIfTokenRefused, requireDeskSession } from '../lib/desk/deskSession.server.ts';
import { DESK_PAGE_SIZE, deskOrderRow } from '../lib/desk/deskViews.ts';
import { DESK_ORDERS } from '../lib/desk/operations.ts';
import { pageOf } from '../lib/orders/orderViews.ts';
import { isOrderStatus, ORDER_STATUS_LABELS, type OrderStatus } from '../../rules/orderStatus.ts';
import { pickLocalized } from '../../rules/locales.ts';
import styles from '../components/desk/desk.module.css';
import formStyles from '../components/form/form.module.css';

const FILTERS = 'desk-orders';
/** Order numbers are short (HK10000042): a longer text names none. */
const NUMBER_MAX_LENGTH = 40;

export const meta: Route.MetaFunction = ({ matches }) => deskMeta(matches, 'desk.orders');

export function headers() {
  return PRIVATE_NO_STORE;
}

export async function loader(args: Route.LoaderArgs) {
  requireDeskSession(args);
  const { view } = args.context;
  const search = new URL(args.request.url).searchParams;
  const wanted = search.get('status') ?? '';
  const status: OrderStatus | null = isOrderStatus(wanted) ? wanted : null;
  const number = (search.get('number') ?? '').trim().slice(0, NUMBER_MAX_LENGTH);
  const page = pageOf(search);
  const answer = await args.context.client.query(DESK_ORDERS, { status, number: number || null, currentPage: page, pageSize: DESK_PAGE_SIZE });
  endIfTokenRefused(args, answer.errors);
  const { adminOrders } = pageData(answer);
  return {
    rows: adminOrders.items.map((order) => deskOrderRow(order, view)),
    total: adminOrders.total_count,
    page,
    pages: Math.max(1, adminOrders.page_info?.total_pages ?? 1),
    status,
    number,
    statuses: (Object.keys(ORDER_STATUS_LABELS) as OrderStatus[]).map((code) => ({ value: code, label: pickLocalized(ORDER_STATUS_LABELS[code], view.localeKey) })),
  };
}

export default function DeskOrdersPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { rows, total, page, pages, status, number, statuses } = loaderData;
  const filtered = Boolean(status || number);
  return (
    <>
      <div className={styles.pageHeader}>
        <h1>{t('desk.orders')}</h1>
        <p className={styles.count} role="status">
          {t('desk.ordersCount', { count: total })}
        </p>
      </div>
      <Form method="get" action={DESK_PATH} className={`${formStyles.panel} ${styles.filters}`} role="search" aria-label={t('desk.filters')}>
        <SelectField form={FILTERS} name="status" label={t('desk.filterStatus')} options={statuses} placeholder={t('desk.allStatuses')} defaultValue={status} required={false} />
        <TextField form={FILTERS} name="number" label={t('desk.searchNumber')} hint={t('desk.searchNumberHint')} defaultValue={number} maxLength={NUMBER_MAX_LENGTH} required={false} />
        <div className={styles.filterActions}>
          <button type="submit" className="button button--primary">
            {t('desk.filterSubmit')}
          </button>
          {filtered ? <Link to={DESK_PATH}>{t('desk.clearFilters')}</Link> : null}
        </div>
      </Form>
      {rows.length ? <DeskOrdersTable rows={rows} /> : <p className={styles.empty}>{t('desk.noOrders')}</p>}
      <DeskPager page={page} pages={pages} filters={{ status, number }} />
    </>
  );
}

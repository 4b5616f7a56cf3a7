/**
 * The points record (spec 000 §2 "points record"): the member's ledger, newest first, each entry
 * with its date, what it was (earned, spent, returned, expired, adjusted), the change with its
 * sign and the balance after it; ten to a page, paged by links (?page=2) that work without scripts.
 */
import { Link, redirect } from 'react-router';
import type { Route } from './+types/pointsRecord';
import { Pagination } from '../components/catalog/Pagination.tsx';
import { ClubTable } from '../components/club/ClubTable.tsx';
import { PointsBalance } from '../components/club/PointsBalance.tsx';
import { useStorePath } from '../components/shell/StoreContext.tsx';
import { useT, type MessageId } from '../i18n/useT.ts';
import { PRIVATE_NO_STORE } from '../lib/account/accountForms.server.ts';
import { loadAsCustomer } from '../lib/account/accountPage.server.ts';
import { formatPoints, POINTS_RECORD_PAGE_SIZE, recordPageOf, signedPoints } from '../lib/club/clubView.ts';
import { POINTS_RECORD } from '../lib/club/operations.ts';
import { formatDate } from '../lib/storeView/dates.ts';
import { messageOf, pageMeta } from '../lib/storeView/meta.ts';
import { requireStoreView } from '../lib/http/storeRequest.server.ts';
import { storePath } from '../lib/storeView/storeView.ts';
import accountStyles from '../components/account/account.module.css';
import styles from '../components/club/club.module.css';

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ matches, location }, { title: messageOf(matches, 'member.pointsRecordTitle'), noIndex: true });

export async function loader(args: Route.LoaderArgs) {
  const view = requireStoreView(args);
  const page = recordPageOf(new URL(args.request.url).searchParams);
  const data = await loadAsCustomer(args, POINTS_RECORD, { pageSize: POINTS_RECORD_PAGE_SIZE, currentPage: page });
  const { customer } = data;
  const totalPages = customer.points_record.page_info.total_pages ?? 1;
  // A page past the end (an old link, a shorter record) shows the last one.
  if (page > 1 && page > totalPages)
    throw redirect(totalPages > 1 ? `${storePath(view, '/points-record')}?page=${totalPages}` : storePath(view, '/points-record'), {
      headers: PRIVATE_NO_STORE,
    });
  const balance = customer.reward_points?.balance?.points ?? 0;
  return {
    page,
    totalPages,
    balance,
    balanceText: formatPoints(balance),
    entries: customer.points_record.items.map((entry) => ({
      id: entry.id,
      kind: entry.kind,
      date: formatDate(entry.date, view),
      reason: entry.change_reason,
      change: signedPoints(entry.points_change),
      sign: Math.sign(entry.points_change),
      balance: formatPoints(entry.balance),
      expires: entry.expires_at && entry.points_change > 0 ? formatDate(entry.expires_at, view) : null,
    })),
  };
}

export default function PointsRecordPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const storePath = useStorePath();
  const { entries, page, totalPages } = loaderData;
  return (
    <>
      <header className={accountStyles.header}>
        <h1>{t('member.pointsRecordTitle')}</h1>
        <PointsBalance points={loaderData.balance} text={loaderData.balanceText} />
      </header>
      <ClubTable
        caption={t('member.recordCaption', { page, pages: Math.max(totalPages, 1) })}
        columns={[
          { label: t('member.recordDate') },
          { label: t('member.recordDetails') },
          { label: t('member.recordPoints'), numeric: true },
          { label: t('member.recordBalance'), numeric: true, labelled: true },
        ]}
        rows={entries.map((entry) => ({
          key: entry.id,
          cells: [
            entry.date,
            <>
              <span className={styles.kind}>{t(`member.kind.${entry.kind}` as MessageId)}</span>
              {entry.reason}
              {entry.expires ? <span className={styles.kind}>{t('member.expiresOn', { date: entry.expires })}</span> : null}
            </>,
            <span key="change" className={entry.sign > 0 ? styles.plus : entry.sign < 0 ? styles.minus : undefined}>
              {entry.change}
            </span>,
            entry.balance,
          ],
        }))}
        empty={t('member.recordEmpty')}
      />
      <Pagination page={page} totalPages={totalPages} />
      <p>
        <Link to={storePath('/member-centre')}>{t('member.centreTitle')}</Link>
      </p>
    </>
  );
}

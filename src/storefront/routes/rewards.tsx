/**
 * Rewards and coupons (spec 000 §2): the coupon wallet by status (spec 000 §3 "Coupon validity":
 * valid, used, expired; each with its code, release date, valid until and channel), the website's
 * reward catalogue with each reward's points and, for gifts, the spec's delivery time (001 §9), an
 * exchange reviewed before it is made, and the exchanges made.
 */
import { Form, Link, useActionData, useSearchParams } from 'react-router';
import type { Route } from './+types/rewards';
import { ErrorSummary } from '../components/form/ErrorSummary.tsx';
import { Notice } from '../components/form/Field.tsx';
import { CopyCode } from '../components/club/CopyCode.tsx';
import { ClubTable } from '../components/club/ClubTable.tsx';
import { PointsBalance } from '../components/club/PointsBalance.tsx';
import { ConfirmExchangeDialog } from '../components/club/ConfirmExchangeDialog.tsx';
import { useExchangeConfirmation } from '../components/club/useExchangeConfirmation.ts';
import { useStorePath } from '../components/shell/StoreContext.tsx';
import { useT, type MessageId } from '../i18n/useT.ts';
import { apiRefusal, refuseCrossSitePost } from '../lib/account/accountForms.server.ts';
import { loadAsCustomer, asCustomer } from '../lib/account/accountPage.server.ts';
import { COUPON_TABS, couponTabOf, formatPoints } from '../lib/club/clubView.ts';
import type { ExchangeAnswer } from '../lib/club/exchangeAnswer.ts';
import { exchanged, reviewing } from '../lib/club/exchangeForms.server.ts';
import { EXCHANGE_REWARD, REWARDS_PAGE } from '../lib/club/operations.ts';
import { formatDate } from '../lib/storeView/dates.ts';
import { messageOf, pageMeta } from '../lib/storeView/meta.ts';
import { requireStoreView } from '../lib/http/storeRequest.server.ts';
import { storePath } from '../lib/storeView/storeView.ts';
import { formValues } from '../../rules/customerForms.ts';
import accountStyles from '../components/account/account.module.css';
import styles from '../components/club/club.module.css';

const FORM = 'reward';

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ matches, location }, { title: messageOf(matches, 'member.rewardsTitle'), noIndex: true });

export async function loader(args: Route.LoaderArgs) {
  const view = requireStoreView(args);
  const tab = couponTabOf(new URL(args.request.url).searchParams);
  const data = await loadAsCustomer(args, REWARDS_PAGE, { status: tab.toUpperCase() as 'VALID' | 'USED' | 'EXPIRED' });
  const { customer, rewardCatalogue } = data;
  const balance = customer.reward_points?.balance?.points ?? 0;
  return {
    tab,
    balance,
    balanceText: formatPoints(balance),
    coupons: customer.coupons.map((coupon) => ({
      code: coupon.code,
      name: coupon.name,
      channel: coupon.channel,
      released: formatDate(coupon.release_date, view),
      validUntil: formatDate(coupon.valid_until, view),
      usedOn: coupon.used_at ? formatDate(coupon.used_at, view) : null,
    })),
    rewards: rewardCatalogue.map((reward) => ({
      id: reward.id,
      name: reward.name,
      description: reward.description,
      points: reward.points,
      pointsText: formatPoints(reward.points),
      balanceAfter: formatPoints(balance - reward.points),
      deliveryTime: reward.delivery_time,
      validDays: reward.coupon_valid_days,
      channel: reward.coupon_channel,
      inStock: reward.in_stock,
    })),
    exchanges: customer.reward_exchanges.map((exchange) => ({
      id: exchange.id,
      name: exchange.reward.name,
      date: formatDate(exchange.created_at, view),
      points: formatPoints(exchange.points_spent),
      status: exchange.status,
      couponCode: exchange.coupon?.code ?? null,
      deliveryTime: exchange.delivery_time ?? '',
    })),
  };
}

export async function action(args: Route.ActionArgs) {
  refuseCrossSitePost(args);
  const view = requireStoreView(args);
  const values = formValues(await args.request.formData());
  const rewardId = Number(values.reward_id);
  if (!Number.isInteger(rewardId) || rewardId < 1) return apiRefusal(FORM, []);
  if (values.intent !== 'exchange') return reviewing(FORM, { rewardId });
  const answer = await asCustomer(args, () => args.context.client.mutate(EXCHANGE_REWARD, { rewardId }));
  if (!answer.data?.exchangeReward) return apiRefusal(FORM, answer.errors);
  return exchanged(FORM, storePath(view, '/rewards'), 'exchanges');
}

type Reward = Route.ComponentProps['loaderData']['rewards'][number];

export default function RewardsPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const storePath = useStorePath();
  const [searchParams] = useSearchParams();
  const answer = useActionData<typeof action>();
  const ownAnswer = answer?.form === FORM ? answer : undefined;
  const confirmation = useExchangeConfirmation<Reward>(FORM);
  const { tab, coupons, rewards, exchanges } = loaderData;
  const review = (ownAnswer as ExchangeAnswer<{ rewardId: number }> | undefined)?.review;
  const reviewed = review ? rewards.find((reward) => reward.id === review.rewardId) : undefined;
  const confirmText = (reward: Reward) => t('member.confirmReward', { points: reward.pointsText, name: reward.name });
  return (
    <>
      <header className={accountStyles.header}>
        <h1>{t('member.rewardsTitle')}</h1>
        <PointsBalance points={loaderData.balance} text={loaderData.balanceText} />
      </header>
      {searchParams.get('done') === FORM ? <Notice>{t('member.rewardDone')}</Notice> : null}

      <section className={styles.section} id="coupons" aria-labelledby="coupons-title">
        <h2 id="coupons-title">{t('member.coupons')}</h2>
        <nav aria-label={t('member.couponTabs')}>
          <ul className={styles.tabs}>
            {COUPON_TABS.map((status) => (
              <li key={status}>
                <Link to={`${storePath('/rewards')}?coupons=${status}#coupons`} aria-current={status === tab ? 'page' : undefined} preventScrollReset>
                  {t(`member.couponTab.${status}` as MessageId)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {coupons.length === 0 ? <p>{t(`member.couponsEmpty.${tab}` as MessageId)}</p> : null}
        <ul className={accountStyles.cards} aria-label={t(`member.couponTab.${tab}` as MessageId)}>
          {coupons.map((coupon) => (
            <li key={coupon.code} className={styles.item}>
              <h3>{coupon.name}</h3>
              <div className={styles.code}>
                <span>{t('member.label', { label: t('member.couponCode') })}</span>
                <code>{coupon.code}</code>
                {tab === 'valid' ? <CopyCode code={coupon.code} /> : null}
              </div>
              <dl className={`${accountStyles.details} ${styles.details}`}>
                <dt>{t('member.couponReleased')}</dt>
                <dd>{coupon.released}</dd>
                <dt>{t('member.couponValidUntil')}</dt>
                <dd>{coupon.validUntil}</dd>
                {coupon.usedOn ? (
                  <>
                    <dt>{t('member.couponUsedOn')}</dt>
                    <dd>{coupon.usedOn}</dd>
                  </>
                ) : null}
                <dt>{t('member.couponChannel')}</dt>
                <dd>{t(`member.channel.${coupon.channel}` as MessageId)}</dd>
              </dl>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="catalogue-title">
        <h2 id="catalogue-title">{t('member.catalogue')}</h2>
        <p>{t('member.catalogueIntro')}</p>
        <ErrorSummary form={FORM} problems={{ form: ownAnswer?.problems.form, fields: {} }} />
        {reviewed ? (
          <Form method="post" className={styles.review} aria-labelledby="reward-review">
            <h2 id="reward-review">{t('member.confirmExchange')}</h2>
            <p>{confirmText(reviewed)}</p>
            <p>{t('member.balanceAfter', { points: reviewed.balanceAfter })}</p>
            <input type="hidden" name="form" value={FORM} />
            <input type="hidden" name="reward_id" value={reviewed.id} />
            <div className={accountStyles.actions}>
              <button type="submit" name="intent" value="exchange" className="button button--primary" disabled={confirmation.submitting}>
                {t('dialog.confirm')}
              </button>
              <Link to={storePath('/rewards')}>{t('dialog.cancel')}</Link>
            </div>
          </Form>
        ) : null}
        <ul className={accountStyles.cards}>
          {rewards.map((reward) => (
            <li key={reward.id} className={styles.item}>
              <h3>{reward.name}</h3>
              <p>{reward.description}</p>
              <p className={styles.pointsCost}>{t('member.pointsValue', { count: reward.points, points: reward.pointsText })}</p>
              {reward.deliveryTime ? <p>{reward.deliveryTime}</p> : null}
              {reward.validDays && reward.channel ? (
                <p>{t('member.couponValidDays', { days: reward.validDays, channel: t(`member.channel.${reward.channel}` as MessageId) })}</p>
              ) : null}
              {reward.inStock ? (
                <Form
                  method="post"
                  onSubmit={(event) => {
                    event.preventDefault();
                    confirmation.ask({ reward_id: String(reward.id) }, reward);
                  }}
                >
                  <input type="hidden" name="form" value={FORM} />
                  <input type="hidden" name="reward_id" value={reward.id} />
                  <button
                    type="submit"
                    name="intent"
                    value="review"
                    className="button"
                    aria-label={t('member.exchangeFor', { points: reward.pointsText, name: reward.name })}
                    disabled={confirmation.submitting}
                  >
                    {t('member.exchange')}
                  </button>
                </Form>
              ) : (
                <p className={styles.muted}>{t('member.outOfStock')}</p>
              )}
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.section} id="exchanges" aria-labelledby="exchanges-title">
        <h2 id="exchanges-title">{t('member.exchanges')}</h2>
        <ClubTable
          columns={[
            { label: t('member.recordDate') },
            { label: t('member.catalogue'), rowHeader: true },
            { label: t('member.pointsSpent'), numeric: true, labelled: true },
            { label: t('member.milesStatus') },
          ]}
          rows={exchanges.map((exchange) => ({
            key: exchange.id,
            cells: [
              exchange.date,
              exchange.name,
              exchange.points,
              exchange.couponCode
                ? t('member.exchangeStatus.issued', { code: exchange.couponCode })
                : t('member.exchangeStatus.preparing', { delivery: exchange.deliveryTime }),
            ],
          }))}
          empty={t('member.exchangesEmpty')}
        />
      </section>

      <ConfirmExchangeDialog open={confirmation.review !== null} onCancel={confirmation.cancel} onConfirm={confirmation.confirm}>
        {confirmation.review ? (
          <>
            <p>{confirmText(confirmation.review)}</p>
            <p>{t('member.balanceAfter', { points: confirmation.review.balanceAfter })}</p>
          </>
        ) : null}
      </ConfirmExchangeDialog>
    </>
  );
}

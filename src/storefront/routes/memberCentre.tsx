/**
 * The member centre (spec 000 §2 "member centre"): the member's level with its code, the way to
 * the next level, the member-benefits popup (spec 000 §2: level, benefits list, conditions), the
 * member card with its QR code, and the points balance with the way to the points record.
 */
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { Route } from './+types/memberCentre';
import { MemberBenefits } from '../components/club/MemberBenefits.tsx';
import { MemberCard } from '../components/club/MemberCard.tsx';
import { Dialog } from '../components/dialog/Dialog.tsx';
import { useStorePath } from '../components/shell/StoreContext.tsx';
import { useT } from '../i18n/useT.ts';
import { loadAsCustomer } from '../lib/account/accountPage.server.ts';
import { formatPoints, levelProgressPercent } from '../lib/club/clubView.ts';
import { MEMBER_CENTRE } from '../lib/club/operations.ts';
import { messageOf, pageMeta } from '../lib/storeView/meta.ts';
import { asMoney } from '../lib/cart/cartView.ts';
import { formatPrice } from '../lib/catalog/productCard.ts';
import { requireStoreView } from '../lib/http/storeRequest.server.ts';

import accountStyles from '../components/account/account.module.css';
import styles from '../components/club/club.module.css';
import { personName } from '../../rules/personName.ts';

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(
    { matches, location },
    { title: messageOf(matches, 'member.centreTitle'), description: messageOf(matches, 'member.centreDescription'), noIndex: true },
  );

export async function loader(args: Route.LoaderArgs) {
  const view = requireStoreView(args);
  const data = await loadAsCustomer(args, MEMBER_CENTRE, undefined);
  const { customer, memberLevels } = data;
  const membership = customer.membership!;
  const { progress } = membership;
  const spent = progress.spent_12_months;
  return {
    holder: personName(customer, view.localeKey),
    level: { key: membership.level.level, name: membership.level.name },
    progress: {
      spent: formatPrice(asMoney(spent)),
      remaining: formatPrice(asMoney(progress.remaining)),
      next: progress.next_level ? { name: progress.next_level.name, target: formatPrice(asMoney(progress.next_level.min_spend_12_months)) } : null,
      percent: levelProgressPercent(spent.minor_units, progress.remaining.minor_units),
    },
    card: { number: membership.card_number, qrSvg: membership.card_qr_svg },
    points: customer.reward_points?.balance?.points ?? 0,
    pointsText: formatPoints(customer.reward_points?.balance?.points ?? 0),
    levels: memberLevels.map(({ level, name, benefits, conditions }) => ({ level, name, benefits, conditions })),
  };
}

export default function MemberCentrePage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const storePath = useStorePath();
  const [searchParams] = useSearchParams();
  const [benefitsOpen, setBenefitsOpen] = useState(false);
  const { level, progress, card, levels } = loaderData;
  return (
    <>
      <header className={accountStyles.header}>
        <h1>{t('member.centreTitle')}</h1>
      </header>
      <div className={accountStyles.cards}>
        <section className={accountStyles.panel} aria-labelledby="member-level">
          <h2 id="member-level">{t('member.level')}</h2>
          <p className={styles.levelTitle}>{level.name}</p>
          <dl className={accountStyles.details}>
            <dt>{t('member.spent')}</dt>
            <dd>{progress.spent}</dd>
          </dl>
          <p className={styles.muted}>{t('member.spentNote')}</p>
          {progress.next ? (
            <div className={styles.progress}>
              <label id="member-progress-label" htmlFor="member-progress">
                {t('member.progressTo', { level: progress.next.name })}
              </label>
              <progress
                id="member-progress"
                max={100}
                value={progress.percent}
                aria-valuetext={t('member.progressValue', { spent: progress.spent, target: progress.next.target })}
              />
              <p>{t('member.remaining', { amount: progress.remaining, level: progress.next.name })}</p>
            </div>
          ) : (
            <p>{t('member.topLevel')}</p>
          )}
          <a
            href="#member-benefits"
            onClick={(event) => {
              event.preventDefault();
              setBenefitsOpen(true);
            }}
          >
            {t('member.benefitsLink')}
          </a>
        </section>
        <section className={accountStyles.panel} aria-labelledby="member-points">
          <h2 id="member-points">{t('member.points')}</h2>
          <p className={styles.levelTitle}>{t('member.pointsValue', { count: loaderData.points, points: loaderData.pointsText })}</p>
          <ul className={styles.linkList}>
            <li>
              <Link to={storePath('/points-record')}>{t('member.pointsRecordTitle')}</Link>
            </li>
            <li>
              <Link to={storePath('/rewards')}>{t('member.rewardsTitle')}</Link>
            </li>
            <li>
              <Link to={storePath('/asia-miles')}>{t('member.asiaMilesTitle')}</Link>
            </li>
          </ul>
        </section>
      </div>
      <MemberCard
        cardNumber={card.number}
        qrSvg={card.qrSvg}
        holder={loaderData.holder}
        levelName={level.name}
        large={searchParams.get('card') === 'large'}
        largeHref={`${storePath('/member-centre')}?card=large#member-card`}
      />
      <section id="member-benefits" className={styles.benefits} aria-labelledby="member-benefits-title">
        <h2 id="member-benefits-title">{t('member.benefits')}</h2>
        <MemberBenefits levels={levels} current={level.key} />
      </section>
      <Dialog open={benefitsOpen} title={t('member.benefits')} onCancel={() => setBenefitsOpen(false)} informOnly>
        <MemberBenefits levels={levels} current={level.key} />
      </Dialog>
    </>
  );
}

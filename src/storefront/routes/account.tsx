/**
 * The account page (spec 000 §2 /account): the customer's contact information and default
 * addresses, each with a way to change it, the latest orders with the way to the history, the
 * club's level and points leading to the member centre, and the linked WeChat and Facebook accounts.
 */
import { data, Link, useActionData, useSearchParams } from 'react-router';
import type { Route } from './+types/account';
import { AddressCard } from '../components/account/AddressCard.tsx';
import { LatestOrders } from '../components/orders/LatestOrders.tsx';
import { useStore, useStorePath } from '../components/shell/StoreContext.tsx';
import { useT } from '../i18n/useT.ts';
import { LinkedAccounts, UNBIND_FORM } from '../components/socialSignIn/LinkedAccounts.tsx';
import { apiRefusal, done, PRIVATE_NO_STORE, refuseCrossSitePost } from '../lib/account/accountForms.server.ts';
import { loadAccountCustomer, asCustomer } from '../lib/account/accountPage.server.ts';
import { formatPoints } from '../lib/club/clubView.ts';
import { MEMBER_SUMMARY } from '../lib/club/operations.ts';
import { LINKED_ACCOUNTS, UNBIND_SOCIAL_ACCOUNT } from '../lib/socialSignIn/operations.ts';
import { isSocialProvider, readSocialNotice, socialCookie, SOCIAL_NOTICE_COOKIE } from '../lib/socialSignIn/socialCookies.ts';
import { apiMessageOf } from '../lib/forms/formProblems.ts';
import { messageOf, pageMeta } from '../lib/storeView/meta.ts';
import { loadLatestOrders } from '../lib/orders/orderPages.server.ts';
import { requireStoreView } from '../lib/http/storeRequest.server.ts';

import styles from '../components/account/account.module.css';
import { mobileOf } from '../../rules/phoneDisplay.ts';
import { withAddressLines } from '../lib/account/addressLines.server.ts';
import { personName } from '../../rules/personName.ts';

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ matches, location }, { title: messageOf(matches, 'account.title'), description: messageOf(matches, 'account.description'), noIndex: true });

export async function loader(args: Route.LoaderArgs) {
  const view = requireStoreView(args);
  const customer = await loadAccountCustomer(args);
  // The club's summary is a bonus: the account page stands without it.
  const [linked, latestOrders, clubAnswer] = await Promise.all([
    args.context.client.query(LINKED_ACCOUNTS),
    loadLatestOrders(args),
    args.context.client.query(MEMBER_SUMMARY),
  ]);
  const club = clubAnswer.data?.customer;
  const points = club?.reward_points?.balance?.points ?? 0;
  const member = club?.membership
    ? { level: club.membership.level.name, points, pointsText: formatPoints(points) }
    : null;
  // A WeChat or Facebook binding refused as the shopper signed in (lib/socialSignIn/pendingBinding.server.ts): said once.
  const socialRefusal = readSocialNotice(args.request.headers.get('cookie'));
  const headers = new Headers(PRIVATE_NO_STORE);
  if (socialRefusal) headers.append('Set-Cookie', socialCookie.clear(SOCIAL_NOTICE_COOKIE, { secure: args.context.session.secure }));
  // The default addresses and the mobile number as the page writes them (docs/decisions.md,
  // "Address lines written by the server").
  const addresses = (customer.addresses ?? []).filter((address) => address !== null);
  const defaultAddresses = withAddressLines(
    addresses.filter((address) => address.default_shipping || address.default_billing),
    view.localeKey,
  );
  const mobile = customer.mobile ? mobileOf(customer.mobile_area_code ?? '', customer.mobile) : null;
  return data(
    { customer, defaultAddresses, mobile, latestOrders, member, socialAccounts: linked.data?.customer?.social_accounts ?? [], socialRefusal },
    { headers },
  );
}

export async function action(args: Route.ActionArgs) {
  refuseCrossSitePost(args);
  const form = await args.request.formData();
  if (form.get('form') !== UNBIND_FORM) throw new Response('Bad Request', { status: 400 });
  const answer = await asCustomer(args, () => args.context.client.mutate(UNBIND_SOCIAL_ACCOUNT, { id: Number(form.get('id')) || 0 }));
  return answer.data?.unbindSocialAccount ? done(UNBIND_FORM, 'social.unlinkedDone') : apiRefusal(UNBIND_FORM, answer.errors);
}

export default function AccountPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const storePath = useStorePath();
  const { view } = useStore();
  const { customer, defaultAddresses, mobile, latestOrders, member, socialAccounts, socialRefusal } = loaderData;
  const answer = useActionData<typeof action>();
  const [searchParams] = useSearchParams();
  const linkedProvider = searchParams.get('linked');
  const linkedNotice = isSocialProvider(linkedProvider) ? t('social.linkedDone', { provider: t(`social.provider.${linkedProvider}`) }) : undefined;
  const unlinked = answer?.done ? t('social.unlinkedDone') : undefined;
  const name = personName(customer, view.localeKey);
  return (
    <>
      <header className={styles.header}>
        <h1>{t('account.title')}</h1>
        <p className={styles.intro}>{t('account.welcome', { name })}</p>
      </header>
      <div className={styles.cards}>
        <section className={styles.panel} aria-labelledby="account-contact">
          <h2 id="account-contact">{t('account.contact')}</h2>
          <dl className={styles.details}>
            <dt>{t('account.email')}</dt>
            <dd>{customer.email}</dd>
            <dt>{t('account.mobile')}</dt>
            <dd>{mobile ?? t('account.notSet')}</dd>
          </dl>
          <Link to={storePath('/account-information')}>{t('account.edit')}</Link>
        </section>
        <section className={styles.panel} aria-labelledby="account-addresses">
          <h2 id="account-addresses">{t('account.addressBook')}</h2>
          {defaultAddresses.length > 0 ? (
            defaultAddresses.map((address) => <AddressCard key={address.id} address={address} />)
          ) : (
            <p>{t('account.noAddresses')}</p>
          )}
          <Link to={storePath('/address-book')}>{t('account.addressBook')}</Link>
        </section>
        <LatestOrders orders={latestOrders} />
        {member ? (
          <section className={styles.panel} aria-labelledby="account-club">
            <h2 id="account-club">{t('member.summary')}</h2>
            <dl className={styles.details}>
              <dt>{t('member.level')}</dt>
              <dd>{member.level}</dd>
              <dt>{t('member.points')}</dt>
              <dd>{t('member.pointsValue', { count: member.points, points: member.pointsText })}</dd>
            </dl>
            <Link to={storePath('/member-centre')}>{t('member.summaryLink')}</Link>
          </section>
        ) : null}
      </div>
      <LinkedAccounts accounts={socialAccounts} notice={unlinked ?? linkedNotice} refusal={apiMessageOf(answer?.problems) ?? socialRefusal} />
    </>
  );
}

/**
 * The account sections (spec 000 §2: account, information, address book, order history, saved
 * payments, communications, change password, member centre, points record, rewards and coupons,
 * Asia Miles exchange), in the order the account area lists them. The account area's nav, the
 * header's account menu and the session check read them from here; only pages that exist are listed.
 */
import type { MessageId } from '../../i18n/useT.ts';

export const ACCOUNT_SECTIONS: ReadonlyArray<{ path: string; label: MessageId }> = [
  { path: '/account', label: 'account.overview' },
  { path: '/account-information', label: 'account.information' },
  { path: '/address-book', label: 'account.addressBook' },
  { path: '/order-history', label: 'orderHistory.title' },
  { path: '/saved-payments', label: 'settings.savedPayments' },
  { path: '/communications', label: 'settings.communications' },
  { path: '/change-password', label: 'account.changePassword' },
  { path: '/member-centre', label: 'member.centreTitle' },
  { path: '/points-record', label: 'member.pointsRecordTitle' },
  { path: '/rewards', label: 'member.rewardsTitle' },
  { path: '/asia-miles', label: 'member.asiaMilesTitle' },
];

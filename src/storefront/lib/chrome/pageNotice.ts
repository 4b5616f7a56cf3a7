/**
 * A notice a page shows once the shopper lands on it after something that happened elsewhere
 * (their account deleted), named in the URL (`?notice=`) so it shows before scripts load too. Only
 * the notices listed here show: the URL cannot make the page say anything else.
 */
import type { MessageId } from '../../i18n/messages/en.ts';

export const ACCOUNT_DELETED_NOTICE = 'account-deleted';

const NOTICES: Record<string, MessageId> = {
  [ACCOUNT_DELETED_NOTICE]: 'settings.accountDeleted',
};

export function noticePath(path: string, notice: keyof typeof NOTICES): string {
  return `${path}?notice=${encodeURIComponent(notice)}`;
}

export function noticeMessageOf(search: URLSearchParams): MessageId | null {
  return NOTICES[search.get('notice') ?? ''] ?? null;
}

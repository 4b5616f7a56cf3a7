/**
 * What the last bag form did, for a page reached after a post without scripts (the cart_notice
 * cookie), and the lines dropped because they sold out (spec 001 §8). Announced politely.
 */
import { useTranslations } from '../../i18n/translations.ts';
import { useT, type MessageId } from '../../i18n/useT.ts';
import type { CartNotice } from '../../lib/cart/cartNotice.ts';
import styles from './cart.module.css';

const NOTICE_TEXT: Record<string, MessageId> = {
  added: 'cart.notice.added',
  scanned: 'staff.scan.added',
  removed: 'cart.notice.removed',
  updated: 'cart.notice.updated',
  couponApplied: 'cart.notice.couponApplied',
  couponRemoved: 'cart.notice.couponRemoved',
  giftCardApplied: 'cart.notice.giftCardApplied',
  giftCardRemoved: 'cart.notice.giftCardRemoved',
  giftAdded: 'cart.notice.giftAdded',
  invalid: 'cart.notice.invalid',
  failed: 'cart.notice.failed',
};

/** The text of a notice: the API's own message for a refusal, else ours. */
export function useNoticeText(): (notice: CartNotice) => string | null {
  const t = useT();
  return (notice) => {
    if (notice.kind === 'error') return notice.message || t('cart.notice.failed');
    const id = NOTICE_TEXT[notice.kind];
    return id ? t(id) : null;
  };
}

export function CartNotices({ notice, soldOut }: { notice: CartNotice | null; soldOut: string[] }) {
  const { t, formatList } = useTranslations();
  const noticeText = useNoticeText();
  const text = notice ? noticeText(notice) : null;
  const isError = notice?.kind === 'error' || notice?.kind === 'invalid' || notice?.kind === 'failed';
  return (
    <div className={styles.notices} role="status" aria-live="polite">
      {text ? (
        <p className={styles.notice} data-tone={isError ? 'error' : 'success'}>
          {text}
        </p>
      ) : null}
      {soldOut.length > 0 ? (
        <p className={styles.notice} data-tone="info">
          {t('cart.notice.outOfStockRemoved', {
            count: soldOut.length,
            names: formatList(soldOut),
          })}
        </p>
      ) : null}
    </div>
  );
}

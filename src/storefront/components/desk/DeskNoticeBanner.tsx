/** What the desk says once after a form (lib/desk/deskNotices.ts), read out as a status. */
import { useT } from '../../i18n/useT.ts';
import type { DeskNotice } from '../../lib/desk/deskNotices.ts';
import styles from './desk.module.css';

export function DeskNoticeBanner({ notice }: { notice: DeskNotice | null }) {
  const t = useT();
  if (!notice) return null;
  const text = notice.kind === 'moved' ? t('desk.notice.moved', { move: t(`desk.move.${notice.move}`) }) : t(`desk.notice.${notice.kind}`);
  return (
    <p className={notice.kind === 'tokenRefused' || notice.kind === 'sessionEnded' ? `${styles.notice} ${styles.warning}` : styles.notice} role="status">
      {text}
    </p>
  );
}

/**
 * The notice a page was sent to with (lib/chrome/pageNotice.ts), or that the shopper's session
 * ended (000 §4), above the page, as a status message.
 */
import { useSearchParams } from 'react-router';
import type { MessageId } from '../../i18n/messages/en.ts';
import { useT } from '../../i18n/useT.ts';
import { noticeMessageOf } from '../../lib/chrome/pageNotice.ts';
import styles from './PageNotice.module.css';

export function PageNotice({ sessionEnded = false }: { sessionEnded?: boolean }) {
  const t = useT();
  const [search] = useSearchParams();
  const message: MessageId | null = sessionEnded ? 'account.sessionExpired' : noticeMessageOf(search);
  if (!message) return null;
  return (
    <div className="page-width">
      <p className={styles.notice} role="status">
        {t(message)}
      </p>
    </div>
  );
}

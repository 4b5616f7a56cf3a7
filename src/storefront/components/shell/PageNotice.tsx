/** The notice a page was sent to with (lib/chrome/pageNotice.ts), above the page, as a status message. */
import { useSearchParams } from 'react-router';
import { useT } from '../../i18n/useT.ts';
import { noticeMessageOf } from '../../lib/chrome/pageNotice.ts';
import styles from './PageNotice.module.css';

export function PageNotice() {
  const t = useT();
  const [search] = useSearchParams();
  const message = noticeMessageOf(search);
  if (!message) return null;
  return (
    <div className="page-width">
      <p className={styles.notice} role="status">
        {t(message)}
      </p>
    </div>
  );
}

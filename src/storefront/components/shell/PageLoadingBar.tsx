/**
 * The page-loading state (spec 000 §3 App state `isPageLoading`): while the next page's data is on
 * its way, a thin bar runs along the top and the page says it is busy, so a tap that takes a moment
 * on a slow phone network is seen to have been taken.
 */
import { useNavigation } from 'react-router';
import { useT } from '../../i18n/useT.ts';
import styles from './PageLoadingBar.module.css';

export function PageLoadingBar() {
  const t = useT();
  const loading = useNavigation().state === 'loading';
  if (!loading) return null;
  return <div className={styles.bar} role="progressbar" aria-label={t('app.pageLoading')} aria-busy="true" />;
}

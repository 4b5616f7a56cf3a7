/**
 * The store's wordmark from its name ("TSL | 謝瑞麟"): the mark, then the name in the view's script.
 * Its accessible name is the visible words followed by "home page".
 */
import { Link } from 'react-router';
import { useT } from '../../../i18n/useT.ts';
import { useStore, useStorePath } from '../StoreContext.tsx';
import styles from './Header.module.css';

export function Logo({ path }: { path: string }) {
  const { store } = useStore();
  const storePath = useStorePath();
  const t = useT();
  const [mark, name] = store.name.split('|').map((part) => part.trim());
  return (
    <Link to={storePath(path)} className={styles.logo}>
      <span className={styles.logoMark}>{mark}</span>
      {name ? <span className={styles.logoName}>{name}</span> : null}
      <span className="visually-hidden">{t('header.homePage')}</span>
    </Link>
  );
}

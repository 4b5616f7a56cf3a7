/**
 * The store switcher (spec 000 §2): the other languages of this website, labelled 简体, 繁體 and
 * ENG, each opening the same page under its prefix. Shown only when the website has more than one
 * view. A switch is a full page load: the new view brings its own catalog and cookie.
 */
import { useLocation } from 'react-router';
import { useT } from '../../../i18n/useT.ts';
import { useDismissableDetails } from '../../../hooks/useDismissableDetails.ts';
import { htmlLangOf, storeViewByPrefix, switchStorePath } from '../../../lib/storeView/storeView.ts';
import { Icon } from '../../icons/Icon.tsx';
import { useStore } from '../StoreContext.tsx';
import type { StoreChromeData } from '../StoreContext.tsx';
import styles from './Header.module.css';

export function StoreSwitcher({ stores }: { stores: StoreChromeData['switcher'] }) {
  const { view } = useStore();
  const location = useLocation();
  const t = useT();
  const ref = useDismissableDetails<HTMLDetailsElement>();
  if (stores.length < 2) return null;
  const current = stores.find((store) => store.code === view.code)?.label ?? view.urlPrefix;
  return (
    <details ref={ref} className={styles.menuDisclosure}>
      <summary className={styles.utilityButton} aria-label={t('header.storeSwitcher', { current })}>
        <Icon name="globe" size={16} />
        <span aria-hidden="true">{current}</span>
        <Icon name="chevronDown" size={14} />
      </summary>
      <ul className={styles.switcherList}>
        {stores.map((store) => {
          const target = storeViewByPrefix(store.prefix);
          if (!target) return null;
          const lang = htmlLangOf(target);
          return (
            <li key={store.code}>
              <a
                href={switchStorePath(location.pathname, location.search, target)}
                hrefLang={lang}
                lang={lang}
                aria-current={store.code === view.code ? 'true' : undefined}
                className={styles.switcherLink}
              >
                {store.label}
              </a>
            </li>
          );
        })}
      </ul>
    </details>
  );
}

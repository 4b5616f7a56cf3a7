/**
 * The navigation drawer below 1181px: the same category tree as the mega menu, one top category
 * open at a time, plus the links the small header has no room for.
 */
import { useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useT } from '../../../i18n/useT.ts';
import type { ChromeRules } from '../../../lib/chrome/chromeRules.ts';
import { activeTopCategory, type MenuTopCategory } from '../../../lib/chrome/menu.ts';
import { pathWithinStore } from '../../../lib/storeView/storeView.ts';
import { Drawer } from '../../dialog/Drawer.tsx';
import { Icon } from '../../icons/Icon.tsx';
import { useStore, useStorePath } from '../StoreContext.tsx';
import { MenuItemLink, MenuLeafLinks } from './MegaMenu.tsx';
import styles from './NavigationDrawer.module.css';

export interface NavigationDrawerProps {
  open: boolean;
  onClose: () => void;
  menu: MenuTopCategory[];
  rules: ChromeRules;
}

export function NavigationDrawer({ open, onClose, menu, rules }: NavigationDrawerProps) {
  const t = useT();
  const storePath = useStorePath();
  const { shopper } = useStore();
  const current = pathWithinStore(useLocation().pathname);
  const [expanded, setExpanded] = useState<number | null>(() => activeTopCategory(menu, current));
  const baseId = useId();
  // The tree is drawn on first opening: the mega menu already carries every link in the page, and
  // a second copy in every page would only make hydration slower.
  const [everOpened, setEverOpened] = useState(open);
  if (open && !everOpened) setEverOpened(true);

  return (
    <Drawer id="navigation-drawer" open={open} onClose={onClose} side="left" title={t('nav.menu')}>
      <nav aria-label={t('nav.categories')}>
        {everOpened ? (
          <ul className={styles.tree}>
            {menu.map((category) => {
              const panelId = `${baseId}-${category.id}`;
              const isOpen = expanded === category.id;
              const groups = [...category.groups, ...category.diamondGroups];
              if (groups.length === 0) {
                return (
                  <li key={category.id}>
                    <MenuItemLink link={category} current={current} className={styles.topLink} />
                  </li>
                );
              }
              return (
                <li key={category.id}>
                  <button
                    type="button"
                    className={styles.topLink}
                    aria-expanded={isOpen}
                    aria-controls={panelId}
                    onClick={() => setExpanded(isOpen ? null : category.id)}
                  >
                    {category.name}
                    <Icon name={isOpen ? 'minus' : 'plus'} size={18} />
                  </button>
                  <div id={panelId} className={styles.panel} hidden={!isOpen}>
                    <MenuItemLink link={category} current={current} className={styles.shopAll}>
                      {t('nav.shopAll', { name: category.name })}
                    </MenuItemLink>
                    {groups.map((group) => (
                      <div key={group.code || 'more'} className={styles.group}>
                        {group.label ? <p className={styles.groupLabel}>{group.label}</p> : null}
                        <ul className={styles.links}>
                          {group.links.map((link) => (
                            <li key={link.id}>
                              <MenuItemLink link={link} current={current} className={styles.link} />
                              <MenuLeafLinks links={link.children} current={current} listClassName={styles.leafLinks} linkClassName={styles.link} />
                            </li>
                          ))}
                        </ul>
                      </div>
                    ))}
                  </div>
                </li>
              );
            })}
          </ul>
        ) : null}
      </nav>
      <ul className={styles.extras}>
        {rules.showGoldPrice ? (
          <li>
            <Link to={storePath('/dynamicGoldPrice/')}>{t('header.goldPrice')}</Link>
          </li>
        ) : null}
        <li>
          <Link to={storePath('/storelocator/')}>{t('footer.storeLocator')}</Link>
        </li>
        {shopper.signedIn ? (
          <li>
            {/* A staff member's page is theirs; the member's account pages are not. */}
            <Link to={storePath(shopper.staffNo ? '/staff' : '/account')}>{t(shopper.staffNo ? 'staff.pageTitle' : 'account.title')}</Link>
          </li>
        ) : (
          <>
            <li>
              {/* Inside the WeChat mini program, the mobile sign-in page (spec 000 §2), as the account trigger. */}
              <Link to={storePath(shopper.inMiniProgram ? '/sign-in?method=mobile' : '/sign-in')}>{t('header.signIn')}</Link>
            </li>
            <li>
              <Link to={storePath('/create-account')}>{t('account.createAccountLink')}</Link>
            </li>
          </>
        )}
      </ul>
    </Drawer>
  );
}

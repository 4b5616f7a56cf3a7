/**
 * The navigation drawer below 1181px: the same category tree as the mega menu, one top category
 * open at a time, plus the links the small header has no room for. The tree is asked for when the
 * drawer first opens (routes/menuTree.ts): pages do not carry it in their data.
 */
import { useEffect, useId, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useT } from '../../../i18n/useT.ts';
import { trackMenuClick } from '../../../lib/chrome/analytics.ts';
import type { ChromeRules } from '../../../lib/chrome/chromeRules.ts';
import { activeTopCategory, isActiveLink, type MenuLink, type MenuTopCategory } from '../../../lib/chrome/menu.ts';
import { pathWithinStore } from '../../../lib/storeView/storeView.ts';
import { Drawer } from '../../dialog/Drawer.tsx';
import { Icon } from '../../icons/Icon.tsx';
import { PathLink } from '../../navigation/PathLink.tsx';
import { useStore, useStorePath } from '../StoreContext.tsx';
import { storeMenu } from './storeMenu.ts';
import styles from './NavigationDrawer.module.css';

export interface NavigationDrawerProps {
  open: boolean;
  onClose: () => void;
  rules: ChromeRules;
}

type Tree = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; menu: MenuTopCategory[] };

export function NavigationDrawer({ open, onClose, rules }: NavigationDrawerProps) {
  const t = useT();
  const storePath = useStorePath();
  const { shopper } = useStore();
  const current = pathWithinStore(useLocation().pathname);
  const tree = useMenuTree(open);
  // The top category holding the page opens first, until the shopper opens another.
  const [chosen, setChosen] = useState<number | null | undefined>(undefined);
  const baseId = useId();
  const menu = tree.state === 'ready' ? tree.menu : [];
  const expanded = chosen === undefined ? activeTopCategory(menu, current) : chosen;

  return (
    <Drawer id="navigation-drawer" open={open} onClose={onClose} side="left" title={t('nav.menu')}>
      <nav aria-label={t('nav.categories')} aria-busy={tree.state === 'loading' || undefined}>
        {tree.state === 'loading' ? <p className={styles.notice}>{t('nav.loading')}</p> : null}
        {tree.state === 'failed' ? (
          <p className={styles.notice} role="alert">
            {t('nav.loadFailed')}
          </p>
        ) : null}
        {menu.length > 0 ? (
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
                    onClick={() => setChosen(isOpen ? null : category.id)}
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

/**
 * The menu's tree, asked for when the drawer first opens; after a failure, asked again when it
 * opens next.
 */
function useMenuTree(open: boolean): Tree {
  const { view } = useStore();
  const [tree, setTree] = useState<Tree>({ state: 'loading' });
  const [asked, setAsked] = useState(false);
  if (open && !asked) setAsked(true);
  if (!open && asked && tree.state === 'failed') {
    setAsked(false);
    setTree({ state: 'loading' });
  }
  useEffect(() => {
    if (!asked) return;
    let wanted = true;
    storeMenu(view).then(
      (answer) => wanted && setTree({ state: 'ready', menu: answer.tree }),
      () => wanted && setTree({ state: 'failed' }),
    );
    return () => {
      wanted = false;
    };
  }, [asked, view]);
  return tree;
}

/** A link's own children, the menu's third level. */
function MenuLeafLinks({
  links,
  current,
  listClassName,
  linkClassName,
}: {
  links: MenuLink[];
  current: string;
  listClassName: string;
  linkClassName: string;
}) {
  if (links.length === 0) return null;
  return (
    <ul className={listClassName}>
      {links.map((child) => (
        <li key={child.id}>
          <MenuItemLink link={child} current={current} className={linkClassName} />
        </li>
      ))}
    </ul>
  );
}

function MenuItemLink({
  link,
  current,
  className,
  children,
}: {
  link: MenuLink;
  current: string;
  className?: string;
  children?: ReactNode;
}) {
  const storePath = useStorePath();
  const { shopper } = useStore();
  const active = isActiveLink(link, current);
  const onClick = () => trackMenuClick(link, shopper.cardNumber);
  if (link.external) {
    return (
      <a href={link.path} className={className} onClick={onClick} rel="noopener">
        {children ?? link.name}
      </a>
    );
  }
  return (
    <PathLink to={storePath(link.path)} className={className} onClick={onClick} aria-current={active ? 'page' : undefined}>
      {children ?? link.name}
    </PathLink>
  );
}

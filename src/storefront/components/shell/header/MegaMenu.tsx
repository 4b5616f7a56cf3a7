/**
 * The mega menu (spec 000 §2; 001 §3.2), from 1181px: top categories whose panels group their
 * children by collection label, with the diamond group (cutting, certificate) in a column of its
 * own. Panels open on hover and on keyboard focus without JavaScript; navigation pauses for 1 s
 * after each page change, and clicks are reported to the data layer.
 */
import type { MouseEvent, ReactNode } from 'react';
import { useT } from '../../../i18n/useT.ts';
import { PathLink } from '../../navigation/PathLink.tsx';
import { useNavigationLock } from './useNavigationLock.ts';
import { trackMenuClick } from '../../../lib/chrome/analytics.ts';
import { activeTopCategory, isActiveLink, type MenuGroup, type MenuLink, type MenuTopCategory } from '../../../lib/chrome/menu.ts';
import { pathWithinStore } from '../../../lib/storeView/storeView.ts';
import { useStore, useStorePath } from '../StoreContext.tsx';
import styles from './MegaMenu.module.css';

export function MegaMenu({ menu, pathname }: { menu: MenuTopCategory[]; pathname: string }) {
  const t = useT();
  const locked = useNavigationLock(pathname);
  const current = pathWithinStore(pathname);
  const activeId = activeTopCategory(menu, current);
  return (
    <nav className={styles.megaMenu} aria-label={t('nav.main')} data-mega-menu data-locked={locked || undefined}>
      <ul className={`page-width ${styles.topList}`}>
        {menu.map((category) => {
          const hasPanel = category.groups.length + category.diamondGroups.length > 0;
          return (
            <li key={category.id} className={styles.topItem} data-active={category.id === activeId || undefined}>
              <MenuItemLink link={category} current={current} locked={locked} className={styles.topLink} />
              {hasPanel ? (
                <div className={styles.panel}>
                  <div className={`page-width ${styles.panelInner}`}>
                    <div className={styles.groups}>
                      {category.groups.map((group) => (
                        <MenuGroupColumn key={group.code || 'more'} group={group} current={current} locked={locked} />
                      ))}
                    </div>
                    {category.diamondGroups.length > 0 ? (
                      <div className={styles.diamondGroups}>
                        {category.diamondGroups.map((group) => (
                          <MenuGroupColumn key={group.code} group={group} current={current} locked={locked} withImages />
                        ))}
                      </div>
                    ) : null}
                    <MenuItemLink link={category} current={current} locked={locked} className={styles.shopAll}>
                      {t('nav.shopAll', { name: category.name })}
                    </MenuItemLink>
                  </div>
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function MenuGroupColumn({ group, current, locked, withImages }: { group: MenuGroup; current: string; locked: boolean; withImages?: boolean }) {
  const headingId = `menu-group-${group.code || 'more'}-${group.links[0]?.id}`;
  return (
    <div className={styles.group} data-diamond={withImages || undefined}>
      {group.label ? (
        <p id={headingId} className={styles.groupLabel}>
          {group.label}
        </p>
      ) : null}
      <ul className={styles.groupLinks} aria-labelledby={group.label ? headingId : undefined}>
        {group.links.map((link) => (
          <li key={link.id}>
            <MenuItemLink link={link} current={current} locked={locked} className={styles.link}>
              {withImages && link.image ? <img src={link.image} alt="" width={28} height={28} loading="lazy" className={styles.shapeIcon} /> : null}
              {link.name}
            </MenuItemLink>
            <MenuLeafLinks links={link.children} current={current} locked={locked} listClassName={styles.leafLinks} linkClassName={styles.leafLink} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A link's own children, the menu's third level, in the mega menu and the drawer alike. */
export function MenuLeafLinks({
  links,
  current,
  locked,
  listClassName,
  linkClassName,
}: {
  links: MenuLink[];
  current: string;
  locked?: boolean;
  listClassName: string;
  linkClassName: string;
}) {
  if (links.length === 0) return null;
  return (
    <ul className={listClassName}>
      {links.map((child) => (
        <li key={child.id}>
          <MenuItemLink link={child} current={current} locked={locked} className={linkClassName} />
        </li>
      ))}
    </ul>
  );
}

export function MenuItemLink({
  link,
  current,
  locked = false,
  className,
  children,
}: {
  link: MenuLink;
  current: string;
  locked?: boolean;
  className?: string;
  children?: ReactNode;
}) {
  const storePath = useStorePath();
  const { shopper } = useStore();
  const active = isActiveLink(link, current);
  const onClick = (event: MouseEvent) => {
    if (locked) {
      event.preventDefault();
      return;
    }
    trackMenuClick(link, shopper.cardNumber);
  };
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

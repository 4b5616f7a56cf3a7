/**
 * The mega menu's HTML (spec 000 §2; 001 §3.2): top categories whose panels group their children
 * by collection label, with the diamond group (cutting, certificate) in a column of its own.
 * Panels open on hover and keyboard focus by CSS alone. Drawn once per store view and menu on the
 * server (lib/chrome/megaMenuMarkup.server.tsx) and never by React in the browser: MegaMenu.tsx
 * keeps it and does what needs a script (docs/decisions.md, "The mega menu as the server's HTML").
 *
 * Plain props, no hooks: it is drawn outside the page. Each top item says its category
 * (`data-menu-top`) and campaign links say so (`data-campaign`), for the active marks and the
 * click reports.
 */
import type { ReactNode } from 'react';
import type { MenuGroup, MenuLink, MenuTopCategory } from '../../../lib/chrome/menu.ts';
import styles from './MegaMenu.module.css';

export interface MegaMenuMarkupProps {
  menu: MenuTopCategory[];
  /** The navigation landmark's name ("Main"). */
  label: string;
  /** "Shop all Gold". */
  shopAll: (name: string) => string;
  /** A path within the store as a path of the site (`/en-hk/gold.html`). */
  storePath: (path: string) => string;
}

export function MegaMenuMarkup({ menu, label, shopAll, storePath }: MegaMenuMarkupProps) {
  return (
    <nav className={styles.megaMenu} aria-label={label} data-mega-menu>
      <ul className={`page-width ${styles.topList}`}>
        {menu.map((category) => (
          <li key={category.id} className={styles.topItem} data-menu-top={category.id}>
            <MenuAnchor link={category} storePath={storePath} className={styles.topLink} />
            {category.groups.length + category.diamondGroups.length > 0 ? (
              <div className={styles.panel}>
                <div className={`page-width ${styles.panelInner}`}>
                  <div className={styles.groups}>
                    {category.groups.map((group) => (
                      <GroupColumn key={group.code || 'more'} group={group} storePath={storePath} />
                    ))}
                  </div>
                  {category.diamondGroups.length > 0 ? (
                    <div className={styles.diamondGroups}>
                      {category.diamondGroups.map((group) => (
                        <GroupColumn key={group.code} group={group} storePath={storePath} withImages />
                      ))}
                    </div>
                  ) : null}
                  <MenuAnchor link={category} storePath={storePath} className={styles.shopAll}>
                    {shopAll(category.name)}
                  </MenuAnchor>
                </div>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </nav>
  );
}

function GroupColumn({ group, storePath, withImages }: { group: MenuGroup; storePath: (path: string) => string; withImages?: boolean }) {
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
            <MenuAnchor link={link} storePath={storePath} className={styles.link}>
              {withImages && link.image ? <img src={link.image} alt="" width={28} height={28} loading="lazy" className={styles.shapeIcon} /> : null}
              {link.name}
            </MenuAnchor>
            {link.children.length > 0 ? (
              <ul className={styles.leafLinks}>
                {link.children.map((child) => (
                  <li key={child.id}>
                    <MenuAnchor link={child} storePath={storePath} className={styles.leafLink} />
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

function MenuAnchor({ link, storePath, className, children }: { link: MenuLink; storePath: (path: string) => string; className: string; children?: ReactNode }) {
  const campaign = link.campaign || undefined;
  return link.external ? (
    <a href={link.path} className={className} rel="noopener" data-campaign={campaign}>
      {children ?? link.name}
    </a>
  ) : (
    // data-discover: the router learns the routes of the links on the page before they are followed.
    <a href={storePath(link.path)} className={className} data-campaign={campaign} data-discover="true">
      {children ?? link.name}
    </a>
  );
}

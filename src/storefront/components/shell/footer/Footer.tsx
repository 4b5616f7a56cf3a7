/**
 * The footer: link groups from the CMS block 'footer-links' (or the category tree), the store's
 * own pages, the region selector and the WeChat QR popup. On phones each group collapses
 * (spec 000 §2 Layout; 001 §4 "footer groups toggle active/collapsed on small screens").
 */
import { useId, useState } from 'react';
import { useLocation } from 'react-router';
import { WEBSITES } from '../../../../rules/storeViews.ts';
import { useT, type MessageId } from '../../../i18n/useT.ts';
import type { ChromeRules } from '../../../lib/chrome/chromeRules.ts';
import type { FooterGroup } from '../../../lib/chrome/footer.ts';
import type { MenuTopLink } from '../../../lib/chrome/menu.ts';
import { regionStoreView, switchStorePath } from '../../../lib/storeView/storeView.ts';
import { Icon } from '../../icons/Icon.tsx';
import { PathLink } from '../../navigation/PathLink.tsx';
import { useStore, useStorePath } from '../StoreContext.tsx';
import { HydrateNearViewport } from '../../hydration/HydrateNearViewport.tsx';
import { QrPopup } from './QrPopup.tsx';
import styles from './Footer.module.css';

interface FooterProps {
  groups: FooterGroup[];
  menu: MenuTopLink[];
  rules: ChromeRules;
  wechatQrSvg: string;
  year: number;
}

/** The store's own pages (spec 000 §2 routes), always in the footer. */
const SERVICE_LINKS: Array<{ path: string; label: MessageId; goldPrice?: true }> = [
  { path: '/storelocator/', label: 'footer.storeLocator' },
  { path: '/dynamicGoldPrice/', label: 'footer.goldPrice', goldPrice: true },
  { path: '/sitemap', label: 'footer.sitemap' },
  { path: '/contact-us', label: 'footer.contactUs' },
];

const LEGAL_LINKS: Array<{ path: string; label: MessageId }> = [
  { path: '/terms-n-conditions', label: 'footer.terms' },
  { path: '/privacy-policy', label: 'footer.privacyPolicy' },
  { path: '/privacy', label: 'footer.cookiePolicy' },
];

export function Footer({ groups, menu, rules, wechatQrSvg, year }: FooterProps) {
  const t = useT();
  const { store } = useStore();
  // The CMS block holds the store's own link groups; without it the footer is built from the
  // category tree and the store's fixed pages.
  const fromBlock = groups.length > 0;
  const linkGroups: FooterGroup[] = fromBlock
    ? groups
    : [
        { title: t('footer.shop'), links: menu.map((category) => ({ label: category.name, href: category.path, external: category.external })) },
        {
          title: t('footer.customerService'),
          links: SERVICE_LINKS.filter((link) => rules.showGoldPrice || !link.goldPrice).map((link) => ({ label: t(link.label), href: link.path, external: false })),
        },
      ].filter((group) => group.links.length > 0);

  return (
    <footer className={styles.footer}>
      <h2 className="visually-hidden">{t('footer.heading')}</h2>
      {/* Below the fold on every page: it hydrates as the shopper reaches it. */}
      <HydrateNearViewport>
        <div className={`page-width ${styles.top}`}>
          <div className={styles.groups}>
            <noscript>
              <style>{WITHOUT_SCRIPTS}</style>
            </noscript>
            {linkGroups.map((group) => (
              <FooterLinkGroup key={group.title} group={group} />
            ))}
          </div>
          <div className={styles.follow}>
            <p className={styles.groupTitle}>{t('footer.wechat')}</p>
            <QrPopup svg={wechatQrSvg} />
            <RegionSelector />
          </div>
        </div>
        <div className={styles.bottom}>
          <div className={`page-width ${styles.bottomInner}`}>
            {fromBlock ? null : (
              <ul className={styles.legal}>
                {LEGAL_LINKS.map((link) => (
                  <li key={link.path}>
                    <FooterLink link={{ label: t(link.label), href: link.path, external: false }} />
                  </li>
                ))}
              </ul>
            )}
            <p className={styles.copyright}>{t('footer.copyright', { year, storeName: store.name })}</p>
          </div>
        </div>
      </HydrateNearViewport>
    </footer>
  );
}

/**
 * Below 768px a group folds behind its heading, a toggle; wider it is open under a plain heading.
 * Both headings are drawn and the stylesheet shows the one the width needs, so a phone's footer is
 * folded from its first paint: chosen once the footer hydrated, as the shopper scrolled to it, the
 * groups folded under the shopper's eyes and the footer lost half its height at once. Without
 * scripts the lists stay open and the toggles hidden (the noscript rules below).
 */
function FooterLinkGroup({ group }: { group: FooterGroup }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <section className={styles.group}>
      <h3 className={styles.groupHeading}>
        <button type="button" className={styles.groupToggle} aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
          {group.title}
          <Icon name={open ? 'minus' : 'plus'} size={16} />
        </button>
        <span className={styles.groupLabel}>{group.title}</span>
      </h3>
      <ul id={listId} className={styles.links} data-open={open || undefined}>
        {group.links.map((link) => (
          <li key={`${link.href}-${link.label}`}>
            <FooterLink link={link} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Without scripts no toggle can open a group: every list open, under its plain heading. */
const WITHOUT_SCRIPTS = `.${styles.links}:not([data-open]){display:block}.${styles.groupToggle}{display:none}.${styles.groupLabel}{display:inline}`;

function FooterLink({ link }: { link: FooterGroup['links'][number] }) {
  const storePath = useStorePath();
  if (link.external) {
    return (
      <a href={link.href} rel="noopener">
        {link.label}
      </a>
    );
  }
  return <PathLink to={storePath(link.href)}>{link.label}</PathLink>;
}

/** Hong Kong, Macau and Malaysia: the same page in the other website, same language where it has it. */
function RegionSelector() {
  const t = useT();
  const { view } = useStore();
  const location = useLocation();
  return (
    <nav className={styles.regions} aria-label={t('footer.region')}>
      <p className={styles.groupTitle}>{t('footer.region')}</p>
      <ul>
        {WEBSITES.map((website) => {
          const target = regionStoreView(view, website.code);
          return (
            <li key={website.code}>
              <a href={switchStorePath(location.pathname, location.search, target)} aria-current={website.code === view.websiteCode ? 'true' : undefined}>
                {t(`footer.region.${website.code}` as const)}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

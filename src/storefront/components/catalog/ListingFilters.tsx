/**
 * Filter groups from the API's aggregations: each option is a link that adds or removes it (the
 * layered navigation Magento's own themes draw), so filtering works without JavaScript. Filter
 * links are `nofollow`: their combinations are not pages for search engines.
 */
import { Link } from 'react-router';
import { useT } from '../../i18n/useT.ts';
import { useListingLinks } from '../../hooks/useListingLinks.ts';
import type { FilterGroup } from '../../lib/catalog/listing.server.ts';
import styles from './listing.module.css';

/** Groups open at first: the first few, and any with a choice made. */
const OPEN_GROUPS = 3;

export function FilterGroups({ groups }: { groups: FilterGroup[] }) {
  const t = useT();
  const linkTo = useListingLinks();
  return (
    <div className={styles.filterGroups}>
      {groups.map((group, index) => (
        <details key={group.code} className={styles.filterGroup} open={index < OPEN_GROUPS || group.options.some((option) => option.selected)}>
          <summary>{group.label}</summary>
          <ul>
            {group.options.map((option) => (
              <li key={option.value}>
                <Link
                  to={linkTo({ toggle: { code: group.code, value: option.value } })}
                  rel="nofollow"
                  className={styles.filterOption}
                  data-selected={option.selected || undefined}
                >
                  <span className={styles.check} aria-hidden="true" />
                  <span className={styles.optionLabel}>{option.label}</span>
                  <span className={styles.optionCount}>
                    <span className="visually-hidden">{t('listing.optionCount', { count: option.count })}</span>
                    <span aria-hidden="true">{option.count}</span>
                  </span>
                  {option.selected ? <span className="visually-hidden">{t('listing.filterSelected')}</span> : null}
                </Link>
              </li>
            ))}
          </ul>
        </details>
      ))}
    </div>
  );
}

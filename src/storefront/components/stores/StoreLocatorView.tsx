/**
 * The store locator page: the district menu and "stores near me", the map, and the list of stores
 * grouped by district (or nearest first). The list never depends on the map.
 */
import { useMemo } from 'react';
import { Link, useLocation } from 'react-router';
import { usePunctuation } from '../../i18n/punctuation.ts';
import { useT } from '../../i18n/useT.ts';
import { useNearbyStores } from '../../hooks/useNearbyStores.ts';
import { usePlacesMap } from '../../hooks/usePlacesMap.ts';
import type { StoreCard, StoreLocatorData } from '../../lib/service/storeLocator.server.ts';
import { Icon } from '../icons/Icon.tsx';
import { groupLabels } from '../../lib/service/staticMap.ts';
import { PlacesMapFrame } from './PlacesMapFrame.tsx';
import { StoreDetails } from './StoreDetails.tsx';
import styles from './StoreLocator.module.css';

export function StoreLocatorView({ locator }: { locator: StoreLocatorData }) {
  const t = useT();
  const punctuation = usePunctuation();
  const map = usePlacesMap(locator.stores, { tiles: locator.mapTiles, framing: 'centre' });
  const nearby = useNearbyStores();
  const { pathname } = useLocation();
  const districtLabels = useMemo(() => {
    const names = new Map(locator.districts.map((district) => [district.code, district.name]));
    return groupLabels(locator.stores, (store) => names.get(store.district) ?? store.district);
  }, [locator]);

  return (
    <div className={`page-width ${styles.page}`}>
      <header className={styles.header}>
        <h1>{t('stores.pageTitle')}</h1>
        <p>{t('stores.count', { count: locator.stores.length })}</p>
      </header>

      <div className={styles.controls}>
        <nav aria-label={t('stores.districtMenu')} className={styles.districts}>
          <ul>
            <li>
              <Link to={pathname} aria-current={!locator.district && !locator.near ? 'true' : undefined} preventScrollReset>
                {t('stores.allDistricts')}
              </Link>
            </li>
            {locator.districts.map((district) => (
              <li key={district.code}>
                <Link to={{ pathname, search: `?district=${encodeURIComponent(district.code)}` }} aria-current={locator.district === district.code ? 'true' : undefined} preventScrollReset>
                  {district.name}
                  {punctuation.asideGap}
                  <span className={styles.districtCount}>{punctuation.brackets(district.count)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <button type="button" className="button" onClick={nearby.locate} disabled={!nearby.available || nearby.locating}>
          <Icon name="pin" size={18} />
          {nearby.locating ? t('stores.locating') : t('stores.nearMe')}
        </button>
      </div>
      {locator.nearFailed ? (
        <p className={styles.notice} role="alert">
          {t('stores.geoFailed')}
        </p>
      ) : null}

      <div className={styles.layout}>
        <div className={styles.mapColumn}>
          <PlacesMapFrame map={map} places={locator.stores} labels={districtLabels} label={t('stores.map')} className={styles.map} />
          {map.failed ? <p className={styles.notice}>{t('map.unavailable')}</p> : null}
        </div>
        <div className={styles.list}>
          {groupsOf(locator, t('stores.nearest')).map((group) => (
            <section key={group.code} aria-labelledby={`district-${group.code}`}>
              <h2 id={`district-${group.code}`} className={styles.groupTitle}>
                {group.name}
              </h2>
              <ul>
                {group.stores.map((store) => (
                  <li key={store.code}>
                    <StoreDetails store={store} onShowOnMap={map.ready && !map.failed ? () => map.show(store) : null} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </div>
    </div>
  );
}

/** Stores by district in their own order; when sorted by distance, one list, nearest first. */
function groupsOf(locator: StoreLocatorData, nearestTitle: string): Array<{ code: string; name: string; stores: StoreCard[] }> {
  if (locator.near) return [{ code: 'nearest', name: nearestTitle, stores: locator.stores }];
  return locator.districts
    .map((district) => ({ code: district.code, name: district.name, stores: locator.stores.filter((store) => store.district === district.code) }))
    .filter((group) => group.stores.length > 0);
}

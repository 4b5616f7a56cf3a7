/**
 * A few of the website's stores (those offering a service, nearest first once the shopper shares
 * a location, as on the store locator) and the way to all of them.
 */
import { Link } from 'react-router';
import { useT } from '../../i18n/useT.ts';
import { useNearbyStores } from '../../hooks/useNearbyStores.ts';
import type { ServiceStores } from '../../lib/service/serviceStores.server.ts';
import { Icon } from '../icons/Icon.tsx';
import { useStorePath } from '../shell/StoreContext.tsx';
import { StoreDetails } from '../stores/StoreDetails.tsx';
import styles from './service.module.css';

export function ServiceStoreList({ title, intro, stores }: { title: string; intro?: string; stores: ServiceStores }) {
  const t = useT();
  const storePath = useStorePath();
  const nearby = useNearbyStores();
  return (
    <section className={styles.stores} aria-labelledby="service-stores-title">
      <div className={styles.storesHead}>
        <h2 id="service-stores-title" className={styles.sectionTitle}>
          {stores.near ? t('service.storesNear') : title}
        </h2>
        <button type="button" className="button" onClick={nearby.locate} disabled={!nearby.available || nearby.locating}>
          <Icon name="pin" size={18} />
          {nearby.locating ? t('stores.locating') : t('stores.nearMe')}
        </button>
      </div>
      {intro ? <p className={styles.storesIntro}>{intro}</p> : null}
      {stores.nearFailed ? (
        <p className={styles.notice} role="alert">
          {t('stores.geoFailed')}
        </p>
      ) : null}
      <ul className={styles.storeGrid}>
        {stores.stores.map((store) => (
          <li key={store.code}>
            <StoreDetails store={store} onShowOnMap={null} />
          </li>
        ))}
      </ul>
      <p>
        <Link to={storePath('/storelocator/')} className={styles.moreLink}>
          {t('service.allStores', { count: stores.total })}
        </Link>
      </p>
    </section>
  );
}

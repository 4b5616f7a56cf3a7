/** One store: name, address, phone (a tel: link), today's hours and the week's, services, directions. */
import { useT, type MessageId } from '../../i18n/useT.ts';
import type { StoreCard } from '../../lib/service/storeLocator.server.ts';
import styles from './StoreLocator.module.css';

const SERVICE_NAMES: Record<string, MessageId> = {
  pickup: 'stores.service.pickup',
  engraving: 'stores.service.engraving',
  gold_buyback: 'stores.service.gold_buyback',
  customizer: 'stores.service.customizer',
  ring_sizing: 'stores.service.ring_sizing',
};

export function StoreDetails({ store, onShowOnMap }: { store: StoreCard; onShowOnMap: (() => void) | null }) {
  const t = useT();
  const directions = `https://www.google.com/maps/dir/?api=1&destination=${store.latitude},${store.longitude}`;
  return (
    <article className={styles.store} aria-labelledby={`store-${store.code}`}>
      <h3 id={`store-${store.code}`}>{store.name}</h3>
      {store.distanceKm ? <p className={styles.distance}>{t('stores.distance', { km: store.distanceKm })}</p> : null}
      <p>{store.address}</p>
      <p>
        <a href={store.phoneHref}>{store.phone}</a>
      </p>
      <p className={styles.today} data-open={store.today ? true : undefined}>
        {store.today ? t('stores.openToday', { hours: store.today }) : t('stores.closedToday')}
      </p>
      <details className={styles.week}>
        <summary>{t('stores.openingHours')}</summary>
        <table>
          <tbody>
            {store.week.map((day) => (
              <tr key={day.day} aria-current={day.today ? 'date' : undefined}>
                <th scope="row">{day.day}</th>
                <td>{day.hours ?? t('stores.closed')}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {store.note ? <p className={styles.hoursNote}>{store.note}</p> : null}
      </details>
      {store.services.length > 0 ? (
        <ul className={styles.services} aria-label={t('stores.services')}>
          {store.services.map((service) => (
            <li key={service}>{SERVICE_NAMES[service] ? t(SERVICE_NAMES[service]) : service.replace(/_/g, ' ')}</li>
          ))}
        </ul>
      ) : null}
      <p className={styles.storeActions}>
        {onShowOnMap ? (
          <button type="button" className="button button--link" onClick={onShowOnMap}>
            {t('stores.showOnMap')}
          </button>
        ) : null}
        <a href={directions} target="_blank" rel="noopener noreferrer" className="button button--link">
          {t('stores.directions')}
          <span className="visually-hidden"> {t('stores.opensInNewTab')}</span>
        </a>
      </p>
    </article>
  );
}

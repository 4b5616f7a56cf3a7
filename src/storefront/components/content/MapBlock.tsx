/**
 * A map block: the locations as a list (always there, also when tiles fail to load) and a map of
 * them, framed so that each shows (spec 001 §3.3: zoom 8, scroll-wheel zoom off, controls as the
 * block says). Without tiles the box shows a picture of the area with the locations marked.
 */
import { useMemo } from 'react';
import { usePlacesMap } from '../../hooks/usePlacesMap.ts';
import { useT } from '../../i18n/useT.ts';
import type { MapBlock } from '../../lib/content/types.ts';
import { useContentContext } from './ContentContext.tsx';
import { PlacesMapFrame } from '../stores/PlacesMapFrame.tsx';
import styles from './content.module.css';

export function MapBlockView({ block }: { block: MapBlock }) {
  const t = useT();
  const { mapTiles } = useContentContext();
  const map = usePlacesMap(block.locations, { tiles: mapTiles, framing: 'all', zoomControl: block.showControls });
  const labels = useMemo(() => block.locations.map((location) => ({ text: location.name, latitude: location.latitude, longitude: location.longitude })), [block.locations]);

  return (
    <div className={[styles.map, block.className].filter(Boolean).join(' ')} style={block.style}>
      <PlacesMapFrame map={map} places={block.locations} labels={labels} label={t('map.label')} className={styles.mapCanvas} style={{ height: block.height ?? '30rem' }} />
      {map.failed ? <p className={styles.mapNotice}>{t('map.unavailable')}</p> : null}
      <h3 className="visually-hidden">{t('map.storeList')}</h3>
      <ul className={styles.mapLocations}>
        {block.locations.map((location, index) => (
          <li key={index}>
            <strong>{location.name}</strong>
            {location.address ? <span>{location.address}</span> : null}
            {location.phone ? <a href={`tel:${location.phone.replace(/\s+/g, '')}`}>{location.phone}</a> : null}
            {location.comment ? <span>{location.comment}</span> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * A map block: the locations as a list (always there, also when tiles fail to load) and a
 * Leaflet map over the configured tile server, loaded only on pages that have one. Zoom 8,
 * scroll-wheel zoom off, controls as the block says (spec 001 §3.3).
 */
import { useEffect, useRef, useState } from 'react';
import { MAP_ZOOM } from '../../../rules/limits.ts';
import { useT } from '../../i18n/useT.ts';
import type { MapBlock } from '../../lib/content/types.ts';
import { useContentContext } from './ContentContext.tsx';
import styles from './content.module.css';

/** Tile errors after which the map is reported as unavailable. */
const FAILED_TILES_LIMIT = 4;

export function MapBlockView({ block }: { block: MapBlock }) {
  const t = useT();
  const { mapTiles } = useContentContext();
  const canvas = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const element = canvas.current;
    if (!element || !mapTiles || block.locations.length === 0) return;
    let cancelled = false;
    let remove = () => {};
    Promise.all([import('leaflet'), import('leaflet/dist/leaflet.css')])
      .then(([{ default: L }]) => {
        if (cancelled) return;
        const map = L.map(element, { zoomControl: block.showControls, scrollWheelZoom: false });
        remove = () => map.remove();
        let tileErrors = 0;
        L.tileLayer(mapTiles.url, { attribution: mapTiles.attribution, maxZoom: 19 })
          .on('tileerror', () => {
            tileErrors += 1;
            if (tileErrors === FAILED_TILES_LIMIT) setFailed(true);
          })
          .addTo(map);
        const points = block.locations.map((location) => L.latLng(location.latitude, location.longitude));
        for (const [index, location] of block.locations.entries()) {
          L.circleMarker(points[index], { radius: 8, color: '#8c1c2b', fillColor: '#8c1c2b', fillOpacity: 0.85, weight: 2 })
            .bindPopup(location.name)
            .addTo(map);
        }
        // One place opens at the spec's zoom 8; several are framed together so that each shows.
        if (points.length === 1) map.setView(points[0], MAP_ZOOM);
        else map.fitBounds(L.latLngBounds(points), { padding: [32, 32], maxZoom: 15 });
      })
      .catch(() => setFailed(true));
    return () => {
      cancelled = true;
      remove();
    };
  }, [block, mapTiles]);

  return (
    <div className={[styles.map, block.className].filter(Boolean).join(' ')} style={block.style}>
      <div ref={canvas} className={styles.mapCanvas} style={{ height: block.height ?? '30rem' }} role="region" aria-label={t('map.label')} />
      {failed ? <p className={styles.mapNotice}>{t('map.unavailable')}</p> : null}
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

/**
 * A map's box: the Leaflet map when its tiles load, and otherwise (before scripts, offline, no tile
 * server, tiles failing) a picture of the area with the places marked, so the box is never an
 * empty grey square.
 */
import { useId, type CSSProperties, type RefObject } from 'react';
import type { MapPlace } from '../../hooks/usePlacesMap.ts';
import { useT } from '../../i18n/useT.ts';
import { staticMapOf, type StaticMapLabel } from '../../lib/service/staticMap.ts';
import styles from './PlacesMapFrame.module.css';

interface DrawnMap {
  canvas: RefObject<HTMLDivElement | null>;
  ready: boolean;
  failed: boolean;
}

export function PlacesMapFrame({
  map,
  places,
  labels,
  label,
  className,
  style,
}: {
  map: DrawnMap;
  places: readonly MapPlace[];
  labels: readonly StaticMapLabel[];
  label: string;
  className?: string;
  style?: CSSProperties;
}) {
  const t = useT();
  const grid = useId();
  const picture = map.ready && !map.failed ? null : staticMapOf(places, labels);
  return (
    <div className={[styles.frame, className].filter(Boolean).join(' ')} style={style}>
      <div ref={map.canvas} className={styles.canvas} role="region" aria-label={label} />
      {picture ? (
        <svg className={styles.picture} viewBox={`0 0 ${picture.width} ${picture.height}`} role="img" aria-label={t('map.picture')} data-testid="static-map">
          <defs>
            <pattern id={grid} width="50" height="50" patternUnits="userSpaceOnUse">
              <path d="M 50 0 L 0 0 0 50" className={styles.grid} />
            </pattern>
          </defs>
          <rect width={picture.width} height={picture.height} fill={`url(#${grid})`} />
          {picture.labels.map((item) => (
            <text key={item.text} x={item.x} y={item.y - 22} className={styles.label} textAnchor="middle">
              {item.text}
            </text>
          ))}
          {picture.markers.map((marker, index) => (
            // The places' names are in the list beside the map; the picture only shows where they are.
            <circle key={index} cx={marker.x} cy={marker.y} r="9" className={styles.marker} />
          ))}
        </svg>
      ) : null}
    </div>
  );
}

import type { CircleMarker, Map as LeafletMap } from 'leaflet';
import { useCallback, useEffect, useRef, useState } from 'react';
import { MAP_ZOOM } from '../../rules/limits.ts';

/** A place a map marks: the store locator's stores, a content map block's locations. */
export interface MapPlace {
  name: string;
  address?: string | null;
  latitude: number;
  longitude: number;
}

export interface PlacesMapOptions {
  /** The configured tile server; without one there is no map, only the page's own list. */
  tiles: { url: string; attribution: string } | null;
  /**
   * 'centre' opens at the spec's zoom 8 over the middle of the places (the store locator, 001 §9);
   * 'all' frames every place so that each shows (one place: zoom 8 over it).
   */
  framing: 'centre' | 'all';
  /** Zoom buttons; a content map block says whether it has them (spec 001 §3.3). */
  zoomControl?: boolean;
}

/** Tile errors after which the map is reported as unavailable (the page's list still shows every place). */
const FAILED_TILES_LIMIT = 4;
/** Zoom when one place is brought into view: its street. */
const PLACE_ZOOM = 16;
const MARKER = { radius: 8, color: '#8c1c2b', fillColor: '#8c1c2b', fillOpacity: 0.85, weight: 2 };

/**
 * A Leaflet map of places over the configured tile server, loaded only on pages that draw one and
 * only in the browser: a marker per place whose popup names it, scroll-wheel zoom off (spec 001
 * §3.3). `show(place)` brings one place into view with its popup. `places` should keep its
 * identity between renders (loader data, or memoized): a new list draws a new map.
 */
export function usePlacesMap<Place extends MapPlace>(places: readonly Place[], { tiles, framing, zoomControl = true }: PlacesMapOptions) {
  const canvas = useRef<HTMLDivElement>(null);
  const drawn = useRef<{ map: LeafletMap; markers: Map<Place, CircleMarker> } | null>(null);
  const [failed, setFailed] = useState(false);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    const element = canvas.current;
    if (!element || !tiles || places.length === 0) return;
    let cancelled = false;
    Promise.all([import('leaflet'), import('leaflet/dist/leaflet.css')])
      .then(([{ default: L }]) => {
        if (cancelled) return;
        const map = L.map(element, { zoomControl, scrollWheelZoom: false });
        let tileErrors = 0;
        L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: 19 })
          .on('tileerror', () => {
            tileErrors += 1;
            if (tileErrors === FAILED_TILES_LIMIT) setFailed(true);
          })
          .addTo(map);
        const markers = new Map<Place, CircleMarker>();
        for (const place of places) {
          markers.set(place, L.circleMarker([place.latitude, place.longitude], MARKER).bindPopup(popupOf(place)).addTo(map));
        }
        const points = places.map((place) => L.latLng(place.latitude, place.longitude));
        if (framing === 'all' && points.length > 1) map.fitBounds(L.latLngBounds(points), { padding: [32, 32], maxZoom: 15 });
        else map.setView(L.latLngBounds(points).getCenter(), MAP_ZOOM);
        drawn.current = { map, markers };
        setReady(true);
      })
      .catch(() => setFailed(true));
    return () => {
      cancelled = true;
      drawn.current?.map.remove();
      drawn.current = null;
      setReady(false);
    };
  }, [places, tiles, framing, zoomControl]);

  const show = useCallback((place: Place) => {
    const current = drawn.current;
    const marker = current?.markers.get(place);
    if (!current || !marker) return;
    current.map.setView(marker.getLatLng(), PLACE_ZOOM);
    marker.openPopup();
    canvas.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, []);

  return { canvas, failed, ready, show };
}

/** The popup as elements, never as HTML: names and addresses come from content and the API. */
function popupOf(place: MapPlace): HTMLElement {
  const popup = document.createElement('div');
  popup.appendChild(document.createElement('strong')).textContent = place.name;
  if (place.address) {
    popup.appendChild(document.createElement('br'));
    popup.appendChild(document.createTextNode(place.address));
  }
  return popup;
}

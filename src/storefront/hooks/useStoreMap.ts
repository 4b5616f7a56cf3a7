import type { CircleMarker, Map as LeafletMap } from 'leaflet';
import { useCallback, useEffect, useRef, useState } from 'react';
import { MAP_ZOOM } from '../../rules/limits.ts';
import type { StoreCard } from '../lib/storeLocator.server.ts';

/** Tile errors after which the map is reported as unavailable (the list still shows every store). */
const FAILED_TILES_LIMIT = 4;
/** Zoom when one store is shown: its street. */
const STORE_ZOOM = 16;
const MARKER = { radius: 8, color: '#8c1c2b', fillColor: '#8c1c2b', fillOpacity: 0.85, weight: 2 };


/**
 * The store locator's Leaflet map over the configured tile server, loaded only on this page and
 * only in the browser. It opens at the spec's zoom 8 (001 §9) over the listed stores, one marker
 * each; `show(code)` brings one store into view with its popup.
 */
export function useStoreMap(stores: StoreCard[], tiles: { url: string; attribution: string }) {
  const canvas = useRef<HTMLDivElement>(null);
  const map = useRef<{ map: LeafletMap; markers: Map<string, CircleMarker> } | null>(null);
  const [failed, setFailed] = useState(false);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    const element = canvas.current;
    if (!element || stores.length === 0) return;
    let cancelled = false;
    Promise.all([import('leaflet'), import('leaflet/dist/leaflet.css')])
      .then(([{ default: L }]) => {
        if (cancelled) return;
        const leaflet = L.map(element, { scrollWheelZoom: false });
        let tileErrors = 0;
        L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: 19 })
          .on('tileerror', () => {
            tileErrors += 1;
            if (tileErrors === FAILED_TILES_LIMIT) setFailed(true);
          })
          .addTo(leaflet);
        const markers = new Map<string, CircleMarker>();
        for (const store of stores) {
          const popup = document.createElement('div');
          const name = popup.appendChild(document.createElement('strong'));
          name.textContent = store.name;
          popup.appendChild(document.createElement('br'));
          popup.appendChild(document.createTextNode(store.address));
          markers.set(store.code, L.circleMarker([store.latitude, store.longitude], MARKER).bindPopup(popup).addTo(leaflet));
        }
        const bounds = L.latLngBounds(stores.map((store) => L.latLng(store.latitude, store.longitude)));
        leaflet.setView(bounds.getCenter(), MAP_ZOOM);
        map.current = { map: leaflet, markers };
        setReady(true);
      })
      .catch(() => setFailed(true));
    return () => {
      cancelled = true;
      map.current?.map.remove();
      map.current = null;
      setReady(false);
    };
  }, [stores, tiles]);

  const show = useCallback((code: string) => {
    const current = map.current;
    const marker = current?.markers.get(code);
    if (!current || !marker) return;
    current.map.setView(marker.getLatLng(), STORE_ZOOM);
    marker.openPopup();
    canvas.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, []);

  return { canvas, failed, ready, show };
}

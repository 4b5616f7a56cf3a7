import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useToasts } from '../components/toast/ToastProvider.tsx';
import { useT, type MessageId } from '../i18n/useT.ts';

/** Position errors (GeolocationPositionError codes) and what the shopper is told: spec 001 §8. */
const ERROR_MESSAGES: Record<number, MessageId> = {
  1: 'stores.geoDenied',
  2: 'stores.geoFailed',
  3: 'stores.geoTimeout',
};
const LOCATE_TIMEOUT_MS = 10_000;
/** A position up to five minutes old is near enough to sort stores by. */
const POSITION_MAX_AGE_MS = 5 * 60_000;

/**
 * "Stores near me": asks the browser where the shopper is and reloads the list sorted by distance
 * (`?near=lat,lng`, three decimals: about 100 m, enough to sort stores and no more exact than
 * needed). When the position cannot be had, a toast says why and points to the district menu.
 */
export function useNearbyStores() {
  const t = useT();
  const navigate = useNavigate();
  const { search } = useLocation();
  const { addToast } = useToasts();
  const [available, setAvailable] = useState(false);
  const [locating, setLocating] = useState(false);

  // The button works only with a script and a browser that can locate: enabled after hydration.
  useEffect(() => setAvailable(true), []);

  const fail = (message: MessageId) => {
    setLocating(false);
    addToast({ type: 'error', message: t(message), dismissable: true, id: 'stores-near-me' });
  };

  const locate = () => {
    if (!('geolocation' in navigator)) return fail('stores.geoFailed');
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating(false);
        const next = new URLSearchParams(search);
        next.delete('district');
        next.set('near', `${coords.latitude.toFixed(3)},${coords.longitude.toFixed(3)}`);
        navigate(`?${next}`, { preventScrollReset: true });
      },
      (error) => fail(ERROR_MESSAGES[error.code] ?? 'stores.geoFailed'),
      { timeout: LOCATE_TIMEOUT_MS, maximumAge: POSITION_MAX_AGE_MS },
    );
  };

  return { available, locating, locate };
}

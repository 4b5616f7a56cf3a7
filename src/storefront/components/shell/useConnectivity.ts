import { useEffect, useRef, useState } from 'react';
import { CONNECTIVITY_TOAST_MS } from '../../../rules/limits.ts';
import { useToasts } from '../toast/ToastProvider.tsx';
import { useT } from '../../i18n/useT.ts';

/**
 * Online state for the offline indicator. Going offline shows an error toast and coming back an
 * info toast, 3 s each (spec 000 §4, 001 §8); the app remembers it has been offline.
 */
export function useConnectivity(): { isOnline: boolean; hasBeenOffline: boolean } {
  const [isOnline, setOnline] = useState(true);
  const hasBeenOffline = useRef(false);
  const { addToast } = useToasts();
  const t = useT();

  useEffect(() => {
    const goOffline = () => {
      hasBeenOffline.current = true;
      setOnline(false);
      addToast({ id: 'connectivity', type: 'error', icon: 'offline', message: t('connectivity.offline'), timeout: CONNECTIVITY_TOAST_MS });
    };
    const goOnline = () => {
      setOnline(true);
      if (hasBeenOffline.current) {
        addToast({ id: 'connectivity', type: 'info', message: t('connectivity.online'), timeout: CONNECTIVITY_TOAST_MS });
      }
    };
    if (!navigator.onLine) goOffline();
    window.addEventListener('offline', goOffline);
    window.addEventListener('online', goOnline);
    return () => {
      window.removeEventListener('offline', goOffline);
      window.removeEventListener('online', goOnline);
    };
  }, [addToast, t]);

  return { isOnline, hasBeenOffline: hasBeenOffline.current };
}

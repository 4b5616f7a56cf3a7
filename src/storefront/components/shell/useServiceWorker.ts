import { useEffect } from 'react';

/** Registers the Workbox service worker at /sw.js (spec 001 §7) once the page has loaded. */
export function useServiceWorker(): void {
  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    const register = () => {
      navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
        // The spec's wording (001 §8): a warning, the page carries on without offline support.
        console.warn('Failed to register SW.', error);
      });
    };
    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register, { once: true });
  }, []);
}

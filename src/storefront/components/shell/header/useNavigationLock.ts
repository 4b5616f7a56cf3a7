import { useEffect, useState } from 'react';
import { MENU_NAVIGATION_DELAY_MS } from '../../../../rules/limits.ts';

/**
 * Mega menu navigation is disabled for 1000 ms after each path change (spec 001 §3.2), so a menu
 * still under the pointer after a click closes instead of opening the next panel at once.
 */
export function useNavigationLock(pathname: string): boolean {
  const [locked, setLocked] = useState(false);
  const [lastPath, setLastPath] = useState(pathname);
  if (pathname !== lastPath) {
    setLastPath(pathname);
    setLocked(true);
  }
  useEffect(() => {
    if (!locked) return;
    const timer = setTimeout(() => setLocked(false), MENU_NAVIGATION_DELAY_MS);
    return () => clearTimeout(timer);
  }, [locked, lastPath]);
  return locked;
}

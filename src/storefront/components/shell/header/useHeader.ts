import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';

type Panel = 'navigation' | 'search' | 'minicart' | null;

/**
 * The header's open panels (app state of spec 000 §3: drawer, searchOpen): one at a time, and all
 * closed when the page changes.
 */
export function useHeader() {
  const [panel, setPanel] = useState<Panel>(null);
  const { pathname } = useLocation();
  useEffect(() => setPanel(null), [pathname]);
  return {
    navigationOpen: panel === 'navigation',
    searchOpen: panel === 'search',
    miniCartOpen: panel === 'minicart',
    openNavigation: () => setPanel('navigation'),
    openMiniCart: () => setPanel('minicart'),
    toggleSearch: () => setPanel((current) => (current === 'search' ? null : 'search')),
    close: () => setPanel(null),
  };
}

import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { subscribeBagAdds } from '../../../lib/cart/cartCount.ts';

type Panel = 'navigation' | 'search' | 'minicart' | null;

/**
 * The header's open panels (app state of spec 000 §3: drawer, searchOpen): one at a time, and all
 * closed when the page changes. A piece the bag has just accepted opens the mini cart on it.
 */
export function useHeader() {
  const [panel, setPanel] = useState<Panel>(null);
  const { pathname } = useLocation();
  useEffect(() => setPanel(null), [pathname]);
  useEffect(() => subscribeBagAdds(() => setPanel('minicart')), []);
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

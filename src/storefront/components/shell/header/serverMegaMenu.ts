import { createContext } from 'react';

/**
 * The mega menu's HTML for the page being drawn on the server (entry.server.tsx); nothing in the
 * browser, which keeps the HTML it was sent (MegaMenu.tsx).
 */
export const ServerMegaMenuContext = createContext<string | undefined>(undefined);

/** What content blocks need from their page: products for carousels, map tiles for maps. */
import { createContext, useContext } from 'react';
import type { MapTiles } from '../../lib/content/types.ts';
import type { ProductCardData } from '../../lib/catalog/productCard.ts';

export interface ContentContextValue {
  products: Record<string, ProductCardData>;
  mapTiles: MapTiles | null;
}

export const ContentContext = createContext<ContentContextValue>({ products: {}, mapTiles: null });

export function useContentContext(): ContentContextValue {
  return useContext(ContentContext);
}

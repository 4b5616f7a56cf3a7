/** The diamonds module's face: what the rest of the backend may use of it. */
export { DiamondService } from './service.ts';
export type { Diamond } from './service.ts';
export type { DiamondFilterInput, DiamondSearchInput, DiamondSortInput } from './diamondQuery.ts';
/** The search index and the search as it parses, for the index's own bench (bench/diamondIndex.ts). */
export { WebsiteDiamondIndex } from './diamondIndex.ts';
export { parseDiamondSearch } from './diamondQuery.ts';

/** The locations module's face: what the rest of the backend may use of it. */
export { LocationService } from './service.ts';
export type { StoreLocationView } from './service.ts';

/** The store module's face: what the rest of the backend may use of it. */
export { StoreService } from './service.ts';
export type { StoreConfigView } from './storeConfigView.ts';

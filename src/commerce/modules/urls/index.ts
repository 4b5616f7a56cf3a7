/** The urls module's face: what the rest of the backend may use of it. */
export { UrlService } from './service.ts';
export type { RoutedEntity } from './service.ts';

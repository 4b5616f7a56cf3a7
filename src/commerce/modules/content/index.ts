/** The content module's face: what the rest of the backend may use of it. */
export { ContentService, HOME_PAGE_IDENTIFIER } from './service.ts';
export { cmsPageView } from './views.ts';

/** The made-to-order module's face: what the rest of the backend may use of it. */
export { MadeToOrderService } from './service.ts';
export type { DesignSelectionInput } from './designQuote.ts';
export { diamondsOf } from './diamondSource.ts';
export type { DiamondSale, DiamondSource } from './diamondSource.ts';
export { customImageRoutes } from './routes.ts';
export { customMadeLineView } from './customMadeViews.ts';
export type { CustomMadeLineView, SelectedCustomizableOptionView } from './customMadeViews.ts';

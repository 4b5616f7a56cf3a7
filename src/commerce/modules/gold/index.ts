/** The gold module's face: what the rest of the backend may use of it. */
export { EXIT_FAILED, EXIT_OK, runGoldCommand } from './goldCommand.ts';
export { goldCodeLabel } from './labels.ts';
export { GoldService } from './service.ts';

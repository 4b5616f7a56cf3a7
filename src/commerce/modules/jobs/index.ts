/** The jobs module's face: the queue the store's background work runs through. */
export { JobQueue, type JobDefinition, type JobLog } from './service.ts';

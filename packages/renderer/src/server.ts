// Server entry: everything that prepares content before rendering (validation, sanitizing,
// loaders, Content Delivery). Re-exports the client entry so a server needs one import.
export * from './index';
export { prepareContent, type PrepareOptions } from './prepare/prepareContent';
export { renderContent } from './prepare/renderContent';
export { sanitizeRichText } from './prepare/sanitizeHtml';
export { pickLocalizedValue } from './prepare/localize';
export {
  createValidator,
  SchemaSetError,
  type ContentValidator,
  type ValidationOutcome,
  type ValidatorOptions,
} from './validation/createValidator';
export { CORE_SCHEMAS } from './validation/coreSchemas';
export { formatFieldPath, type FieldPath } from './validation/fieldErrors';
export {
  createContentClient,
  ContentDeliveryError,
  FETCH_CHUNK_SIZE,
  DEFAULT_CONTENT_CACHE_TIMES,
  type ContentClientOptions,
  type ContentRequest,
  type ContentResult,
  type RidgelineContentClient,
} from './delivery/createContentClient';
export type { CacheTimes } from './delivery/staleWhileRevalidateCache';

// Server entry: everything that prepares content before rendering (validation, sanitizing,
// loaders: the isomorphic `./prepare` entry) plus the Content Delivery client (dc-delivery-sdk-js).
// Re-exports the client entry so a server needs one import.
export * from './index';
export * from './prepare';
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
export { createServerIslands, type ServerIslandsOptions } from './islands/server';

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
  DEFAULT_CONTENT_CACHE_LIMITS,
  DEFAULT_CONTENT_TIMEOUT_MS,
  CONTENT_LIST_PAGE_SIZE,
  DEFAULT_CONTENT_LIST_LIMIT,
  HIERARCHY_PARENT_PATH,
  MAX_CONTENT_FILTERS,
  type ContentClientOptions,
  type ContentFilter,
  type ContentListQuery,
  type ContentRequest,
  type ContentResult,
  type RidgelineContentClient,
} from './delivery/createContentClient';
export {
  StaleWhileRevalidateCache,
  DEFAULT_CACHE_LIMITS,
  type CacheTimes,
  type CacheLimits,
  type CacheLookup,
  type StaleWhileRevalidateCacheOptions,
} from './delivery/staleWhileRevalidateCache';
export { deadlineAdaptor, MAX_DELIVERY_RESPONSE_BYTES, UpstreamTimeoutError } from './delivery/deadlineAdaptor';
export { deadlineSignal } from './delivery/deadlineSignal';
export {
  contentPageName,
  createContentPagesReader,
  CONTENT_FILTER_MAX_PAGES,
  CONTENT_FILTER_PAGE_SIZE,
  type ContentPageEntry,
  type ContentPagesReaderOptions,
} from './delivery/contentPages';
export { readLimited, UpstreamBodyTooLargeError } from './delivery/readLimited';
export { createServerIslands, type ServerIslandsOptions } from './islands/server';
export {
  createMonetateEngine,
  cachedDecisions,
  createDecisionCache,
  decisionBody,
  decisionCacheKey,
  readDecisionAnswer,
  DecisionEngineError,
  DECISION_CACHE_TIMES,
  DECISION_MAX_BODY_BYTES,
  DECISION_REQUEST_ID,
  DECISION_TIMEOUT_MS,
  type DecisionCache,
  type DecisionEngineProvider,
  type DecisionInput,
  type DecisionResult,
  type MonetateEngineConfig,
} from './personalisation/decisionEngine';
export {
  decideForVisitor,
  decisionPreviewToken,
  DECISION_DEVICE_ID,
  DECISION_PREVIEW_TOKEN,
  DECISION_VISITOR_ID,
  type DecisionStatus,
  type VisitorDecision,
  type VisitorDecisionOptions,
  type VisitorFacts,
} from './personalisation/visitorDecision';
export { segmentKey, SEGMENT_KEY_LENGTH, type SegmentInput } from './personalisation/segmentKey';
// The visitor endpoint's country and country-selector mapping.
export * from './overlays/visitorCountry';
export {
  RenderCache,
  RENDER_CACHE_DEFAULTS,
  RENDER_CACHE_TAGS_HEADER,
  isPersonal,
  isShareable,
  isSharedCacheable,
  parseCacheControl,
  storableFor,
  type RenderCacheOptions,
  type RenderCacheResult,
  type RenderCacheState,
  type RenderLogLine,
} from './renderCache/renderCache';
export { previewContentClient, timeMachineDomain, type PreviewClientOptions } from './preview/previewClient';
export * from './renderCache/renderCacheKey';
// The render cache shared by many instances, and their purge broadcast (REDIS_URL).
export * from './renderCache/redisRenderCache';
export {
  blockDataResponse,
  MAX_POSTED_CONTENT_BYTES,
  type BlockDataRequest,
  type BlockDataSite,
} from './blockData/blockDataResponse';
export {
  decisionCookies,
  DEVICE_COOKIE,
  DEVICE_COOKIE_MAX_AGE_S,
  VISITOR_COOKIE,
  VISITOR_COOKIE_MAX_AGE_S,
  type DecisionCookie,
} from './personalisation/visitorDecision';
// Cache tags (what a response was built from), Amplience's publish webhook and the CDN purge adapters.
export * from './cdn/cacheTags';
export * from './cdn/amplienceWebhook';
export * from './cdn/purgeAdapters';
// A storefront's security headers: the document policy (CSP with a nonce), the baseline headers, proxy trust.
export * from './security/documentSecurity';
export * from './cdn/cspHashes';

export { startSandbox, createSandboxApp, reportProblem } from './server.js';
export type { Sandbox, SandboxOptions } from './server.js';
export { loadContent } from './store.js';
export type { ContentStore, DeliveryItem, StoredItem, StoreProblem } from './store.js';
export {
  deliver,
  parseParameters,
  pickLocalized,
  CONTENT_LINK,
  CONTENT_REFERENCE,
  LOCALIZED_VALUE,
} from './delivery.js';
export type { DeliveryParameters, DeliveredContent } from './delivery.js';
export { parseTransform, negotiateFormat, targetSize, MAX_DIMENSION, DEFAULT_QUALITY } from './media.js';
export { defaultContentDir, defaultMediaDir, splitDirList } from './paths.js';
export {
  createCommerce,
  DEMO_COMMERCE_CONFIG,
  pricebookIds,
  loadCatalog,
  defaultCatalogDir,
  productArt,
  signJwt,
  verifyJwt,
  RECOMMENDERS,
  ZONES,
  ACTIVITIES,
  SORTING_OPTIONS,
  PRICE_BUCKETS,
  DEMO_CUSTOMER_GROUPS,
} from './commerce/index.js';
export type {
  CommerceOptions,
  CommerceService,
  CommerceConfig,
  Catalog,
  CatalogProduct,
  CatalogVariant,
  CatalogCategory,
  TokenResponse,
  ActivityRecord,
  Recommender,
  CustomerGroup,
  ShopperContext,
} from './commerce/index.js';
export {
  DEMO_STAGING_ENVIRONMENTS,
  TIME_MACHINE_ID,
  parseStagingDomain,
  buildStagingDomain,
  normaliseHost,
} from './staging/environments.js';
export type { StagingEnvironment, StagingDomain } from './staging/environments.js';
export { createStaging } from './staging/staging.js';
export type { Edition, StagingOptions, StagingService } from './staging/staging.js';
export { defaultStagingDir } from './paths.js';
export {
  createDecisionEngine,
  loadDecisionRules,
  assignVariant,
  splitBucket,
  deviceVisitorId,
  DECISION_RULES_DIR,
} from './decision-engine.js';
export type {
  DecisionEngine,
  DecisionExperience,
  DecisionVariant,
  DecisionAction,
  DecisionRequestRecord,
} from './decision-engine.js';
export {
  changedItems,
  createCdnStandIn,
  publishedEvent,
  sendPublishedWebhook,
  watchContent,
  WEBHOOK_SIGNATURE_HEADER,
} from './publishing.js';
export type { ContentWatcher, RecordedPurge, WebhookOptions } from './publishing.js';

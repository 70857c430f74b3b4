// Client-safe entry: rendering, registry and pure helpers. Nothing here may import
// jsonschema, sanitize-html, dc-delivery-sdk-js or node built-ins (see server.ts for those).
export type {
  BlockComponent,
  BlockDataSource,
  BlockDefinition,
  BlockProps,
  BlockRegistry,
  ContentFailure,
  ContentItem,
  ContentLinkStub,
  ContentMeta,
  ContentState,
  FailureKind,
  FailureLogEntry,
  FieldError,
  HydrationTrigger,
  ImageLink,
  LazyBlockComponent,
  LoaderContext,
  Logger,
  PreparedContent,
  RenderContext,
  RenderMode,
} from './types';
export { defineBlock, createRegistry, RegistryError } from './registry';
export {
  lazyBlock,
  isLazyBlock,
  loadBlockComponent,
  preloadBlocks,
  preloadBlockSchemas,
  usedBlockSchemas,
  preloadRenderedBlocks,
  schemasInDocument,
  BLOCK_CODE_WAIT_MS,
} from './lazyBlock';
export { CORE, STATE_KEY, isContentLink, isImageLink, isPrepared, stateOf } from './contentModel';
export {
  ContentRenderer,
  RenderContent,
  type ContentRendererProps,
  type RenderContentProps,
} from './rendering/ContentRenderer';
export { useRenderContext } from './rendering/RendererEnvironment';
export {
  BLOCK_DATA_QUERY,
  BLOCK_DATA_STALE_TIME,
  BlockDataError,
  blockDataQueryKey,
  type BlockDataQueryKey,
} from './blockData/blockQuery';
export { FailureCard, type FailureCardProps } from './rendering/FailureCard';
export { CONTENT_ERROR_WORDS, type ContentErrorWords } from './rendering/ContentErrorNotice';
export { RICH_TEXT_POLICY } from './prepare/richTextPolicy';
export {
  resolvePersonalisedContent,
  DEFAULT_CUSTOMER_GROUPS,
  systemGroupsFor,
  type PersonalisedContainer,
  type PersonalisationVariant,
  type Segment,
} from './personalisation/container';
export {
  applyDecisionActions,
  groupsAt,
  noDecisions,
  type AppliedDecisions,
  type DecisionAction,
  type DecisionReport,
} from './personalisation/decisionActions';
export {
  imageUrl,
  imageSrcSet,
  presetTemplate,
  type ImageUrlOptions,
  type ImageSrcSetOptions,
  type MediaHostContext,
} from './media/imageUrl';
export { imageWidthSrcSet, type ImageWidthSrcSetOptions } from './media/imageWidthSrcSet';
export { resolveLink, type LinkObject, type ResolvedLink } from './links/resolveLink';
export { safeUrl } from './links/safeUrl';
export { contentPageKey, CONTENT_PAGE_MAX_SEGMENTS, CONTENT_PAGE_SLUG_MAX_LENGTH } from './links/contentPagePath';
export { consoleLogger, silentLogger, failureLogEntry } from './logging';
export { redactFailures } from './redactFailures';
export { IslandsContext, type ServerIslands, type IslandProviders } from './islands/IslandsContext';
export { Island, type IslandProps } from './islands/Island';
// An app's offline handling: the connection, islands that failed to load, location changes.
export * from './islands/browserSignals';
export { hydrationOf, isHydrationTrigger, HYDRATION_TRIGGERS } from './islands/hydration';
export { serializeForScript } from './islands/serialize';
export {
  BLOCK_ISLAND,
  EARLY_CLICK_SCRIPT,
  ISLAND_ATTRIBUTE,
  ISLAND_ID_ATTRIBUTE,
  ISLAND_STATE_ATTRIBUTE,
  PROPS_ATTRIBUTE,
  TRIGGER_ATTRIBUTE,
  type BlockIslandProps,
  type IslandState,
} from './islands/markup';
export { summarizePreparedContent, type PreparedContentSummary } from './preparedSummary';
export {
  MAX_ITEM_DEPTH,
  MAX_ITEM_VALUES,
  MAX_ITEM_TEXT_LENGTH,
  MAX_ITEM_NESTING,
  MAX_PAGE_ITEMS,
  MAX_FIELD_ERRORS,
} from './contentLimits';
// The header menus' model: the commerce category tree → menu entries, the desktop panels' layout.
export * from './navigation/menuModel';
// The shell's overlays: opening rules, the order they open in, the country selector's data, the marketing slots.
export * from './overlays/rules';
export * from './overlays/country';
export * from './overlays/marketing';
export * from './overlays/flow';
export * from './overlays/lastViewedProduct';
export * from './overlays/browserAccess';
// Amplience preview (virtual staging): environments, the preview cookies, the time machine's date rules.
export * from './preview/environments';
export * from './preview/cookies';
export * from './preview/previewDate';
// The merchandiser toolkit's pure rules (shopper context drafts, qualifiers, groups search, the cache hash).
export * from './toolkit/toolkit';
export * from './preview/resolvePreview';
// Live visualization in the Amplience app: which frames may talk to it, and what a live edit announces.
export * from './visualization/origins';
export * from './visualization/failures';
export * from './visualization/useLiveVisualization';
export { useToolkitPanel, type ToolkitPanelOptions } from './toolkit/useToolkitPanel';
export {
  effectiveCustomerGroups,
  type CustomerGroupsChoice,
  type CustomerGroupsSource,
} from './personalisation/customerGroups';

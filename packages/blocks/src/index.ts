// Public API of @ridgeline/blocks: the block definitions, a registry of all of them, the
// content types and the non-visual helpers (commerce mapping, page SEO/shell, newsletter service).
// The React components are NOT exported here but from `@ridgeline/blocks/components`: every
// definition loads its component lazily (`lazyBlock`), so importing the registry must not pull
// any block's code into an app's first-load bundle. Nothing in this module's import graph may
// import a block component. See README.md, "Lazy blocks".
import { createRegistry } from '@ridgeline/renderer';
import { blockDefinitions } from './shared/generated/blocks/registry';

// Generated from the block folders (`npm run blocks:generate`): `blockDefinitions`, `diagnosticBlocks`,
// every definition by its own name (`heroBannerBlock`, …) and every block folder's `types.ts`.
export * from './shared/generated/blocks/registry';

/** `createRegistry(blockDefinitions)`. */
export const registry = createRegistry(blockDefinitions);

export * from './shared/commerce';
export { pageSeo, OG_IMAGE, type PageHead } from './shared/page/pageSeo';
export { pageShell, COLLECTION_LOGO_HEIGHT, type PageShell } from './shared/page/pageShell';
export type {
  PageSeoContent,
  HomePageContent,
  ContentPageContent,
  CategoryLandingPageContent,
  PageContent,
} from './shared/page/types';
export { adaptPersonalisedContainer, personalisedItems } from './personalised-container/adapt';
export { CONFLICTING_ANCHORS_MESSAGE, hasConflictingAnchors } from './product-recommendations-carousel/anchors';
export * from './auto-refresh/refreshDate';
export * from './footer/newsletter';
export * from './footer/actions';
export { ACCOUNT_DRAWER_EVENT } from './shared/actions';
export {
  SCHEMAS,
  SCHEMA_BASE,
  textColorFromCms,
  spaceBelowFromCms,
  buttonVariantFromCms,
  buttonColorFromCms,
  paletteFromCms,
  type CmsLink,
  type CmsTextColor,
  type CmsFont,
  type CtaButton,
  type SpaceBelow,
  type UrlTarget,
} from './shared/cms';
export type * from './shared/generated';

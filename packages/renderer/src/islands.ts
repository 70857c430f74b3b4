// Browser entry of the islands runtime: `hydrateIslands` and what it needs, without TanStack Query, the preparation
// code or react-dom/server. See README, "Islands".
export {
  hydrateIslands,
  unmountIslands,
  ISLANDS_ADDED_EVENT,
  ISLANDS_REMOVING_EVENT,
  type HydrateIslandsOptions,
  type IslandErrorEntry,
} from './islands/client';
export {
  startInPlaceNavigation,
  getFormUrl,
  isPlainClick,
  IN_PLACE_TIMEOUT_MS,
  type InPlaceNavigation,
  type InPlaceNavigationOptions,
} from './islands/inPlace';
export { ISLAND_FAILED_EVENT } from './islands/browserSignals';
export { waitForTrigger, VISIBLE_ROOT_MARGIN, IDLE_TIMEOUT_MS, type Replay } from './islands/triggers';
export { createIslandStore, type IslandStore } from './islands/store';
export type { IslandProviders } from './islands/IslandsContext';
export type { IslandState } from './islands/markup';
// What a browser registry of lazy blocks is made of (see @ridgeline/blocks' generated browserRegistry).
export { createRegistry } from './registry';
export { lazyBlock } from './lazyBlock';
export type { BlockRegistry, BlockDefinition, HydrationTrigger } from './types';

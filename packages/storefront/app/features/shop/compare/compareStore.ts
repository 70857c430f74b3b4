import { createIslandStore } from '@ridgeline/renderer/islands';
import {
  COMPARE_LIMIT_WARNING,
  readCompareList,
  toggleCompare,
  writeCompareList,
  type CompareEntry,
  type CompareResult,
} from '@ridgeline/commerce';
import { log, messageOf } from '../../../platform/log';

/** Storage failures of the compare list, as errors of the storefront's log. */
const compareLog = (event: string, detail: Record<string, unknown>) => log.error({ ...detail, event });

/** What every compare control of the page shares: the tiles' checkboxes and the tray are islands of their own. */
export interface CompareState {
  list: readonly CompareEntry[];
  expanded: boolean;
  warning: typeof COMPARE_LIMIT_WARNING | null;
}

/** Undefined until the browser's stored list has been read (the server renders every box unticked). */
export const compareStore = createIslandStore<CompareState | undefined>(undefined);

const storage = (): Storage | undefined => {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch (error) {
    log.error({ event: 'compare-storage-read-failed' }, messageOf(error));
    return undefined;
  }
};

/** The current state, reading the stored list the first time. */
export function compareState(): CompareState {
  let state = compareStore.get();
  if (!state) {
    state = { list: readCompareList(storage(), compareLog), expanded: false, warning: null };
    compareStore.set(state);
  }
  return state;
}

/** Emptied means collapsed: the tray is hidden and starts collapsed next time. */
export function nextState(state: CompareState, change: Partial<CompareState>): CompareState {
  const next = { ...state, ...change };
  return next.list.length === 0 ? { ...next, expanded: false, warning: null } : next;
}

let pending: CompareState | undefined;

/**
 * Publishes a state. `defer`: after the control that asked has flipped its own box (a tile flips it when its toggle
 * returns; the store's change would otherwise reach it first and the flip would undo it).
 */
function publish(state: CompareState, defer: boolean) {
  writeCompareList(storage(), state.list, compareLog);
  if (!defer) {
    pending = undefined;
    compareStore.set(state);
    return;
  }
  pending = state;
  setTimeout(() => {
    if (pending === state) compareStore.set(state);
  }, 0);
}

const latest = () => pending ?? compareState();

/**
 * A tile's Compare box: removes a listed product, adds another while fewer than the maximum are listed, else shows the
 * limit warning in the tray and throws (the box stays unticked).
 */
export function toggleCompareFromTile(entry: CompareEntry): CompareResult {
  const state = latest();
  const { list, result } = toggleCompare(state.list, entry);
  if (result === 'limit') {
    publish({ ...state, warning: COMPARE_LIMIT_WARNING }, false);
    throw new Error(COMPARE_LIMIT_WARNING.title);
  }
  publish(nextState(state, { list, warning: null }), true);
  return result;
}

export function removeFromCompare(productId: string): void {
  const state = latest();
  publish(
    nextState(state, { list: state.list.filter((entry) => entry.productId !== productId), warning: null }),
    false,
  );
}

export function clearCompare(): void {
  publish(nextState(latest(), { list: [] }), false);
}

export function setCompareExpanded(expanded: boolean): void {
  publish(nextState(latest(), { expanded }), false);
}

/** Another tab changed the list: follow it. */
export function followOtherTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && event.key !== 'ridgeline-compare') return;
    const state = latest();
    compareStore.set(nextState(state, { list: readCompareList(storage(), compareLog) }));
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

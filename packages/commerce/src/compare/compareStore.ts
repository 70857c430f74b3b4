import { createIslandStore } from '@ridgeline/renderer/islands';
import {
  COMPARE_LIMIT_WARNING,
  COMPARE_STORAGE_KEY,
  readCompareList,
  toggleCompare,
  writeCompareList,
  type CompareEntry,
  type CompareLog,
  type CompareResult,
} from './compareList';

/** What every compare control of the page shares: the tiles' checkboxes and the tray are islands of their own. */
export interface CompareState {
  list: readonly CompareEntry[];
  expanded: boolean;
  warning: typeof COMPARE_LIMIT_WARNING | null;
}

/** Emptied means collapsed: the tray is hidden and starts collapsed next time. */
export function nextState(state: CompareState, change: Partial<CompareState>): CompareState {
  const next = { ...state, ...change };
  return next.list.length === 0 ? { ...next, expanded: false, warning: null } : next;
}

/**
 * The page's compare list, shared by its islands (one per page: the storefront makes it once). `log` receives the
 * storage failures; the list is kept in the browser's localStorage.
 */
export function createCompareStore(log: CompareLog) {
  /** Undefined until the browser's stored list has been read (the server renders every box unticked). */
  const store = createIslandStore<CompareState | undefined>(undefined);
  const storage = (): Storage | undefined => {
    try {
      return typeof window === 'undefined' ? undefined : window.localStorage;
    } catch (error) {
      log('compare-storage-read-failed', { message: error instanceof Error ? error.message : String(error) });
      return undefined;
    }
  };

  /** The current state, reading the stored list the first time. */
  const current = (): CompareState => {
    let state = store.get();
    if (!state) {
      state = { list: readCompareList(storage(), log), expanded: false, warning: null };
      store.set(state);
    }
    return state;
  };

  let pending: CompareState | undefined;
  /**
   * Publishes a state. `defer`: after the control that asked has flipped its own box (a tile flips it when its toggle
   * returns; the store's change would otherwise reach it first and the flip would undo it).
   */
  const publish = (state: CompareState, defer: boolean) => {
    writeCompareList(storage(), state.list, log);
    if (!defer) {
      pending = undefined;
      store.set(state);
      return;
    }
    pending = state;
    setTimeout(() => {
      if (pending === state) store.set(state);
    }, 0);
  };
  const latest = () => pending ?? current();

  /**
   * A tile's Compare box: removes a listed product, adds another while fewer than the maximum are listed, else shows
   * the limit warning in the tray and throws (the box stays unticked).
   */
  const toggleFromTile = (entry: CompareEntry): CompareResult => {
    const state = latest();
    const { list, result } = toggleCompare(state.list, entry);
    if (result === 'limit') {
      publish({ ...state, warning: COMPARE_LIMIT_WARNING }, false);
      throw new Error(COMPARE_LIMIT_WARNING.title);
    }
    publish(nextState(state, { list, warning: null }), true);
    return result;
  };

  return {
    store,
    state: current,
    toggleFromTile,
    /**
     * A box the shopper changed before its tile hydrated (the server rendered it `rendered`): only a box that differs
     * from both the rendered and the listed state says what they want; applied once, or reset at the limit.
     */
    applyEarlyToggle(box: HTMLInputElement | null | undefined, entry: CompareEntry, rendered: boolean): void {
      const listed = current().list.some((item) => item.productId === entry.productId);
      if (!box || box.checked === rendered || box.checked === listed) return;
      try {
        toggleFromTile(entry);
      } catch {
        box.checked = listed;
      }
    },
    remove(productId: string): void {
      const state = latest();
      publish(
        nextState(state, { list: state.list.filter((entry) => entry.productId !== productId), warning: null }),
        false,
      );
    },
    clear(): void {
      publish(nextState(latest(), { list: [] }), false);
    },
    setExpanded(expanded: boolean): void {
      publish(nextState(latest(), { expanded }), false);
    },
    /** Another tab changed the list: follow it. */
    followOtherTabs(): () => void {
      const onStorage = (event: StorageEvent) => {
        if (event.key !== null && event.key !== COMPARE_STORAGE_KEY) return;
        store.set(nextState(latest(), { list: readCompareList(storage(), log) }));
      };
      window.addEventListener('storage', onStorage);
      return () => window.removeEventListener('storage', onStorage);
    },
  };
}

/** The page's compare list and its actions (`createCompareStore`). */
export type CompareStore = ReturnType<typeof createCompareStore>;

import { useSyncExternalStore } from 'react';

/**
 * State that several islands share (a basket count, the shopper's customer groups): one module-level store per value,
 * read with `useIslandStore` in any island and written from anywhere. Islands are separate React roots, so a context
 * cannot reach across them; a store can.
 */
export interface IslandStore<T> {
  get(): T;
  set(next: T | ((current: T) => T)): void;
  subscribe(listener: () => void): () => void;
  /** The current value in a component; it re-renders when the value changes. */
  use(): T;
}

export function createIslandStore<T>(initial: T): IslandStore<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  const store: IslandStore<T> = {
    get: () => value,
    set(next) {
      const resolved = typeof next === 'function' ? (next as (current: T) => T)(value) : next;
      if (Object.is(resolved, value)) return;
      value = resolved;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    use: () => useSyncExternalStore(store.subscribe, store.get, store.get),
  };
  return store;
}

/**
 * Browser signals for an app's offline handling: connection changes, islands that could not load their code, and
 * location changes (which clear a retry screen). Each `watch…` returns its unsubscribe. Apart from the runtime
 * (`client.tsx`), so a whole-document page can watch without carrying it.
 */

/**
 * The DOM event (on `window`, a `CustomEvent` whose `detail` is the `IslandErrorEntry`) the runtime sends once per
 * island that cannot hydrate, beside the console line: an app can tell the visitor (an offline screen) without
 * reading the log.
 */
export const ISLAND_FAILED_EVENT = 'ridgeline:island-failed';
/** The state attribute the runtime leaves on a container that failed before anyone listened. */
const FAILED_ISLANDS = '[data-island-state="failed"]';

export function watchConnection(onChange: (online: boolean) => void): () => void {
  const offline = () => onChange(false);
  const online = () => onChange(true);
  window.addEventListener('offline', offline);
  window.addEventListener('online', online);
  return () => {
    window.removeEventListener('offline', offline);
    window.removeEventListener('online', online);
  };
}

/** Calls `onFailure` for an island that fails from now on, and at once if one already has. */
export function watchIslandFailures(onFailure: () => void, root: ParentNode = document): () => void {
  window.addEventListener(ISLAND_FAILED_EVENT, onFailure);
  if (root.querySelector(FAILED_ISLANDS)) onFailure();
  return () => window.removeEventListener(ISLAND_FAILED_EVENT, onFailure);
}

/** History navigation and hash changes (public pages navigate by full page loads, which clear everything anyway). */
export function watchLocation(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener('hashchange', onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener('hashchange', onChange);
  };
}

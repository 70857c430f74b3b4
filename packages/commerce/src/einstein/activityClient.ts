/**
 * The browser's client of the recommendation and activity service (Einstein;
 * docs/behaviour/shell.md#recommendation-and-activity-calls). The browser never talks to the service itself: every call
 * is a same-origin POST to the storefront's activity endpoint (`setup.endpoint`), which adds the shopper's identity
 * and the client id on the server (docs/decisions/0005-einstein-identity.md). Every call is skipped while do-not-track
 * is on (the browser's own signals, or the server's verdict, `serverDoNotTrack`); a failed or non-OK call is logged
 * (`warn`) and gives an empty result, never an error.
 */

/** Do-not-track signals of the browser (`navigator`, the older `window.doNotTrack`). */
export interface PrivacySignals {
  doNotTrack?: string | null;
  globalPrivacyControl?: boolean;
}

/** `navigator.doNotTrack === '1'` (also the older `window.doNotTrack`) or `navigator.globalPrivacyControl`. */
export function browserDoNotTrack(
  nav: PrivacySignals | undefined = typeof navigator === 'undefined' ? undefined : (navigator as PrivacySignals),
  win: PrivacySignals | undefined = typeof window === 'undefined' ? undefined : (window as unknown as PrivacySignals),
): boolean {
  return nav?.doNotTrack === '1' || win?.doNotTrack === '1' || nav?.globalPrivacyControl === true;
}

/** Where and whether the page's calls go. */
export interface ActivitySetup {
  /** The storefront's activity endpoint (same origin). */
  endpoint: string;
  /** The page's locale. */
  locale: string;
  /** The server's do-not-track verdict for this visitor (`Sec-GPC` / `DNT`). */
  serverDoNotTrack: () => Promise<boolean>;
}

export interface ActivityClientOptions {
  /** The page's setup, asked before each call; undefined: nothing is sent. */
  setup: () => ActivitySetup | undefined;
  /** Logs a failed call (`call`: which one; `detail`: the status or the error). */
  warn: (call: string, detail: string) => void;
  /** The browser's own do-not-track signals (tests pass their own). */
  doNotTrack?: () => boolean;
}

export interface ActivityProduct {
  id: string;
  sku?: string;
  price?: number;
  quantity?: number;
}

/** What a skipped or failed activity gives. */
export const EMPTY_ACTIVITY_RESULT: Readonly<Record<string, never>> = Object.freeze({});

/** One page's activity client (the app makes one per page). */
export function createActivityClient({
  setup: currentSetup,
  warn: logFailure,
  doNotTrack = () => browserDoNotTrack(),
}: ActivityClientOptions) {
  /** Settles once the page's first call has answered (or failed). */
  let firstCall: Promise<void> | undefined;

  /** The setup to call with, or undefined when nothing may be sent (no configuration, do-not-track). */
  async function allowed(): Promise<ActivitySetup | undefined> {
    const setup = currentSetup();
    if (!setup || doNotTrack()) return undefined;
    return (await setup.serverDoNotTrack()) ? undefined : setup;
  }

  /**
   * Whether activity and personalised recommendation calls may be made now (configured, do-not-track off): a part with
   * a non-personal fallback (the product page's recommendations) asks before choosing.
   */
  async function activityAllowed(): Promise<boolean> {
    return (await allowed()) !== undefined;
  }

  /**
   * POSTs `fields` to the activity endpoint's `path` (`activities/viewPage`, `recs/{recommender}`,
   * `zones/{zone}/recs`). Undefined when skipped, refused, failed (logged) or answered without a body (204).
   */
  async function post(
    call: string,
    path: string,
    fields: Record<string, unknown>,
    keepalive: boolean,
  ): Promise<Record<string, unknown> | undefined> {
    const setup = await allowed();
    if (!setup) return undefined;
    try {
      const send = () =>
        fetch(`${setup.endpoint}/${path}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(fields),
          credentials: 'same-origin',
          keepalive,
        });
      // The page's first call goes alone: for a browser without a session its answer sets the anonymous activity id,
      // and calls sent beside it would each be given another one. The rest follow once it has answered.
      let sent: Promise<Response>;
      if (firstCall) sent = firstCall.then(send);
      else {
        sent = send();
        firstCall = sent.then(
          () => undefined,
          () => undefined,
        );
      }
      const response = await sent;
      if (!response.ok) {
        logFailure(call, `${response.status} ${response.statusText}`.trim());
        return undefined;
      }
      if (response.status === 204) return undefined;
      return (await response.json()) as Record<string, unknown>;
    } catch (error) {
      logFailure(call, error instanceof Error ? error.message : String(error));
      return undefined;
    }
  }

  async function activity(name: string, fields: Record<string, unknown>): Promise<Record<string, unknown>> {
    return (await post(name, `activities/${encodeURIComponent(name)}`, fields, true)) ?? EMPTY_ACTIVITY_RESULT;
  }

  const productRef = (product: ActivityProduct) => ({
    id: product.id,
    sku: product.sku ?? '',
    altId: '',
    altIdType: '',
  });

  /** Every public page load (the overlays island calls it). */
  function viewPage(currentLocation: string = window.location.href) {
    return activity('viewPage', { currentLocation });
  }
  function viewProduct(product: ActivityProduct) {
    return activity('viewProduct', { product: productRef(product) });
  }
  function viewCategory(categoryId: string, products: readonly ActivityProduct[], showProducts = true) {
    return activity('viewCategory', { category: { id: categoryId }, products: products.map(productRef), showProducts });
  }
  function viewSearch(searchText: string, products: readonly ActivityProduct[], showProducts = true) {
    return activity('viewSearch', { searchText, products: products.map(productRef), showProducts });
  }
  /** A product the shopper followed from search results (the results page or the header's quick results). */
  function clickSearch(searchText: string, product: ActivityProduct) {
    return activity('clickSearch', { searchText, product: productRef(product) });
  }
  /** A product the shopper followed from a category page's grid. */
  function clickCategory(categoryId: string, product: ActivityProduct) {
    return activity('clickCategory', { category: { id: categoryId }, product: productRef(product) });
  }
  function addToCart(products: readonly ActivityProduct[]) {
    return activity('addToCart', {
      products: products.map((p) => ({ id: p.id, sku: p.sku ?? '', price: p.price ?? 0, quantity: p.quantity ?? 1 })),
    });
  }
  function beginCheckout(products: readonly ActivityProduct[], amount: number) {
    return activity('beginCheckout', {
      products: products.map((p) => ({ id: p.id, sku: p.sku ?? '', price: p.price ?? 0, quantity: p.quantity ?? 1 })),
      amount,
    });
  }

  /** Recommendations the shopper was shown (a recommender's answer, by its recoUUID). */
  function viewReco(recommenderName: string, recoUUID: string, products: readonly ActivityProduct[]) {
    return activity('viewReco', { recommenderName, recoUUID, products: products.map(productRef) });
  }

  /** A recommended product the shopper opened. */
  function clickReco(recommenderName: string, recoUUID: string, product: ActivityProduct) {
    return activity('clickReco', { recommenderName, recoUUID, product: productRef(product) });
  }

  /** Tests only: the next call is the page's first again. */
  function reset(): void {
    firstCall = undefined;
  }

  return {
    activityAllowed,
    post,
    viewPage,
    viewProduct,
    viewCategory,
    viewSearch,
    clickSearch,
    clickCategory,
    addToCart,
    beginCheckout,
    viewReco,
    clickReco,
    reset,
  };
}

export type ActivityClient = ReturnType<typeof createActivityClient>;

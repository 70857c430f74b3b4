/**
 * The browser's client of the recommendation and activity service (Einstein;
 * docs/behaviour/shell.md#recommendation-and-activity-calls). The browser never talks to the service itself: every call
 * is a same-origin POST to the storefront's activity endpoint (`EINSTEIN_ENDPOINT`, `activity.server.ts`), which adds
 * realm, instanceType, the shopper's cookieId (their session's usid) and userId (registered customers only) and the
 * client id on the server, so no id of the shopper and no client id is ever readable by a page script
 * (docs/decisions/0005-einstein-identity.md). Every call is skipped while do-not-track is on (the browser's own
 * signals, or `Sec-GPC` / `DNT` on its requests, which the server reports through the visitor endpoint, and which the
 * endpoint checks again); a failed or non-OK call is logged and gives an empty result, never an error.
 *
 * Configuration: the overlays island's props (`{ endpoint }`, present unless `EINSTEIN_ACTIVITIES=off`), found in the
 * page, or `configureEinstein` (documents that hydrate as a whole). Nothing is sent without it.
 */
import { SHELL_OVERLAYS_ISLAND, type EinsteinBrowserConfig, type ShellConfig } from '../overlays/config';
import { visitorInfo } from '../overlays/visitor';
import { browserDoNotTrack } from './doNotTrack';
import { log } from '../../../platform/log';

export interface ActivityProduct {
  id: string;
  sku?: string;
  price?: number;
  quantity?: number;
}

/** What a skipped or failed activity gives. */
export const EMPTY_ACTIVITY_RESULT: Readonly<Record<string, never>> = Object.freeze({});

export interface Setup {
  config: EinsteinBrowserConfig;
  locale: string;
  /** The server's do-not-track verdict for this visitor (`Sec-GPC` / `DNT`). */
  serverDoNotTrack: () => Promise<boolean>;
}

let configured: Setup | undefined;
/** Settles once the page's first call has answered (or failed). */
let firstCall: Promise<void> | undefined;

/** Sets the configuration explicitly (a document without the overlays island, tests). */
export function configureEinstein(config: ShellConfig | undefined, serverDoNotTrack?: () => Promise<boolean>): void {
  configured = config?.einstein
    ? {
        config: config.einstein,
        locale: config.locale,
        serverDoNotTrack: serverDoNotTrack ?? (async () => (await visitorInfo(config.locale)).doNotTrack),
      }
    : undefined;
}

function setupFromDocument(): Setup | undefined {
  if (typeof document === 'undefined') return undefined;
  const island = document.querySelector(`[data-island="${SHELL_OVERLAYS_ISLAND}"]`);
  const script = island?.nextElementSibling;
  if (!(script instanceof HTMLScriptElement) || !script.hasAttribute('data-island-props')) return undefined;
  try {
    const { config } = JSON.parse(script.textContent ?? '{}') as { config?: ShellConfig };
    configureEinstein(config);
    return configured;
  } catch {
    return undefined;
  }
}

export function currentSetup(): Setup | undefined {
  return configured ?? setupFromDocument();
}

function logFailure(call: string, detail: string): void {
  log.warn({ event: 'einstein-call-failed', call }, detail);
}

/** The setup to call with, or undefined when nothing may be sent (no configuration, do-not-track). */
async function allowed(): Promise<Setup | undefined> {
  const setup = currentSetup();
  if (!setup || browserDoNotTrack()) return undefined;
  return (await setup.serverDoNotTrack()) ? undefined : setup;
}

/**
 * Whether activity and personalised recommendation calls may be made now (configured, do-not-track off): a part with
 * a non-personal fallback (the product page's recommendations) asks before choosing.
 */
export async function activityAllowed(): Promise<boolean> {
  return (await allowed()) !== undefined;
}

/**
 * POSTs `fields` to the activity endpoint's `path` (`activities/viewPage`, `recs/{recommender}`,
 * `zones/{zone}/recs`). Undefined when skipped, refused, failed (logged) or answered without a body (204).
 */
export async function post(
  call: string,
  path: string,
  fields: Record<string, unknown>,
  keepalive: boolean,
): Promise<Record<string, unknown> | undefined> {
  const setup = await allowed();
  if (!setup) return undefined;
  try {
    const send = () =>
      fetch(`${setup.config.endpoint}/${path}`, {
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

const productRef = (product: ActivityProduct) => ({ id: product.id, sku: product.sku ?? '', altId: '', altIdType: '' });

/** Every public page load (the overlays island calls it). */
export function viewPage(currentLocation: string = window.location.href) {
  return activity('viewPage', { currentLocation });
}
export function viewProduct(product: ActivityProduct) {
  return activity('viewProduct', { product: productRef(product) });
}
export function viewCategory(categoryId: string, products: readonly ActivityProduct[], showProducts = true) {
  return activity('viewCategory', { category: { id: categoryId }, products: products.map(productRef), showProducts });
}
export function viewSearch(searchText: string, products: readonly ActivityProduct[], showProducts = true) {
  return activity('viewSearch', { searchText, products: products.map(productRef), showProducts });
}
/** A product the shopper followed from search results (the results page or the header's quick results). */
export function clickSearch(searchText: string, product: ActivityProduct) {
  return activity('clickSearch', { searchText, product: productRef(product) });
}
/** A product the shopper followed from a category page's grid. */
export function clickCategory(categoryId: string, product: ActivityProduct) {
  return activity('clickCategory', { category: { id: categoryId }, product: productRef(product) });
}
export function addToCart(products: readonly ActivityProduct[]) {
  return activity('addToCart', {
    products: products.map((p) => ({ id: p.id, sku: p.sku ?? '', price: p.price ?? 0, quantity: p.quantity ?? 1 })),
  });
}
export function beginCheckout(products: readonly ActivityProduct[], amount: number) {
  return activity('beginCheckout', {
    products: products.map((p) => ({ id: p.id, sku: p.sku ?? '', price: p.price ?? 0, quantity: p.quantity ?? 1 })),
    amount,
  });
}

/** Recommendations the shopper was shown (a recommender's answer, by its recoUUID). */
export function viewReco(recommenderName: string, recoUUID: string, products: readonly ActivityProduct[]) {
  return activity('viewReco', { recommenderName, recoUUID, products: products.map(productRef) });
}

/** A recommended product the shopper opened. */
export function clickReco(recommenderName: string, recoUUID: string, product: ActivityProduct) {
  return activity('clickReco', { recommenderName, recoUUID, product: productRef(product) });
}

/** Tests only: back to an unconfigured client. */
export function resetEinstein(): void {
  configured = undefined;
  firstCall = undefined;
}

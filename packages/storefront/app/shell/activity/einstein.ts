/**
 * The browser's client of the recommendation and activity service (Einstein;
 * docs/behaviour/shell.md#recommendation-and-activity-calls). Every call is skipped while do-not-track is on (the browser's own signals,
 * or `Sec-GPC` / `DNT` on its requests, which the server reports through the visitor endpoint); a failed or non-OK
 * call is logged and gives an empty result, never an error. Bodies carry realm, instanceType, cookieId and, for a
 * registered shopper only, userId.
 *
 * Configuration: the overlays island's props (from the storefront's EINSTEIN_* settings: host, client id, site id),
 * found in the page, or `configureEinstein` (documents that hydrate as a whole). Nothing is sent without it.
 */
import { SHELL_OVERLAYS_ISLAND, type EinsteinBrowserConfig, type ShellConfig } from '../overlays/config';
import { readStorage, writeStorage } from '../overlays/storage';
import { visitorInfo } from '../overlays/visitor';
import { browserDoNotTrack } from './doNotTrack';

export interface ActivityProduct {
  id: string;
  sku?: string;
  price?: number;
  quantity?: number;
}

/** Who the calls are about: a registered shopper's encrypted user id is sent, a guest's never. */
export interface ActivityShopper {
  /** The session id; default: an id kept in this browser's localStorage. */
  cookieId?: string;
  /** Registered shoppers only (the encrypted user id). */
  userId?: string;
  registered?: boolean;
}

/** What a skipped or failed activity gives. */
export const EMPTY_ACTIVITY_RESULT: Readonly<Record<string, never>> = Object.freeze({});

export const ACTIVITY_COOKIE_ID_KEY = 'ridgeline-activity-id';

export interface Setup {
  config: EinsteinBrowserConfig;
  locale: string;
  /** The server's do-not-track verdict for this visitor (`Sec-GPC` / `DNT`). */
  serverDoNotTrack: () => Promise<boolean>;
}

let configured: Setup | undefined;
let shopper: ActivityShopper = {};

/** Sets the configuration explicitly (a document without the overlays island, tests). */
export function configureEinstein(config: ShellConfig | undefined, serverDoNotTrack?: () => Promise<boolean>): void {
  configured = config?.einstein
    ? { config: config.einstein, locale: config.locale, serverDoNotTrack: serverDoNotTrack ?? (async () => (await visitorInfo(config.locale)).doNotTrack) }
    : undefined;
}

/** The shopper the next calls are about (accounts set a registered shopper; default: an anonymous guest). */
export function setActivityShopper(next: ActivityShopper): void {
  shopper = { ...next };
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

function guestCookieId(): string {
  const stored = readStorage('local', ACTIVITY_COOKIE_ID_KEY);
  if (stored) return stored;
  const id = crypto.randomUUID();
  writeStorage('local', ACTIVITY_COOKIE_ID_KEY, id);
  return id;
}

function logFailure(call: string, detail: string): void {
  console.warn(JSON.stringify({ level: 'warn', event: 'einstein-call-failed', call, message: detail }));
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

/** realm, instanceType, cookieId, and userId for registered shoppers only. */
export function envelope(config: EinsteinBrowserConfig, who: ActivityShopper, cookieId: () => string): Record<string, string> {
  return {
    realm: config.realm,
    instanceType: config.instanceType,
    cookieId: who.cookieId ?? cookieId(),
    ...(who.registered && who.userId ? { userId: who.userId } : {}),
  };
}

export async function post(call: string, path: (setup: Setup) => string, fields: Record<string, unknown>, keepalive: boolean): Promise<Record<string, unknown> | undefined> {
  const setup = await allowed();
  if (!setup) return undefined;
  try {
    const response = await fetch(`${setup.config.host}${path(setup)}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'x-cq-client-id': setup.config.clientId },
      body: JSON.stringify({ ...envelope(setup.config, shopper, guestCookieId), ...fields }),
      keepalive,
    });
    if (!response.ok) {
      logFailure(call, `${response.status} ${response.statusText}`.trim());
      return undefined;
    }
    return (await response.json()) as Record<string, unknown>;
  } catch (error) {
    logFailure(call, error instanceof Error ? error.message : String(error));
    return undefined;
  }
}

async function activity(name: string, fields: Record<string, unknown>): Promise<Record<string, unknown>> {
  const path = (setup: Setup) => `/v3/activities/${encodeURIComponent(setup.config.siteId)}/${name}`;
  return (await post(name, path, fields, true)) ?? EMPTY_ACTIVITY_RESULT;
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
  return activity('addToCart', { products: products.map((p) => ({ id: p.id, sku: p.sku ?? '', price: p.price ?? 0, quantity: p.quantity ?? 1 })) });
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

/** Tests only: back to an unconfigured anonymous client. */
export function resetEinstein(): void {
  configured = undefined;
  shopper = {};
}

/**
 * How long the storefront waits for anything it does not control. Each upstream call has a named timeout, enforced
 * with an `AbortSignal` that ends the call (headers and body) rather than a race that leaves it running; every one is
 * capped at the render budget, so no single call on a page's path can outlast it.
 */

/** `RENDER_BUDGET_MS`'s default and largest value: how long a page waits for a block loader before it is sent without that block's data. */
export { DEFAULT_RENDER_BUDGET_MS, MAX_RENDER_BUDGET_MS } from './env.server';

/** One Content Delivery request (public, preview staging and visualization). */
export const CONTENT_TIMEOUT_MS = 3_000;
/** One request to the virtual-staging API (the preview's time machine). */
export const VIRTUAL_STAGING_TIMEOUT_MS = 3_000;
/** One call to the subscriptions API behind `/newsletter/subscribe`, its answer included. */
export const NEWSLETTER_TIMEOUT_MS = 3_000;
/**
 * One merchandiser toolkit request as a whole (`/__toolkit`): Apply chains a read, a create or update and a read
 * again (each a commerce call with its own timeout, after the guest login when that has expired); past this the
 * calls still running are aborted and the panel is told the update failed (504).
 */
export const TOOLKIT_REQUEST_TIMEOUT_MS = 10_000;

/**
 * The deadline helpers and the commerce call's timeout are @ridgeline/commerce's (its clients use them): one
 * `TimeoutError` class for the storefront's own upstream calls and the clients'. `COMMERCE_TIMEOUT_MS` is one
 * commerce HTTP call (SLAS, Shopper APIs, Einstein); `staleIfSlowMs` how long a request with an expired cached value
 * waits for its reload.
 */
export {
  cappedByBudget,
  COMMERCE_TIMEOUT_MS,
  deadlineFetch,
  STALE_IF_SLOW_MS,
  staleIfSlowMs,
  TimeoutError,
  withDeadline,
} from '@ridgeline/commerce/server';

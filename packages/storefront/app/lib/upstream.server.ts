import { deadlineSignal } from '@ridgeline/renderer/server';
import { envFrom, type RawEnv } from './env.server';

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
/** One commerce HTTP call: SLAS (each step of the guest login and refresh), Shopper Search/Products/Contexts, Einstein. */
export const COMMERCE_TIMEOUT_MS = 3_000;
/** One call to the subscriptions API behind `/newsletter/subscribe`, its answer included. */
export const NEWSLETTER_TIMEOUT_MS = 3_000;
/**
 * One merchandiser toolkit request as a whole (`/__toolkit`): Apply chains a read, a create or update and a read
 * again (each a commerce call with its own timeout, after the guest login when that has expired); past this the
 * calls still running are aborted and the panel is told the update failed (504).
 */
export const TOOLKIT_REQUEST_TIMEOUT_MS = 10_000;

/**
 * With an expired cached value at hand (content or commerce data), a request waits at most this long for its reload
 * before the old value is served (stale-if-slow), and never more than a quarter of the call's own timeout: a product
 * carousel chains two cached loads (search or recommendation, then enrichment), and both together must leave room in
 * the render budget.
 */
export const STALE_IF_SLOW_MS = 1_000;

export function staleIfSlowMs(timeoutMs: number): number {
  return Math.min(STALE_IF_SLOW_MS, Math.floor(timeoutMs / 4));
}

/** `RENDER_BUDGET_MS`: whole milliseconds, 1 to 60000; anything else is a configuration error, named. */
export function readRenderBudget(env?: RawEnv): number {
  return envFrom(env).RENDER_BUDGET_MS;
}

/** An upstream call's timeout: its own constant, never longer than the render budget. */
export function cappedByBudget(timeoutMs: number, budgetMs: number): number {
  return Math.min(timeoutMs, budgetMs);
}

/** A deadline that passed: what ran under it was aborted. */
export class TimeoutError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TimeoutError';
  }
}

/**
 * Runs `work` with a signal that aborts after `ms`; rejects with `TimeoutError(message)` then, even if `work` ignores
 * its signal. The signal also follows `parent` (a caller's own deadline or the request's).
 */
export function withDeadline<T>(ms: number, message: string, work: (signal: AbortSignal) => Promise<T>, parent?: AbortSignal): Promise<T> {
  const controller = new AbortController();
  if (parent) {
    if (parent.aborted) controller.abort(parent.reason);
    else parent.addEventListener('abort', () => controller.abort(parent.reason), { once: true });
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new TimeoutError(message);
      controller.abort(error);
      reject(error);
    }, ms);
  });
  return Promise.race([Promise.resolve().then(() => work(controller.signal)), expired]).finally(() => clearTimeout(timer));
}

/**
 * A fetch whose every call ends `ms` after it started, reading the body included (the signal stays on the
 * response). A signal of the caller's own is kept: whichever fires first ends the call. (`deadlineSignal`, not
 * `AbortSignal.any` + `AbortSignal.timeout`, which Node 20 can garbage-collect before it fires.)
 */
export function deadlineFetch<F extends (input: never, init?: never) => Promise<unknown>>(fetchImpl: F, ms: number): F {
  return ((input: never, init?: { signal?: AbortSignal | null }) => {
    const signal = deadlineSignal(ms, init?.signal);
    return fetchImpl(input, { ...(init ?? {}), signal } as never);
  }) as F;
}

import { deadlineSignal } from '@ridgeline/renderer/server';

/**
 * Deadlines of the commerce and search calls. Each upstream call has a named timeout, enforced with an `AbortSignal`
 * that ends the call (headers and body) rather than a race that leaves it running. The storefront re-exports these
 * (app/platform/upstream.server.ts), so its own upstream calls and the clients share one `TimeoutError`.
 */

/** One commerce HTTP call: SLAS (each step of the guest login and refresh), Shopper Search/Products/Contexts, Einstein. */
export const COMMERCE_TIMEOUT_MS = 3_000;

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
export function withDeadline<T>(
  ms: number,
  message: string,
  work: (signal: AbortSignal) => Promise<T>,
  parent?: AbortSignal,
): Promise<T> {
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
  return Promise.race([Promise.resolve().then(() => work(controller.signal)), expired]).finally(() =>
    clearTimeout(timer),
  );
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

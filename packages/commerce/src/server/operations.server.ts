import diagnostics from 'node:diagnostics_channel';
import { withDeadline } from './upstream.server';

/**
 * What a server's operators watch of its upstream calls, framework-neutral: which service an outgoing call belongs
 * to, every call of the process observed through Node's diagnostics channels (no client needs a hook of its own), and
 * a readiness check over the upstreams that a probe storm cannot turn into an upstream storm. The storefront puts
 * them behind `/readyz` and its Prometheus registry (app/platform/ops/, docs/deploying.md).
 */

/** The services an upstream call is counted under; anything unrecognised is `other` (a bounded label). */
export type UpstreamService = 'content' | 'commerce' | 'einstein' | 'search' | 'decisions' | 'newsletter' | 'other';
/** Why an upstream call failed: it timed out (aborted), the connection failed, or the service answered 5xx. */
export type UpstreamFailure = 'timeout' | 'network' | 'status_5xx';

export interface UpstreamObserver {
  /** a call that answered: seconds to its response headers */
  upstreamAnswered(service: UpstreamService, seconds: number): void;
  upstreamFailed(service: UpstreamService, failure: UpstreamFailure): void;
}

/** Known hosts of the services (their real addresses); proxies and the sandbox keep the API paths below. */
const SERVICE_BY_HOST: readonly (readonly [RegExp, UpstreamService])[] = [
  [/(^|\.)(amplience\.net|bigcontent\.io)$/, 'content'],
  [/\.commercecloud\.salesforce\.com$/, 'commerce'],
  [/(^|\.)cquotient\.com$/, 'einstein'],
  [/(^|\.)unbxd\.io$/, 'search'],
  [/(^|\.)monetate\.net$/, 'decisions'],
];
const SERVICE_BY_PATH: readonly (readonly [RegExp, UpstreamService])[] = [
  [/^\/(content|vse|virtual-staging)\//, 'content'],
  [/^\/v3\//, 'einstein'],
  [/^\/unbxd\//, 'search'],
  [/^\/api\/engine\//, 'decisions'],
  [/^\/newsletter\//, 'newsletter'],
  [/^\/(shopper|search|product|customer|checkout|pricing|site|experience|custom)\//, 'commerce'],
];

/** The service an upstream address belongs to: by its host when it is a known one, else by its API path. */
export function upstreamServiceOf(host: string, path: string): UpstreamService {
  const hostname = host.toLowerCase().replace(/:\d+$/, '');
  for (const [pattern, service] of SERVICE_BY_HOST) if (pattern.test(hostname)) return service;
  for (const [pattern, service] of SERVICE_BY_PATH) if (pattern.test(path)) return service;
  return 'other';
}

const failureOf = (error: unknown): UpstreamFailure => {
  const name = (error as { name?: unknown } | null)?.name;
  return name === 'AbortError' || name === 'TimeoutError' ? 'timeout' : 'network';
};

/**
 * Reports every outgoing HTTP call of the process (global `fetch`: the commerce SDK, Einstein, the search service;
 * `node:http`: Content Delivery's axios) to `observer`. The channels are process-wide: a server subscribes its one
 * app; the returned function unsubscribes. `now` is in milliseconds.
 */
export function watchUpstreams(observer: UpstreamObserver, now: () => number = () => performance.now()): () => void {
  const started = new WeakMap<object, { service: UpstreamService; at: number }>();
  const failed = new WeakSet<object>();
  const start = (request: object, service: UpstreamService) => started.set(request, { service, at: now() });
  const answered = (request: object, status: number) => {
    const call = started.get(request);
    if (!call) return;
    observer.upstreamAnswered(call.service, (now() - call.at) / 1000);
    if (status >= 500) observer.upstreamFailed(call.service, 'status_5xx');
  };
  const fail = (request: object, error: unknown) => {
    const call = started.get(request);
    // undici reports some failures twice (the abort, then the body's end): one call, one error
    if (!call || failed.has(request)) return;
    failed.add(request);
    observer.upstreamFailed(call.service, failureOf(error));
  };
  type Message = { request: { origin?: unknown; host?: string; path?: string } };
  const handlers: Record<string, (message: never) => void> = {
    'undici:request:create': ({ request }: Message) =>
      start(request, upstreamServiceOf(new URL(String(request.origin ?? 'http://unknown')).host, request.path ?? '/')),
    'undici:request:headers': ({ request, response }: Message & { response: { statusCode: number } }) =>
      answered(request, response.statusCode),
    'undici:request:error': ({ request, error }: Message & { error: unknown }) => fail(request, error),
    // a connection that never opened has no request: counted by the host it was for
    'undici:client:connectError': ({ connectParams, error }: { connectParams: { host?: string }; error: unknown }) =>
      observer.upstreamFailed(upstreamServiceOf(connectParams.host ?? '', '/'), failureOf(error)),
    'http.client.request.start': ({ request }: Message) =>
      start(request, upstreamServiceOf(request.host ?? '', request.path ?? '/')),
    'http.client.response.finish': ({ request, response }: Message & { response: { statusCode?: number } }) =>
      answered(request, response.statusCode ?? 0),
    'http.client.request.error': ({ request, error }: Message & { error: unknown }) => fail(request, error),
  };
  for (const [name, handler] of Object.entries(handlers)) diagnostics.subscribe(name, handler as never);
  return () => {
    for (const [name, handler] of Object.entries(handlers)) diagnostics.unsubscribe(name, handler as never);
  };
}

/** How long one readiness check may take by default (a caller caps it at its own budget). */
export const READINESS_CHECK_TIMEOUT_MS = 2_000;
/** How long a readiness result is reused: probes from many load balancers cost one check per upstream per period. */
export const READINESS_CACHE_MS = 5_000;

export interface ReadinessCheck {
  readonly name: string;
  /** resolves when the dependency answers; rejects (its message shown) when it does not */
  check(signal: AbortSignal): Promise<void>;
}
export type ReadinessCheckResult = { ok: true } | { ok: false; error: string };
export interface ReadinessReport {
  ready: boolean;
  checks: Record<string, ReadinessCheckResult>;
}

/**
 * A check that `url` answers below 500 (a 404 for the probe's key still proves the service serves). The reason of a
 * failure names no address: readiness answers are public.
 */
export async function answersBelow500(url: string, signal: AbortSignal, fetchImpl: typeof fetch = fetch) {
  let response: Response;
  try {
    response = await fetchImpl(url, { signal, headers: { accept: 'application/json' } });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new Error('unreachable', { cause: error });
  }
  await response.body?.cancel();
  if (response.status >= 500) throw new Error(`answered ${response.status}`);
}

export interface ReadinessOptions {
  checks: readonly ReadinessCheck[];
  timeoutMs?: number;
  cacheMs?: number;
  /** milliseconds (tests: a fake clock) */
  now?: () => number;
  /** told of each report that is not ready (a log line) */
  onNotReady?: (report: ReadinessReport) => void;
}

/**
 * Readiness over `checks`: all run at once, each under its deadline; the report is shared by every caller while it
 * runs and reused for `cacheMs` after it finished.
 */
export function createReadiness(options: ReadinessOptions): { report(): Promise<ReadinessReport> } {
  const { checks, timeoutMs = READINESS_CHECK_TIMEOUT_MS, cacheMs = READINESS_CACHE_MS, now = Date.now } = options;
  let running: Promise<ReadinessReport> | undefined;
  let last: { at: number; report: ReadinessReport } | undefined;
  const run = async (): Promise<ReadinessReport> => {
    const results = await Promise.all(
      checks.map(({ name, check }) =>
        withDeadline(timeoutMs, `timed out after ${timeoutMs} ms`, check).then(
          (): [string, ReadinessCheckResult] => [name, { ok: true }],
          (error: unknown): [string, ReadinessCheckResult] => [
            name,
            { ok: false, error: error instanceof Error ? error.message : 'failed' },
          ],
        ),
      ),
    );
    return { ready: results.every(([, result]) => result.ok), checks: Object.fromEntries(results) };
  };
  return {
    report() {
      if (last && now() - last.at < cacheMs) return Promise.resolve(last.report);
      running ??= run().then((report) => {
        last = { at: now(), report };
        running = undefined;
        if (!report.ready) options.onNotReady?.(report);
        return report;
      });
      return running;
    },
  };
}

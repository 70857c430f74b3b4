/**
 * A storefront's metrics (Prometheus, prom-client): one registry per app, made by the storefront's `createAppContext`
 * and carried by its app context (no module-level registry: two apps in one process never mix their series). Every
 * label value comes from a fixed set (route ids of the build, a few methods, status classes, services, cache results):
 * nothing of a request's URL or headers becomes a label, so no request can grow the registry. Series: the
 * storefront's docs/deploying.md.
 */
import type { UpstreamObserver } from './operations.server';
import promClient from 'prom-client';

/** What the render cache answered: the `X-Render-Cache` header its middleware sets (`bypass`: not a candidate). */
export const RENDER_CACHE_RESULTS = ['hit', 'miss', 'stale', 'bypass'] as const;
export type RenderCacheResult = (typeof RENDER_CACHE_RESULTS)[number];

/** What the render cache reports: lookups come from its response header; purges it reports itself. */
export interface RenderCacheMetrics {
  served(result: RenderCacheResult): void;
  /** one purge (by tags or whole), and how many cached pages it dropped */
  purged(droppedPages: number): void;
}

export interface AppMetrics extends UpstreamObserver {
  readonly registry: promClient.Registry;
  readonly renderCache: RenderCacheMetrics;
  /** one answered request: the route id it matched (or `unmatched`), its method and status, in seconds */
  requestFinished(route: string, method: string | undefined, status: number, seconds: number): void;
  /** the process's own series (heap, event-loop lag, CPU): once, by the server that runs the app */
  collectDefaultMetrics(): void;
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

export function createAppMetrics(): AppMetrics {
  const registry = new promClient.Registry();
  const registers = [registry];
  const requestDuration = new promClient.Histogram({
    name: 'ridgeline_http_request_duration_seconds',
    help: 'Requests the app answered (not static assets), by route id of the build, method and status class.',
    labelNames: ['route', 'method', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const lookups = new promClient.Counter({
    name: 'ridgeline_render_cache_requests_total',
    help: 'Requests through the render cache, by result: hit, miss, stale (served, then refreshed) or bypass.',
    labelNames: ['result'] as const,
    registers,
  });
  const purges = new promClient.Counter({
    name: 'ridgeline_render_cache_purges_total',
    help: 'Purges of the render cache.',
    registers,
  });
  const purgedPages = new promClient.Counter({
    name: 'ridgeline_render_cache_purged_pages_total',
    help: 'Cached pages dropped by purges.',
    registers,
  });
  const upstreamDuration = new promClient.Histogram({
    name: 'ridgeline_upstream_request_duration_seconds',
    help: 'Upstream HTTP calls, time to response headers, by service.',
    labelNames: ['service'] as const,
    buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 3, 5],
    registers,
  });
  const upstreamErrors = new promClient.Counter({
    name: 'ridgeline_upstream_errors_total',
    help: 'Upstream HTTP calls that failed, by service and kind: timeout, network or status_5xx.',
    labelNames: ['service', 'kind'] as const,
    registers,
  });
  for (const result of RENDER_CACHE_RESULTS) lookups.inc({ result }, 0);
  let defaultsCollected = false;
  return {
    registry,
    renderCache: {
      served: (result) => lookups.inc({ result }),
      purged: (droppedPages) => {
        purges.inc();
        if (droppedPages > 0) purgedPages.inc(droppedPages);
      },
    },
    requestFinished: (route, method, status, seconds) =>
      requestDuration.observe(
        {
          route,
          // a made-up method or status is one series, not one per spelling
          method: method && METHODS.has(method) ? method : 'OTHER',
          status: status >= 100 && status < 600 ? `${Math.floor(status / 100)}xx` : 'other',
        },
        seconds,
      ),
    upstreamAnswered: (service, seconds) => upstreamDuration.observe({ service }, seconds),
    upstreamFailed: (service, kind) => upstreamErrors.inc({ service, kind }),
    collectDefaultMetrics() {
      if (defaultsCollected) return;
      defaultsCollected = true;
      promClient.collectDefaultMetrics({ register: registry });
    },
  };
}

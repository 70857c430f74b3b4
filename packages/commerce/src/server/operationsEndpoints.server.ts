/**
 * What an operator's tools ask a production server (the storefront's docs/deploying.md): `/healthz` (the process
 * answers; no upstream call), `/readyz` (the upstreams answer; `createReadiness` keeps the result a few seconds), the
 * request metrics, and `/metrics` on a listener of its own: the public port never serves metrics. Framework-neutral
 * (node:http and any server with `get(path, handler)`, Express included); the storefront passes its settings in.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { log } from './log.server';
import { RENDER_CACHE_RESULTS, type AppMetrics } from './metrics.server';
import { answersBelow500, createReadiness, watchUpstreams, type ReadinessCheck } from './operations.server';

/** `METRICS_HOST` when unset: only this host (a scraper beside the server, in the same pod) reaches the metrics. */
export const DEFAULT_METRICS_HOST = '127.0.0.1';

/** Where the readiness checks ask: Content Delivery's origin and the Commerce API's settings. */
export interface UpstreamReadinessTargets {
  contentBaseUrl: string;
  commerce: { proxy?: string; shortCode: string; organizationId: string };
}

/**
 * Content Delivery (the home page's key) and the Commerce API (SLAS's public OpenID configuration: no login), asked
 * directly: the clients' caches would hide an outage.
 */
export function upstreamReadinessChecks({ contentBaseUrl, commerce }: UpstreamReadinessTargets): ReadinessCheck[] {
  const { proxy, shortCode, organizationId } = commerce;
  const commerceBase = proxy ?? `https://${shortCode}.api.commercecloud.salesforce.com`;
  const openId = `/shopper/auth/v1/organizations/${encodeURIComponent(organizationId)}/oauth2/.well-known/openid-configuration`;
  return [
    {
      name: 'content',
      check: (signal) => answersBelow500(`${contentBaseUrl}/content/key/home?depth=root&format=inlined`, signal),
    },
    { name: 'commerce', check: (signal) => answersBelow500(`${commerceBase}${openId}`, signal) },
  ];
}

type Handler = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

/** The id of the route a path is answered by (never the path itself: labels stay a fixed set), if any. */
export type RouteIdOf = (pathname: string) => string | undefined;

/**
 * One observation per answered request (installed after the static files: assets are not counted), labelled by the id
 * of the route `routeOf` names (never the address), and the render cache's result from its response header.
 */
export function requestMetricsMiddleware(
  metrics: AppMetrics,
  routeOf: RouteIdOf,
  renderCacheHeader: string,
  now: () => number = () => performance.now(),
): Handler {
  return (req, res, next) => {
    const startedAt = now();
    const url = (req as { originalUrl?: string }).originalUrl ?? req.url ?? '/';
    res.once('finish', () => {
      let route: string | undefined;
      try {
        route = routeOf(url.split(/[?#]/, 1)[0] || '/');
      } catch {
        route = undefined; // a path the matcher cannot decode: counted, unnamed
      }
      metrics.requestFinished(route ?? 'unmatched', req.method, res.statusCode, (now() - startedAt) / 1000);
      const cached = RENDER_CACHE_RESULTS.find((result) => result === res.getHeader(renderCacheHeader));
      if (cached) metrics.renderCache.served(cached);
    });
    next();
  };
}

const NO_STORE = { 'Cache-Control': 'no-store' };

/** The metrics listener: `GET /metrics` only, in Prometheus's text format. */
export function startMetricsListener(metrics: AppMetrics, port: number, host: string): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.url?.split('?', 1)[0] !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { ...NO_STORE, 'Content-Type': 'text/plain' }).end('Not found\n');
      return;
    }
    metrics.registry.metrics().then(
      (text) => res.writeHead(200, { ...NO_STORE, 'Content-Type': metrics.registry.contentType }).end(text),
      (error: unknown) => {
        log.error({ event: 'metrics-failed', err: error }, 'collecting metrics failed');
        res.writeHead(500, NO_STORE).end();
      },
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

export interface OperationsEndpointsOptions {
  metrics: AppMetrics;
  readinessChecks: ReadinessCheck[];
  /** each readiness check's deadline */
  readinessTimeoutMs: number;
  routeOf: RouteIdOf;
  /** the response header the render cache states its result in */
  renderCacheHeader: string;
  /** the public port, which must never be the metrics port */
  port: number;
  /** no metrics listener when undefined */
  metricsPort?: number;
  metricsHost?: string;
}

/**
 * `/healthz` and `/readyz` on the public app (balancers probe the port they send traffic to), the process metrics and
 * the upstream watch started, and the metrics listener when `metricsPort` is given. Returns the request metrics
 * middleware (for after the access log) and `close` (at stop).
 */
export async function installOperationsEndpoints(
  server: { get(path: string, handler: (req: IncomingMessage, res: ServerResponse) => void): unknown },
  options: OperationsEndpointsOptions,
) {
  const { metrics, metricsPort, port } = options;
  if (metricsPort === port)
    throw new Error(`METRICS_PORT must differ from PORT (${port}): the public port never serves metrics.`);
  const readiness = createReadiness({
    checks: options.readinessChecks,
    timeoutMs: options.readinessTimeoutMs,
    onNotReady: ({ checks }) => log.warn({ event: 'not-ready', checks }, 'readiness check failed'),
  });
  server.get('/healthz', (_req, res) => {
    res.writeHead(200, { ...NO_STORE, 'Content-Type': 'text/plain; charset=utf-8' }).end('ok\n');
  });
  server.get('/readyz', (_req, res) => {
    void readiness
      .report()
      .then(({ ready, checks }) =>
        res
          .writeHead(ready ? 200 : 503, { ...NO_STORE, 'Content-Type': 'application/json; charset=utf-8' })
          .end(JSON.stringify({ status: ready ? 'ready' : 'not-ready', checks })),
      );
  });
  metrics.collectDefaultMetrics();
  const stopWatching = watchUpstreams(metrics);
  const metricsServer =
    metricsPort === undefined
      ? undefined
      : await startMetricsListener(metrics, metricsPort, options.metricsHost ?? DEFAULT_METRICS_HOST);
  if (metricsServer) log.info({ event: 'metrics-listening', address: metricsServer.address() }, 'metrics listener');
  return {
    requestMetrics: requestMetricsMiddleware(metrics, options.routeOf, options.renderCacheHeader),
    metricsServer,
    close: () =>
      new Promise<void>((resolve) => {
        stopWatching();
        if (metricsServer) metricsServer.close(() => resolve());
        else resolve();
      }),
  };
}

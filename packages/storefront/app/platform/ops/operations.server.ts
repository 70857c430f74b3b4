/**
 * What an operator's tools ask the production server (docs/deploying.md): `/healthz` (the process answers; no
 * upstream call), `/readyz` (Content Delivery and the Commerce API answer; `createReadiness` of @ridgeline/commerce
 * keeps the result a few seconds), the request metrics, and `/metrics` on a listener of its own (`METRICS_PORT`, on
 * `METRICS_HOST`, 127.0.0.1 by default; off unless set): the public port never serves metrics.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import {
  answersBelow500,
  cappedByBudget,
  createReadiness,
  READINESS_CHECK_TIMEOUT_MS,
  watchUpstreams,
  type ReadinessCheck,
} from '@ridgeline/commerce/server';
import { readConfig } from '../config.server';
import { envFrom, type RawEnv } from '../env.server';
import { log } from '../log.server';
import type { AppContext } from '../request/appContext.server';
import { routeMatcher, type RouteEntry } from '../request/renderCacheKey.server';
import { RENDER_CACHE_HEADER } from '../request/renderCache.server';
import { RENDER_CACHE_RESULTS, type AppMetrics } from './metrics.server';

/** `METRICS_HOST` when unset: only this host (a scraper beside the server, in the same pod) reaches the metrics. */
export const DEFAULT_METRICS_HOST = '127.0.0.1';

/**
 * Content Delivery (the home page's key) and the Commerce API (SLAS's public OpenID configuration: no login), asked
 * directly: the clients' caches would hide an outage.
 */
export function defaultReadinessChecks(app: AppContext, env?: RawEnv): ReadinessCheck[] {
  const content = readConfig(env);
  const contentBase = content.baseUrl ?? `https://${content.hubName}.cdn.content.amplience.net`;
  const { proxy, shortCode, organizationId } = app.commerce.config;
  const commerceBase = proxy ?? `https://${shortCode}.api.commercecloud.salesforce.com`;
  const openId = `/shopper/auth/v1/organizations/${encodeURIComponent(organizationId)}/oauth2/.well-known/openid-configuration`;
  return [
    {
      name: 'content',
      check: (signal) => answersBelow500(`${contentBase}/content/key/home?depth=root&format=inlined`, signal),
    },
    { name: 'commerce', check: (signal) => answersBelow500(`${commerceBase}${openId}`, signal) },
  ];
}

type Handler = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

/**
 * One observation per answered request (installed after the static files: assets are not counted), labelled by the id
 * of the route React Router matches (never the address), and the render cache's result from its response header.
 */
export function requestMetricsMiddleware(
  metrics: AppMetrics,
  routes: Readonly<Record<string, RouteEntry | undefined>>,
  now: () => number = () => performance.now(),
): Handler {
  const routeOf = routeMatcher(routes);
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
      const cached = RENDER_CACHE_RESULTS.find((result) => result === res.getHeader(RENDER_CACHE_HEADER));
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

export interface OperationsOptions {
  app: AppContext;
  /** the server build's route manifest (`build.routes`) */
  routes: Readonly<Record<string, RouteEntry | undefined>>;
  env?: RawEnv;
}

/**
 * For server.mjs, before its static files and access log: `/healthz` and `/readyz` on the public app (balancers probe
 * the port they send traffic to), the process metrics and the upstream watch started, and the metrics listener when
 * `METRICS_PORT` is set. Returns the request metrics middleware (after the access log) and `close` (at stop).
 */
export async function installOperations(
  server: { get(path: string, handler: (req: IncomingMessage, res: ServerResponse) => void): unknown },
  { app, routes, env: rawEnv }: OperationsOptions,
) {
  const env = envFrom(rawEnv);
  if (env.METRICS_PORT === env.PORT)
    throw new Error(`METRICS_PORT must differ from PORT (${env.PORT}): the public port never serves metrics.`);
  const readiness = createReadiness({
    checks: defaultReadinessChecks(app, rawEnv),
    timeoutMs: cappedByBudget(READINESS_CHECK_TIMEOUT_MS, env.RENDER_BUDGET_MS),
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
  app.metrics.collectDefaultMetrics();
  const stopWatching = watchUpstreams(app.metrics);
  const metricsServer =
    env.METRICS_PORT === undefined
      ? undefined
      : await startMetricsListener(app.metrics, env.METRICS_PORT, env.METRICS_HOST ?? DEFAULT_METRICS_HOST);
  if (metricsServer) log.info({ event: 'metrics-listening', address: metricsServer.address() }, 'metrics listener');
  return {
    requestMetrics: requestMetricsMiddleware(app.metrics, routes),
    metricsServer,
    close: () =>
      new Promise<void>((resolve) => {
        stopWatching();
        if (metricsServer) metricsServer.close(() => resolve());
        else resolve();
      }),
  };
}

/**
 * The operations endpoints of the production server (docs/deploying.md): `/healthz`, `/readyz`, the request metrics
 * and `/metrics` on `METRICS_PORT` (on `METRICS_HOST`, 127.0.0.1 by default; off unless set). The endpoints are
 * @ridgeline/commerce's (`installOperationsEndpoints`); this module gives them the app's settings and routes.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  cappedByBudget,
  installOperationsEndpoints,
  READINESS_CHECK_TIMEOUT_MS,
  upstreamReadinessChecks,
  type ReadinessCheck,
} from '@ridgeline/commerce/server';
import { readConfig } from '../config.server';
import { envFrom, type RawEnv } from '../env.server';
import type { AppContext } from '../request/appContext.server';
import { routeMatcher, type RouteEntry } from '../request/renderCacheKey.server';
import { RENDER_CACHE_HEADER } from '../request/renderCache.server';

/** Content Delivery and the Commerce API of this app's configuration, asked directly. */
export function defaultReadinessChecks(app: AppContext, env?: RawEnv): ReadinessCheck[] {
  const content = readConfig(env);
  const contentBaseUrl = content.baseUrl ?? `https://${content.hubName}.cdn.content.amplience.net`;
  return upstreamReadinessChecks({ contentBaseUrl, commerce: app.commerce.config });
}

export interface OperationsOptions {
  app: AppContext;
  /** the server build's route manifest (`build.routes`) */
  routes: Readonly<Record<string, RouteEntry | undefined>>;
  env?: RawEnv;
}

/** For server.mjs, before its static files and access log: see `installOperationsEndpoints`. */
export function installOperations(
  server: { get(path: string, handler: (req: IncomingMessage, res: ServerResponse) => void): unknown },
  { app, routes, env: rawEnv }: OperationsOptions,
) {
  const env = envFrom(rawEnv);
  return installOperationsEndpoints(server, {
    metrics: app.metrics,
    readinessChecks: defaultReadinessChecks(app, rawEnv),
    readinessTimeoutMs: cappedByBudget(READINESS_CHECK_TIMEOUT_MS, env.RENDER_BUDGET_MS),
    routeOf: routeMatcher(routes),
    renderCacheHeader: RENDER_CACHE_HEADER,
    port: env.PORT,
    ...(env.METRICS_PORT === undefined ? {} : { metricsPort: env.METRICS_PORT }),
    ...(env.METRICS_HOST ? { metricsHost: env.METRICS_HOST } : {}),
  });
}

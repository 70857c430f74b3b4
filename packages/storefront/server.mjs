#!/usr/bin/env node
// The storefront's production server: React Router's request handler on Express, with hashed assets served
// precompressed (brotli or gzip, see scripts/precompress.mjs) and `immutable`, every other response compressed on the
// fly, the rendered HTML of public pages kept in the process (the render cache, README "Render cache"), and a
// graceful stop: on SIGTERM or SIGINT it stops accepting connections, lets the requests in flight finish, and exits
// within SHUTDOWN_GRACE_MS whatever they do. Its settings are checked before it listens (`checkConfig`: a production
// start without RIDGELINE_SANDBOX must name the real services). Forwarded headers are believed only from
// TRUSTED_PROXIES, and every response carries the baseline security headers (app/platform/securityHeaders.server.ts,
// reached through the server build's entry module, so this plain-JavaScript file uses the same tested code as the app).
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { startTracing, tracingConfigured } from './tracing.mjs';

// Traces first (only with an OTLP endpoint): the SDK patches Node's http before Express or the app load it.
const stopTracing = tracingConfigured() ? await startTracing() : undefined;
const [{ createRequestHandler }, { default: compression }, { default: express }, { default: expressStaticGzip }] =
  await Promise.all([
    import('@react-router/express'),
    import('compression'),
    import('express'),
    import('express-static-gzip'),
  ]);

/** How long a stop waits for requests in flight before closing their connections. */
export const SHUTDOWN_GRACE_MS = 10_000;

const here = path.dirname(fileURLToPath(import.meta.url));
const buildPath = path.resolve(here, process.argv[2] ?? 'build/server/index.js');
const clientDir = path.resolve(path.dirname(buildPath), '../client');

/**
 * The server build checks every setting (app/platform/env.server.ts) when it loads and again through `checkConfig`, before
 * anything listens: a bad or missing one stops the start with one message naming each (no stack trace: nothing to
 * debug, only settings to fix). Any other error is a real failure and stays loud.
 */
function stopOnConfigError(error) {
  if (error?.name !== 'ConfigError') throw error;
  console.error(`[storefront] ${error.message}`);
  process.exit(1);
}
const build = await import(pathToFileURL(buildPath).href).catch(stopOnConfigError);
const { checkConfig } = build.entry.module;
if (typeof checkConfig !== 'function')
  throw new Error('The server build exports no checkConfig: rebuild the storefront (npm run build).');
let config;
try {
  config = checkConfig();
} catch (error) {
  stopOnConfigError(error);
}
const port = config.PORT;

const app = express();
app.disable('x-powered-by');
// The one logger (app/platform/log.server.ts, JSON lines on stdout). Before anything else: every response, assets included,
// carries an `X-Request-Id` (the incoming one when it is a short safe token, else a new UUID), and every line logged
// while handling the request carries it (an AsyncLocalStorage scope opened here).
const { log, requestIdMiddleware, accessLogMiddleware } = build.entry.module;
if (typeof requestIdMiddleware !== 'function' || typeof accessLogMiddleware !== 'function') {
  throw new Error('The server build exports no request log middlewares: rebuild the storefront (npm run build).');
}
app.use(requestIdMiddleware());
// With traces on, the request's span carries its id: from a log line to its trace and back.
if (stopTracing) {
  const { trace } = await import('@opentelemetry/api');
  app.use((request, response, next) => {
    trace.getActiveSpan()?.setAttribute('ridgeline.request_id', String(response.getHeader('x-request-id') ?? ''));
    next();
  });
}
// First: `trust proxy` from TRUSTED_PROXIES (a malformed entry stops the start, named), forwarded headers dropped from
// other peers, and nosniff, Referrer-Policy and (over trusted HTTPS) HSTS on every response, assets included.
build.entry.module.installServerSecurity(app);
// The app context, made once here (app/request/appContext.server.ts): the commerce clients per shop locale, the one
// guest session every request shares and the metrics registry. No module of the app keeps clients of its own.
const { createAppContext, installOperations } = build.entry.module;
if (typeof createAppContext !== 'function' || typeof installOperations !== 'function')
  throw new Error(
    'The server build exports no createAppContext or installOperations: rebuild the storefront (npm run build).',
  );
const appContext = createAppContext();
// `/healthz` and `/readyz` (before the access log: probes every few seconds are not traffic), the upstream watch, and
// `/metrics` on METRICS_PORT only (docs/deploying.md): the public port never serves metrics.
const operations = await installOperations(app, { app: appContext, routes: build.routes });
// File names carry a content hash: a year, immutable; the precompressed copy the client accepts, best first.
app.use(
  '/assets',
  expressStaticGzip(path.join(clientDir, 'assets'), {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: { immutable: true, maxAge: '1y', fallthrough: false },
  }),
);
app.use(compression());
app.use(express.static(clientDir, { maxAge: '1h', index: false }));
// The access log: one `request` line per page or endpoint (not per asset) with the request id, method, path without
// its query (the sign-in landings' one-time tokens, e-mail addresses and search words stay out), status and duration.
app.use(accessLogMiddleware());
// Request duration by route id, render-cache results (from X-Render-Cache): after the static files, like the access log.
app.use(operations.requestMetrics);
const mode = process.env.NODE_ENV ?? 'production';
// Every render's context carries the app context and the shopper's address (`req.ip`, after `trust proxy` above): the
// account limits and SLAS's X-Forwarded-For read it. Both handlers get it, so a page renders alike from the cache or not.
const getLoadContext = (req) => build.entry.module.getLoadContext(req, appContext);
// The app's own middleware, from the server build; undefined with RENDER_CACHE_MB=0 (or a build without it).
const renderCache = build.entry.module.createRenderCacheMiddleware?.({ build, mode, getLoadContext });
if (renderCache) app.use(renderCache);
app.all('*', createRequestHandler({ build, mode, getLoadContext }));

const server = app.listen(port, () =>
  log.info({ event: 'server-listening', port }, `listening on http://localhost:${port}`),
);

let stopping = false;
function stop(signal) {
  if (stopping) return;
  stopping = true;
  log.info({ event: 'server-stopping', signal }, `${signal}: draining requests in flight`);
  void operations.close();
  // the spans of the last requests are sent before the process ends (the SDK's own export deadline bounds it)
  server.close(() => void Promise.resolve(stopTracing?.()).finally(() => process.exit(0)));
  server.closeIdleConnections();
  setTimeout(() => {
    server.closeAllConnections();
    process.exit(0);
  }, SHUTDOWN_GRACE_MS).unref();
}
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));

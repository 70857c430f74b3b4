import { createServer, get as httpGet, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAppContext } from '../../appFeatures.server';
import { startFaultProxy, UPSTREAM_PATHS, type FaultProxy } from '../../testing/faultProxy';
import { ROUTE_MANIFEST } from '../../testing/routeManifest';
import { readEnv } from '../env.server';
import { requestIdMiddleware } from '../log.server';
import { RENDER_CACHE_HEADER } from '../request/renderCache.server';
import {
  createAppMetrics,
  createReadiness,
  upstreamServiceOf,
  watchUpstreams,
  type AppMetrics,
  type ReadinessCheck,
} from '@ridgeline/commerce/server';
import { defaultReadinessChecks, installOperations } from './operations.server';

/** The Express the production server runs on (its types are not a dependency: the part used here). */
type Handler = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
interface TestApp {
  get(path: string, handler: (req: IncomingMessage, res: ServerResponse) => void): unknown;
  use(handler: Handler): unknown;
  listen(port: number, host: string, ready: () => void): Server;
}
const express = createRequire(import.meta.url)('express') as () => TestApp;

const listen = (server: { listen(port: number, host: string, ready: () => void): Server }) =>
  new Promise<{ server: Server; origin: string }>((resolve) => {
    const listening: Server = server.listen(0, '127.0.0.1', () =>
      resolve({ server: listening, origin: `http://127.0.0.1:${(listening.address() as AddressInfo).port}` }),
    );
  });
const close = (server: Server | undefined) =>
  new Promise<void>((resolve) => {
    if (!server) return resolve();
    server.closeAllConnections();
    server.close(() => resolve());
  });
/** A free port for the metrics listener (taken and let go: nothing else on this machine binds ports at random). */
async function freePort(): Promise<number> {
  const { server } = await listen(createServer());
  const { port } = server.address() as AddressInfo;
  await close(server);
  return port;
}

/** An upstream that answers every request 200 (the fault proxy in front of it decides otherwise). */
let upstream: { server: Server; origin: string };
let proxy: FaultProxy;
beforeAll(async () => {
  upstream = await listen(
    createServer((_req, res) => res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}')),
  );
  proxy = await startFaultProxy(upstream.origin);
});
afterAll(async () => {
  await proxy.close();
  await close(upstream.server);
});
beforeEach(() => proxy.set());

const sandboxEnv = () => ({ RIDGELINE_SANDBOX: proxy.url });

describe('the operations endpoints on the production server', () => {
  let operations: Awaited<ReturnType<typeof installOperations>>;
  let site: { server: Server; origin: string };
  let metricsOrigin: string;
  let metrics: AppMetrics;

  beforeAll(async () => {
    const metricsPort = await freePort();
    const env = { ...sandboxEnv(), METRICS_PORT: String(metricsPort) };
    const appContext = createAppContext({ env });
    metrics = appContext.metrics;
    const app = express();
    // server.mjs's order: the request id, the probes, then (after the static files) the request metrics and the app
    app.use(requestIdMiddleware());
    operations = await installOperations(app, { app: appContext, routes: ROUTE_MANIFEST, env });
    app.use(operations.requestMetrics);
    // stands in for the render cache and React Router: a content page from the cache, anything else rendered
    app.use((req, res) => {
      const cached = req.url?.startsWith('/t/');
      res.writeHead(cached ? 200 : 404, { [RENDER_CACHE_HEADER]: cached ? 'hit' : 'miss' }).end('page');
    });
    site = await listen(app);
    metricsOrigin = `http://127.0.0.1:${metricsPort}`;
  });
  afterAll(async () => {
    await operations.close();
    await close(site.server);
  });

  it('/healthz answers 200 without asking any upstream, with a request id', async () => {
    const before = proxy.seen.length;
    const response = await fetch(`${site.origin}/healthz`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(await response.text()).toBe('ok\n');
    expect(proxy.seen.length).toBe(before);
  });

  it('an inbound X-Request-Id is echoed when it is a short safe token, replaced when it could forge log lines', async () => {
    const kept = await fetch(`${site.origin}/healthz`, { headers: { 'X-Request-Id': 'lb-7f3a.42' } });
    expect(kept.headers.get('x-request-id')).toBe('lb-7f3a.42');
    for (const forged of ['a" "level":"error', 'x'.repeat(65), '-leading-dash']) {
      const replaced = await fetch(`${site.origin}/healthz`, { headers: { 'X-Request-Id': forged } });
      expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f]{8}-[0-9a-f-]{27}$/);
    }
  });

  it('/readyz is 200 when content and commerce answer, asking each', async () => {
    const response = await fetch(`${site.origin}/readyz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: 'ready',
      checks: { content: { ok: true }, commerce: { ok: true } },
    });
    expect(proxy.seen.some((path) => path.startsWith('/content/key/home'))).toBe(true);
    expect(proxy.seen.some((path) => path.includes('/oauth2/.well-known/openid-configuration'))).toBe(true);
  });

  it('the public port does not serve /metrics; METRICS_PORT does, with the series an operator watches', async () => {
    const publicAnswer = await fetch(`${site.origin}/metrics`);
    expect(publicAnswer.status).toBe(404);
    expect(await publicAnswer.text()).not.toContain('ridgeline_');

    // what this test reads from the scrape is made here, whatever order the tests run in: a miss then a hit, a 4xx,
    // and the readiness checks' upstream calls
    await fetch(`${site.origin}/t/about`);
    await fetch(`${site.origin}/t/about`);
    await fetch(`${site.origin}/t/contact?utm=1`);
    await fetch(`${site.origin}/c/mens-jackets`);
    await fetch(`${site.origin}/readyz`);
    const scraped = await fetch(`${metricsOrigin}/metrics`);
    expect(scraped.status).toBe(200);
    expect(scraped.headers.get('content-type')).toContain('text/plain');
    const text = await scraped.text();
    expect(text).toContain(
      'ridgeline_http_request_duration_seconds_count{route="routes/content-page",method="GET",status="2xx"} 3',
    );
    expect(text).toContain(
      'ridgeline_http_request_duration_seconds_count{route="routes/category",method="GET",status="4xx"} 1',
    );
    expect(text).toMatch(/ridgeline_render_cache_requests_total\{result="hit"\} [1-9]/);
    expect(text).toMatch(/ridgeline_render_cache_requests_total\{result="miss"\} [1-9]/);
    expect(text).toContain('ridgeline_render_cache_requests_total{result="stale"} 0');
    expect(text).toContain('# TYPE ridgeline_render_cache_purges_total counter');
    // the readiness checks went through the upstream watch
    expect(text).toMatch(/ridgeline_upstream_request_duration_seconds_count\{service="content"\} [1-9]/);
    expect(text).toMatch(/ridgeline_upstream_request_duration_seconds_count\{service="commerce"\} [1-9]/);
    expect(text).toContain('# TYPE ridgeline_upstream_errors_total counter');
    // the process's own: event-loop lag and heap
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    expect(text).toContain('nodejs_heap_size_used_bytes');
    // only /metrics on that listener, bound to this host only unless METRICS_HOST says otherwise
    expect((await fetch(`${metricsOrigin}/`)).status).toBe(404);
    expect((operations.metricsServer!.address() as AddressInfo).address).toBe('127.0.0.1');
  });

  it('a flood of distinct addresses adds no series: labels are route ids, never the path', async () => {
    const routeLabels = async () =>
      new Set(
        (await metrics.registry.getSingleMetric('ridgeline_http_request_duration_seconds')!.get()).values.map(
          (value) => value.labels.route,
        ),
      );
    await fetch(`${site.origin}/t/warm-up`);
    await fetch(`${site.origin}/warm-up-unknown/x`);
    const before = await routeLabels();
    for (let i = 0; i < 30; i += 1) {
      await fetch(`${site.origin}/t/attack-${i}?x=${i}`);
      await fetch(`${site.origin}/nowhere-${i}/deeper/%E2%82%AC${i}`, { method: i % 2 ? 'GET' : 'PROPFIND' });
    }
    const after = await routeLabels();
    expect([...after].filter((label) => !before.has(label))).toEqual([]);
    const text = await metrics.registry.metrics();
    expect(text).not.toMatch(/attack-|nowhere-|PROPFIND/);
    expect(text).toMatch(/method="OTHER"/);
  });
});

describe('readiness', () => {
  const checksOver = () => defaultReadinessChecks(createAppContext({ env: sandboxEnv() }), sandboxEnv());

  it('is 503 naming commerce when the Commerce API answers 5xx, content still ok', async () => {
    proxy.set({ paths: UPSTREAM_PATHS.slas, fault: { kind: 'status', code: 503 } });
    const report = await createReadiness({ checks: checksOver() }).report();
    expect(report).toEqual({
      ready: false,
      checks: { content: { ok: true }, commerce: { ok: false, error: 'answered 503' } },
    });
  });

  it('a stalled Content Delivery fails its check at its deadline (the stall never answers: only the deadline ends it)', async () => {
    proxy.set({ paths: UPSTREAM_PATHS.content, fault: { kind: 'stall' } });
    const contentOnly = checksOver().filter((check) => check.name === 'content');
    const report = await createReadiness({ checks: contentOnly, timeoutMs: 50 }).report();
    expect(report).toEqual({ ready: false, checks: { content: { ok: false, error: 'timed out after 50 ms' } } });
  });

  it('an unreachable dependency is named without its address', async () => {
    const port = await freePort();
    const checks = defaultReadinessChecks(createAppContext({ env: sandboxEnv() }), {
      RIDGELINE_SANDBOX: `http://127.0.0.1:${port}`,
    });
    const report = await createReadiness({ checks }).report();
    expect(report.checks.content).toEqual({ ok: false, error: 'unreachable' });
  });

  it('one check per period whatever the number of probes: shared while running, reused until cacheMs', async () => {
    let now = 1_000;
    let runs = 0;
    const counting: ReadinessCheck = { name: 'content', check: async () => void (runs += 1) };
    const readiness = createReadiness({ checks: [counting], cacheMs: 5_000, now: () => now });
    await Promise.all(Array.from({ length: 50 }, () => readiness.report()));
    expect(runs).toBe(1);
    now += 4_999;
    await readiness.report();
    expect(runs).toBe(1);
    now += 1;
    await readiness.report();
    expect(runs).toBe(2);
  });

  it('METRICS_PORT and METRICS_HOST are checked at start: a bad value is named', () => {
    expect(() => readEnv({ METRICS_PORT: '99999' })).toThrow(/METRICS_PORT/);
    expect(() => readEnv({ METRICS_HOST: '127.0.0.1\nforged' })).toThrow(/METRICS_HOST must be an address/);
    expect(readEnv({ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' })).toMatchObject({
      METRICS_PORT: 9464,
      METRICS_HOST: '0.0.0.0',
    });
  });

  it('refuses a metrics listener on the public port', async () => {
    const env = { ...sandboxEnv(), PORT: '3999', METRICS_PORT: '3999' };
    const app = express();
    await expect(
      installOperations(app, { app: createAppContext({ env }), routes: ROUTE_MANIFEST, env }),
    ).rejects.toThrow(/METRICS_PORT must differ from PORT/);
  });
});

describe('upstream metrics', () => {
  let metrics: AppMetrics;
  let stop: () => void;
  beforeEach(() => {
    metrics = createAppMetrics();
    stop = watchUpstreams(metrics);
  });
  afterEach(() => stop());
  const series = async (name: string) =>
    (await metrics.registry.getSingleMetric(name)!.get()).values.map((value) => ({
      labels: value.labels,
      value: value.value,
    }));

  it('names the service of an address by its known host, else by its API path, else other', () => {
    expect(upstreamServiceOf('ridgeline.cdn.content.amplience.net', '/content/key/home')).toBe('content');
    expect(upstreamServiceOf('kv7kzm78.api.commercecloud.salesforce.com', '/shopper/auth/v1/x')).toBe('commerce');
    expect(upstreamServiceOf('api.cquotient.com', '/v3/activities')).toBe('einstein');
    expect(upstreamServiceOf('search.unbxd.io', '/key/site/search')).toBe('search');
    expect(upstreamServiceOf('localhost:4010', '/content/id/abc')).toBe('content');
    expect(upstreamServiceOf('localhost:4010', '/search/shopper-search/v1/x')).toBe('commerce');
    expect(upstreamServiceOf('localhost', '/site/shopper-seo/v1/organizations/o/url-mapping')).toBe('commerce');
    expect(upstreamServiceOf('localhost:4010', '/unbxd/key/site/search')).toBe('search');
    expect(upstreamServiceOf('localhost:4010', '/api/engine/v1/decide')).toBe('decisions');
    expect(upstreamServiceOf('example.com', '/anything')).toBe('other');
  });

  it('counts fetch and node:http calls by service: latency, 5xx answers, timeouts', async () => {
    proxy.set(
      { paths: ['/product/'], fault: { kind: 'status', code: 502 } },
      { paths: ['/v3/'], fault: { kind: 'stall' } },
    );
    // straight to the upstream when it answers (the proxy's own forwarding is an outgoing call of this process too)
    await (await fetch(`${upstream.origin}/content/key/home`)).text();
    await (await fetch(`${proxy.url}/product/shopper-products/v1/x`)).text();
    await expect(fetch(`${proxy.url}/v3/activities`, { signal: AbortSignal.timeout(50) })).rejects.toThrow();
    // Content Delivery's client (axios) goes through node:http
    await new Promise<void>((resolve, reject) =>
      httpGet(`${upstream.origin}/content/id/abc`, (response) => response.resume().on('end', resolve)).on(
        'error',
        reject,
      ),
    );
    const latency = await series('ridgeline_upstream_request_duration_seconds');
    const count = (service: string) =>
      latency.find((entry) => entry.labels.service === service && entry.labels.le === '+Inf')?.value;
    expect(count('content')).toBe(2);
    expect(count('commerce')).toBe(1);
    expect(await series('ridgeline_upstream_errors_total')).toEqual([
      { labels: { service: 'commerce', kind: 'status_5xx' }, value: 1 },
      { labels: { service: 'einstein', kind: 'timeout' }, value: 1 },
    ]);
  });

  it('stops counting once unsubscribed', async () => {
    stop();
    await (await fetch(`${proxy.url}/content/key/home`)).text();
    expect(await series('ridgeline_upstream_request_duration_seconds')).toEqual([]);
  });

  it('render cache purges are counted with the pages they dropped', async () => {
    metrics.renderCache.purged(3);
    metrics.renderCache.purged(0);
    expect(await series('ridgeline_render_cache_purges_total')).toEqual([{ labels: {}, value: 2 }]);
    expect(await series('ridgeline_render_cache_purged_pages_total')).toEqual([{ labels: {}, value: 3 }]);
  });
});

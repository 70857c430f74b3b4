import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { SANDBOX_PORT, sandboxOrigin } from './env';
import { ownStorefront } from './ownServers';

/** The storefront's production server (packages/storefront/server.mjs). */
const ASSET_PATTERN = /<script type="module" src="(\/assets\/islands\.client-[\w-]+\.js)"/;

test('hashed assets are served precompressed and immutable', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const entry = ASSET_PATTERN.exec(html)?.[1];
  expect(entry).toBeTruthy();
  // The islands entry is a few hundred bytes: under the 1 KB below which precompressing gains nothing, served as is.
  const small = await request.get(entry!, { headers: { 'Accept-Encoding': 'br, gzip' } });
  expect(small.headers()['content-encoding']).toBeUndefined();
  expect(small.headers()['cache-control']).toContain('immutable');
  // Its first import is React DOM's chunk, the largest file of every page.
  const imported = /from\s*["']\.\/([\w-]+\.js)["']/.exec(await small.text())?.[1];
  expect(imported).toBeTruthy();
  const asset = `/assets/${imported}`;
  const brotli = await request.get(asset!, { headers: { 'Accept-Encoding': 'br, gzip' } });
  expect(brotli.status()).toBe(200);
  expect(brotli.headers()['content-encoding']).toBe('br');
  expect(brotli.headers()['cache-control']).toContain('immutable');
  expect(brotli.headers()['content-type']).toContain('javascript');
  const gzip = await request.get(asset!, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(gzip.headers()['content-encoding']).toBe('gzip');
  expect(await gzip.text()).toBe(await brotli.text());
  expect((await request.get('/assets/no-such-file-abc123.js')).status()).toBe(404);
});

test('on SIGTERM the server stops accepting and exits within its 10 s grace', async () => {
  test.setTimeout(60_000);
  const port = 3199;
  const server = spawn(process.execPath, ['server.mjs', 'build/server/index.js'], {
    cwd: path.resolve('packages/storefront'),
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), RIDGELINE_SANDBOX: sandboxOrigin },
    stdio: 'ignore',
  });
  const exited = new Promise<number | null>((resolve) => server.on('exit', (code) => resolve(code)));
  try {
    await expect
      .poll(async () => (await fetch(`http://localhost:${port}/t/about`).catch(() => undefined))?.status, {
        timeout: 30_000,
      })
      .toBe(200);
    server.kill('SIGTERM');
    const stoppedAt = Date.now();
    expect(await exited).toBe(0);
    expect(Date.now() - stoppedAt).toBeLessThan(11_000);
    await expect(fetch(`http://localhost:${port}/t/about`)).rejects.toThrow();
  } finally {
    server.kill('SIGKILL');
  }
});

test('with an OTLP endpoint, each page request is one trace: the server span and its upstream calls', async () => {
  test.setTimeout(120_000);
  // A collector's OTLP/HTTP traces endpoint, answering as one does; JSON so the test reads what was sent.
  const batches: OtlpTraces[] = [];
  const collector = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method === 'POST' && request.url === '/v1/traces') {
        batches.push(JSON.parse(Buffer.concat(chunks).toString('utf8')) as OtlpTraces);
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => collector.listen(0, resolve));
  const collectorPort = (collector.address() as AddressInfo).port;
  const storefront = await ownStorefront({
    SANDBOX_PORT: String(SANDBOX_PORT),
    OTEL_EXPORTER_OTLP_ENDPOINT: `http://localhost:${collectorPort}`,
    OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
    OTEL_BSP_SCHEDULE_DELAY: '200',
    OTEL_SERVICE_NAME: 'ridgeline-e2e',
    RENDER_CACHE_MB: '0',
  });
  try {
    const answer = await fetch(`${storefront.origin}/c/mens-jackets/`);
    expect(answer.status).toBe(200);
    const spans = () =>
      batches.flatMap((batch) =>
        batch.resourceSpans.flatMap((resource) =>
          resource.scopeSpans.flatMap((scope) =>
            scope.spans.map((span) => ({
              ...span,
              service: resource.resource.attributes.find((a) => a.key === 'service.name')?.value.stringValue,
            })),
          ),
        ),
      );
    // SERVER (kind 2) for the page; CLIENT (kind 3) for the calls it made to the sandbox, in the same trace
    const pathOf = (span: OtlpSpan) => span.attributes.find((a) => a.key === 'url.path')?.value.stringValue;
    const servedPage = () => spans().find((span) => span.kind === 2 && pathOf(span) === '/c/mens-jackets/');
    await expect.poll(() => servedPage() !== undefined, { timeout: 30_000 }).toBe(true);
    const page = servedPage()!;
    expect(page.service).toBe('ridgeline-e2e');
    // the request id of the response and of its log lines
    expect(page.attributes.find((a) => a.key === 'ridgeline.request_id')?.value.stringValue).toBe(
      answer.headers.get('x-request-id'),
    );
    await expect
      .poll(() => spans().filter((span) => span.kind === 3 && span.traceId === page.traceId).length, {
        timeout: 30_000,
      })
      .toBeGreaterThan(0);
    // operators' probes make no spans (checked once the next export, which carries a second page, has arrived)
    expect((await fetch(`${storefront.origin}/healthz`)).status).toBe(200);
    await fetch(`${storefront.origin}/t/about`);
    await expect.poll(() => spans().some((span) => pathOf(span) === '/t/about'), { timeout: 30_000 }).toBe(true);
    expect(spans().filter((span) => pathOf(span) === '/healthz')).toEqual([]);
  } finally {
    storefront.stop();
    collector.close();
  }
});

interface OtlpTraces {
  resourceSpans: {
    resource: { attributes: { key: string; value: { stringValue?: string } }[] };
    scopeSpans: { spans: OtlpSpan[] }[];
  }[];
}
interface OtlpSpan {
  traceId: string;
  spanId: string;
  kind: number;
  name: string;
  attributes: { key: string; value: { stringValue?: string } }[];
}

import { spawn } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { sandboxOrigin } from './env';

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

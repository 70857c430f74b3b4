import { request as httpRequest } from 'node:http';
import { productPath } from './helpers';
import { expect, test } from '@playwright/test';
import { DEMO_STAGING_ENVIRONMENTS } from '@ridgeline/sandbox/environments';
import { SANDBOX_PORT } from './env';
import { ownStorefront, type OwnStorefront } from './ownServers';

const PUBLIC_ORIGIN = 'https://shop.ridgeline.test';

/**
 * The production server's render cache (packages/storefront README, "Render cache"), on a server of its own, started
 * cold for this file: its log has one `page-render` line per render, which is what is counted here.
 */
let server: OwnStorefront;
let origin: string;
const rendersOf = (address: string) =>
  server
    .log()
    .split('\n')
    .filter((line) => line.includes('"event":"page-render"'))
    .map((line) => JSON.parse(line) as { address: string; reason: string; stored: boolean })
    .filter((line) => line.address === address);

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  server = await ownStorefront({
    // the address shoppers see: absolute URLs in pages name it, never the host a request was sent to
    PUBLIC_ORIGIN,
    SANDBOX_PORT: String(SANDBOX_PORT),
    PREVIEW_ENVIRONMENTS: JSON.stringify(DEMO_STAGING_ENVIRONMENTS),
  });
  origin = server.origin;
});

test.afterAll(() => {
  server?.stop();
});

/** Every response carries a fresh Content-Security-Policy nonce; the rest of a cached copy is the same bytes. */
const withoutNonces = (html: string) => html.replace(/ nonce="[^"]+"/g, ' nonce=""');
const nonceOf = (html: string) => / nonce="([^"]+)"/.exec(html)?.[1];

test('a burst of 64 requests for a cold page costs one render', async () => {
  test.setTimeout(60_000);
  expect(rendersOf('/t/about')).toHaveLength(0);
  const responses = await Promise.all(Array.from({ length: 64 }, () => fetch(`${origin}/t/about`)));
  const raw = await Promise.all(responses.map((response) => response.text()));
  expect(responses.map((response) => response.status)).toEqual(Array(64).fill(200));
  // one copy, byte for byte: a page a shared cache may keep carries no nonce (its inline scripts are allowed by
  // hashes, docs/reference/cdn-caching.md), so every visitor gets the same document
  expect(new Set(raw).size).toBe(1);
  expect(raw.map(nonceOf).filter(Boolean)).toEqual([]);
  expect(responses[0]!.headers.get('content-security-policy')).toContain("'sha256-");
  const bodies = raw.map(withoutNonces);
  expect(bodies[0]).toContain('data-content-id');
  const states = responses.map((response) => response.headers.get('x-render-cache'));
  expect(states.filter((state) => state === 'miss')).toHaveLength(1);
  expect(states.filter((state) => state === 'hit')).toHaveLength(63);
  expect(rendersOf('/t/about')).toEqual([expect.objectContaining({ reason: 'miss', stored: true })]);

  // Later requests, a campaign link and a HEAD are served from the same copy.
  for (const address of ['/t/about', '/t/about?utm_source=newsletter']) {
    const again = await fetch(`${origin}${address}`);
    expect(again.headers.get('x-render-cache')).toBe('hit');
    expect(withoutNonces(await again.text())).toBe(bodies[0]);
  }
  // The host is not part of the key: no page embeds the host it was asked for, so another one cannot poison the copy.
  const foreign = await new Promise<string>((resolve, reject) => {
    const asked = httpRequest(`${origin}/t/about`, { headers: { host: 'poison.example:8080' } }, (answer) => {
      let text = '';
      answer.setEncoding('utf8');
      answer.on('data', (chunk: string) => (text += chunk));
      answer.on('end', () => resolve(text));
    });
    asked.on('error', reject);
    asked.end();
  });
  expect(withoutNonces(foreign)).toBe(bodies[0]);
  expect(bodies[0]).not.toContain(new URL(origin).host);
  expect(bodies[0]).toContain(`hrefLang="fr-CA" href="${PUBLIC_ORIGIN}/fr-ca/t/about"`);
  const head = await fetch(`${origin}/t/about`, { method: 'HEAD' });
  expect([head.headers.get('x-render-cache'), head.headers.get('content-length')]).toEqual([
    'hit',
    String(Buffer.byteLength(raw[0]!)),
  ]);
  expect(rendersOf('/t/about')).toHaveLength(1);
});

test('a not-found page is kept for its minute; a preview is never cached', async () => {
  const first = await fetch(`${origin}/t/render-cache-missing`);
  const second = await fetch(`${origin}/t/render-cache-missing`);
  expect([first.status, second.status]).toEqual([404, 404]);
  expect([first.headers.get('x-render-cache'), second.headers.get('x-render-cache')]).toEqual(['miss', 'hit']);
  expect(rendersOf('/t/render-cache-missing')).toHaveLength(1);

  const vse = DEMO_STAGING_ENVIRONMENTS[0]!.vse;
  for (let i = 0; i < 2; i += 1) {
    const preview = await fetch(`${origin}/t/about`, { headers: { cookie: `vse=${vse}` } });
    expect(preview.status).toBe(200);
    expect(preview.headers.get('x-render-cache')).toBe('bypass');
    expect(preview.headers.get('cache-control')).toBe('no-store');
  }
  expect(rendersOf('/t/about')).toHaveLength(1);
});

test('tracking and made-up parameters reach neither the key nor the HTML (docs/decisions/0003-render-cache-key.md)', async () => {
  // The first visit of a cold page carries a 12 KB campaign value: the page is rendered from a clean request.
  const value = 'Q'.repeat(12 * 1024);
  const first = await fetch(`${origin}${productPath('RM1204')}?utm_content=${value}`, {
    headers: { cookie: 'ridgeline-bag-count=7' },
  });
  const firstBody = await first.text();
  expect(first.headers.get('x-render-cache')).toBe('miss');
  expect(firstBody).not.toContain('QQQQ');
  const later = await fetch(`${origin}${productPath('RM1204')}`);
  expect(later.headers.get('x-render-cache')).toBe('hit');
  expect(withoutNonces(await later.text())).toBe(withoutNonces(firstBody));
  // A unique made-up parameter is the same page, served from the copy.
  for (let i = 0; i < 3; i += 1) {
    const junk = await fetch(`${origin}${productPath('RM1204')}?x=${Date.now()}-${i}`);
    expect(junk.headers.get('x-render-cache')).toBe('hit');
    await junk.arrayBuffer();
  }
  expect(rendersOf(productPath('RM1204'))).toHaveLength(1);
});

test("a bag notice is the shopper's own: never from the cache, never shared", async () => {
  const answers = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      fetch(`${origin}${productPath('RM1004')}?added=RM1004&qty=1`, {
        headers: { cookie: `ridgeline-bag-count=${i + 1}` },
      }),
    ),
  );
  expect(answers.map((answer) => answer.headers.get('x-render-cache'))).toEqual(Array(20).fill('bypass'));
  expect(answers.map((answer) => answer.headers.get('cache-control'))).toEqual(Array(20).fill('no-store'));
  await Promise.all(answers.map((answer) => answer.arrayBuffer()));
});

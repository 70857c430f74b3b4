import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { ownSandbox, ownStorefront, type OwnSandbox, type OwnStorefront } from './ownServers';

/**
 * Publishing behind a CDN (docs/reference/cdn-caching.md), end to end: a sandbox in watch mode over a copy of the demo
 * content posts Amplience's signed webhook when a file changes; the storefront verifies it, purges the pages built
 * from the item (its render cache, its content cache) and asks the CDN (the sandbox's Fastly stand-in) to purge the
 * item's tags. Own servers: the shared ones neither watch nor purge.
 */
const SECRET = 'e2e-amplience-webhook-secret';
const BANNER_ID = '67d2e759-07c6-5870-9b6b-96630e3df789'; // the about page's messaging banner, not on the home page
const BANNER_FILE = 'blocks/messaging-banner/messaging-our-mission.json';

let contentDir: string;
let sandbox: OwnSandbox;
let storefront: OwnStorefront;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  contentDir = mkdtempSync(path.join(tmpdir(), 'ridgeline-e2e-cdn-content-'));
  cpSync('packages/sandbox/content', contentDir, { recursive: true });
  sandbox = await ownSandbox('cdn', {
    env: () => ({
      CONTENT_DIR: contentDir,
      STAGING_DIR: 'off',
      SANDBOX_WATCH: 'on',
      // known from the second start on: the storefront needs the sandbox up to start, the sandbox its address
      ...(storefront
        ? { SANDBOX_WEBHOOK_URL: `${storefront.origin}/__ridgeline/webhooks/amplience`, SANDBOX_WEBHOOK_SECRET: SECRET }
        : {}),
    }),
  });
  await sandbox.start();
  storefront = await ownStorefront({
    SANDBOX_PORT: String(sandbox.port),
    AMPLIENCE_WEBHOOK_SECRET: SECRET,
    CDN_PURGE: 'fastly',
    FASTLY_SERVICE_ID: 'e2e-service',
    FASTLY_API_TOKEN: 'e2e-token',
    CDN_PURGE_API_URL: `${sandbox.origin}/cdn/fastly`,
  });
  await sandbox.restart();
});

test.afterAll(async () => {
  storefront?.stop();
  await sandbox?.dispose();
  rmSync(contentDir, { recursive: true, force: true });
});

const page = async (address: string) => {
  const response = await fetch(`${storefront.origin}${address}`);
  return { response, html: await response.text() };
};

test('a published edit reaches the webhook, purges its pages here and at the CDN, and the next request renders it', async () => {
  // both pages cached; the about page names the banner it inlines
  await page('/t/about');
  const about = await page('/t/about');
  expect(about.response.headers.get('x-render-cache')).toBe('hit');
  expect(about.response.headers.get('surrogate-key')).toContain(`rl-c-${BANNER_ID}`);
  expect(about.html).toContain('1% of every sale funds trail crews');
  await page('/');
  const home = await page('/');
  expect(home.response.headers.get('x-render-cache')).toBe('hit');
  expect(home.response.headers.get('surrogate-key')).not.toContain(BANNER_ID);

  // an editor publishes a new headline
  const file = path.join(contentDir, BANNER_FILE);
  writeFileSync(file, readFileSync(file, 'utf8').replace('1% of every sale funds', 'Two percent of every sale funds'));

  // the CDN (the sandbox's Fastly stand-in) is asked to purge the banner's tag
  await expect
    .poll(
      async () => {
        const log = (await (await fetch(`${sandbox.origin}/cdn/purges`)).json()) as {
          purges: Array<{ cdn: string; target: string; tags: string[] }>;
        };
        return log.purges.filter((purge) => purge.cdn === 'fastly' && purge.tags.includes(`rl-c-${BANNER_ID}`));
      },
      { timeout: 15_000 },
    )
    .toEqual([
      { cdn: 'fastly', target: 'e2e-service', tags: [`rl-c-${BANNER_ID}`, 'rl-overflow'], at: expect.any(String) },
    ]);

  // the next request renders the edit; the home page, which does not use the banner, is still the cached copy
  const edited = await page('/t/about');
  expect(edited.response.headers.get('x-render-cache')).toBe('miss');
  expect(edited.html).toContain('Two percent of every sale funds trail crews');
  expect((await page('/')).response.headers.get('x-render-cache')).toBe('hit');
  expect(storefront.log()).toContain('"event":"cache-purge"');
});

test('a forged webhook is refused and purges nothing', async () => {
  const before = ((await (await fetch(`${sandbox.origin}/cdn/purges`)).json()) as { purges: unknown[] }).purges.length;
  const forged = await fetch(`${storefront.origin}/__ridgeline/webhooks/amplience`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-amplience-webhook-signature': 'bm90IHRoZSBzaWduYXR1cmU=' },
    body: JSON.stringify({
      name: 'dynamic-content.content-item.published',
      payload: { id: 'e643ad5a-51c7-5b71-aa87-13ee12068e5f', lastPublishedDate: new Date().toISOString() },
    }),
  });
  expect(forged.status).toBe(401);
  expect((await page('/')).response.headers.get('x-render-cache')).toBe('hit');
  const after = ((await (await fetch(`${sandbox.origin}/cdn/purges`)).json()) as { purges: unknown[] }).purges.length;
  expect(after).toBe(before);
});

test('every other public answer names its tags for the CDN: what it read, at least rl-all', async () => {
  const tagsOf = async (address: string) => {
    const response = await fetch(`${storefront.origin}${address}`);
    expect(response.status, address).toBe(200);
    expect(response.headers.get('cache-control'), address).toMatch(/^public/);
    // the render cache's own list is never sent
    expect(response.headers.get('x-ridgeline-cache-tags'), address).toBeNull();
    const keys = response.headers.get('surrogate-key')?.split(' ') ?? [];
    expect(response.headers.get('cache-tag')?.split(','), address).toEqual(keys);
    return keys;
  };
  // recommendations: the products they show (a change to one purges them with its pages)
  expect(await tagsOf('/__ridgeline/recommendations?locale=en-US&ids=RM1004')).toEqual(['rl-all', 'rl-p-RM1004']);
  // built from the shop's own messages, settings or the whole catalogue: a purge of everything reaches them
  for (const address of [
    '/__ridgeline/account-messages?locale=en-US',
    '/__ridgeline/stores?locale=en-US&countryCode=US&postalCode=80302',
    '/robots.txt',
    '/sitemap.xml',
  ])
    expect(await tagsOf(address), address).toEqual(['rl-all']);
  // the search suggestions keep the tags their route names (what the answer shows)
  expect(await tagsOf('/__ridgeline/search-suggestions?q=jacket')).toEqual(
    expect.arrayContaining(['rl-all', expect.stringMatching(/^rl-p-/)]),
  );
});

import { expect, test, type Page } from '@playwright/test';
import { SANDBOX_PORT, sandboxOrigin } from './env';
import { gotoReady } from './helpers';
import { ownStorefront, type OwnStorefront } from './ownServers';

/**
 * The Active Data beacon and the browser error reports (docs/behaviour/shell.md#active-data-beacon,
 * #browser-error-reports), both off by default: a storefront of its own on the shared sandbox with
 * `ACTIVE_DATA_ORIGIN` (the sandbox's stand-in of the commerce instance) and `BROWSER_ERRORS=on`.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const BEACON_PATH = '/__ridgeline/analytics/__Analytics-Start';
let storefront: OwnStorefront;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  storefront = await ownStorefront({
    SANDBOX_PORT: String(SANDBOX_PORT),
    ACTIVE_DATA_ORIGIN: sandboxOrigin,
    BROWSER_ERRORS: 'on',
  });
});

test.afterEach(async ({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus)
    await testInfo.attach('storefront warnings', { body: storefront.problems().join('\n') });
});

test.afterAll(() => storefront?.stop());

async function overlaysReady(page: Page) {
  await expect(page.locator('html[data-shell-overlays="ready"]')).toHaveCount(1);
}

/** The storefront's log lines (JSON) whose `event` is `event`. */
const logLines = (event: string) =>
  storefront
    .log()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((line) => line.event === event);

const beaconRequests = (page: Page) => {
  const seen: { beacons: string[]; direct: string[] } = { beacons: [], direct: [] };
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === BEACON_PATH) seen.beacons.push(request.url());
    if (url.pathname.startsWith('/on/demandware.store/')) seen.direct.push(request.url());
  });
  return seen;
};

test('a page view sends one beacon through the storefront’s path, without the personal parts of the address', async ({
  page,
}) => {
  const seen = beaconRequests(page);
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === BEACON_PATH);
  await gotoReady(page, `${storefront.origin}/t/about?utm_source=mail&email=jane%40example.com#top`);
  const response = await answered;
  expect(response.status()).toBe(204);
  expect(response.headers()['cache-control']).toBe('no-store');
  const query = new URL(response.url()).searchParams;
  expect(query.get('locale')).toBe('en-US');
  expect(query.get('url')).toBe(`${storefront.origin}/t/about?utm_source=mail`);
  expect(query.get('pcc')).toBe('USD');
  expect(query.get('res')).toMatch(/^\d+x\d+$/);
  expect(query.get('dwac')).toMatch(/^0\.\d{16}$/);
  expect(response.url()).not.toContain('jane');
  await overlaysReady(page);
  expect(seen.beacons).toHaveLength(1);
  // the browser never talks to the commerce instance itself
  expect(seen.direct).toEqual([]);
  // the storefront forwarded it and the sandbox's stand-in accepted it (a refusal or a failure would be logged)
  expect(logLines('active-data-beacon-failed')).toEqual([]);
  expect(logLines('active-data-beacon-dropped')).toEqual([]);
});

test('the fr-CA pages say their locale and currency', async ({ page }) => {
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === BEACON_PATH);
  await gotoReady(page, `${storefront.origin}/fr-ca/home`);
  const query = new URL((await answered).url()).searchParams;
  expect(query.get('locale')).toBe('fr-CA');
  expect(query.get('pcc')).toBe('CAD');
  expect(logLines('active-data-beacon-failed')).toEqual([]);
});

test('navigator.doNotTrack = "1": no beacon', async ({ page }) => {
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' }));
  const seen = beaconRequests(page);
  await gotoReady(page, `${storefront.origin}/`);
  await overlaysReady(page);
  expect(seen.beacons).toEqual([]);
});

test.describe('Sec-GPC: 1 on the requests', () => {
  test.use({ extraHTTPHeaders: { 'Sec-GPC': '1' } });

  test('no beacon', async ({ page }) => {
    const seen = beaconRequests(page);
    await gotoReady(page, `${storefront.origin}/`);
    await overlaysReady(page);
    expect(seen.beacons).toEqual([]);
  });
});

test('the beacon path refuses other sites, clients that are no browser and other methods', async ({ request }) => {
  const beacon = `${storefront.origin}${BEACON_PATH}?locale=en-US&res=1x1`;
  expect((await request.get(beacon)).status()).toBe(403);
  expect((await request.get(beacon, { headers: { Origin: 'https://evil.example' } })).status()).toBe(403);
  expect((await request.get(beacon, { headers: { 'Sec-Fetch-Site': 'cross-site' } })).status()).toBe(403);
  expect((await request.post(beacon, { headers: { 'Sec-Fetch-Site': 'same-origin' } })).status()).toBe(405);
  // a locale the shop does not serve goes nowhere, and the browser still gets its 204
  const elsewhere = await request.get(`${storefront.origin}${BEACON_PATH}?locale=..%2F..%2Fadmin`, {
    headers: { 'Sec-Fetch-Site': 'same-origin' },
  });
  expect(elsewhere.status()).toBe(204);
});

test('a script error and an unhandled rejection are each logged as one browser-error line, without personal data', async ({
  page,
}) => {
  await gotoReady(page, `${storefront.origin}/t/about?email=jane%40example.com`);
  await overlaysReady(page);
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('e2e boom for jane@example.com');
    }, 0);
    void Promise.reject(new Error('e2e rejected'));
  });
  await expect.poll(() => logLines('browser-error').length).toBeGreaterThanOrEqual(2);
  const lines = logLines('browser-error');
  const thrown = lines.find((line) => String(line.message).includes('e2e boom'));
  expect(thrown).toMatchObject({ level: 'warn', kind: 'error', page: '/t/about' });
  expect(thrown?.message).toContain('[e-mail]');
  expect(lines.find((line) => line.kind === 'unhandledrejection')).toMatchObject({
    page: '/t/about',
    message: 'Error: e2e rejected',
  });
  expect(JSON.stringify(lines)).not.toContain('jane');
});

test('an island that cannot load its code is reported', async ({ page }) => {
  const before = logLines('browser-error').filter((line) => line.kind === 'island').length;
  await page.route('**/assets/marketing-banner-*.js', (route) => route.abort('internetdisconnected'));
  await page.goto(`${storefront.origin}/`);
  await expect(page.getByRole('alertdialog', { name: 'You are currently offline' })).toBeVisible();
  await expect
    .poll(() => logLines('browser-error').filter((line) => line.kind === 'island').length)
    .toBeGreaterThan(before);
});

test('the collector refuses other sites and anything but a JSON post', async ({ request }) => {
  const collector = `${storefront.origin}/__ridgeline/errors`;
  const report = { kind: 'error', message: 'forged', page: '/' };
  expect((await request.post(collector, { data: report })).status()).toBe(403);
  expect((await request.post(collector, { data: report, headers: { Origin: 'https://evil.example' } })).status()).toBe(
    403,
  );
  expect((await request.get(collector)).status()).toBe(405);
  const sameSite = { Origin: storefront.origin };
  expect(
    (
      await request.post(collector, { data: 'kind=error', headers: { ...sameSite, 'Content-Type': 'text/plain' } })
    ).status(),
  ).toBe(415);
  expect((await request.post(collector, { data: { kind: 'nonsense' }, headers: sameSite })).status()).toBe(400);
  expect(logLines('browser-error').filter((line) => line.message === 'forged')).toEqual([]);
});

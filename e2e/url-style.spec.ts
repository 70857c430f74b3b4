import { expect, test } from '@playwright/test';
import { SANDBOX_PORT } from './env';
import { gotoReady, productPath } from './helpers';
import { ownStorefront, type OwnStorefront } from './ownServers';

/**
 * The storefront with the locale as a query parameter and the hybrid proxy on (docs/behaviour/urls.md#url-style,
 * #legacy-storefront-addresses): links, forms, redirects and alternates carry `?locale=`, and the legacy storefront's
 * addresses land on the same pages.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

let storefront: OwnStorefront;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  storefront = await ownStorefront({ SANDBOX_PORT: String(SANDBOX_PORT), URL_LOCALE_IN: 'query', HYBRID_PROXY: '1' });
});

test.afterEach(async ({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus)
    await testInfo.attach('storefront warnings', { body: storefront.problems().join('\n') });
});

test.afterAll(() => storefront?.stop());

test('a path prefix redirects to the query form; the page, its links and alternates carry the locale', async ({
  page,
  request,
}) => {
  const answer = await request.get(`${storefront.origin}/fr-ca/c/mens/?sort=newest`, { maxRedirects: 0 });
  expect(answer.status()).toBe(301);
  expect(answer.headers().location).toBe('/c/mens/?sort=newest&locale=fr-CA');

  await gotoReady(page, `${storefront.origin}/c/mens/?locale=fr-CA`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await expect(page.locator('html')).toHaveAttribute('data-url-style', 'query');
  await expect(page.getByRole('heading', { level: 1, name: 'Hommes' })).toBeVisible();
  const productLink = await page.locator('a[href^="/p/"]').first().getAttribute('href');
  expect(productLink).toMatch(/[?&]locale=fr-CA$/);
  const alternates = await page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) => links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]));
  expect(Object.fromEntries(alternates)).toMatchObject({
    'fr-CA': expect.stringMatching(/\/c\/mens\/\?locale=fr-CA$/),
    'en-US': expect.stringMatching(/\/c\/mens\/$/),
  });
  for (const [, href] of alternates)
    expect(
      (await request.get(new URL(new URL(href!).pathname + new URL(href!).search, storefront.origin).href)).status(),
      href!,
    ).toBe(200);
});

test('a GET form keeps the locale; a product’s selection links keep it too', async ({ page }) => {
  await gotoReady(page, `${storefront.origin}/search?locale=fr-CA`);
  const form = page.locator('main form[role="search"]');
  await form.locator('input[name="q"]').fill('veste');
  // (the list may apply it in place once hydrated: the address follows by pushState, not a page load)
  await Promise.all([page.waitForURL(/\/search\?.*q=veste/), form.locator('button[type="submit"]').click()]);
  const url = new URL(page.url());
  expect(url.searchParams.get('q')).toBe('veste');
  expect(url.searchParams.get('locale')).toBe('fr-CA');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');

  await gotoReady(page, `${storefront.origin}${productPath('RM1001')}?locale=fr-CA`);
  const colour = page.locator('a[href*="color=464"]').first();
  expect(await colour.getAttribute('href')).toMatch(/locale=fr-CA/);
  await Promise.all([page.waitForURL(/color=464/), colour.click()]);
  expect(new URL(page.url()).searchParams.get('locale')).toBe('fr-CA');
});

test('a locale that names none is not found', async ({ request }) => {
  expect((await request.get(`${storefront.origin}/t/trail-guide?locale=de-DE`)).status()).toBe(404);
  expect((await request.get(`${storefront.origin}/t/trail-guide?locale=fr-CA`)).status()).toBe(200);
});

test('legacy storefront addresses redirect to the same pages', async ({ request }) => {
  const cases: [string, string][] = [
    ['/s/RidgelineUS/fr_CA/c/mens/mens-jackets?sort=newest', '/c/mens-jackets/?sort=newest&locale=fr-CA'],
    ['/s/RidgelineUS/p/stormbreak-rain-jacket/RM1001.html', '/p/noslug-RM1001.html'],
    ['/s/RidgelineUS/womens-clothing', '/c/womens/'],
    ['/s/RidgelineUS', '/'],
  ];
  for (const [from, to] of cases) {
    const answer = await request.get(`${storefront.origin}${from}`, { maxRedirects: 0 });
    expect(answer.status(), from).toBe(301);
    expect(answer.headers().location, from).toBe(to);
  }
  expect((await request.get(`${storefront.origin}/s/OtherSite/home`)).status()).toBe(404);
  const landed = await request.get(`${storefront.origin}/s/RidgelineUS/en_CA/footwear`);
  expect(landed.status()).toBe(200);
  expect(landed.url()).toMatch(/\/c\/footwear\/\?locale=en-CA$/);
});

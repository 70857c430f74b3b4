import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { SANDBOX_PORT } from './env';
import { gotoReady } from './helpers';
import { ownStorefront, type OwnStorefront } from './ownServers';

/**
 * The storefront with `SEARCH_PROVIDER=unbxd` (docs/behaviour/search-service.md): search results, a category page
 * and the quick search come from the third-party search service (the sandbox's stand-in on the shared sandbox), the
 * tiles from the commerce API's enrichment. The service's facet names tell its answers from Shopper Search's:
 * "Colour" and "Men's" here, "Color" and `mens` there.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

let storefront: OwnStorefront;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  storefront = await ownStorefront({ SANDBOX_PORT: String(SANDBOX_PORT), SEARCH_PROVIDER: 'unbxd' });
});

test.afterEach(async ({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus)
    await testInfo.attach('storefront warnings', { body: storefront.problems().join('\n') });
});

test.afterAll(() => storefront?.stop());

const grid = (page: import('@playwright/test').Page) => page.getByRole('list', { name: 'Products' });

test('search results: the service finds and counts, filters narrow, tiles are the commerce products', async ({
  page,
}) => {
  await gotoReady(page, `${storefront.origin}/search?q=jacket`);
  await expect(page.locator('details[data-facet="c_color"] summary')).toContainText('Colour');
  const before = await grid(page).locator('article').count();
  expect(before).toBeGreaterThan(3);
  // Enriched tiles carry the catalogue's swatches.
  await expect(
    grid(page).locator('article').first().locator('a[href^="/product/"], a[href^="/p/"]').first(),
  ).toBeVisible();

  const black = page.locator('details[data-facet="c_color"] a[data-refinement-value="Black"]');
  await Promise.all([page.waitForURL(/refine=c_color%3DBlack/), black.click()]);
  const after = await grid(page).locator('article').count();
  expect(after).toBeGreaterThan(0);
  expect(after).toBeLessThan(before);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
});

test('a category page browses the category path; gender values are the service’s', async ({ page }) => {
  await gotoReady(page, `${storefront.origin}/c/mens/`);
  await expect(page.locator('details[data-facet="c_gender"] a[data-refinement-value="Men\'s"]')).toHaveCount(1);
  expect(await grid(page).locator('article').count()).toBeGreaterThan(0);
});

test('nothing found: the service’s correction is offered', async ({ page }) => {
  await gotoReady(page, `${storefront.origin}/search?q=jakcet`);
  await expect(page.getByRole('link', { name: 'jacket' })).toBeVisible();
});

test('quick search answers from autosuggest: phrases, categories and priced products', async ({ request }) => {
  const response = await request.get(`${storefront.origin}/__ridgeline/search-suggestions?q=jac`);
  expect(response.status()).toBe(200);
  const body = (await response.json()) as {
    phrases: string[];
    categories: { id: string }[];
    products: { price?: { value: number } }[];
  };
  expect(body.phrases).toContain('jacket');
  expect(body.categories.map((c) => c.id)).toContain('mens-jackets');
  expect(body.products.length).toBeGreaterThan(0);
  for (const product of body.products) expect(product.price?.value).toBeGreaterThan(0);
});

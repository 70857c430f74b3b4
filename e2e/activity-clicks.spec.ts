import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { sandboxOrigin } from './env';
import { demoProducts, gotoReady, productPath } from './helpers';

/**
 * The activities a shopper's clicks send (docs/behaviour/data-layer.md, "Activity calls"): a product followed from a
 * category grid (clickCategory), from the search results or the header's quick results (clickSearch), checked where
 * they land, in the sandbox's activity log; and the header search's submit reaching the results with its method
 * (the data layer's `searchMethod`).
 */
const DESKTOP = { width: 1280, height: 900 };
test.use({ viewport: DESKTOP });
// Two cores shared by several servers: list pages with many images can take a while to load.
test.describe.configure({ timeout: 60_000 });

interface ReceivedActivity {
  activity: string;
  body: Record<string, unknown>;
}

const activityRequest = (page: Page, name: string) =>
  page.waitForResponse((response) => new URL(response.url()).pathname === `/__ridgeline/einstein/activities/${name}`);

/**
 * This browser's anonymous activity id: the activity endpoint sets it (HttpOnly: no page script reads it) with the
 * first activity of a browser without a commerce session; the server sends it as cookieId.
 */
const activityId = async (page: Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === 'ridgeline-activity-id')?.value;

async function received(request: APIRequestContext, activity: string, cookieId: string): Promise<ReceivedActivity[]> {
  const response = await request.get(
    `${sandboxOrigin}/__sandbox/activities?${new URLSearchParams({ activity, cookieId })}`,
  );
  expect(response.status()).toBe(200);
  return ((await response.json()) as { activities: ReceivedActivity[] }).activities;
}

/** The first tile of the page's grid: its product id and its title link. */
async function firstTile(page: Page) {
  const tile = page.locator('[data-product-list] [data-product-id]').first();
  const id = await tile.getAttribute('data-product-id');
  expect(id).toBeTruthy();
  return { id: id!, link: tile.getByRole('link').first() };
}

test('following a product from a third-level category page sends clickCategory', async ({ page, request }) => {
  const viewCategory = activityRequest(page, 'viewCategory');
  await gotoReady(page, '/c/mens-jackets-rain/');
  await viewCategory;
  const cookieId = (await activityId(page))!;
  const { id, link } = await firstTile(page);
  await link.click();
  await expect(page).toHaveURL(/\/p\//);
  await expect
    .poll(() => received(request, 'clickCategory', cookieId))
    .toEqual([
      expect.objectContaining({
        body: expect.objectContaining({
          category: { id: 'mens-jackets-rain' },
          product: expect.objectContaining({ id }),
        }),
      }),
    ]);
});

test('following a product from the search results sends clickSearch with the phrase', async ({ page, request }) => {
  const viewSearch = activityRequest(page, 'viewSearch');
  await gotoReady(page, '/search?q=jacket');
  await viewSearch;
  const cookieId = (await activityId(page))!;
  const { id, link } = await firstTile(page);
  await link.click();
  await expect(page).toHaveURL(/\/p\//);
  await expect
    .poll(() => received(request, 'clickSearch', cookieId))
    .toEqual([
      expect.objectContaining({
        body: expect.objectContaining({ searchText: 'jacket', product: expect.objectContaining({ id }) }),
      }),
    ]);
});

test('choosing a product of the header’s quick results sends clickSearch with the typed term', async ({
  page,
  request,
}) => {
  const viewPage = activityRequest(page, 'viewPage');
  await gotoReady(page, '/t/about');
  await viewPage;
  const cookieId = (await activityId(page))!;
  const input = page.getByRole('combobox', { name: 'Search' }).first();
  await input.click();
  await expect(page.locator('[data-header-search] form[data-search-ready]').first()).toBeAttached();
  await input.pressSequentially('rain');
  const product = page.getByRole('group', { name: 'Products' }).getByRole('option').first();
  await expect(product).toBeVisible();
  await product.click();
  await expect(page).toHaveURL(/\/p\//);
  // the page's address names the product: its slug's, or its id in the no-slug form
  const shown = new URL(page.url()).pathname;
  const productId = demoProducts.find(({ id }) => productPath(id) === shown)?.id;
  expect(productId, shown).toBeDefined();
  await expect
    .poll(() => received(request, 'clickSearch', cookieId))
    .toEqual([
      expect.objectContaining({
        body: expect.objectContaining({ searchText: 'rain', product: expect.objectContaining({ id: productId }) }),
      }),
    ]);
});

test('submitting the header search reaches the results with searchMethod manualSearch, once', async ({ page }) => {
  await gotoReady(page, '/t/about');
  const input = page.getByRole('combobox', { name: 'Search' }).first();
  await input.click();
  await expect(page.locator('[data-header-search] form[data-search-ready]').first()).toBeAttached();
  await input.fill('Fleece');
  await input.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=Fleece$/);
  const searchView = () =>
    page.evaluate(() =>
      ((window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []).find(
        (entry) => entry.event === 'searchView',
      ),
    );
  await expect.poll(searchView).toMatchObject({ searchText: 'Fleece', searchMethod: 'manualSearch' });
  // Reloaded (or shared), the same address was not a submitted search.
  await gotoReady(page, '/search?q=Fleece');
  await expect.poll(searchView).toMatchObject({ searchText: 'Fleece' });
  expect(await searchView()).not.toHaveProperty('searchMethod');
});

test('do-not-track: following a product sends nothing', async ({ page }) => {
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' }));
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/v3/') || pathname.startsWith('/__ridgeline/einstein/')) calls.push(request.url());
  });
  await gotoReady(page, '/c/mens-jackets-rain/');
  const { link } = await firstTile(page);
  await link.click();
  await expect(page).toHaveURL(/\/p\//);
  await gotoReady(page, page.url());
  expect(calls).toEqual([]);
});

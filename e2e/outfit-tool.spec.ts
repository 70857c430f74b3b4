import { expect, test, type Page } from '@playwright/test';
import { gotoReady, wakeIsland } from './helpers';

/**
 * The outfit tool on the product page (docs/behaviour/product-page.md#outfit-tool): 'Complete the look' from the
 * sandbox's `complete-the-look` recommender, shown only once the shopper's bag holds at least 3 items and the
 * recommender gives at least 3 products.
 */
const JACKET = '/product/RM1001?color=464&size=L';

// A cold product page (commerce calls, an add to the bag) under load can take more than the default 30 s here.
test.describe.configure({ timeout: 120_000 });

const buyBox = (page: Page) => page.locator('[data-product-detail]');

async function addToBag(page: Page, quantity: number): Promise<void> {
  await gotoReady(page, JACKET);
  await wakeIsland(buyBox(page));
  for (let more = 1; more < quantity; more += 1)
    await buyBox(page).getByRole('button', { name: 'Increase quantity' }).click();
  await buyBox(page).getByRole('button', { name: 'Add to Bag' }).click();
  await expect(page.getByRole('dialog', { name: 'Added to bag' })).toBeVisible();
  await page.keyboard.press('Escape');
}

/** Scrolls to the recommendations and waits until 'You may also like' has loaded (the outfit tool loads with it). */
async function recommendationsLoaded(page: Page): Promise<void> {
  await page.locator('[data-island="outfit-tool"]').scrollIntoViewIfNeeded();
  await page.locator('[data-island="product-recommendations"]').scrollIntoViewIfNeeded();
  await expect(page.getByRole('region', { name: 'You may also like' })).toBeVisible();
  await expect(page.locator('[data-island="outfit-tool"]')).toHaveAttribute('data-island-state', 'hydrated');
}

test('2 items in the bag: no outfit tool, and its recommender is not asked', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  await addToBag(page, 2);
  await gotoReady(page, JACKET);
  await recommendationsLoaded(page);
  await expect(page.getByRole('region', { name: 'Complete the look' })).toHaveCount(0);
  expect(asked.filter((path) => path.includes('complete-the-look'))).toEqual([]);
});

test("3 items in the bag: 'Complete the look' shows at least 3 products from the outfit recommender", async ({
  page,
  context,
}) => {
  await addToBag(page, 3);
  expect((await context.cookies()).find((c) => c.name === 'ridgeline-bag-count')?.value).toBe('3');
  const answer = page.waitForResponse((response) => response.url().includes('/recs/complete-the-look'));
  await gotoReady(page, JACKET);
  await recommendationsLoaded(page);
  expect((await answer).status()).toBe(200);
  const outfit = page.getByRole('region', { name: 'Complete the look' });
  await expect(outfit).toBeVisible();
  expect(await outfit.getByRole('article').count()).toBeGreaterThanOrEqual(3);
});

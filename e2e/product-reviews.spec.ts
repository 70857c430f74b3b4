import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { SANDBOX_PORT } from './env';
import { gotoReady, productPath } from './helpers';
import { ownStorefront, type OwnStorefront } from './ownServers';

/**
 * Ratings, reviews and Q & A on the product page (docs/behaviour/product-page.md#reviews), from the sandbox's reviews
 * stand-in: rendered on the server, paged and sorted by plain links (in place once the island has run; without JavaScript a page load); a reviews service
 * that is down leaves the page whole (200) without the service's sections. Demo data: RM1002 has 96 reviews counted,
 * 7 listed (two pages) and one question.
 */
const PRODUCT = productPath('RM1002');

test.describe.configure({ timeout: 60_000 });

const reviews = (page: import('@playwright/test').Page) => page.locator('[data-accordion="reviews"]');

test('with JavaScript: the summary links to the reviews, the histogram is text, more reviews load in place', async ({
  page,
}) => {
  await gotoReady(page, PRODUCT);
  const summary = page.locator('[data-rating-summary]').first();
  await expect(summary.getByRole('img', { name: 'Rated 4.8 out of 5' })).toBeVisible();
  await summary.getByRole('link', { name: '96 reviews' }).click();
  await expect(reviews(page)).toHaveAttribute('open', '');
  await expect(reviews(page).locator('[data-rating-histogram] li')).toHaveCount(5);
  await expect(reviews(page).getByText(/^5 stars: \d+$/)).toBeVisible();
  await expect(reviews(page).locator('[data-review]')).toHaveCount(5);
  const results = await new AxeBuilder({ page }).include('[data-accordion="reviews"]').analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
  // Once the `reviews-in-place` island has run (idle), the next page loads into the section: no document load.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await reviews(page).getByRole('link', { name: 'Show more reviews' }).click();
  await expect(page).toHaveURL(/\?reviewsPage=2/);
  await expect(reviews(page).locator('#reviews')).toBeFocused();
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  await expect(reviews(page)).toHaveAttribute('open', '');
  await expect(reviews(page).locator('[data-review]')).toHaveCount(2);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`${PRODUCT.replaceAll('.', '\\.')}$`),
  );
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('sorting, paging and Q & A are links and server HTML; the Product carries AggregateRating and Reviews', async ({
    page,
  }) => {
    await page.goto(`${PRODUCT}?color=001`);
    await reviews(page).locator('summary').click();
    await reviews(page).getByRole('link', { name: 'Lowest rated' }).click();
    await expect(page).toHaveURL(/\?color=001&reviewsSort=lowest#reviews$/);
    await expect(reviews(page).getByRole('link', { name: 'Lowest rated' })).toHaveAttribute('aria-current', 'true');
    const stars = await reviews(page)
      .locator('[data-review] [data-rating]')
      .evaluateAll((nodes) => nodes.map((node) => Number(node.getAttribute('data-rating'))));
    expect(stars).toEqual([...stars].sort((a, b) => a - b));
    const questions = page.locator('[data-accordion="questions"]');
    await questions.locator('summary').click();
    await expect(questions.locator('[data-question]')).toHaveCount(1);
    await expect(questions.getByText(/^Answer:/)).toBeVisible();
    const jsonLd = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((nodes) => nodes.map((node) => JSON.parse(node.textContent ?? 'null') as Record<string, unknown>));
    const product = jsonLd.find((node) => node['@type'] === 'Product')!;
    expect(product.aggregateRating).toMatchObject({ '@type': 'AggregateRating', ratingValue: 4.8, reviewCount: 96 });
    expect((product.review as unknown[]).length).toBeGreaterThan(0);
    expect((product.review as unknown[]).length).toBeLessThanOrEqual(3);
  });
});

test.describe('the reviews service down', () => {
  let storefront: OwnStorefront;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    // Nothing listens on port 9 (discard): every call to the service fails at once.
    storefront = await ownStorefront({ SANDBOX_PORT: String(SANDBOX_PORT), REVIEWS_URL: 'http://127.0.0.1:9' });
  });
  test.afterAll(() => storefront?.stop());

  test('the product page is 200 without the service’s sections, and the failure is logged', async ({ page }) => {
    const response = await page.goto(`${storefront.origin}${PRODUCT}`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('[data-product-detail]')).toBeVisible();
    await expect(page.locator('[data-reviews-panel]')).toHaveCount(0);
    await expect(page.locator('[data-rating-summary]')).toHaveCount(0);
    await expect.poll(() => storefront.log()).toContain('product-reviews-failed');
  });
});

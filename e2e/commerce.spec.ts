import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { gotoReady, watchConsole } from './helpers';
import { sandboxOrigin } from './env';

const CATEGORY_CAROUSEL = 'https://schema.ridgeline.dev/product-category-carousel';
const RECS_CAROUSEL = 'https://schema.ridgeline.dev/product-recommendations-carousel';
const CLP = 'https://schema.ridgeline.dev/category-landing-page';

/** Prices as the tile formats them (en-US, USD). */
const PRICE = /\$\d+(\.\d{2})?/;

test.describe('commerce data from the sandbox', () => {
  test('the home page server-renders product tiles with prices from the sandbox catalogue', async ({ request }) => {
    const response = await request.get('/');
    expect(response.status()).toBe(200);
    const html = await response.text();
    for (const schema of [CATEGORY_CAROUSEL, RECS_CAROUSEL]) {
      const at = html.indexOf(`data-schema="${schema}"`);
      expect(at, schema).toBeGreaterThan(0);
      const block = html.slice(at, at + 200_000);
      expect(block).toMatch(/data-product-id="R[MWKFG]\d{4}"/);
      expect(block).toMatch(PRICE);
    }
    // The category carousel shows mens-jackets' products (the catalogue's first is RM1001), with their prices.
    expect(html).toContain('data-product-id="RM1001"');
    expect(html).toContain('Men&#x27;s Stormbreak II Rain Jacket');
    // Product images come from the sandbox's media endpoint.
    expect(html).toContain(`${sandboxOrigin}/i/ridgeline/RM1001-`);
    // Server-rendered, not skeletons.
    expect(html).not.toContain('data-product-skeleton');
  });

  test('home: tiles hydrate without console errors, carousel works, axe clean', async ({ page }) => {
    // The first visit has the sandbox resize every tile image (sharp) and axe walk the whole page: under CI load on
    // two cores that alone has taken close to 30 s.
    test.setTimeout(60_000);
    const problems = watchConsole(page).messages;
    await gotoReady(page, '/');
    const carousel = page.locator(`[data-schema="${CATEGORY_CAROUSEL}"]`);
    await expect(carousel.getByRole('region', { name: 'Jackets for every forecast' })).toBeVisible();
    const tiles = carousel.locator('article[data-product-id]');
    expect(await tiles.count()).toBeGreaterThan(3);
    expect(await tiles.count()).toBeLessThanOrEqual(10);
    await expect(tiles.first()).toContainText(PRICE);
    await expect(carousel.getByRole('button', { name: 'Next products' })).toBeVisible();
    const recs = page.locator(`[data-schema="${RECS_CAROUSEL}"]`);
    await expect(recs.getByRole('heading', { level: 2, name: 'Top rated by hikers' })).toBeVisible();
    await recs.scrollIntoViewIfNeeded();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    expect(problems).toEqual([]);
  });

  for (const path of ['/c/mens-jackets', '/c/mens-jackets/']) {
    test(`${path} renders the category landing page (above the product list)`, async ({ page }) => {
      test.setTimeout(60_000); // as above: image resizing and axe under CI load
      const problems = watchConsole(page).messages;
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      // A public page: an islands document (no router runtime), whose islands runtime has started.
      await expect(page.locator('html')).toHaveAttribute('data-islands-runtime', 'started');
      await expect(page).toHaveTitle("Men's Jackets & Vests | Ridgeline");
      const root = page.locator(`[data-schema="${CLP}"]`);
      await expect(root).toHaveAttribute('data-category-id', 'mens-jackets');
      await expect(root.locator(`[data-schema="${CATEGORY_CAROUSEL}"] article[data-product-id]`).first()).toContainText(
        PRICE,
      );
      await expect(root.locator(`[data-schema="${RECS_CAROUSEL}"] article[data-product-id]`).first()).toBeVisible();
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
        [],
      );
      expect(problems).toEqual([]);
    });
  }

  test('a category neither the catalogue nor the CMS knows is a 404', async ({ request }) => {
    const response = await request.get('/c/no-such-category');
    expect(response.status()).toBe(404);
  });
});

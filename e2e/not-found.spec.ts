import { expect, test } from '@playwright/test';
import { gotoReady, watchConsole } from './helpers';

for (const path of ['/t/missing', '/no/such/page']) {
  test(`${path} is the not-found page with status 404`, async ({ page, request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(404);
    const cacheControl = response.headers()['cache-control'] ?? '';
    expect(cacheControl).not.toContain('s-maxage=900');
    const html = await response.text();
    expect(html).toContain('Page not found');
    expect(html).toContain('<meta name="robots" content="noindex"');

    const { messages } = watchConsole(page);
    const navigation = await page.goto(path);
    expect(navigation?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('data-islands-runtime', 'started');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveTitle(/Page not found/);
    // the only console error allowed is the browser's own report of the 404 document
    expect(messages.filter((m) => !m.includes('404'))).toEqual([]);
  });
}

test('the not-found page links back home', async ({ page }) => {
  await gotoReady(page, '/t/missing');
  await page
    .getByRole('link', { name: /home page/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/$/);
});

test('an address no route knows is looked up in the commerce URL mapping first', async ({ request }) => {
  const at = async (path: string) => {
    const response = await request.get(path, { maxRedirects: 0 });
    return [response.status(), response.headers().location ?? ''] as const;
  };
  // a category: 301 to the address with a trailing slash, which renders the category's list there
  expect(await at('/mens-jackets?sort=newest')).toEqual([301, '/mens-jackets/?sort=newest']);
  const category = await request.get('/mens-jackets/');
  expect(category.status()).toBe(200);
  expect(await category.text()).toContain('data-product-list="category"');
  // a content asset renders the CMS page; in another locale too
  const about = await request.get('/fr-ca/about/');
  expect(about.status()).toBe(200);
  expect(await about.text()).toContain('data-content-id');
  // a product goes to its page; a redirect rule is followed, its source parameters copied
  expect(await at('/stormbreak-rain-jacket')).toEqual([301, '/p/noslug-RM1001.html']);
  expect(await at('/winter-sale?utm_source=mail')).toEqual([301, '/category/sale?utm_source=mail']);
  expect(await at('/rewards')).toEqual([302, '/t/rewards']);
  // nothing mapped: the not-found page
  expect((await request.get('/no-such-segment/')).status()).toBe(404);
});

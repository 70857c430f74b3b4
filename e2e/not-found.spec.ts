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
  await page.getByRole('link', { name: /home page/i }).first().click();
  await expect(page).toHaveURL(/\/$/);
});

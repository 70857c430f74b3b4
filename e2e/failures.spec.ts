import { expect, test } from '@playwright/test';
import { gotoReady, itemByKey, blocksOf, watchConsole } from './helpers';
import { devStorefrontOrigin, toolkitStorefrontOrigin } from './env';

/**
 * `page/e2e-broken` (e2e/fixtures/content) holds, among good blocks: a block whose component throws, a block of an
 * unknown schema, an invalid block and a link the sandbox cannot resolve. The storefront runs in production mode:
 * the good blocks render, the broken ones render nothing (no failure card), the status stays 200.
 */
test.describe('a page with broken blocks', () => {
  test('server HTML: status 200, the good blocks render, the broken ones leave no trace', async ({ request }) => {
    const response = await request.get('/t/e2e-broken');
    expect(response.status()).toBe(200);
    // the rendered markup (React Router's hydration data, in <script>s, carries the raw content of every item)
    const html = (await response.text()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
    const item = await itemByKey('page/e2e-broken');
    const good = blocksOf(item).filter((b) => b._meta.name?.startsWith('e2e good'));
    expect(good.length).toBeGreaterThanOrEqual(2);
    for (const block of good) expect(html).toContain(`data-content-id="${block._meta.deliveryId}"`);
    expect(html).toContain('E2E good block before');
    expect(html).toContain('E2E good block after');
    // production: no failure card, no error text
    expect(html).not.toContain('data-ridgeline-failure');
    expect(html).not.toContain('E2E diagnostic throw');
    expect(html).not.toContain('e2e unknown schema');
    for (const failed of [
      'e2e00000-0000-4000-8000-000000000003',
      'e2e00000-0000-4000-8000-000000000004',
      'e2e00000-0000-4000-8000-000000000005',
    ]) {
      expect(html).not.toContain(`data-content-id="${failed}"`);
    }
  });

  test('in the browser the good blocks stay after hydration and nothing failing shows', async ({ page }) => {
    watchConsole(page); // the throwing block logs on purpose; only the page must survive
    await gotoReady(page, '/t/e2e-broken');
    await expect(page.getByText('E2E good block before')).toBeVisible();
    await expect(page.getByText('E2E good block after')).toBeVisible();
    await expect(page.locator('[data-ridgeline-failure]')).toHaveCount(0);
    await expect(page.getByText(/E2E diagnostic throw/)).toHaveCount(0);
  });
});

test.describe('a block that renders on the server and throws as the page hydrates (production)', () => {
  test('the shopper is told in plain words, and Try Again renders the block again', async ({ page }) => {
    watchConsole(page);
    // The toolkit server hydrates the whole page, so every block renders in the browser too.
    await page.goto(`${toolkitStorefrontOrigin}/t/e2e-browser-throw`);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    const notice = page.locator('[data-content-error]');
    await expect(notice).toHaveCount(1);
    await expect(notice).toContainText('Something went wrong. Try again!');
    await expect(notice).toContainText('An error occurred while loading this content.');
    await expect(page.locator('[data-ridgeline-failure]')).toHaveCount(0);
    await expect(page.getByText(/E2E diagnostic throw/)).toHaveCount(0);
    await expect(page.getByText('E2E good block after')).toBeVisible();
    // This block throws every time: Try Again renders it again and its boundary catches it again.
    await notice.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.locator('[data-content-error]')).toHaveCount(1);
    await expect(page.getByText('E2E good block after')).toBeVisible();
  });
});

test.describe('the same page in development render mode', () => {
  test('each failure shows its card, on the server and after hydration; the good blocks stay', async ({
    page,
    request,
  }) => {
    const response = await request.get(`${devStorefrontOrigin}/t/e2e-broken`);
    expect(response.status()).toBe(200);
    const html = (await response.text()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
    for (const kind of ['unknown-schema', 'invalid-content', 'unresolved-link']) {
      expect(html).toContain(`data-ridgeline-failure="${kind}"`);
    }
    expect(html).toContain('E2E good block before');

    watchConsole(page);
    await page.goto(`${devStorefrontOrigin}/t/e2e-broken`);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.getByText('E2E good block before')).toBeVisible();
    await expect(page.getByText('E2E good block after')).toBeVisible();
    // the throwing block is retried in the browser and caught by its boundary
    await expect(page.locator('[data-ridgeline-failure="block-error"]')).toHaveCount(1);
    await expect(page.locator('[data-ridgeline-failure]')).toHaveCount(4);
  });
});

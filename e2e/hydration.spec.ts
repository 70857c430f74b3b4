import { expect, test } from '@playwright/test';
import { demoPages, gotoReady, watchConsole } from './helpers';
import { toolkitStorefrontOrigin } from './env';

// Each test walks every demo page: a hang guard for a loaded machine (they took over 30 s on shared cores).
test.describe.configure({ timeout: 120_000 });

test('no console error or warning and no page error on any demo page, every island woken', async ({ page }) => {
  const pages = await demoPages();
  for (const { path } of pages) {
    const { messages } = watchConsole(page);
    await gotoReady(page, path);
    await page.waitForLoadState('networkidle');
    // Scroll through the page a screen at a time, so lazy images load and every `visible` island hydrates.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
        window.scrollTo(0, y);
        // Two rendering updates: the intersection observers have been told about this position (no guessed sleep).
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      }
    });
    await expect(page.locator('[data-island][data-hydrate="visible"]:not([data-island-state="hydrated"])')).toHaveCount(
      0,
    );
    await page.waitForLoadState('networkidle');
    expect(messages, `${path}: console`).toEqual([]);
    page.removeAllListeners('console');
    page.removeAllListeners('pageerror');
  }
});

// Only a document that hydrates as a whole navigates on the client: here the storefront with the merchandiser toolkit.
test('client-side navigation between pages renders without errors (whole-document app)', async ({ page }) => {
  const pages = await demoPages();
  const { messages } = watchConsole(page);
  await gotoReady(page, `${toolkitStorefrontOrigin}${pages[0]!.path}`);
  for (const { path, item } of pages.slice(1)) {
    await page.evaluate((to) => {
      // React Router's client navigation, as a link click would do
      const a = document.createElement('a');
      a.href = to;
      a.textContent = 'go';
      document.body.append(a);
      a.click();
    }, path);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.locator(`[data-content-id="${item._meta.deliveryId}"]`).first()).toBeAttached();
  }
  expect(messages).toEqual([]);
});

import { expect, test } from '@playwright/test';
import { demoPages, gotoHydrated, watchConsole } from './helpers';

test('after hydration there is no console error or warning and no page error on any demo page', async ({ page }) => {
  const pages = await demoPages();
  for (const { path } of pages) {
    const { messages } = watchConsole(page);
    await gotoHydrated(page, path);
    await page.waitForLoadState('networkidle');
    // scroll through the page so lazy images load too
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState('networkidle');
    expect(messages, `${path}: console`).toEqual([]);
    page.removeAllListeners('console');
    page.removeAllListeners('pageerror');
  }
});

test('client-side navigation between pages renders without errors', async ({ page }) => {
  const pages = await demoPages();
  const { messages } = watchConsole(page);
  await gotoHydrated(page, pages[0]!.path);
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
    await expect(page.locator(`[data-content-id="${item._meta.deliveryId}"]`).first()).toBeAttached();
  }
  expect(messages).toEqual([]);
});

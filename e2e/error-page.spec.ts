import { expect, test } from '@playwright/test';
import { gotoReady, watchConsole } from './helpers';
import { devStorefrontOrigin } from './env';

const TITLE = "This page isn't working";
const MESSAGE = 'An error has occurred. Try refreshing the page or if you need immediate help please contact support.';

test.describe('the error page (a failing route; /__ridgeline/error exists with RIDGELINE_DIAGNOSTICS=1)', () => {
  test('shows the required texts and actions, status 500, never cached, no stack in production', async ({
    page,
    request,
  }) => {
    const response = await request.get('/__ridgeline/error');
    expect(response.status()).toBe(500);
    expect(response.headers()['cache-control']).toBe('no-store');

    await gotoReady(page, '/__ridgeline/error');
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    await expect(page.getByText(MESSAGE)).toBeVisible();
    const support = page.getByRole('link', { name: 'Contact Support' });
    await expect(support).toHaveAttribute('href', /^https:\/\//);
    await expect(support).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('button', { name: 'Refresh the page' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reset my Session' })).toBeVisible();
    await expect(page.getByTestId('error-stack')).toHaveCount(0);
  });

  test('Refresh the page reloads it', async ({ page }) => {
    await gotoReady(page, '/__ridgeline/error');
    await page.evaluate(() => ((window as unknown as { beforeReload: boolean }).beforeReload = true));
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Refresh the page' }).click()]);
    expect(await page.evaluate(() => (window as unknown as { beforeReload?: boolean }).beforeReload)).toBeUndefined();
    await expect(page.getByRole('heading', { name: TITLE })).toBeVisible();
  });

  test('Reset my Session clears cookies and both storages and returns to /', async ({ page, context }) => {
    await gotoReady(page, '/__ridgeline/error');
    await page.evaluate(() => {
      document.cookie = 'ridgeline_session=abc; path=/';
      document.cookie = 'other=1; path=/';
      localStorage.setItem('cart', '1');
      sessionStorage.setItem('visit', '1');
    });
    // The activity endpoint's anonymous id is HttpOnly (like the shopper session): no page script sees or clears it.
    const scriptCookies = async () =>
      (await context.cookies()).filter((cookie) => cookie.name !== 'ridgeline-activity-id');
    expect((await scriptCookies()).length).toBe(2);
    await page.getByRole('button', { name: 'Reset my Session' }).click();
    await expect(page).toHaveURL(/\/$/);
    // The home page is an islands document: its runtime has started (no React Router there to write anything back).
    await expect(page.locator('html')).toHaveAttribute('data-islands-runtime', 'started');
    expect(await scriptCookies()).toEqual([]);
    // React Router's ScrollRestoration writes its own key again while leaving the page; nothing else survives.
    const [localKeys, sessionKeys] = await page.evaluate(() => [
      Object.keys(localStorage),
      Object.keys(sessionStorage),
    ]);
    expect(localKeys).not.toContain('cart');
    expect(sessionKeys).not.toContain('visit');
    // What the home page writes anew as it starts (not survivors): once its visitor lookup answers (so sometimes
    // before this check, sometimes after), the overlays' visitor facts. (The activity id is no longer the browser's.)
    const writtenByHome = { local: [] as string[], session: ['react-router-scroll-positions', 'ridgeline-visitor'] };
    expect(localKeys!.filter((key) => !writtenByHome.local.includes(key))).toEqual([]);
    expect(sessionKeys!.filter((key) => !writtenByHome.session.includes(key))).toEqual([]);
  });
});

test('outside production the error page shows the message and the stack', async ({ page }) => {
  const messages = watchConsole(page).messages;
  const response = await page.goto(`${devStorefrontOrigin}/__ridgeline/error`);
  expect(response?.status()).toBe(500);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(page.getByText(/Diagnostic error: \/__ridgeline\/error always fails/).first()).toBeVisible();
  await expect(page.getByTestId('error-stack')).toContainText('Error: Diagnostic error');
  // only the browser's report of the 500 document itself
  expect(messages.filter((m) => !m.includes('500'))).toEqual([]);
});

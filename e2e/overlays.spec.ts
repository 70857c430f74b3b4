import AxeBuilder from '@axe-core/playwright';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { gotoReady, productPath } from './helpers';

/**
 * The shell's overlays and offline handling (docs/behaviour/shell.md, "Overlays and offline"): the country selector,
 * Pick Up Where You Left Off, exit intent, the offline banner and retry screen, the service worker's offline page, and
 * no recommendation or activity call while do-not-track is on. The overlays island says when its load-time work is
 * done (`<html data-shell-overlays="ready">`).
 */
const COUNTRY_COOKIE = 'ridgeline-country';
const LAST_VIEWED = 'ridgeline-last-viewed-product';
const PRODUCT = {
  prodImgSrc: 'http://localhost/i/ridgeline/shell-jacket',
  prodName: 'Summit Shell Jacket',
  prodHref: productPath('RM1001'),
};

async function overlaysReady(page: Page) {
  await expect(page.locator('html[data-shell-overlays="ready"]')).toHaveCount(1);
}

async function cookie(context: BrowserContext, name: string) {
  return (await context.cookies()).find((c) => c.name === name);
}

/** What leaving the page through its top looks like to the page: `mouseout` to no element, `clientY` near 0. */
async function leaveThroughTop(page: Page, clientY = 5) {
  await page.evaluate(
    (y) => document.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, clientY: y, relatedTarget: null })),
    clientY,
  );
}

test.describe('country selector', () => {
  // A trusted proxy (here: the test) says where the visitor is; the page itself is the same for everyone.
  test.use({ extraHTTPHeaders: { 'CF-IPCountry': 'CA' } });

  test('opens for a visitor from another country without a country cookie; closing keeps the locale’s country for 30 days', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    const html = await (await page.request.get('/')).text();
    expect(html).not.toContain('Shopping from Canada');
    const dialog = page.getByRole('dialog', { name: 'Shopping from Canada?' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Shop Canada (English)' })).toHaveAttribute('href', '/en-ca/home');
    await expect(dialog.getByRole('link', { name: 'Shop Canada (français)' })).toHaveAttribute('href', '/fr-ca/home');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    const kept = await cookie(context, COUNTRY_COOKIE);
    expect(kept?.value).toBe('US');
    const days = ((kept?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);

    await gotoReady(page, '/');
    await overlaysReady(page);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('choosing a locale keeps the chosen country and goes to its site', async ({ page, context }) => {
    await page.goto('/');
    const dialog = page.getByRole('dialog', { name: 'Shopping from Canada?' });
    await dialog.getByRole('link', { name: 'Shop Canada (français)' }).click();
    await expect(page).toHaveURL(/\/fr-ca\/home$/);
    expect((await cookie(context, COUNTRY_COOKIE))?.value).toBe('CA');
  });
});

test('no country selector without a known visitor country', async ({ page }) => {
  await gotoReady(page, '/');
  await overlaysReady(page);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('Pick Up Where You Left Off opens once per browser session, with the last viewed product', async ({ page }) => {
  await gotoReady(page, '/');
  await page.evaluate(([key, product]) => localStorage.setItem(key as string, JSON.stringify(product)), [
    LAST_VIEWED,
    PRODUCT,
  ] as const);
  await page.reload();
  const dialog = page.getByRole('dialog', { name: 'Pick Up Where You Left Off' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Summit Shell Jacket' })).toHaveAttribute(
    'href',
    productPath('RM1001'),
  );
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  expect(await page.evaluate(() => sessionStorage.getItem('ridgeline-pick-up-shown'))).toBe('1');

  await gotoReady(page, '/t/about');
  await overlaysReady(page);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('exit intent opens once ever, when the pointer leaves within 20 px of the top', async ({ page }) => {
  await gotoReady(page, '/');
  await overlaysReady(page);
  await leaveThroughTop(page, 200);
  await leaveThroughTop(page, 21);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await leaveThroughTop(page, 5);
  const dialog = page.getByRole('dialog', { name: 'Before you go' });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('[data-exit-intent-modal]')).toHaveAttribute('data-spacing', '3');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await leaveThroughTop(page, 5);

  await gotoReady(page, '/t/about');
  await overlaysReady(page);
  await leaveThroughTop(page, 0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the exit-intent button closes the modal and opens the account entry (a guest: the sign-in dialog)', async ({
  page,
}) => {
  await gotoReady(page, '/');
  await overlaysReady(page);
  await leaveThroughTop(page);
  const modal = page.getByRole('dialog', { name: 'Before you go' });
  await modal.getByRole('button', { name: 'Sign in' }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByRole('dialog').getByLabel('Email', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('the offline banner shows while the connection is gone and clears when it returns', async ({ page, context }) => {
  await gotoReady(page, '/');
  await overlaysReady(page);
  const banner = page.getByRole('status').filter({ hasText: "You're currently browsing in offline mode." });
  await context.setOffline(true);
  await expect(banner).toBeVisible();
  await context.setOffline(false);
  await expect(banner).toHaveCount(0);
});

test('an island whose code cannot load shows the offline retry screen; Retry Connection loads the page again', async ({
  page,
}) => {
  await page.route('**/assets/marketing-banner-*.js', (route) => route.abort('internetdisconnected'));
  await page.goto('/');
  const screen = page.getByRole('alertdialog', { name: 'You are currently offline' });
  await expect(screen).toBeVisible();
  await expect(screen).toContainText("We couldn't load the next page on this connection. Please try again.");
  await expect(screen.getByRole('button', { name: 'Retry Connection' })).toBeFocused();

  await page.unroute('**/assets/marketing-banner-*.js');
  await screen.getByRole('button', { name: 'Retry Connection' }).click();
  await gotoReady(page, page.url());
  await expect(page.locator('[data-island-state="failed"]')).toHaveCount(0);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});

test('the shell’s reservation alert: the last minute on any page, pinned to the top, its hint a link to the bag', async ({
  page,
  context,
  baseURL,
}) => {
  // The bag's reservation cookie as the server sets it (epoch ms); the shell reads nothing else.
  const reserveFor = (ms: number) =>
    context.addCookies([{ name: 'ridgeline-reservation', value: String(Date.now() + ms), url: baseURL! }]);
  await context.addCookies([{ name: COUNTRY_COOKIE, value: 'US', url: baseURL! }]);

  // A guest's add to bag (the form's post): the server reserves the items for 15 minutes and sets the cookie.
  await gotoReady(page, '/c/mens-jackets/');
  const added = await page.request.post('/cart/items', {
    form: { pid: 'RM1001-464-L', quantity: '1', returnTo: '/' },
    headers: { origin: new URL(page.url()).origin },
    maxRedirects: 0,
  });
  expect(added.status()).toBe(303);
  expect((await cookie(context, 'ridgeline-reservation'))?.value).toMatch(/^\d+$/);

  // Many minutes left: the bag and checkout show the countdown; elsewhere it stays out of the way.
  await gotoReady(page, '/c/mens-jackets/');
  await overlaysReady(page);
  await expect(page.locator('[data-reservation="hidden"]')).toHaveCount(1);
  await expect(page.getByTestId('reservation-running')).toHaveCount(0);

  // 100 s to the expiry (as if 13 minutes had passed): 40 s on the clock (the last minute is the margin), a warning.
  await reserveFor(100_000);
  await gotoReady(page, '/c/mens-jackets/');
  const alert = page.locator('[data-reservation-floating]').getByTestId('reservation-running');
  await expect(alert).toContainText(/Your cart is reserved for 0:[0-4]\d/);
  await expect(alert).toHaveAttribute('data-status', 'warning');
  const box = await alert.boundingBox();
  expect(box?.y).toBeLessThan(40);
  expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([]);
  await alert.getByRole('link', { name: "Checkout now while it's still available" }).click();
  // The bag shows its own timer in the page, not the shell's.
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByTestId('reservation-running')).toHaveCount(1);
  await expect(page.locator('[data-reservation-floating]')).toHaveCount(0);
});

test('a consent change on a page reached with ?cjevent= keeps the affiliate event only with targeting consent', async ({
  page,
  context,
}) => {
  await gotoReady(page, '/c/mens-jackets/?cjevent=e2e_affiliate-42');
  await overlaysReady(page);
  // What a OneTrust banner does when the shopper saves their choices.
  const consentTo = (groups: string[]) =>
    page.evaluate((detail) => window.dispatchEvent(new CustomEvent('OneTrustGroupsUpdated', { detail })), groups);
  const answered = () => page.waitForResponse((response) => response.url().includes('/__ridgeline/consent-cookie'));
  let answer = answered();
  await consentTo(['C0001', 'C0002', 'C0004']);
  expect((await answer).status()).toBe(200);
  expect((await cookie(context, 'cje'))?.value).toBe('e2e_affiliate-42');
  answer = answered();
  await consentTo(['C0001']);
  expect((await answer).status()).toBe(200);
  expect(await cookie(context, 'cje')).toBeUndefined();
});

test.describe('service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a navigation made offline is answered with the precached offline page; online pages are never cached', async ({
    page,
    context,
  }) => {
    await gotoReady(page, '/');
    await page.waitForFunction(
      () => navigator.serviceWorker?.controller !== null && navigator.serviceWorker?.controller !== undefined,
    );
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys())
        for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
      return urls;
    });
    expect(cached).toContain('/offline');
    expect(cached.some((path) => /^\/assets\/islands\.client-.*\.js$/.test(path))).toBe(true);
    // Network-first navigations: no page HTML but the offline page is ever stored.
    expect(cached.filter((path) => !path.startsWith('/assets/') && path !== '/favicon.svg')).toEqual(['/offline']);

    await context.setOffline(true);
    await page.goto('/t/about');
    await expect(page.getByRole('heading', { level: 1, name: 'You are currently offline' })).toBeVisible();
    await expect(page.getByText("We couldn't load the next page on this connection. Please try again.")).toBeVisible();
    await expect(page).toHaveURL(/\/t\/about$/);

    await context.setOffline(false);
    await page.getByRole('button', { name: 'Retry Connection' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'You are currently offline' })).toHaveCount(0);
  });
});

test.describe('do-not-track', () => {
  const einsteinCalls = (page: Page) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/v3/') || pathname.startsWith('/__ridgeline/einstein/')) calls.push(request.url());
    });
    return calls;
  };

  test('without it the page view is reported through the storefront, which adds who the visitor is', async ({
    page,
  }) => {
    const calls = einsteinCalls(page);
    const viewPage = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/__ridgeline/einstein/activities/viewPage',
    );
    await gotoReady(page, '/');
    const response = await viewPage;
    expect(response.status()).toBe(204);
    // The page sends what it saw only: the identity, realm, instance type and client id are the server's to add.
    expect(response.request().postDataJSON()).toEqual({ currentLocation: expect.stringMatching(/\/$/) });
    expect(calls.filter((url) => new URL(url).pathname.startsWith('/v3/'))).toEqual([]);
    expect(calls.length).toBeGreaterThan(0);
  });

  test('navigator.doNotTrack = "1": no recommendation or activity call', async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' }));
    const calls = einsteinCalls(page);
    await gotoReady(page, '/');
    await overlaysReady(page);
    expect(calls).toEqual([]);
  });

  test.describe('Sec-GPC: 1 on the requests', () => {
    test.use({ extraHTTPHeaders: { 'Sec-GPC': '1' } });

    test('no recommendation or activity call', async ({ page }) => {
      const calls = einsteinCalls(page);
      await gotoReady(page, '/');
      await overlaysReady(page);
      expect(calls).toEqual([]);
    });
  });
});

import { expect, test, type Page } from '@playwright/test';
import { watchConsole } from './helpers';

/**
 * The header controls' first tap before their island has hydrated (decision 0014, docs/behaviour/shell.md): the
 * test holds the control's island chunk back, as a slow phone network would, taps, and checks that the tap is never
 * lost: the desktop search form answers at once (native); a held tap (the phone menu and search buttons, the desktop
 * menu's disclosure button) is replayed once the chunk is let through; the account link, whose island wakes at idle,
 * goes to the sign-in page while that island is not up.
 */
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

// A loaded two-core machine: a hang guard, never a speed limit.
test.describe.configure({ timeout: 90_000 });

/** Holds the island chunk whose file name starts with `name` until `release()`. */
async function holdChunk(page: Page, name: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held: string[] = [];
  await page.route(new RegExp(`/assets/${name}-[\\w-]+\\.js$`), async (route) => {
    held.push(route.request().url());
    await released;
    await route.continue();
  });
  return { held, release };
}

/** Loads `path` without waiting for any island: the islands runtime has started, nothing more. */
async function gotoStarted(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('html[data-islands-runtime="started"]')).toHaveCount(1);
}

const islandOf = (page: Page, kind: string) => page.locator(`[data-island="${kind}"]`).first();

test.describe('phone (390 px)', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test('menu: the first tap, held while the drawer code loads, opens the drawer', async ({ page }) => {
    const console = watchConsole(page);
    const chunk = await holdChunk(page, 'MobileMenu');
    await gotoStarted(page, '/');
    await page.getByRole('button', { name: 'Menu' }).tap();
    await expect.poll(() => chunk.held.length).toBeGreaterThan(0);
    await expect(islandOf(page, 'mobile-menu')).toHaveAttribute('data-island-state', 'loading');
    await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0);
    chunk.release();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    expect(console.messages).toEqual([]);
  });

  test('search: the first tap, held while the search code loads, opens the search drawer', async ({ page }) => {
    // The summary would unfold a plain form natively, but the islands runtime holds a tap on it like any button's
    // until the island has hydrated (decision 0014, "Not yet"): the tap is never lost, it waits for the code.
    const chunk = await holdChunk(page, 'SearchControl');
    await gotoStarted(page, '/');
    await page.locator('[data-header-search] summary').tap();
    await expect.poll(() => chunk.held.length).toBeGreaterThan(0);
    await expect(islandOf(page, 'header-search')).toHaveAttribute('data-island-state', 'loading');
    chunk.release();
    await expect(page.getByRole('dialog', { name: 'Search' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Search' }).getByRole('combobox', { name: 'Search' })).toBeFocused();
  });

  test('account: a tap before its island is up goes to the sign-in page', async ({ page }) => {
    await holdChunk(page, 'AccountHost');
    await gotoStarted(page, '/');
    await expect(islandOf(page, 'account-host')).not.toHaveAttribute('data-island-state', 'hydrated');
    await page.locator('[data-account-link]').first().tap();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  });
});

test.describe('desktop (1280 px)', () => {
  test.use({ viewport: DESKTOP });

  test("menu: a click on a category's disclosure button, held while its code loads, opens its panel", async ({
    page,
  }) => {
    const chunk = await holdChunk(page, 'NavTrigger');
    await gotoStarted(page, '/');
    const mens = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: "More Men's" });
    await mens.click();
    await expect.poll(() => chunk.held.length).toBeGreaterThan(0);
    await expect(mens).toHaveAttribute('aria-expanded', 'false');
    chunk.release();
    await expect(mens).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#menu-panel-mens')).toBeVisible();
  });

  test('search: the first click focuses the search box and takes typing before the search code has loaded', async ({
    page,
  }) => {
    const chunk = await holdChunk(page, 'SearchControl');
    await gotoStarted(page, '/');
    const box = page.locator('header [data-header-search] input[name="q"]:visible').first();
    await box.click();
    await expect(box).toBeFocused();
    await page.keyboard.type('boots');
    await expect(box).toHaveValue('boots');
    await expect(islandOf(page, 'header-search')).not.toHaveAttribute('data-island-state', 'hydrated');
    chunk.release();
    await expect(islandOf(page, 'header-search')).toHaveAttribute('data-island-state', 'hydrated');
  });

  test('account: a click before its island is up goes to the sign-in page', async ({ page }) => {
    await holdChunk(page, 'AccountHost');
    await gotoStarted(page, '/');
    await page.locator('[data-account-link]').first().click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  });
});

import { expect, test, type Page } from '@playwright/test';
import { watchConsole } from './helpers';

/**
 * The header controls' first tap before their island has hydrated (decision 0014, docs/behaviour/shell.md): the
 * test holds the control's island chunk back, as a slow phone network would, taps, and checks that the tap is never
 * lost: the phone menu and the search forms answer at once (native: the menu is a <dialog> its button opens by
 * command; the phone's search opens within the tap and moves into the drawer on hydration); a held tap (a menu level,
 * the desktop menu's disclosure button) is replayed once the chunk is let through; the account link, whose island
 * wakes at idle,
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

  test('menu: the first tap opens the drawer at once, before its code; a level tapped then opens once it is in', async ({
    page,
  }) => {
    const console = watchConsole(page);
    const chunk = await holdChunk(page, 'MobileMenu');
    await gotoStarted(page, '/');
    await page.getByRole('button', { name: 'Menu' }).tap();
    // The drawer is the server's <dialog>, opened by the button's command: no code needed.
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Close menu' })).toBeFocused();
    await expect.poll(() => chunk.held.length).toBeGreaterThan(0);
    await expect(islandOf(page, 'mobile-menu')).toHaveAttribute('data-island-state', 'loading');
    // A category's level is the island's: that tap is held until it has hydrated, then replayed.
    await drawer.getByRole('button', { name: "Men's", exact: true }).tap();
    await expect(drawer.locator('nav[data-mobile-menu="level-1"]')).toBeVisible();
    chunk.release();
    const level = page.getByRole('dialog', { name: "Men's" });
    await expect(level.locator('nav[data-mobile-menu="level-2"]')).toBeVisible();
    await expect(level.getByRole('button', { name: 'Back' })).toBeFocused();
    const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(page.locator('dialog[open]')).toHaveCount(0);
    await expect(menuButton).toBeFocused();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(page).toHaveURL(/\/$/);
    expect(console.messages).toEqual([]);
  });

  test('menu: it opens even before the islands runtime has started; a level tapped then is kept and opens after', async ({
    page,
  }) => {
    const console = watchConsole(page);
    // The runtime's entry module held back: the page is parsed and painted, no island code has run (a module script
    // runs before DOMContentLoaded, so the page is not even "loaded" yet).
    const runtime = await holdChunk(page, 'islands.client');
    await page.goto('/', { waitUntil: 'commit' });
    await expect.poll(() => runtime.held.length).toBeGreaterThan(0);
    await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();
    await expect(page.locator('html[data-islands-runtime]')).toHaveCount(0);
    await page.getByRole('button', { name: 'Menu' }).tap();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    // The document's early-click catcher keeps this tap until the runtime hands it to the island.
    await drawer.getByRole('button', { name: "Men's", exact: true }).tap();
    await expect(drawer.locator('nav[data-mobile-menu="level-1"]')).toBeVisible();
    runtime.release();
    await expect(page.getByRole('dialog', { name: "Men's" }).locator('nav[data-mobile-menu="level-2"]')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    expect(console.messages).toEqual([]);
  });

  test('search: the first tap opens a focused search form before the code; the typing carries into the drawer', async ({
    page,
  }) => {
    const console = watchConsole(page);
    const chunk = await holdChunk(page, 'SearchControl');
    await gotoStarted(page, '/');
    const opener = page.locator('[data-header-search] summary');
    await expect(opener).toHaveAttribute('aria-haspopup', 'dialog');
    await opener.tap();
    // The islands runtime opens the plain form within the tap (its summary is marked `data-opens-natively`).
    const plain = page.locator('[data-header-search] details form[role="search"] input[name="q"]');
    await expect(plain).toBeVisible();
    await expect(plain).toBeFocused();
    await expect.poll(() => chunk.held.length).toBeGreaterThan(0);
    await page.keyboard.type('jacket');
    await expect(plain).toHaveValue('jacket');
    await expect(islandOf(page, 'header-search')).toHaveAttribute('data-island-state', 'loading');
    chunk.release();
    // Hydrated: the form moves into the drawer with its text and focus, and the suggestions come.
    const dialog = page.getByRole('dialog', { name: 'Search' });
    await expect(dialog).toBeVisible();
    const box = dialog.getByRole('combobox', { name: 'Search' });
    await expect(box).toHaveValue('jacket');
    await expect(box).toBeFocused();
    await expect(dialog.getByRole('link', { name: /View all results/ })).toBeVisible();
    await expect(plain).toBeHidden();
    // Escape closes the list, then the drawer; focus goes back to the opener, which says the drawer is closed.
    await page.keyboard.press('Escape');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    await expect(opener).toHaveAttribute('aria-expanded', 'false');
    expect(console.messages).toEqual([]);
  });

  test('search: before the code has loaded, the plain form searches and Escape closes it to its opener', async ({
    page,
  }) => {
    await holdChunk(page, 'SearchControl');
    await gotoStarted(page, '/');
    const opener = page.locator('[data-header-search] summary');
    const plain = page.locator('[data-header-search] details form[role="search"] input[name="q"]');
    await opener.tap();
    await expect(plain).toBeFocused();
    await page.keyboard.type('boots');
    await page.keyboard.press('Escape');
    await expect(plain).toBeHidden();
    await expect(opener).toBeFocused();
    await opener.tap();
    await expect(plain).toBeFocused();
    await expect(plain).toHaveValue('boots');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=boots$/);
  });

  test('account: a tap before its island is up goes to the sign-in page', async ({ page }) => {
    await holdChunk(page, 'islands-shell'); // the account host's code comes in the shell's chunk
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
    await holdChunk(page, 'islands-shell'); // the account host's code comes in the shell's chunk
    await gotoStarted(page, '/');
    await page.locator('[data-account-link]').first().click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  });
});

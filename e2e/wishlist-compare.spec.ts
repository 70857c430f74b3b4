import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { gotoReady, registerOnPage, uniqueEmail, wakeIsland } from './helpers';

// The wish list (hearts, /account/wishlist) and product compare (tile boxes, the bottom tray) on a category page.
// See docs/behaviour/wishlist-and-compare.md. The servers run with WISHLIST_ENABLED=1 (playwright.config.ts).

const LIST = '/c/mens/';

// A registration costs the sandbox a password hash, and the page loads a few islands: more than 30 s on a busy machine.
test.setTimeout(120_000);

/** Wakes a tile island by keyboard focus (the expanded tray may cover the pointer's way) and waits for it. */
async function focusHydrated(box: Locator) {
  await box.focus();
  await expect(box.locator('xpath=ancestor::*[@data-island][1]')).toHaveAttribute('data-island-state', 'hydrated');
}

const tiles = (page: Page) => page.locator('[data-product-list] article[data-product-id]');

/** Toasts asked for so far: shown by the toast host when the page has one, else still waiting in its queue. */
async function toastTitles(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const queued = ((window as { __ridgelineToastQueue?: { title: string }[] }).__ridgelineToastQueue ?? []).map(
      (toast) => toast.title,
    );
    // the toast host's toasts (ui's Toast: a list item with its status), each with its "View" link after the title
    const shown = Array.from(document.querySelectorAll('li[data-status]')).map((node) => node.textContent ?? '');
    return [...queued, ...shown];
  });
}

test('a guest who presses a heart is asked to sign in', async ({ page }) => {
  await gotoReady(page, LIST);
  const heart = tiles(page).first().locator('[data-favourite-toggle]');
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  // the sign-in dialog (when the page has it) or the sign-in page, coming back here; the dialog's island and its form
  // library load on this first press, which on a busy 2-core machine has taken more than the default 5 s
  await expect
    .poll(
      async () =>
        page.url().includes('/login?redirectUrl=%2Fc%2Fmens%2F') || (await page.getByRole('dialog').count()) > 0,
      { timeout: 20_000 },
    )
    .toBe(true);
});

test('a guest is sent from /account/wishlist to sign in and back', async ({ page }) => {
  const response = await page.request.get('/account/wishlist', { maxRedirects: 0 });
  expect(response.status()).toBe(303);
  expect(response.headers().location).toBe('/login?redirectUrl=%2Faccount%2Fwishlist');
  expect(response.headers()['cache-control']).toBe('private, no-store');
});

test('a registered customer adds from the list, sees it on /account/wishlist and removes it', async ({ page }) => {
  // `/registration` opened directly (no e-mail step before it) asks for the e-mail itself
  await registerOnPage(page, { email: uniqueEmail('wish'), emailInForm: true });
  await expect(page).toHaveURL(/\/$/);

  await gotoReady(page, LIST);
  const tile = tiles(page).first();
  const productId = (await tile.getAttribute('data-product-id'))!;
  const name = (await tile.getByRole('heading').textContent())!.trim();
  const heart = tile.locator('[data-favourite-toggle]');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => toastTitles(page)).toContainEqual(expect.stringContaining('1 item added to wishlist'));
  // a second shopper's view of the list is unchanged: the page is the same cached HTML for everyone
  const publicHtml = await (await page.request.get(LIST, { headers: { cookie: '' } })).text();
  expect(publicHtml).toContain('data-favourite-toggle');
  expect(publicHtml).not.toMatch(/aria-pressed="true"[^>]*data-favourite-toggle/);

  // another load of the list marks the heart before its tile hydrates
  await gotoReady(page, LIST);
  const marked = tiles(page).first().locator('[data-favourite-toggle]');
  await expect(marked).toHaveAttribute('aria-pressed', 'true');
  await expect(tiles(page).first().locator('xpath=ancestor::*[@data-island][1]')).not.toHaveAttribute(
    'data-island-state',
    'hydrated',
  );

  const wishlist = await page.request.get('/account/wishlist');
  expect(wishlist.headers()['cache-control']).toBe('private, no-store');
  await gotoReady(page, '/account/wishlist');
  await expect(page.getByRole('heading', { level: 1, name: 'Wishlist' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'My Account' })).toHaveAttribute('href', '/account');
  const item = page.locator(`[data-wishlist-item="${productId}"]`);
  await expect(item.getByRole('heading', { name })).toBeVisible();
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
  await item.getByRole('button', { name: `Remove ${name} from wishlist` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Item removed from wishlist' })).toBeVisible();
  await expect(page.locator('[data-wishlist-empty]')).toContainText('No Wishlist Items');
});

test("the home page carousels' tiles have hearts too: a guest is asked to sign in, a customer adds", async ({
  page,
}) => {
  const carousel = page.locator('[data-content-id="6f0d7e2a-5b1c-4c8e-9a3f-1d2e3f4a5b60"]');
  await gotoReady(page, '/');
  // the public HTML has the heart (the same for everyone), unpressed
  const firstHeart = carousel.locator('article[data-product-id] [data-favourite-toggle]').first();
  await expect(firstHeart).toHaveAttribute('aria-pressed', 'false');
  await wakeIsland(firstHeart);
  await firstHeart.click();
  await expect
    .poll(async () => page.url().includes('/login?redirectUrl=%2F') || (await page.getByRole('dialog').count()) > 0, {
      timeout: 20_000,
    })
    .toBe(true);

  await page.context().clearCookies();
  await registerOnPage(page, { email: uniqueEmail('home-heart'), emailInForm: true });
  await expect(page).toHaveURL(/\/$/);
  await gotoReady(page, '/');
  const tile = carousel.locator('article[data-product-id]').first();
  const productId = (await tile.getAttribute('data-product-id'))!;
  const heart = tile.locator('[data-favourite-toggle]');
  await wakeIsland(heart);
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => toastTitles(page)).toContainEqual(expect.stringContaining('1 item added to wishlist'));
  await gotoReady(page, '/account/wishlist');
  await expect(page.locator(`[data-wishlist-item="${productId}"]`)).toBeVisible();
  // the next visit presses that heart once the carousel has read the list
  await gotoReady(page, '/');
  const again = carousel.locator(`article[data-product-id="${productId}"] [data-favourite-toggle]`).first();
  await wakeIsland(again);
  await expect(again).toHaveAttribute('aria-pressed', 'true');
});

test('compare: four products, the fifth warns, the table shows them, removing all hides the tray', async ({ page }) => {
  await gotoReady(page, LIST);
  const tray = page.getByRole('region', { name: /^Compare products/ });
  await expect(tray).toHaveCount(0);
  const names: string[] = [];
  for (let index = 0; index < 5; index += 1) {
    const tile = tiles(page).nth(index);
    const box = tile.locator('input[data-compare-toggle]');
    if (index === 0) {
      // a pointer click that arrives before the tile has hydrated still counts
      await box.click();
    } else {
      await focusHydrated(box);
      await page.keyboard.press('Space');
    }
    if (index < 4) {
      await expect(box).toBeChecked();
      names.push((await tile.getByRole('heading').textContent())!.trim());
      await expect(tray).toHaveAccessibleName(`Compare products (${index + 1})`);
      // said where the shopper is, since the tray itself is at the end of the page (the first one included)
      await expect(page.getByRole('status').filter({ hasText: 'to compare, in the compare tray' })).toHaveText(
        `${index + 1} ${index === 0 ? 'product' : 'products'} to compare, in the compare tray at the end of the page.`,
      );
    } else {
      await expect(tray.getByRole('alert')).toContainText('Maximum products reached');
      await expect(tray.getByRole('alert')).toContainText('You can only compare up to 4 products at once.');
      await expect(box).not.toBeChecked();
    }
  }

  // kept in this browser's storage: a reload shows the same four, and says nothing (nothing changed)
  await gotoReady(page, LIST);
  await expect(tray).toHaveAccessibleName('Compare products (4)');
  await expect(page.locator('[data-compare-announcement]')).toHaveText('');
  const toggle = tray.getByRole('button', { name: 'Show comparison' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.focus();
  await page.keyboard.press('Enter');
  const table = tray.getByRole('table', { name: 'Compared products' });
  await expect(table).toBeVisible();
  await expect(table.getByRole('columnheader')).toHaveText(['Image', 'Product', 'Price', 'Colour', 'Remove']);
  for (const name of names) await expect(table.getByRole('rowheader', { name })).toBeVisible();
  const axe = await new AxeBuilder({ page }).include('[data-compare-tray]').analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);

  // a listed product's box removes it
  const first = tiles(page).first().locator('input[data-compare-toggle]');
  await focusHydrated(first);
  await expect(first).toBeChecked();
  await page.keyboard.press('Space');
  await expect(tray).toHaveAccessibleName('Compare products (3)');
  await expect(first).not.toBeChecked();

  for (const name of names.slice(1)) await tray.getByRole('button', { name: `Remove ${name} from compare` }).click();
  await expect(tray).toHaveCount(0);
  await expect(page.locator('[data-compare-announcement]')).toHaveText('Nothing left to compare.');
  expect(await page.evaluate(() => window.localStorage.getItem('ridgeline-compare'))).toBeNull();
});

test('a corrupted stored compare list is removed and the page works', async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('ridgeline-compare', '{not json');
      sessionStorage.setItem('seeded', '1');
    }
  });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await gotoReady(page, LIST);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('ridgeline-compare'))).toBeNull();
  expect(errors.some((text) => text.includes('compare-storage-corrupted'))).toBe(true);
  await expect(page.getByRole('region', { name: /^Compare products/ })).toHaveCount(0);
});

import { expect, test, type Page } from '@playwright/test';
import { gotoReady, watchConsole, productPath } from './helpers';

/**
 * The product page's choices before the buy box has hydrated (docs/behaviour/product-page.md, "Choosing colour and
 * size"): the buy box island's code is held back by the test until after the tap, as a slow phone network would. A
 * plain tap on a colour or size is then held, the island hydrates, and the choice is made in place: no page load.
 * Demo catalogue: RM1004 (colours Black 010 and Canteen 319, every size 1 to 5 left).
 */
const PRODUCT = productPath('RM1004');

// A loaded two-core machine: cold product pages and chunk downloads can take long. A hang guard, not a speed limit.
test.describe.configure({ timeout: 90_000 });

const buyBox = (page: Page) => page.locator('[data-product-detail]');
const island = (page: Page) => page.locator('[data-island="product-detail"]');
const colour = (page: Page) => page.getByRole('group', { name: /^Color/ });
const size = (page: Page) => page.getByRole('group', { name: /^Size/ });

/** Holds every script the page asks for from now on until `release()` (the island chunks among them). */
async function holdScripts(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held: string[] = [];
  await page.route(/\.m?js(\?.*)?$/, async (route) => {
    held.push(route.request().url());
    await released;
    await route.continue();
  });
  return { held, release };
}

/** Every document the page loads from now on (a page load is one). */
function documentLoads(page: Page) {
  const loads: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads.push(request.url());
  });
  return loads;
}

test('a size tapped before the buy box hydrated is chosen in place once it has: no page load', async ({ page }) => {
  const console = watchConsole(page);
  await gotoReady(page, PRODUCT);
  const path = new URL(page.url()).pathname;
  await expect(island(page)).toHaveAttribute('data-island-state', 'pending');
  const scripts = await holdScripts(page);
  const loads = documentLoads(page);

  await size(page).getByRole('link', { name: 'M', exact: true }).click();
  // The tap started the island's code (held here), and the link was not followed.
  await expect.poll(() => scripts.held.length).toBeGreaterThan(0);
  await expect(island(page)).toHaveAttribute('data-island-state', 'loading');
  expect(new URL(page.url()).search).toBe('');

  scripts.release();
  await expect(island(page)).toHaveAttribute('data-island-state', 'hydrated');
  await expect(page).toHaveURL((url) => url.pathname === path && url.search === '?color=010&size=M');
  await expect(size(page).getByRole('link', { name: 'M', exact: true })).toHaveAttribute('aria-current', 'true');
  await expect(buyBox(page).locator('input[name="pid"]')).toHaveValue('RM1004-010-M');
  // One polite announcement of the new choice.
  await expect(page.getByRole('status').filter({ hasText: 'Size' })).toHaveText(
    /^Color: Black, Size: M, Only [1-5] left!$/,
  );
  expect(loads).toEqual([]);
  expect(console.messages).toEqual([]);
});

test("the 'Added to bag' confirmation is a native dialog: it opens with no code of its own, Escape closes it", async ({
  page,
}) => {
  // Radix Dialog and framer-motion (the `Modal`'s chunks) are never fetched: the dialog is in the buy box's HTML
  const dialogCode: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/(ModalDialog|motionFeatures)-[\w-]+\.js$/.test(request.url())) dialogCode.push(request.url());
  });
  await gotoReady(page, `${PRODUCT}?color=010`);
  const loads = documentLoads(page);
  await size(page).getByRole('link', { name: 'M', exact: true }).click();
  await expect(island(page)).toHaveAttribute('data-island-state', 'hydrated');
  const add = buyBox(page).getByRole('button', { name: 'Add to Bag' });
  await add.click();
  const added = page.getByRole('dialog', { name: 'Added to bag' });
  await expect(added).toBeVisible();
  await expect(added.getByRole('button', { name: 'Close' })).toBeFocused();
  await expect(added).toContainText('Size');
  // the browser's own cancel (a real key press): it closes, and focus goes back to the button that added
  await page.keyboard.press('Escape');
  await expect(added).toBeHidden();
  await expect(add).toBeFocused();
  expect(dialogCode).toEqual([]);
  expect(loads).toEqual([]);
});

test('a colour then a size tapped before hydration are both chosen, in order', async ({ page }) => {
  await gotoReady(page, PRODUCT);
  const scripts = await holdScripts(page);
  const loads = documentLoads(page);
  await colour(page).getByRole('link', { name: 'Canteen' }).click();
  await size(page).getByRole('link', { name: 'L', exact: true }).click();
  await expect.poll(() => scripts.held.length).toBeGreaterThan(0);
  scripts.release();
  await expect(page).toHaveURL((url) => url.search === '?color=319&size=L');
  await expect(buyBox(page).locator('input[name="pid"]')).toHaveValue('RM1004-319-L');
  expect(loads).toEqual([]);
});

test('a modified tap (ctrl) before hydration still opens the choice in a new tab', async ({ page, context }) => {
  await gotoReady(page, PRODUCT);
  const opened = context.waitForEvent('page');
  await size(page)
    .getByRole('link', { name: 'S', exact: true })
    .click({ modifiers: ['ControlOrMeta'] });
  const tab = await opened;
  await expect(tab).toHaveURL(/\?color=010&size=S$/);
  expect(new URL(page.url()).search).toBe('');
  await tab.close();
});

test("announcements in the page's language; an unavailable option says why in its name", async ({ page }) => {
  await gotoReady(page, productPath('RM1006'));
  // Sold out: every size is named with its reason, before and after hydration.
  await expect(size(page).getByRole('link', { name: /^M, Out of stock$/ })).toHaveCount(1);
  await gotoReady(page, `/fr-ca${productPath('RM1004')}`);
  const announcement = page.locator('[data-choice-announcement]');
  await expect(announcement).toHaveAttribute('role', 'status');
  await expect(announcement).toBeEmpty(); // nothing on load
  await buyBox(page).locator('a[href*="size=L"]').first().click();
  await expect(page).toHaveURL(/size=L$/);
  await expect(announcement).toHaveText(/^Couleur: Noir, Taille: L, Plus que [1-5] en stock!$/);
});

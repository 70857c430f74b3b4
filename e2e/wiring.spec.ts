import { expect, test, type Page } from '@playwright/test';
import { gotoReady, registerOnPage, uniqueEmail, wakeIsland, productPath } from './helpers';

/**
 * The shell paths that were built and tested apart and are now wired together (issue 20, "the wiring"): the one
 * "open the account drawer" event from the CMS blocks, the pick-up modal from a real product view, `?signin=true` and
 * `#signin`, exit intent to the drawer, the footer newsletter's e-mail for a signed-in customer, and the SMS widget
 * hook (the sandbox's stand-in widget). A guest asking for the drawer gets the sign-in dialog (guests never see the
 * drawer); a signed-in customer gets the drawer.
 */
const MARKETING_BANNER = 'https://schema.ridgeline.dev/marketing-banner';
const TILE_GRID = 'https://schema.ridgeline.dev/navigation-tile-grid';
const FOOTER = 'https://schema.ridgeline.dev/footer';

const accountDrawer = (page: Page) => page.locator('[data-account-drawer]');
/** The sign-in dialog's first step (the e-mail). */
const signInDialog = (page: Page) =>
  page.getByRole('dialog').filter({ has: page.getByLabel('Email', { exact: true }) });

async function accountHostReady(page: Page) {
  await expect(page.locator('html[data-account-host="ready"]')).toHaveCount(1);
}
async function overlaysReady(page: Page) {
  await expect(page.locator('html[data-shell-overlays="ready"]')).toHaveCount(1);
}
async function signedIn(page: Page) {
  await registerOnPage(page, { email: uniqueEmail('wiring') });
  await expect
    .poll(async () => (await page.context().cookies()).some((c) => c.name === 'ridgeline-signed-in'))
    .toBe(true);
}
/** What leaving the page through its top looks like to the page: `mouseout` to no element, `clientY` near 0. */
async function leaveThroughTop(page: Page) {
  await page.evaluate(() =>
    document.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, clientY: 5, relatedTarget: null })),
  );
}

test.describe('CMS account-drawer actions', () => {
  test('a marketing-banner button opens the drawer of a signed-in customer; focus moves in and returns on close', async ({
    page,
  }) => {
    await signedIn(page);
    await gotoReady(page, '/');
    await accountHostReady(page);
    const banner = page.locator(`[data-schema="${MARKETING_BANNER}"]`);
    await banner.getByRole('button', { name: /Offers/ }).click();
    const offers = page.getByRole('dialog', { name: 'Offers' });
    await offers.getByRole('button', { name: 'Sign in or join' }).click();
    await expect(offers).toBeHidden();
    const drawer = accountDrawer(page);
    await expect(drawer).toBeVisible();
    await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  });

  test('an account-drawer tile gives a guest the sign-in dialog, and focus returns to the tile on close', async ({
    page,
  }) => {
    await gotoReady(page, '/');
    await accountHostReady(page);
    // the tile grid never hydrates: its account-drawer button is static HTML, answered by the account island
    const grid = page.locator(`[data-schema="${TILE_GRID}"]`);
    await expect(grid.locator('xpath=ancestor::*[@data-island]')).toHaveCount(0);
    const tile = grid.getByRole('button', { name: /Your account/ });
    await tile.click();
    const dialog = signInDialog(page);
    await expect(dialog).toBeVisible();
    await expect(accountDrawer(page)).toHaveCount(0);
    await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(tile).toBeFocused();
  });

  test("a product tile's member promo callout opens the account entry", async ({ page }) => {
    await gotoReady(page, '/c/mens/');
    await accountHostReady(page);
    const callout = page.locator('[data-promo-callout="account-drawer"]').first();
    await wakeIsland(callout);
    await callout.click();
    await expect(signInDialog(page)).toBeVisible();
  });
});

test('a product view, then another page: Pick Up Where You Left Off shows that product', async ({ page }) => {
  await gotoReady(page, productPath('RM1001'));
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('ridgeline-last-viewed-product')))
    .toContain('RM1001');
  // not on a product page: the shopper is looking at one
  await expect(page.getByRole('dialog', { name: 'Pick Up Where You Left Off' })).toHaveCount(0);
  await gotoReady(page, '/t/about');
  const dialog = page.getByRole('dialog', { name: 'Pick Up Where You Left Off' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: "Men's Stormbreak II Rain Jacket" })).toHaveAttribute(
    'href',
    new RegExp(`^${productPath('RM1001').replace(/\./g, '\\.')}`),
  );
});

test.describe('?signin=true and #signin', () => {
  test('a guest gets the sign-in dialog and the parameter leaves the address without a reload', async ({ page }) => {
    await gotoReady(page, '/t/about?signin=true&ref=mail');
    await expect(signInDialog(page)).toBeVisible();
    await expect(page).toHaveURL(/\/t\/about\?ref=mail$/);
    // no reload: the document that opened the dialog is still the one shown
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
  });

  test('#signin opens the drawer of a signed-in customer and the hash is removed', async ({ page }) => {
    await signedIn(page);
    await gotoReady(page, '/t/about#signin');
    await expect(accountDrawer(page)).toBeVisible();
    await expect(page).toHaveURL(/\/t\/about$/);
  });
});

test('exit intent: its button closes the modal and opens the account drawer', async ({ page }) => {
  await signedIn(page);
  await gotoReady(page, '/');
  await overlaysReady(page);
  await accountHostReady(page);
  await leaveThroughTop(page);
  const modal = page.getByRole('dialog', { name: 'Before you go' });
  await modal.getByRole('button', { name: 'Sign in' }).click();
  await expect(modal).toBeHidden();
  await expect(accountDrawer(page)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test("the footer newsletter is filled in with a signed-in customer's e-mail, never in the shared HTML", async ({
  page,
}) => {
  const email = uniqueEmail('news');
  await registerOnPage(page, { email });
  await expect
    .poll(async () => (await page.context().cookies()).some((c) => c.name === 'ridgeline-signed-in'))
    .toBe(true);
  await gotoReady(page, '/');
  const footer = page.locator(`[data-schema="${FOOTER}"]`);
  await wakeIsland(footer);
  await expect(footer.getByLabel('Email address')).toHaveValue(email);
  expect(await (await page.request.get('/')).text()).not.toContain(email);
});

test.describe('the SMS sign-up widget', () => {
  test('a wide screen gets the wide campaign from the sandbox stand-in', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await gotoReady(page, '/');
    await overlaysReady(page);
    const footer = page.locator(`[data-schema="${FOOTER}"]`);
    await wakeIsland(footer);
    await footer.getByRole('button', { name: /Get texts from Ridgeline/ }).click();
    const widget = page.getByRole('dialog', { name: 'Get texts from us' });
    await expect(widget).toBeVisible();
    await expect(widget).toHaveAttribute('data-campaign-id', 'rdgl-sms-wide-2026');
    await widget.getByLabel('Mobile number').fill('415 555 0100');
    await widget.getByRole('button', { name: 'Sign up for texts' }).click();
    await expect(widget.getByRole('status')).toHaveText(/signed up/);
  });

  test('a narrow screen gets the narrow campaign', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await gotoReady(page, '/');
    await overlaysReady(page);
    const footer = page.locator(`[data-schema="${FOOTER}"]`);
    await wakeIsland(footer);
    await footer.getByRole('button', { name: /Get texts from Ridgeline/ }).click();
    await expect(page.locator('dialog[data-sms-widget]')).toHaveAttribute('data-campaign-id', 'rdgl-sms-narrow-2026');
  });
});

import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { gotoReady } from './helpers';

/**
 * The product page's size guide (docs/behaviour/product-page.md#size-guide), from the sandbox's size-guide stand-in
 * (a guide per brand and category): a "Size guide" link under the sizes opens it in a drawer with JavaScript, and
 * goes to the page's size guide section without. A product whose category has no guide shows neither. The fit tip
 * (the product's `c_fitTip`, demo products RW2002 and RF4002) is a line under the sizes.
 */
const JACKET = '/product/RM1001'; // Ridgeline, mens-jackets: a guide
const PACK = '/product/RG5001'; // gear-packs: no guide

test.describe.configure({ timeout: 90_000 });

const sizeGuideLink = (page: Page) => page.locator('[data-product-detail]').getByRole('link', { name: 'Size guide' });

test('with JavaScript: the link opens the guide in a drawer; Escape closes it and focus comes back', async ({
  page,
}) => {
  await gotoReady(page, JACKET);
  const link = sizeGuideLink(page);
  await link.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: "Men's jackets" });
  await expect(dialog).toBeVisible();
  const table = dialog.getByRole('table', { name: "Men's jackets: body measurements" });
  await expect(table.getByRole('rowheader')).toHaveText(['S', 'M', 'L', 'XL', 'XXL']);
  await expect(table.getByRole('columnheader')).toHaveText(['Size', 'Chest', 'Waist', 'Sleeve']);
  await expect(table.getByRole('row').nth(2).getByRole('cell').first()).toHaveText('96–101 cm38–40 in');
  const results = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
  expect(new URL(page.url()).hash).toBe('');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(link).toBeFocused();
});

test('a product whose brand and category have no guide shows no size guide link or section', async ({ page }) => {
  await gotoReady(page, PACK);
  await expect(page.locator('[data-product-detail]')).toBeVisible();
  await expect(page.locator('[data-size-guide-link]')).toHaveCount(0);
  await expect(page.locator('[data-accordion="size_guide"]')).toHaveCount(0);
});

test('the fit tip: the product’s own line under the sizes, none on a product without one', async ({ page }) => {
  await gotoReady(page, '/product/RW2002');
  const help = page.locator('[data-product-detail] [data-size-help]');
  await expect(help.locator('[data-fit-tip]')).toHaveText('Runs small: we suggest one size up.');
  await expect(help.getByRole('link', { name: 'Size guide' })).toBeVisible();
  await gotoReady(page, JACKET);
  await expect(page.locator('[data-fit-tip]')).toHaveCount(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the link goes to the size guide section, a server-rendered table (fr-CA words)', async ({ page }) => {
    await page.goto(JACKET);
    await sizeGuideLink(page).click();
    await expect(page).toHaveURL(/#size_guide$/);
    const section = page.locator('[data-accordion="size_guide"]');
    // Chromium opens a closed <details> the address's fragment points into; a browser that does not, a tap does.
    if ((await section.getAttribute('open')) === null) await section.locator('summary').click();
    await expect(section.getByRole('table', { name: "Men's jackets: body measurements" })).toBeVisible();
    await expect(section.getByRole('rowheader')).toHaveCount(5);
    await page.goto(`/fr-ca${JACKET}`);
    const french = page.locator('[data-accordion="size_guide"]');
    await expect(page.getByRole('link', { name: 'Guide des tailles' })).toHaveAttribute('href', '#size_guide');
    await expect(french.locator('caption')).toHaveText("Men's jackets : mensurations");
  });
});

import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { gotoReady } from './helpers';

/**
 * The product page's switches at their defaults, all on (docs/behaviour/product-page.md#switches): the buy box's
 * Shipping & Returns link opens the shop's terms in a drawer with JavaScript and goes to the page's Shipping & Returns
 * section without; the technology badge under the name; each colour's on-model shot after its product shots in the
 * gallery; Features, Product Details and Gear Up for Adventure open on load. Each switch turned off is checked by the unit tests (productPage.server.test.tsx).
 */
const JACKET = '/product/RM1001'; // technology badge 72 (Waterproof)

test.describe.configure({ timeout: 90_000 });

const shippingLink = (page: Page) =>
  page.locator('[data-product-detail]').getByRole('link', { name: 'Shipping & Returns' });

test('with JavaScript: the link opens the terms in a drawer; Escape closes it and focus comes back', async ({
  page,
}) => {
  await gotoReady(page, JACKET);
  const link = shippingLink(page);
  await expect(link).toHaveAttribute('aria-haspopup', 'dialog');
  await link.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Shipping & Returns' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/Return unworn items within 60 days/)).toBeVisible();
  const results = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
  expect(new URL(page.url()).hash).toBe('');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(link).toBeFocused();
});

test('a click before the buy box has hydrated is held and opens the drawer once it has', async ({ page }) => {
  await gotoReady(page, JACKET);
  await expect(page.locator('[data-island="product-detail"]')).not.toHaveAttribute('data-island-state', 'hydrated');
  await shippingLink(page).click();
  await expect(page.getByRole('dialog', { name: 'Shipping & Returns' })).toBeVisible();
  expect(new URL(page.url()).hash).toBe('');
});

test('the technology badge under the name, and the default sections open', async ({ page }) => {
  await gotoReady(page, JACKET);
  await expect(page.locator('[data-product-detail] [data-technology-code="72"]')).toContainText('Waterproof');
  const open = page.locator('[data-product-accordions] details[open]');
  await expect(open).toHaveCount(3);
  expect(await open.evaluateAll((all) => all.map((d) => d.getAttribute('data-accordion')))).toEqual([
    'features',
    'product_details',
    'gear_up_for_adventure',
  ]);
});

test('on-model shots: the chosen colour’s shot follows its product shots, and changes with the colour', async ({
  page,
}) => {
  await gotoReady(page, `${JACKET}?color=820`);
  const images = page.locator('[data-product-detail] [data-gallery-image] img');
  await expect(images).toHaveCount(3);
  await expect(images.last()).toHaveAttribute('src', /RM1001-820-onmodel\?w=1280/);
  await expect(images.last()).toHaveAttribute('alt', /, on model$/);
  await page.locator('[data-variation-selector] a[href*="color=464"]').first().click();
  await expect(page).toHaveURL(/color=464/);
  await expect(images.last()).toHaveAttribute('src', /RM1001-464-onmodel\?w=1280/);
  await expect(images).toHaveCount(3);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the link goes to the Shipping & Returns section', async ({ page }) => {
    await page.goto(JACKET);
    await shippingLink(page).click();
    await expect(page).toHaveURL(/#shipping_and_returns$/);
    const section = page.locator('[data-accordion="shipping_and_returns"]');
    // Chromium opens a closed <details> the address's fragment points into; a browser that does not, a tap does.
    if ((await section.getAttribute('open')) === null) await section.locator('summary').click();
    await expect(section.getByText(/Return unworn items within 60 days/)).toBeVisible();
  });
});

import AxeBuilder from '@axe-core/playwright';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { gotoReady, wakeIsland, productPath } from './helpers';

/**
 * The bag and checkout (docs/behaviour/cart-and-checkout.md): a shopper walks from the home page to a confirmed
 * order; the bag's quantity form also works without JavaScript. Demo catalogue: RM1001 (Men's Stormbreak II Rain
 * Jacket, plenty of stock).
 */
test.describe.configure({ timeout: 90_000 });

const JACKET = productPath('RM1001');
const buyBox = (page: Page) => page.locator('[data-product-detail]');
const bagCount = async (context: BrowserContext) =>
  (await context.cookies()).find((c) => c.name === 'ridgeline-bag-count')?.value;
const axeViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );

test('home → category → product → colour and size → add to bag → bag → quantity → checkout → confirmation', async ({
  page,
  context,
}) => {
  await gotoReady(page, '/');
  const mens = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: "More Men's" });
  await mens.focus();
  await expect(mens.locator('xpath=ancestor::*[@data-island][1]')).toHaveAttribute('data-island-state', 'hydrated');
  await page.keyboard.press('Enter');
  await page.locator('#menu-panel-mens').getByRole('link', { name: 'Jackets & Vests' }).click();
  await expect(page).toHaveURL(/\/c\/mens-jackets\/$/);
  const tile = page.getByRole('link', { name: "Men's Stormbreak II Rain Jacket" }).first();
  await tile.scrollIntoViewIfNeeded();
  await tile.click();
  await expect(page).toHaveURL(new RegExp(`${JACKET}$`));

  await page
    .getByRole('group', { name: /^Color/ })
    .getByRole('link', { name: 'Collegiate Navy' })
    .click();
  await page.getByRole('group', { name: /^Size/ }).getByRole('link', { name: 'L', exact: true }).click();
  await wakeIsland(buyBox(page));
  await buyBox(page).getByRole('button', { name: 'Add to Bag' }).click();
  const added = page.getByRole('dialog', { name: 'Added to bag' });
  await expect(added).toBeVisible();
  await added.getByRole('link', { name: 'Bag (1)' }).click();

  await expect(page).toHaveURL(/\/cart$/);
  const line = page.locator('[data-cart-line]');
  await expect(line).toHaveCount(1);
  await expect(line).toContainText("Men's Stormbreak II Rain Jacket");
  await expect(line).toContainText('Collegiate Navy');
  // The reservation timer (an island reading the cookie the server set when the basket changed).
  await expect(page.getByTestId('reservation-running')).toContainText(/Your cart is reserved for \d+:\d\d/);
  await expect(page.getByTestId('reservation-running')).toContainText("Checkout now while it's still available");
  const subtotalBefore = await page.locator('[data-total="subtotal"]').textContent();

  const quantityForm = line.locator('[data-cart-quantity]');
  await wakeIsland(quantityForm);
  await quantityForm.getByRole('button', { name: /^Increase the quantity/ }).click();
  await quantityForm.getByRole('button', { name: 'Update' }).click();
  await expect(quantityForm.getByRole('spinbutton')).toHaveValue('2');
  await expect(page.locator('[data-total="subtotal"]')).not.toHaveText(subtotalBefore!);
  expect(await bagCount(context)).toBe('2');
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await page.getByLabel('Email').fill('hiker@example.com');
  await page.getByRole('button', { name: 'Continue to shipping address' }).click();
  await page.getByLabel('First name').fill('Jo');
  await page.getByLabel('Last name').fill('Hiker');
  await page.getByLabel('Address', { exact: true }).fill('1 Trail Rd');
  await page.getByLabel('City').fill('Portland');
  await page.getByLabel(/State or province/).fill('OR');
  // A postal code of the other country is refused, and what was typed stays.
  await page.getByLabel('Postal code').fill('K1A 0B1');
  await page.getByRole('button', { name: 'Continue to shipping method' }).click();
  await expect(page.getByText('Enter a ZIP code such as 12345 or 12345-6789.')).toBeVisible();
  await expect(page.getByLabel('City')).toHaveValue('Portland');
  await page.getByLabel('Postal code').fill('97201');
  await page.getByRole('button', { name: 'Continue to shipping method' }).click();
  // The sandbox gives the shipment its default method (Ground): the form changes it.
  const methodStep = page.getByRole('region', { name: '3. Shipping method' });
  await methodStep.getByLabel(/2-Day Express/).check();
  await methodStep.getByRole('button').click();
  await expect(page.getByRole('region', { name: '3. Shipping method' }).getByLabel(/2-Day Express/)).toBeChecked();
  await expect(page.getByRole('complementary', { name: 'Order summary' })).toContainText('$15.99');
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Place order' }).click();

  await expect(page).toHaveURL(/\/checkout\/confirmation\/\d+$/);
  const orderNo = page.url().split('/').pop()!;
  await expect(page.locator('[data-order-no]')).toHaveText(orderNo);
  await expect(page.locator('main')).toContainText("Men's Stormbreak II Rain Jacket × 2");
  await expect(page.locator('address')).toContainText('1 Trail Rd');
  expect(await bagCount(context)).toBe('0');
  expect(await axeViolations(page)).toEqual([]);

  // The order is its owner's only.
  const stranger = await page.context().browser()!.newContext();
  const other = await stranger.request.get(`/checkout/confirmation/${orderNo}`, { maxRedirects: 0 });
  expect(other.status()).toBe(404);
  await stranger.close();

  // The next visit starts a new, empty bag; the checkout sends an empty bag back to it.
  await page.goto('/checkout');
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByTestId('cart-empty')).toBeVisible();
});

test('without JavaScript: the bag’s quantity form posts; a quantity above the maximum order quantity says so and changes nothing', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${JACKET}?color=010&size=M`);
  await buyBox(page).getByRole('button', { name: 'Add to Bag' }).click();
  await expect(page).toHaveURL(/added=RM1001-010-M/);
  await page.goto('/cart');
  const response = await page.request.get('/cart');
  expect(response.headers()['cache-control']).toBe('private, no-store');
  const line = page.locator('[data-cart-line]');
  await line.getByRole('spinbutton').fill('3');
  await line.getByRole('button', { name: 'Update' }).click();
  await expect(page).toHaveURL(/\/cart#cart-line-[\w-]+$/);
  await expect(page.locator('[data-cart-line]').getByRole('spinbutton')).toHaveValue('3');
  expect((await context.cookies()).find((c) => c.name === 'ridgeline-bag-count')?.value).toBe('3');

  // The field's own limit stops a browser from sending more; a stale page (or a hand-made post) gets the server's refusal.
  await expect(line.getByRole('spinbutton')).toHaveAttribute('max', '10');
  const itemId = await page.locator('[data-cart-line]').getAttribute('data-cart-line');
  const origin = new URL(page.url()).origin;
  const refused = await page.request.post('/cart', {
    form: { intent: 'update', itemId: itemId!, quantity: '999' },
    headers: { origin },
    maxRedirects: 0,
  });
  expect(refused.status()).toBe(303);
  expect(refused.headers().location).toBe(`/cart?cartError=max-quantity&item=${itemId}`);
  await page.goto(refused.headers().location!);
  await expect(page.getByTestId('cart-error')).toContainText('your bag has not changed');
  await expect(page.locator('[data-cart-line]').getByRole('spinbutton')).toHaveValue('3');

  await page
    .locator('[data-cart-line]')
    .getByRole('button', { name: /^Remove/ })
    .click();
  await expect(page.getByTestId('cart-empty')).toBeVisible();
  await context.close();
});

test('removing a line from the bag says "Item removed from cart" on the page it lands on', async ({ page }) => {
  await page.goto(`${JACKET}?color=010&size=M`);
  await buyBox(page).getByRole('button', { name: 'Add to Bag' }).click();
  await expect.poll(() => bagCount(page.context())).toBe('1');
  await gotoReady(page, '/cart');
  await page
    .locator('[data-cart-line]')
    .getByRole('button', { name: /^Remove/ })
    .click();
  await expect(page.getByTestId('cart-empty')).toBeVisible();
  await expect(page.getByText('Item removed from cart', { exact: true })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Item removed from cart' })).toHaveCount(1);
  // shown once: the cookie that carried it is gone
  expect((await page.context().cookies()).some((c) => c.name === 'ridgeline-flash-toast')).toBe(false);
});

test('promo codes on the bag, without JavaScript: a wrong code is refused on its field, a right one takes its share off and reaches the checkout', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${JACKET}?color=010&size=M`);
  await buyBox(page).getByRole('button', { name: 'Add to Bag' }).click();
  await page.goto('/cart');
  const summary = page.getByRole('region', { name: 'Order summary' });
  const subtotal = Number((await summary.locator('[data-total="subtotal"]').textContent())!.replace(/[^\d.]/g, ''));
  const field = page.getByRole('textbox', { name: 'Enter a promo code' });

  await field.fill('NOTACODE');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/cartError=coupon-invalid/);
  await expect(page.getByRole('textbox', { name: 'Enter a promo code' })).toHaveAccessibleDescription(/isn't valid/);
  await expect(summary.locator('[data-total="discount"]')).toHaveCount(0);

  await page.getByRole('textbox', { name: 'Enter a promo code' }).fill('trail10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/\/cart#promo-codes-applied$/);
  const discount = Math.round(subtotal * 10) / 100;
  await expect(summary.locator('[data-total="discount"]')).toHaveText(`−$${discount.toFixed(2)}`);
  await expect(page.getByRole('list', { name: 'Applied promo codes' })).toContainText('TRAIL10 · 10% off your order');
  // (axe needs JavaScript in the page: the promo code stories check the form with axe)

  await page.goto('/checkout');
  await expect(page.locator('[data-total="discount"]')).toHaveText(`−$${discount.toFixed(2)}`);

  await page.goto('/cart');
  await page.getByRole('button', { name: 'Remove promo code TRAIL10' }).click();
  await expect(page.getByRole('list', { name: 'Applied promo codes' })).toHaveCount(0);
  await expect(summary.locator('[data-total="discount"]')).toHaveCount(0);
  await context.close();
});

test('the bag and checkout are personal: private, no-store; a cross-site post is refused', async ({ request }) => {
  const cart = await request.get('/cart');
  expect(cart.status()).toBe(200);
  expect(cart.headers()['cache-control']).toBe('private, no-store');
  const checkout = await request.get('/checkout', { maxRedirects: 0 });
  expect(checkout.status()).toBe(303);
  expect(checkout.headers().location).toBe('/cart');
  // React Router's own action origin check (400) or the route's guard (403): refused either way.
  const crossSite = await request.post('/cart', {
    form: { intent: 'remove', itemId: 'x' },
    headers: { origin: 'https://evil.example' },
    maxRedirects: 0,
  });
  expect([400, 403]).toContain(crossSite.status());
});

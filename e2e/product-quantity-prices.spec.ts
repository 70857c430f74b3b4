import { expect, test } from '@playwright/test';
import { fillShippingAddress, gotoReady } from './helpers';

/**
 * Quantity prices, the price per unit and a restricted product (docs/behaviour/product-page.md#quantity-and-unit-prices):
 * the demo's fuel canister (RG5013, 230 g, $7.95, $6.95 each from 4, dangerous goods).
 */
const FUEL_PAGE = '/p/trail-stove-fuel-230-g';
const FUEL_VARIANT = 'RG5013-410-OS';

test('the buy box shows the price per 100 g, the quantity price and the ground-only notice, with or without JavaScript', async ({
  page,
  browser,
}) => {
  await gotoReady(page, FUEL_PAGE);
  const buyBox = page.locator('[data-product-detail]');
  await expect(buyBox.locator('[data-unit-price]')).toHaveText('$3.46 / 100 g');
  await expect(buyBox.locator('[data-quantity-prices]')).toHaveText('Buy 4 or more: $6.95 each');
  await expect(buyBox.locator('[data-restriction]')).toContainText('Ground shipping only');

  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const plain = await noScript.newPage();
  await plain.goto(`${new URL(page.url()).origin}/fr-ca${FUEL_PAGE}`);
  await expect(plain.locator('[data-unit-price]')).toHaveText(/^4,\d\d\s\$ les 100 g$/);
  await expect(plain.locator('[data-quantity-prices]')).toContainText('À partir de 4 :');
  await expect(plain.locator('[data-restriction]')).toContainText('Livraison terrestre seulement');
  await noScript.close();
});

test('four in the bag are charged the quantity price, and the shipment may only go by ground', async ({ page }) => {
  await gotoReady(page, FUEL_PAGE);
  const added = await page.request.post('/cart/items', {
    form: { pid: FUEL_VARIANT, quantity: '4', returnTo: FUEL_PAGE },
    headers: { origin: new URL(page.url()).origin },
    maxRedirects: 0,
  });
  expect(added.status()).toBe(303);
  await gotoReady(page, '/cart');
  await expect(page.locator('[data-total="subtotal"]')).toHaveText('$27.80');

  await page.getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await page.getByLabel('Email').fill('camper@example.com');
  await page.getByRole('button', { name: 'Continue to shipping address' }).click();
  await fillShippingAddress(page, { last: 'Camper' });
  const methodStep = page.getByRole('region', { name: '3. Shipping method' });
  await expect(methodStep.getByLabel(/Ground/)).toBeVisible();
  await expect(methodStep.getByLabel(/2-Day Express/)).toHaveCount(0);
  await expect(methodStep.getByLabel(/Overnight/)).toHaveCount(0);
});

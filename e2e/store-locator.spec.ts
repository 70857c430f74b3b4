import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { gotoReady } from './helpers';

// "Find a Store" against the sandbox's Shopper Stores (see docs/behaviour/store-locator.md).

const WCAG22_RULES = { 'target-size': { enabled: true } };

async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .include('[data-store-locator]')
    .options({ rules: WCAG22_RULES })
    .analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const stores = (page: Page) => page.getByRole('list', { name: 'Stores' }).getByRole('listitem');
const status = (page: Page) => page.locator('[data-store-status]');

async function distancesOf(page: Page): Promise<number[]> {
  const texts = await page.locator('[data-store-distance]').allTextContents();
  return texts.map((text) => Number.parseFloat(text));
}

test('a German postal code lists the nearest stores first, with distances, phone links and hours', async ({ page }) => {
  await gotoReady(page, '/store-locator?country=DE&postalCode=10178');
  await expect(status(page)).toHaveText('Viewing stores within 100km of 10178 in Germany');
  await expect(stores(page)).toHaveCount(10);
  await expect(stores(page).first()).toContainText('Ridgeline Berlin Alexanderplatz');
  await expect(stores(page).first()).toContainText('0 km away');
  const distances = await distancesOf(page);
  expect(distances).toEqual([...distances].sort((a, b) => a - b));
  await expect(stores(page).first().getByRole('link', { name: '+49 30 5550 1001' })).toHaveAttribute(
    'href',
    'tel:+493055501001',
  );
  await stores(page).first().getByText('View More').click();
  await expect(stores(page).first().locator('details')).toHaveAttribute('open', '');
  await expectNoViolations(page);

  // Load More, in place: one page more (15 stores are within 100 km), then no button.
  await page.getByRole('button', { name: 'Load More' }).click();
  await expect(stores(page)).toHaveCount(15);
  await expect(page.getByRole('button', { name: 'Load More' })).toHaveCount(0);

  // Set as my store: kept per site.
  await stores(page)
    .nth(1)
    .getByRole('button', { name: /Set as my store/ })
    .click();
  await expect(stores(page).nth(1).getByText('My store')).toBeVisible();
  const kept = await page.evaluate(() => localStorage.getItem('ridgeline-selected-store:RidgelineUS'));
  expect(JSON.parse(kept!)).toEqual({
    id: 'de-berlin-hackescher-markt',
    name: 'Ridgeline Berlin Hackescher Markt',
    inventoryId: expect.stringMatching(/^inventory_de_/),
  });
});

test('a US postal code searched in place; a place with no store says so; the form validates', async ({ page }) => {
  await gotoReady(page, '/store-locator?country=DE&postalCode=10178');
  await page.getByLabel('Country').selectOption('US');
  await page.getByLabel('Postal Code').fill('98101');
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(status(page)).toHaveText('Viewing stores within 100km of 98101 in United States');
  await expect(stores(page).first()).toContainText('Ridgeline Seattle Downtown');
  await expect(page).toHaveURL(/\/store-locator\?country=US&postalCode=98101$/);
  await expectNoViolations(page);

  await page.getByLabel('Postal Code').fill('59801');
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(status(page)).toHaveText('Sorry, there are no locations in this area');
  await expect(stores(page)).toHaveCount(0);
  await expectNoViolations(page);

  await page.getByLabel('Postal Code').fill('');
  await expect(page.getByText('Please enter a postal code.')).toBeVisible();
  await page.getByLabel('Country').selectOption('');
  await expect(page.getByText('Please select a country.')).toBeVisible();
  await expectNoViolations(page);
});

test('Use My Location with the position shared lists the stores near it', async ({ page, context }) => {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 47.6101, longitude: -122.3344 });
  await gotoReady(page, '/store-locator');
  // The bare page asks for the position on load.
  await expect(status(page)).toHaveText('Viewing stores near your location');
  await expect(stores(page).first()).toContainText('Seattle');
  await context.setGeolocation({ latitude: 52.52, longitude: 13.41 });
  await page.getByRole('button', { name: 'Use My Location' }).click();
  await expect(stores(page).first()).toContainText('Berlin');
  await expectNoViolations(page);
});

test('a place in the address is searched and the position is not asked; the bare page asks', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 47.6101, longitude: -122.3344 });
  await page.addInitScript(() => {
    const asks = { count: 0 };
    (window as unknown as { positionAsks: typeof asks }).positionAsks = asks;
    const ask = navigator.geolocation.getCurrentPosition.bind(navigator.geolocation);
    navigator.geolocation.getCurrentPosition = (...args: Parameters<Geolocation['getCurrentPosition']>) => {
      asks.count += 1;
      ask(...args);
    };
  });
  const positionAsks = () =>
    page.evaluate(() => (window as unknown as { positionAsks: { count: number } }).positionAsks.count);
  await gotoReady(page, '/store-locator?country=DE&postalCode=10178');
  await expect(status(page)).toHaveText('Viewing stores within 100km of 10178 in Germany');
  await expect(stores(page).first()).toContainText('Berlin');
  expect(await positionAsks()).toBe(0);

  await gotoReady(page, '/store-locator');
  await expect(status(page)).toHaveText('Viewing stores near your location');
  expect(await positionAsks()).toBe(1);
});

test('a refused position shows the message and keeps the default place', async ({ page, context }) => {
  await context.clearPermissions();
  await gotoReady(page, '/store-locator');
  await expect(page.getByText('Please agree to share your location')).toBeVisible();
  await expect(status(page)).toHaveText('Viewing stores within 100km of 10178 in Germany');
  await expectNoViolations(page);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form, the results, Load More and the messages are server HTML', async ({ page }) => {
    // Two cores shared with other runs: wait for the HTML, not for every image of the page.
    test.slow();
    const response = await page.goto('/store-locator', { waitUntil: 'domcontentloaded' });
    expect(response?.status()).toBe(200);
    expect(response?.headers()['cache-control']).toContain('s-maxage=');
    await expect(status(page)).toHaveText('Viewing stores within 100km of 10178 in Germany');
    await expect(page.getByRole('button', { name: 'Use My Location' })).toHaveCount(0);
    await page.getByLabel('Country').selectOption('DE');
    await page.getByLabel('Postal Code').fill('10178');
    await page.getByRole('button', { name: 'Find' }).click();
    await expect(page).toHaveURL(/\/store-locator\?country=DE&postalCode=10178$/);
    await expect(stores(page)).toHaveCount(10);
    await page.getByRole('link', { name: 'Load More' }).click();
    await expect(page).toHaveURL(/count=20/);
    await expect(stores(page)).toHaveCount(15);

    const invalid = await page.goto('/store-locator?country=&postalCode=', { waitUntil: 'domcontentloaded' });
    expect(invalid?.status()).toBe(400);
    await expect(page.getByText('Please select a country.')).toBeVisible();
    await expect(page.getByText('Please enter a postal code.')).toBeVisible();
    // fr-CA: the locator's words, the status line and its messages are French in the server HTML too
    const french = await page.goto('/fr-ca/store-locator?country=&postalCode=', { waitUntil: 'domcontentloaded' });
    expect(french?.status()).toBe(400);
    await expect(page.getByRole('heading', { level: 1, name: 'Trouver un magasin' })).toBeVisible();
    await expect(page.getByText('Veuillez choisir un pays.')).toBeVisible();
    await expect(page.getByText('Veuillez entrer un code postal.')).toBeVisible();
    await page.goto('/fr-ca/store-locator', { waitUntil: 'domcontentloaded' });
    await expect(status(page)).toHaveText('Magasins dans un rayon de 100 km de 10178, Allemagne');
    await expect(page.getByRole('list', { name: 'Magasins' }).getByRole('listitem').first()).toContainText(
      /à \d+(,\d+)? km/,
    );
  });
});

// axe needs JavaScript in the page: the server HTML is checked with every script request refused instead.
test('the server HTML alone passes axe: results and the invalid form', async ({ page }) => {
  test.slow();
  await page.route(/\.js(\?.*)?$/, (route) => route.abort());
  await page.goto('/store-locator?country=DE&postalCode=10178', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('[data-store-locator="server"]')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Load More' })).toHaveAttribute(
    'href',
    '/store-locator?country=DE&postalCode=10178&count=20',
  );
  await expectNoViolations(page);
  await page.goto('/store-locator?country=&postalCode=', { waitUntil: 'domcontentloaded' });
  await expect(page.getByText('Please select a country.')).toBeVisible();
  await expectNoViolations(page);
});

test('the footer links to the store locator', async ({ page }) => {
  test.slow();
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('footer').getByRole('link', { name: 'Store locator' })).toHaveAttribute(
    'href',
    '/store-locator',
  );
});

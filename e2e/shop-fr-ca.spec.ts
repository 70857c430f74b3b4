import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { gotoReady, wakeIsland, productPath } from './helpers';
import { ownSandbox, ownStorefront, type OwnSandbox, type OwnStorefront } from './ownServers';

/**
 * The shop in fr-CA (docs/behaviour/cart-and-checkout.md, docs/behaviour/data-layer.md): a shopper walks from
 * `/fr-ca/home` to a confirmed order in French, every price in Canadian dollars as fr-CA writes them, and the bag
 * survives a restart of the commerce backend mid-walk. A sandbox and a storefront of this file's own, so the sandbox
 * can be stopped and started again on the same data folder. Demo catalogue: RM1001 (plenty of stock).
 */
test.describe.configure({ mode: 'serial', timeout: 300_000 });

let sandbox: OwnSandbox;
let storefront: OwnStorefront;
let origin = '';

test.beforeAll(async () => {
  test.setTimeout(180_000);
  sandbox = await ownSandbox('shop-fr-ca');
  await sandbox.start();
  storefront = await ownStorefront({ SANDBOX_PORT: String(sandbox.port) });
  origin = storefront.origin;
});

test.afterEach(async ({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus)
    await testInfo.attach('storefront warnings', { body: storefront.problems().join('\n') });
});

test.afterAll(async () => {
  storefront?.stop();
  await sandbox?.dispose();
});

/** A price as fr-CA writes CAD: `121,99 $`. */
const FRENCH_CAD = /\d+,\d{2}\s\$/;
/** A price as en-US writes dollars: `$121.99`. */
const DOLLARS_FIRST = /\$\s?\d/;

const axeViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).options({ rules: { 'target-size': { enabled: true } } }).analyze()).violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
const dataLayerEvents = (page: Page) =>
  page.evaluate(() => ((window as { dataLayer?: { event?: string }[] }).dataLayer ?? []).map((entry) => entry.event));
const buyBox = (page: Page) => page.locator('[data-product-detail]');

test('fr-CA: home → category → filter → product → colour and size → bag → quantity → checkout → confirmation, in CAD', async ({
  page,
}) => {
  await gotoReady(page, `${origin}/fr-ca/home`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  expect(await axeViolations(page)).toEqual([]);
  // The home page has no page data of its own: the overlays island pushes its page event.
  await expect.poll(() => dataLayerEvents(page)).toContain('pageView');

  const category = page.locator('a[href="/fr-ca/c/mens/"]:visible').first();
  await Promise.all([page.waitForURL('**/fr-ca/c/mens/'), category.click()]);
  await expect(page.getByRole('heading', { level: 1, name: 'Hommes' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  // A category page's data layer: one categoryView after the list, no page event.
  await expect.poll(() => dataLayerEvents(page)).toEqual(['categoryView']);

  const blue = page.locator('details[data-facet="c_color"] a[data-refinement-value="Blue"]');
  await Promise.all([page.waitForURL('**/fr-ca/c/mens/?refine=c_color%3DBlue'), blue.click()]);
  const grid = page.getByRole('list', { name: 'Produits' });
  expect(await grid.locator('article').first().innerText()).toMatch(FRENCH_CAD);
  const jacket = grid.locator(`a[href="/fr-ca${productPath('RM1001')}"]`).first();
  await jacket.scrollIntoViewIfNeeded();
  await Promise.all([page.waitForURL(`**/fr-ca${productPath('RM1001')}`), jacket.click()]);

  await page.locator('a[href*="color=464"]').first().click();
  await page.locator('[data-product-detail] a[href*="size=L"]').first().click();
  await expect(page).toHaveURL(/color=464/);
  await expect(page).toHaveURL(/size=L/);
  const price = await page.locator('[data-product-price]').innerText();
  expect(price).toMatch(FRENCH_CAD);
  expect(price).not.toMatch(DOLLARS_FIRST);
  await expect.poll(() => dataLayerEvents(page)).toEqual(['pageView', 'productView']);
  expect(await axeViolations(page)).toEqual([]);

  await wakeIsland(buyBox(page));
  await buyBox(page).getByRole('button', { name: 'Ajouter au panier' }).click();
  const added = page.getByRole('dialog', { name: 'Ajouté au panier' });
  await expect(added).toBeVisible();
  await expect(added).toContainText(FRENCH_CAD);
  await expect.poll(() => dataLayerEvents(page)).toContain('addToCart');
  await Promise.all([page.waitForURL('**/fr-ca/cart'), added.getByRole('link', { name: 'Panier (1)' }).click()]);

  await expect(page.getByRole('heading', { level: 1, name: 'Panier (1)' })).toBeVisible();
  const line = page.locator('[data-cart-line]');
  await expect(line).toHaveCount(1);
  await expect(line.locator('[data-line-price]')).toHaveText(FRENCH_CAD);
  await expect(page.locator('[data-total="subtotal"]')).toHaveText(FRENCH_CAD);

  // The commerce backend restarts: the bag is in its database, nothing is lost.
  await sandbox.restart();
  await gotoReady(page, `${origin}/fr-ca/cart`);
  await expect(page.locator('[data-cart-line]')).toHaveCount(1);
  await expect(page.locator('[data-cart-line]')).toContainText("Men's Stormbreak II Rain Jacket");
  const subtotalBefore = await page.locator('[data-total="subtotal"]').textContent();

  const quantityForm = page.locator('[data-cart-line] [data-cart-quantity]');
  await wakeIsland(quantityForm);
  await quantityForm.getByRole('button', { name: /^Augmenter la quantité de/ }).click();
  await Promise.all([
    page.waitForURL(/\/fr-ca\/cart#cart-line-/),
    quantityForm.getByRole('button', { name: 'Mettre à jour' }).click(),
  ]);
  await expect(page.locator('[data-cart-line] [data-cart-quantity]').getByRole('spinbutton')).toHaveValue('2');
  await expect(page.locator('[data-total="subtotal"]')).not.toHaveText(subtotalBefore!);
  await expect(page.locator('[data-total="total"]')).toHaveText(FRENCH_CAD);
  expect(await axeViolations(page)).toEqual([]);

  await Promise.all([
    page.waitForURL('**/fr-ca/checkout'),
    page.getByRole('link', { name: 'Passer à la caisse' }).click(),
  ]);
  await expect(page.getByRole('heading', { level: 1, name: 'Caisse' })).toBeVisible();
  await expect.poll(() => dataLayerEvents(page)).toEqual(['pageView', 'beginCheckout']);
  await page.getByLabel('Courriel').fill('randonneuse@example.com');
  await page.getByRole('button', { name: 'Continuer vers l’adresse de livraison' }).click();
  await page.getByLabel('Prénom').fill('Jo');
  await page.getByLabel('Nom', { exact: true }).fill('Randonneuse');
  await page.getByLabel('Adresse', { exact: true }).fill('1 rue du Sentier');
  await page.getByLabel('Ville').fill('Québec');
  await page.getByLabel(/État ou province/).fill('QC');
  await page.getByLabel('Code postal').fill('G1R 4P5');
  await page.getByLabel('Pays').selectOption('CA');
  await page.getByRole('button', { name: 'Continuer vers le mode de livraison' }).click();
  const methodStep = page.getByRole('region', { name: '3. Mode de livraison' });
  await methodStep.getByRole('button').click();
  const summary = page.getByRole('complementary', { name: 'Récapitulatif de la commande' });
  await expect(summary.locator('[data-total="total"]')).toHaveText(FRENCH_CAD);
  expect(await summary.innerText()).not.toMatch(DOLLARS_FIRST);
  expect(await axeViolations(page)).toEqual([]);
  await Promise.all([
    page.waitForURL(/\/fr-ca\/checkout\/confirmation\/\d+$/),
    page.getByRole('button', { name: 'Passer la commande' }).click(),
  ]);

  await expect(page.getByRole('heading', { level: 1, name: 'Merci de votre commande' })).toBeVisible();
  await expect(page.locator('main')).toContainText("Men's Stormbreak II Rain Jacket × 2");
  await expect(page.locator('[data-total="total"]')).toHaveText(FRENCH_CAD);
  await expect(page.locator('address')).toContainText('1 rue du Sentier');
  await expect.poll(() => dataLayerEvents(page)).toEqual(['pageView', 'purchase']);
  expect(await axeViolations(page)).toEqual([]);
});

test('fr-CA product page: recommendations load near the viewport, in French and CAD', async ({ page }) => {
  await gotoReady(page, `${origin}/fr-ca${productPath('RM1001')}`);
  const marker = page.locator('[data-island="product-recommendations"]');
  await marker.scrollIntoViewIfNeeded();
  const carousel = page.getByRole('region', { name: 'Vous aimerez peut-être aussi' });
  await expect(carousel).toBeVisible();
  const firstTile = carousel.getByRole('article').first();
  expect(await firstTile.innerText()).toMatch(FRENCH_CAD);
  await expect(firstTile.getByRole('link').first()).toHaveAttribute('href', /^\/fr-ca\/(product|p)\//);
  expect(await axeViolations(page)).toEqual([]);
});

test('do-not-track: the recommendations come from the non-personal fallback', async ({ browser }) => {
  const context = await browser.newContext({ extraHTTPHeaders: { 'Sec-GPC': '1' } });
  const page = await context.newPage();
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/__ridgeline/recommendations') || request.url().includes('/v3/'))
      asked.push(new URL(request.url()).pathname + new URL(request.url()).search);
  });
  await gotoReady(page, `${origin}/fr-ca${productPath('RM1001')}`);
  await page.locator('[data-island="product-recommendations"]').scrollIntoViewIfNeeded();
  await expect(page.getByRole('region', { name: 'Vous aimerez peut-être aussi' })).toBeVisible();
  // No call to the recommendation and activity service from the browser; the storefront asked the recommender itself.
  expect(asked.filter((address) => address.startsWith('/v3/'))).toEqual([]);
  expect(asked).toContain('/__ridgeline/recommendations?locale=fr-CA&recommender=pdp-similar-items&products=RM1001');
  await context.close();
});

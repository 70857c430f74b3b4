import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { gotoReady, wakeIsland } from './helpers';

/**
 * The three locales (docs/behaviour/urls.md#locales): en-US without a prefix, en-CA and fr-CA under `/en-ca` and
 * `/fr-ca`, each with its messages, content, catalogue names and currency; the locale switch and hreflang alternates.
 */
const WCAG22_RULES = { 'target-size': { enabled: true } };

/** A price as fr-CA writes CAD: `121,99 $`. */
const FRENCH_CAD = /\d+,\d{2}\s\$/;

test('/fr-ca/home is the home page in French, its content and prices in CAD', async ({ page }) => {
  const response = await page.goto('/fr-ca/home');
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  // The hero's headline is a localized field: Content Delivery answers the fr-CA value.
  await expect(page.getByRole('heading', { level: 1, name: 'À la poursuite de l’aube' })).toBeVisible();
  // The product carousels' tiles are priced in the locale's currency, as fr-CA writes it.
  const carouselText = await page.locator('[data-schema$="product-category-carousel"]').first().innerText();
  expect(carouselText).toMatch(FRENCH_CAD);
  expect(carouselText).not.toMatch(/\$\d/);
  await expect(
    page.getByRole('navigation', { name: 'Langue' }).getByRole('link', { name: /français/ }),
  ).toHaveAttribute('aria-current', 'true');
  // The carousel's arrows and its tiles' own words are French too (the render context's labels), in the server HTML
  // and once its island has hydrated with the same words.
  const carousel = page.locator('[data-schema$="product-category-carousel"]').first();
  for (const state of ['server', 'hydrated']) {
    if (state === 'hydrated') await wakeIsland(carousel.getByRole('radiogroup').first());
    await expect(carousel.getByRole('button', { name: 'Produits suivants' }), state).toBeAttached();
    await expect(carousel.getByRole('radiogroup', { name: /^Couleur : / }).first(), state).toBeAttached();
    await expect(carousel.getByRole('radiogroup', { name: /^Colour: / }), state).toHaveCount(0);
  }
  // The same page in the default locale: English, USD.
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await expect(page.getByRole('heading', { level: 1, name: 'Chase first light' })).toBeVisible();
  expect(await page.locator('[data-schema$="product-category-carousel"]').first().innerText()).toMatch(/\$\d+\.\d{2}/);
  await expect(
    page.locator('[data-schema$="product-category-carousel"]').first().getByRole('button', { name: 'Next products' }),
  ).toBeAttached();
});

test('/fr-ca/c/mens/ lists the category in French: names, labels, links and CAD prices', async ({ page }) => {
  const response = await page.goto('/fr-ca/c/mens/');
  expect(response?.status()).toBe(200);
  expect(response?.headers()['cache-control']).toContain('s-maxage=900');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await expect(page.getByRole('heading', { level: 1, name: 'Hommes' })).toBeVisible();
  const crumbs = page.getByRole('navigation', { name: 'Fil d’Ariane' });
  await expect(crumbs.getByRole('link', { name: 'Accueil' })).toHaveAttribute('href', '/fr-ca/home');
  await expect(page.locator('[data-result-count]')).toContainText('résultats');
  await expect(page.getByLabel('Trier par')).toBeVisible();
  const grid = page.getByRole('list', { name: 'Produits' });
  expect(await grid.locator('article').first().innerText()).toMatch(FRENCH_CAD);
  // Every link of the list stays in the locale.
  const hrefs = await grid
    .locator('a[href^="/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) expect(href).toMatch(/^\/fr-ca\//);
});

test('the hreflang alternates name the three locales and x-default, and each answers 200', async ({
  page,
  request,
}) => {
  for (const path of ['/t/about', '/fr-ca/c/mens/', '/en-ca/home']) {
    await page.goto(path);
    const alternates = await page
      .locator('head link[rel="alternate"][hreflang]')
      .evaluateAll((links) =>
        links.map((link) => ({ hreflang: link.getAttribute('hreflang'), href: (link as HTMLLinkElement).href })),
      );
    expect(alternates.map((a) => a.hreflang).slice(0, 4), path).toEqual(['en-US', 'en-CA', 'fr-CA', 'x-default']);
    for (const { href } of alternates.slice(0, 4)) {
      const answer = await request.get(href, { maxRedirects: 0 });
      expect(answer.status(), href).toBe(200);
    }
  }
  await page.goto('/fr-ca/t/about');
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', /\/fr-ca\/t\/about$/);
});

test('the locale switch goes to the same page in the other locale, query kept, refine dropped', async ({ page }) => {
  await gotoReady(page, '/c/mens/?sort=newest&refine=c_color%3DBlack');
  const switcher = page.getByRole('navigation', { name: 'Language' });
  await expect(switcher.getByRole('link')).toHaveText([
    'English (United States)',
    'English (Canada)',
    'français (Canada)',
  ]);
  await switcher.getByRole('link', { name: /français/ }).click();
  await expect(page).toHaveURL(/\/fr-ca\/c\/mens\/\?sort=newest$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await page.getByRole('navigation', { name: 'Langue' }).getByRole('link', { name: 'English (Canada)' }).click();
  await expect(page).toHaveURL(/\/en-ca\/c\/mens\/\?sort=newest$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
  // en-CA prices are CAD, as English Canada writes them.
  expect(await page.getByRole('list', { name: 'Products' }).locator('article').first().innerText()).toMatch(
    /\$\d+\.\d{2}/,
  );
});

test('an unknown locale prefix is the not-found page in the default locale; a known one’s in that locale', async ({
  page,
}) => {
  const unknown = await page.goto('/xx-yy/t/about');
  expect(unknown?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  const french = await page.goto('/fr-ca/t/no-such-page');
  expect(french?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await expect(page.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Aller à la page d’accueil' })).toHaveAttribute('href', '/fr-ca/home');
  await expect(page).toHaveTitle('Page introuvable | Ridgeline');
});

test('the default locale’s alias answers 301 to the address without it', async ({ request }) => {
  const about = await request.get('/en-us/t/about', { maxRedirects: 0 });
  expect(about.status()).toBe(301);
  expect(about.headers().location).toBe('/t/about');
  const search = await request.get('/en-us/search?q=fleece', { maxRedirects: 0 });
  expect(search.status()).toBe(301);
  expect(search.headers().location).toBe('/search?q=fleece');
  const bare = await request.get('/fr-ca', { maxRedirects: 0 });
  expect(bare.status()).toBe(301);
  expect(bare.headers().location).toBe('/fr-ca/home');
});

async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).options({ rules: WCAG22_RULES }).analyze();
  expect(
    results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

test('axe finds nothing on French pages', async ({ page }) => {
  test.setTimeout(90_000);
  for (const path of ['/fr-ca/c/mens/', '/fr-ca/t/about']) {
    await gotoReady(page, path);
    await expectNoViolations(page);
  }
});

test('the shop’s own pages have their titles in the locale', async ({ page }) => {
  for (const [path, title] of [
    ['/fr-ca/cart', 'Panier | Ridgeline'],
    ['/fr-ca/login', 'Connexion | Ridgeline'],
    ['/fr-ca/registration', 'Créer un compte | Ridgeline'],
    ['/cart', 'Bag | Ridgeline'],
  ] as const) {
    await page.goto(path);
    await expect(page, path).toHaveTitle(title);
  }
});

test('a list tile speaks the page’s language: its Compare box and stock words', async ({ page }) => {
  await page.goto('/fr-ca/c/mens/');
  const tile = page.locator('article[data-product-id]').first();
  await expect(tile.getByText('Comparer', { exact: true })).toBeVisible();
  await expect(tile.getByRole('checkbox', { name: /^Comparer / })).toBeAttached();
  await page.goto('/c/mens/');
  await expect(page.locator('article[data-product-id]').first().getByText('Compare', { exact: true })).toBeVisible();
});

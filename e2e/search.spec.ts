import { gzipSync } from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type Request } from '@playwright/test';
import { gotoReady } from './helpers';

/**
 * The header search (docs/behaviour/shell.md, "Search"): server HTML is a working search form; the combobox hydrates
 * on the first interaction and asks `/__ridgeline/search-suggestions` after a 500 ms pause. `/search` itself is
 * another page: these tests look at the URL a search goes to, not at that page.
 */
const SUGGESTIONS_PATH = '/__ridgeline/search-suggestions';
const DESKTOP = { width: 1280, height: 900 };
const MOBILE = { width: 390, height: 844 };

const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search' }).first();
const suggestionRequests = (page: Page) => {
  const seen: string[] = [];
  page.on('request', (request: Request) => {
    if (request.url().includes(SUGGESTIONS_PATH)) seen.push(new URL(request.url()).searchParams.get('q') ?? '');
  });
  return seen;
};
const searchedFor = (page: Page) => new URL(page.url()).searchParams.get('q');

/** Focuses the desktop search box and waits for its island to hydrate (a shopper's first keys may come sooner). */
async function openSearch(page: Page) {
  const input = searchBox(page);
  await input.click();
  await expect(page.locator('[data-island="header-search"]')).toHaveAttribute('data-island-state', 'hydrated');
  await expect(page.locator('[data-header-search] form[data-search-ready]').first()).toBeAttached();
  return input;
}

// Two cores shared by several servers: pages with many images can take a while to load.
test.describe.configure({ timeout: 60_000 });

test.describe('desktop', () => {
  test.use({ viewport: DESKTOP });

  test('the server HTML is a search form that submits to /search?q= without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const form = page.locator('form[role="search"][action="/search"][method="get"]').first();
    await expect(form).toBeVisible();
    await form.locator('input[name="q"]').fill('rain jacket');
    await form.locator('input[name="q"]').press('Enter');
    await expect(page).toHaveURL(/\/search\?q=rain\+jacket$/);
    await context.close();
  });

  test('asks for suggestions only after typing pauses for 500 ms, then shows them', async ({ page }) => {
    await gotoReady(page, '/');
    const input = await openSearch(page);
    // Installed, the page's clock still runs at the real pace: paused here, only runFor moves it, so a busy machine's
    // slow typing cannot let the 500 ms pass on its own (it did once: the suggestions came before the check).
    await page.clock.install();
    await page.clock.pauseAt(new Date(Date.now() + 1_000));
    const asked = suggestionRequests(page);
    await input.pressSequentially('jac');
    await page.clock.runFor(450);
    expect(asked, 'no request before the pause has lasted 500 ms').toEqual([]);
    await expect(page.getByRole('option')).toHaveCount(0);
    await page.clock.runFor(100);
    await expect.poll(() => asked).toEqual(['jac']);
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await expect(
      page.getByRole('group', { name: 'Suggestions' }).getByRole('option', { name: 'jacket', exact: true }),
    ).toBeVisible();
    const products = page.getByRole('group', { name: 'Products' }).getByRole('option');
    await expect(products.first()).toBeVisible();
    expect(await products.count()).toBeLessThanOrEqual(4);
    await expect(page.getByRole('status').first()).toContainText('suggestions for jac');
    // Fewer than 3 characters clears the query: the suggestions go at once, nothing is asked.
    await input.press('Backspace');
    await expect(page.getByRole('group', { name: 'Products' })).toHaveCount(0);
    await page.clock.runFor(600);
    expect(asked).toEqual(['jac']);
  });

  test('arrow keys move the active option and Enter searches for it; Escape closes, then clears', async ({ page }) => {
    await gotoReady(page, '/');
    const input = await openSearch(page);
    await input.pressSequentially('jac');
    const jacket = page.getByRole('option', { name: 'jacket', exact: true });
    await expect(jacket).toBeVisible();
    await input.press('ArrowDown');
    await expect(input).toHaveAttribute(
      'aria-activedescendant',
      (await page.getByRole('option').first().getAttribute('id'))!,
    );
    await input.press('ArrowDown');
    await input.press('ArrowUp');
    await expect(input).toHaveAttribute('aria-activedescendant', (await jacket.getAttribute('id'))!);
    await expect(input).toBeFocused();
    await input.press('Escape');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(input).toHaveValue('jac');
    await input.press('ArrowDown');
    await expect(jacket).toBeVisible();
    await input.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=jacket$/);

    await gotoReady(page, '/');
    await (await openSearch(page)).pressSequentially('tent');
    await searchBox(page).press('Escape');
    await searchBox(page).press('Escape');
    await expect(searchBox(page)).toHaveValue('');
  });

  test('a misspelling offers "Did you mean …?", which searches for the suggestion', async ({ page }) => {
    await gotoReady(page, '/');
    const input = await openSearch(page);
    await input.pressSequentially('jakcet');
    const didYouMean = page.getByRole('option', { name: 'Did you mean jacket?' });
    await expect(didYouMean).toBeVisible();
    await expect(page.getByText('No products found')).toHaveCount(0);
    await didYouMean.click();
    await expect(input).toHaveValue('jacket');
    await expect(page.getByRole('group', { name: 'Products' }).getByRole('option').first()).toBeVisible();
  });

  test('says "No products found" when nothing matches and nothing is corrected', async ({ page }) => {
    await gotoReady(page, '/');
    await (await openSearch(page)).pressSequentially('qqqqqqqqq');
    await expect(page.locator('[data-search-message]').first()).toHaveText('No products found');
  });

  test('remembers searches (newest first, case-insensitively once) across a reload; a blank submit does nothing', async ({
    page,
  }) => {
    await gotoReady(page, '/');
    for (const term of ['rain jacket', 'boots', '  Rain Jacket  ']) {
      await openSearch(page);
      await searchBox(page).fill(term);
      await searchBox(page).press('Enter');
      await expect.poll(() => searchedFor(page)).toBe(term.trim());
      await gotoReady(page, '/');
    }
    await page.reload();
    await openSearch(page);
    const recent = page.getByRole('group', { name: 'Recent searches' }).getByRole('option');
    await expect(recent).toHaveText(['Rain Jacket', 'boots']);

    await searchBox(page).fill('   ');
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(/\/$/);

    await recent.first().click();
    await expect.poll(() => searchedFor(page)).toBe('Rain Jacket');
  });

  test('the clear icon empties the input and removes q from the address', async ({ page }) => {
    await gotoReady(page, '/?q=jacket&icid=header');
    const input = await openSearch(page);
    await input.pressSequentially('tent');
    await page.getByRole('button', { name: 'Clear search' }).first().click();
    await expect(input).toHaveValue('');
    await expect(input).toBeFocused();
    await expect(page).toHaveURL(/\/\?icid=header$/);
  });

  test('quick results are a popover with products in 4 columns, and pass axe', async ({ page }) => {
    await gotoReady(page, '/');
    await (await openSearch(page)).pressSequentially('jacket');
    const grid = page.getByRole('group', { name: 'Products' }).locator('[role="presentation"]').last();
    await expect(grid.getByRole('option').first()).toBeVisible();
    const columns = await grid.evaluate((element) => getComputedStyle(element).gridTemplateColumns.split(' ').length);
    expect(columns).toBe(4);
    const results = await new AxeBuilder({ page }).include('[data-header-search]').analyze();
    expect(results.violations).toEqual([]);
  });

  test('the search code loads only on interaction: none of it in the first load of /', async ({ page }) => {
    const scripts = new Map<string, number>();
    let interacted = false;
    const before: string[] = [];
    const after: string[] = [];
    page.on('response', (response) => {
      const url = response.url();
      if (!/\/assets\/.+\.js$/.test(url)) return;
      (interacted ? after : before).push(url);
      // A worker's script (the islands' ICU warm-up, started when the page is idle) is not the page's: Playwright
      // cannot read its body, and it is no search code; its size is left out of the note below.
      response.body().then(
        (body) => scripts.set(url, gzipSync(body, { level: 9 }).length),
        () => {},
      );
    });
    await gotoReady(page, '/');
    await page.waitForLoadState('networkidle');
    expect(before.filter((url) => /SearchControl|SearchCombobox|downshift/i.test(url))).toEqual([]);
    interacted = true;
    await searchBox(page).focus();
    await expect(page.locator('[data-island="header-search"]')).toHaveAttribute('data-island-state', 'hydrated');
    await page.waitForLoadState('networkidle');
    expect(after.some((url) => url.includes('SearchControl'))).toBe(true);
    const bytes = after.reduce((sum, url) => sum + (scripts.get(url) ?? 0), 0);
    test.info().annotations.push({
      type: 'search-js-on-interaction',
      description: `${after.length} files, ${(bytes / 1024).toFixed(1)} KB gzip`,
    });
    console.log(`header search: ${after.length} files, ${(bytes / 1024).toFixed(1)} KB gzip loaded on interaction`);
  });
});

test.describe('mobile', () => {
  test.use({ viewport: MOBILE });

  test('the search button opens a full-screen drawer with the input focused and products in 2 columns', async ({
    page,
  }) => {
    await gotoReady(page, '/');
    await page.locator('[data-header-search] summary').click();
    const dialog = page.getByRole('dialog', { name: 'Search' });
    await expect(dialog).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box?.width).toBeCloseTo(MOBILE.width, 0);
    const input = dialog.getByRole('combobox', { name: 'Search' });
    await expect(input).toBeFocused();
    await input.pressSequentially('jacket');
    const grid = dialog.getByRole('group', { name: 'Products' }).locator('[role="presentation"]').last();
    await expect(grid.getByRole('option').first()).toBeVisible();
    expect(await grid.evaluate((element) => getComputedStyle(element).gridTemplateColumns.split(' ').length)).toBe(2);
    await input.press('Enter');
    await expect.poll(() => searchedFor(page)).toBe('jacket');
  });

  test('without JavaScript the search button unfolds a plain form', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: MOBILE });
    const page = await context.newPage();
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await page.locator('[data-header-search] summary').click();
    const input = page.locator('[data-header-search] details input[name="q"]');
    await input.fill('boots');
    await input.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=boots$/);
    await context.close();
  });
});

test('the suggestions endpoint answers cacheable JSON and refuses short terms', async ({ request }) => {
  const ok = await request.get(`${SUGGESTIONS_PATH}?q=jac`);
  expect(ok.status()).toBe(200);
  expect(ok.headers()['cache-control']).toContain('max-age=300');
  const body = await ok.json();
  expect(body).toMatchObject({ term: 'jac', productsFailed: false });
  expect(body.products.length).toBeLessThanOrEqual(4);
  expect(body.categories.length).toBeLessThanOrEqual(3);
  expect(body.phrases.length).toBeLessThanOrEqual(5);
  expect((await request.get(`${SUGGESTIONS_PATH}?q=ja`)).status()).toBe(400);
});

test('in fr-CA the header search speaks French: its label, its groups and its live status', async ({ page }) => {
  await gotoReady(page, '/fr-ca/home');
  const input = page.getByRole('combobox', { name: 'Rechercher' }).first();
  await input.click();
  await expect(page.locator('[data-island="header-search"]')).toHaveAttribute('data-island-state', 'hydrated');
  await input.pressSequentially('jacket');
  const listbox = page.getByRole('listbox').first();
  await expect(listbox.getByRole('group', { name: 'Produits' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(/suggestions? pour jacket/)).toBeAttached();
  await expect(page.getByRole('link', { name: /Voir tous les résultats pour « jacket »/ })).toBeVisible();
});

import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { gotoReady, watchConsole, wakeIsland } from './helpers';

/**
 * The product list's in-place states (docs/behaviour/product-list.md, "In place"; issues 21 and 26): once the list's
 * `list-in-place` island runs, a filter, a sort, a page size or a page loads into the list without a document
 * request, the address follows (Back restores), focus goes to the results heading and a polite live region says the
 * count; a reload or a shared link renders the same state; without JavaScript the links and forms load pages as before.
 */
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

const resultCount = async (page: Page) =>
  Number(await page.locator('[data-result-count]').getAttribute('data-result-count'));
const announcement = (page: Page) => page.locator('[data-list-announcement]');
const heading = (page: Page) => page.locator('#product-list-heading');
const colour = (page: Page, name: string) =>
  page.locator(`details[data-facet="c_color"] a[data-refinement-value="${name}"]`);

/** Every document request the page makes from now on (an in-place state makes none). */
function documentRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') urls.push(request.url());
  });
  return urls;
}

/** The focused element's role (tag) and accessible text. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return { id: element?.id ?? '', tag: element?.tagName.toLowerCase() ?? '', text: element?.textContent ?? '' };
  });

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test.describe('desktop (1280)', () => {
  test.use({ viewport: DESKTOP });

  test('filter, sort and page in place: no document load, the address follows, Back and reload restore', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const console = watchConsole(page);
    await gotoReady(page, '/c/mens/');
    const documents = documentRequests(page);
    const total = await resultCount(page);

    // Filter (a link in the sidebar).
    const blueCount = Number(/\((\d+)\)/.exec((await colour(page, 'Blue').textContent()) ?? '')?.[1]);
    await colour(page, 'Blue').click();
    await expect(page).toHaveURL(/\/c\/mens\/\?refine=c_color%3DBlue$/);
    expect(await resultCount(page)).toBe(blueCount);
    await expect(colour(page, 'Blue')).toHaveAttribute('data-selected', 'true');
    await expect(heading(page)).toBeFocused();
    await expect(announcement(page)).toHaveText(`${blueCount} results`);

    // Sort (the select's form, sent on a pointer choice).
    const sort = page.getByRole('combobox', { name: 'Sort by' });
    await wakeIsland(sort);
    await sort.selectOption('price-low-to-high');
    await expect(page).toHaveURL(/sort=price-low-to-high/);
    expect(new URL(page.url()).searchParams.getAll('refine')).toEqual(['c_color=Blue']);
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-low-to-high');
    await expect(heading(page)).toBeFocused();

    // Back steps through the states: the filter without the sort, then the whole list.
    await page.goBack();
    await expect(page).toHaveURL(/\/c\/mens\/\?refine=c_color%3DBlue$/);
    await expect(page.getByRole('combobox', { name: 'Sort by' })).not.toHaveValue('price-low-to-high');
    await page.goBack();
    await expect(page).toHaveURL(/\/c\/mens\/$/);
    await expect.poll(() => resultCount(page)).toBe(total);
    await page.goForward();
    await expect.poll(() => resultCount(page)).toBe(blueCount);
    expect(documents).toEqual([]);

    // A reload (a shared link) renders the same state on the server.
    await gotoReady(page, page.url());
    expect(await resultCount(page)).toBe(blueCount);
    await expect(colour(page, 'Blue')).toHaveAttribute('data-selected', 'true');
    expect(console.messages).toEqual([]);
  });

  test('a sort chosen before its select has hydrated is applied in place once it has', async ({ page }) => {
    const console = watchConsole(page);
    // The select's island code held back, as on a slow network: the choice lands on the server's plain <select>.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const held: string[] = [];
    await page.route(/\/assets\/SortSelect-[\w-]+\.js$/, async (route) => {
      held.push(route.request().url());
      await released;
      await route.continue();
    });
    await gotoReady(page, '/c/mens/');
    const documents = documentRequests(page);
    const sort = page.getByRole('combobox', { name: 'Sort by' });
    await sort.selectOption('price-low-to-high');
    await expect.poll(() => held.length).toBeGreaterThan(0); // the choice itself started the island
    await expect(page).toHaveURL(/\/c\/mens\/$/);
    release();
    await expect(page).toHaveURL(/\/c\/mens\/\?sort=price-low-to-high$/);
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-low-to-high');
    await expect(heading(page)).toBeFocused();
    expect(documents).toEqual([]);
    expect(console.messages).toEqual([]);
  });

  test('each state loaded in place gets the data-layer events and activity a page load would', async ({ page }) => {
    type Entry = { event?: string; category?: { id: string }; products?: { id: string }[]; resultCount?: number };
    const entries = () => page.evaluate(() => (window as unknown as { dataLayer?: Entry[] }).dataLayer ?? []);
    const viewCategory: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/__ridgeline/einstein/activities/viewCategory')
        viewCategory.push(request.postData() ?? '');
    });
    await gotoReady(page, '/c/mens/');
    // A category page's one event (its categoryView carries what a page event would).
    await expect.poll(async () => (await entries()).map((entry) => entry.event)).toEqual(['categoryView']);
    await expect.poll(() => viewCategory.length).toBe(1);
    const documents = documentRequests(page);

    await colour(page, 'Blue').click();
    await expect(page).toHaveURL(/\?refine=c_color%3DBlue$/);
    const blueCount = await resultCount(page);
    await expect
      .poll(async () => (await entries()).map((entry) => entry.event))
      .toEqual(['categoryView', 'categoryView']);
    const [first, second] = await entries();
    expect(second).toMatchObject({ category: { id: 'mens' }, resultCount: blueCount });
    expect(second!.products!.length).toBeGreaterThan(0);
    expect(second!.products).not.toEqual(first!.products);
    await expect.poll(() => viewCategory.length).toBe(2);
    expect(documents).toEqual([]);
  });

  test('search results page in place', async ({ page }) => {
    test.setTimeout(90_000);
    await gotoReady(page, '/search?q=ridgeline');
    const documents = documentRequests(page);
    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    await pagination.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/search\?q=ridgeline&page=2$/);
    await expect(pagination.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(heading(page)).toBeFocused();
    await expect(page).toHaveTitle(/ridgeline/i);
    expect(documents).toEqual([]);
  });

  test('keyboard only: a filter, then sort with arrows (nothing happens) and Enter', async ({ page }) => {
    test.setTimeout(180_000); // an axe run over a full grid takes long on a loaded machine
    await gotoReady(page, '/c/mens/');
    const documents = documentRequests(page);
    const blue = colour(page, 'Blue');
    await blue.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/refine=c_color%3DBlue/);
    expect(await focused(page)).toMatchObject({ id: 'product-list-heading', tag: 'h1' });
    const count = await resultCount(page);
    await expect(announcement(page)).toHaveText(`${count} results`);
    await expectNoAxeViolations(page);

    const sort = page.getByRole('combobox', { name: 'Sort by' });
    await wakeIsland(sort);
    await sort.focus();
    const before = page.url();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('button', { name: 'Apply' }).first()).toBeVisible();
    expect(page.url()).toBe(before);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/sort=/);
    await expect(heading(page)).toBeFocused();
    expect(documents).toEqual([]);
  });
});

test.describe('phone (390)', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  test('keyboard only: the filter drawer applies a colour in place and closes; focus on the results heading', async ({
    page,
  }) => {
    test.setTimeout(180_000); // two axe runs over a full grid
    const console = watchConsole(page);
    await gotoReady(page, '/c/mens/');
    const documents = documentRequests(page);
    const opener = page.getByRole('button', { name: /^Filters/ });
    await opener.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await expect(drawer).toBeVisible();
    await expectNoAxeViolations(page);

    const blue = drawer.locator('details[data-facet="c_color"] a[data-refinement-value="Blue"]');
    const blueCount = Number(/\((\d+)\)/.exec((await blue.textContent()) ?? '')?.[1]);
    await blue.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/refine=c_color%3DBlue/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await focused(page)).toMatchObject({ id: 'product-list-heading' });
    await expect(announcement(page)).toHaveText(`${blueCount} results`);
    await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
    // The page is usable again: nothing hidden from assistive technology, the new drawer opens.
    await expect(page.locator('main [aria-hidden="true"][data-aria-hidden]')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Filters (1)' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible();
    expect(documents).toEqual([]);
    expect(console.messages).toEqual([]);
  });
});

test.describe('without JavaScript', () => {
  test.use({ viewport: DESKTOP, javaScriptEnabled: false });

  test('filters, sort and pages are document loads, as before', async ({ page }) => {
    await page.goto('/c/mens/');
    await Promise.all([page.waitForURL('**/c/mens/?refine=c_color%3DBlue'), colour(page, 'Blue').click()]);
    await expect(colour(page, 'Blue')).toHaveAttribute('data-selected', 'true');
    const form = page.locator('form').filter({ has: page.getByRole('combobox', { name: 'Sort by' }) });
    await form.getByRole('combobox', { name: 'Sort by' }).selectOption('price-low-to-high');
    await Promise.all([page.waitForURL(/sort=price-low-to-high/), form.getByRole('button', { name: 'Apply' }).click()]);
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-low-to-high');
    await expect(announcement(page)).toHaveText('');
  });
});

import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { gotoReady, watchConsole } from './helpers';

/**
 * The product list's filters on a phone (storefront README, "Islands"; app/features/shop/list/FilterDrawer.tsx): below `md`
 * the refinements leave the page flow and a Filters button in the toolbar opens them in a drawer; from `md` on the
 * sidebar is unchanged. Choosing a value is a link navigation, as in the sidebar.
 */
const PHONE = { width: 412, height: 915 };
const DESKTOP = { width: 1280, height: 800 };
const WCAG22_RULES = { 'target-size': { enabled: true } };
/** The drawer island's chunk (Vite names it after its module). */
const drawerChunk = /\/assets\/FilterDrawer-[^/]*\.js$/;

const grid = (page: Page) => page.getByRole('list', { name: 'Products' });
const filtersButton = (page: Page) => page.getByRole('button', { name: /^Filters/ });
const refinementSection = (page: Page) => page.locator('#filters');

function scriptRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') urls.push(request.url());
  });
  return urls;
}

test.describe('phone (412×915)', () => {
  test.use({ viewport: PHONE, deviceScaleFactor: 2.625, isMobile: true, hasTouch: true });

  test('a shopper taps Filters, chooses a colour in the drawer and lands on the filtered list', async ({ page }) => {
    // A page load, the drawer's code on the first tap, an axe run over a grid and a second page load.
    test.setTimeout(180_000);
    const console = watchConsole(page);
    const scripts = scriptRequests(page);
    await gotoReady(page, '/c/mens/');
    // The grid starts in the first viewport: the refinements are out of the page flow.
    await expect(grid(page).getByRole('article').first()).toBeInViewport();
    await expect(refinementSection(page)).toBeHidden();
    const opener = filtersButton(page);
    await expect(opener).toHaveText('Filters');
    await expect(opener).toHaveAttribute('aria-expanded', 'false');
    // Nothing of the drawer is in the first load.
    expect(scripts.filter((url) => drawerChunk.test(url))).toEqual([]);

    // The first tap wakes the island; the runtime holds it and replays it once the drawer's code has loaded.
    await opener.tap();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await expect(drawer).toBeVisible();
    expect(scripts.filter((url) => drawerChunk.test(url))).toHaveLength(1);
    await expect(drawer).toHaveAttribute('data-placement', 'left');
    await expect(drawer).toBeInViewport();
    await expect
      .poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]'))))
      .toBe(true);
    const total = Number(await page.locator('[data-result-count]').getAttribute('data-result-count'));
    await expect(drawer.getByRole('button', { name: `Show ${total} results` })).toBeVisible();
    // Nothing chosen yet: no Clear all.
    await expect(drawer.getByRole('link', { name: 'Clear all' })).toHaveCount(0);

    const results = await new AxeBuilder({ page }).options({ rules: WCAG22_RULES }).analyze();
    expect(
      results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);

    // Escape closes it and focus is back on the button.
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(opener).toBeFocused();
    await expect(opener).toHaveAttribute('aria-expanded', 'false');

    // Show results closes it too.
    await opener.tap();
    await drawer.getByRole('button', { name: `Show ${total} results` }).tap();
    await expect(drawer).toBeHidden();
    await expect(opener).toBeFocused();

    // A colour in the drawer is a link: the filtered list is a new page, its button counts the choice.
    await opener.tap();
    const blue = drawer.locator('details[data-facet="c_color"] a[data-refinement-value="Blue"]');
    const blueCount = Number(/\((\d+)\)/.exec((await blue.textContent()) ?? '')?.[1]);
    await Promise.all([page.waitForURL('**/c/mens/?refine=c_color%3DBlue'), blue.tap()]);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(Number(await page.locator('[data-result-count]').getAttribute('data-result-count'))).toBe(blueCount);
    await expect(filtersButton(page)).toHaveText('Filters (1)');
    await filtersButton(page).tap();
    const filtered = page.getByRole('dialog', { name: 'Filters' });
    await expect(filtered.getByRole('link', { name: /^Blue \(\d+\) ?, selected$/ })).toHaveAttribute(
      'data-selected',
      'true',
    );
    await expect(filtered.getByRole('link', { name: 'Clear all' })).toHaveAttribute('href', '/c/mens/');
    await expect(filtered.getByRole('button', { name: `Show ${blueCount} results` })).toBeVisible();
    expect(console.messages).toEqual([]);
  });

  test('search results have the button too, in French on /fr-ca', async ({ page }) => {
    await gotoReady(page, '/search?q=jacket');
    await expect(filtersButton(page)).toBeVisible();
    await expect(refinementSection(page)).toBeHidden();
    await gotoReady(page, '/fr-ca/c/mens/?refine=c_color%3DBlue');
    await expect(page.getByRole('button', { name: 'Filtres (1)' })).toBeVisible();
  });
});

test.describe('desktop', () => {
  test.use({ viewport: DESKTOP });

  test('keeps the sidebar and shows no Filters button', async ({ page }) => {
    await gotoReady(page, '/c/mens/');
    await expect(refinementSection(page)).toBeVisible();
    await expect(refinementSection(page).getByRole('heading', { name: 'Filters' })).toBeVisible();
    await expect(filtersButton(page)).toBeHidden();
    await expect(page.getByRole('link', { name: /^Filters/ })).toBeHidden();
  });
});

test.describe('phone without JavaScript', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true, javaScriptEnabled: false });

  test('the Filters link shows the refinement section, whose links filter', async ({ page }) => {
    await page.goto('/c/mens/');
    await expect(refinementSection(page)).toBeHidden();
    await expect(filtersButton(page)).toBeHidden();
    await page.getByRole('link', { name: 'Filters' }).click();
    await expect(page).toHaveURL(/\/c\/mens\/#filters$/);
    await expect(refinementSection(page)).toBeVisible();
    const blue = refinementSection(page).locator('details[data-facet="c_color"] a[data-refinement-value="Blue"]');
    await expect(blue).toBeInViewport();
    await Promise.all([page.waitForURL('**/c/mens/?refine=c_color%3DBlue'), blue.click()]);
    await expect(page.getByRole('link', { name: 'Filters (1)' })).toHaveAttribute('href', '#filters');
  });
});

import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { sandboxOrigin } from './env';
import { gotoReady, wakeIsland, watchConsole, productPath } from './helpers';

/**
 * The product page (docs/behaviour/product-page.md): an islands document whose buy box hydrates on the first
 * interaction; every choice is a link and the add-to-bag form a real post, so it works without JavaScript too.
 * Demo catalogue: RM1001 (4 colours, 5 sizes, Safety Orange on sale at $89.90), RM1004 (every size 1 to 5 left),
 * RM1006 (sold out).
 */
const JACKET = productPath('RM1001');
/** A pattern for an address ending with `path` (its dots and question mark taken literally). */
const endsWith = (path: string) => new RegExp(`${path.replace(/[.?]/g, '\\$&')}$`);

// Two cores shared by the sandbox's image encoding and three storefronts: a cold product or category page (commerce
// calls, then axe over a long page) can take more than the default 30 s here.
test.describe.configure({ timeout: 60_000 });

const buyBox = (page: Page) => page.locator('[data-product-detail]');
const price = (page: Page) => page.locator('[data-product-price]');
const stock = (page: Page) => page.locator('[data-product-stock]');
const colour = (page: Page) => page.getByRole('group', { name: /^Color/ });
const size = (page: Page) => page.getByRole('group', { name: /^Size/ });
const mainImage = (page: Page) => page.locator('[data-gallery-image="0"] img');

test('a category page tile opens its product page', async ({ page }) => {
  await gotoReady(page, '/c/mens-jackets');
  const tile = page.getByRole('link', { name: "Men's Stormbreak II Rain Jacket" }).first();
  await tile.scrollIntoViewIfNeeded();
  await expect(tile).toHaveAttribute('href', JACKET);
  await tile.click();
  await expect(page).toHaveURL(endsWith(JACKET));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Men's Stormbreak II Rain Jacket");
  await expect(buyBox(page)).toBeVisible();
});

test('server HTML: islands document, head, gallery sizes, the form and the accordions open by default', async ({
  page,
  request,
}) => {
  const response = await request.get(JACKET);
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toContain('s-maxage=900');
  const html = await response.text();
  expect(html).toContain('data-island="product-detail"');
  expect(html).toContain(`<link rel="canonical" href="${new URL(JACKET, response.url()).href}"/>`);
  expect(html).toMatch(/<title>Men&#x27;s Stormbreak II Rain Jacket \| Ridgeline<\/title>/);
  expect(html).toContain(
    `${sandboxOrigin}/i/ridgeline/RM1001-010?w=1280&amp;q=60 1x, ${sandboxOrigin}/i/ridgeline/RM1001-010?w=2560&amp;q=60 2x`,
  );
  expect(html).toContain(`${sandboxOrigin}/i/ridgeline/RM1001-010?w=148&amp;q=60 1x`);

  await gotoReady(page, JACKET);
  const open = await page
    .locator('details[data-accordion]')
    .evaluateAll((sections) =>
      sections.map((section) => [section.getAttribute('data-accordion'), (section as HTMLDetailsElement).open]),
    );
  expect(open).toEqual([
    ['features', true],
    ['product_details', true],
    ['fabric', false],
    ['gear_up_for_adventure', true],
    ['size_guide', false],
    ['shipping_and_returns', false],
    ['reviews', false],
    ['questions', false],
  ]);
  await page.getByText('Fit & Fabric').click();
  await expect(page.locator('details[data-accordion="fabric"]')).toHaveAttribute('open', '');
});

test('/p/noslug-{id}.html is the same product; an unknown product is the not-found page', async ({ page, request }) => {
  await gotoReady(page, '/p/noslug-RM1001.html');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Men's Stormbreak II Rain Jacket");
  const missing = await request.get('/product/NOPE-404');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('Page not found');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('colour and size are links: each pick is a page with that choice, its images, price and stock', async ({
    page,
  }) => {
    await page.goto(JACKET);
    await expect(colour(page).getByRole('link', { name: 'Black' })).toHaveAttribute('aria-current', 'true');
    await colour(page).getByRole('link', { name: 'Safety Orange' }).click();
    await expect(page).toHaveURL(endsWith(`${JACKET}?color=820`));
    await expect(mainImage(page)).toHaveAttribute('src', /RM1001-820\?w=1280/);
    await expect(price(page)).toContainText('$89.90');
    await size(page).getByRole('link', { name: 'M', exact: true }).click();
    await expect(page).toHaveURL(endsWith(`${JACKET}?color=820&size=M`));
    await expect(size(page).getByRole('link', { name: 'M', exact: true })).toHaveAttribute('aria-current', 'true');
    await expect(page.locator('input[name="pid"]')).toHaveValue('RM1001-820-M');
  });

  test("stock messages: 'Only n left!' for a low variant, 'Out of stock' for a sold-out product", async ({ page }) => {
    await page.goto(`${productPath('RM1004')}?color=010&size=M`);
    await expect(stock(page)).toHaveText(/^Only [1-5] left!$/);
    await page.goto(productPath('RM1006'));
    await expect(stock(page)).toHaveText('Out of stock');
    await expect(buyBox(page).getByRole('button', { name: 'Out of stock' })).toBeDisabled();
  });

  test('adding without a size says what is missing', async ({ page }) => {
    await page.goto(JACKET);
    await buyBox(page).getByRole('button', { name: 'Add to Bag' }).click();
    await expect(page).toHaveURL(/bagError=selection/);
    await expect(page.getByRole('alert')).toHaveText('Please select all your options above.');
  });
});

test.describe('with JavaScript', () => {
  test('picking colour and size updates the page in place: images, price, stock and the address', async ({ page }) => {
    const console = watchConsole(page);
    await gotoReady(page, productPath('RM1004'));
    await wakeIsland(buyBox(page));
    // A marker on the window survives only if no page load happens.
    await page.evaluate(() => Object.assign(window, { stayedOnPage: true }));
    await colour(page).getByRole('link', { name: 'Canteen' }).click();
    await expect(page).toHaveURL(endsWith(`${productPath('RM1004')}?color=319`));
    await expect(mainImage(page)).toHaveAttribute('src', /RM1004-319\?w=1280/);
    await size(page).getByRole('link', { name: 'L', exact: true }).click();
    await expect(page).toHaveURL(endsWith(`${productPath('RM1004')}?color=319&size=L`));
    await expect(stock(page)).toHaveText(/^Only [1-5] left!$/);
    await expect(price(page)).toContainText('$95.00');
    expect(await page.evaluate(() => (window as unknown as { stayedOnPage?: boolean }).stayedOnPage)).toBe(true);
    expect(console.messages).toEqual([]);
  });

  test('the price tier list groups colours by price with More/Less when long', async ({ page }) => {
    await gotoReady(page, JACKET);
    const tiers = page.getByRole('list', { name: 'Prices by colour' });
    await expect(tiers.getByRole('listitem')).toHaveCount(2);
    await expect(tiers).toContainText('Black, Collegiate Navy, Spruce');
  });

  test('axe finds no violations on the product page, before and after hydration', async ({ page }) => {
    await gotoReady(page, JACKET);
    const rules = { 'target-size': { enabled: true } };
    const before = await new AxeBuilder({ page }).options({ rules }).analyze();
    expect(before.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    await wakeIsland(buyBox(page));
    const after = await new AxeBuilder({ page }).options({ rules }).analyze();
    expect(after.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});

/** Adding to the bag: the sandbox's Shopper Baskets v2 behind the storefront's `/cart/items`. */
test.describe('add to bag', () => {
  test("with JavaScript: the 'Added to bag' modal with Qty, values, price, Checkout and Bag (n); the count cookie", async ({
    page,
    context,
  }) => {
    await gotoReady(page, `${JACKET}?color=464&size=L`);
    await wakeIsland(buyBox(page));
    await buyBox(page).getByRole('button', { name: 'Increase quantity' }).click();
    await buyBox(page).getByRole('button', { name: 'Add to Bag' }).click();
    const dialog = page.getByRole('dialog', { name: 'Added to bag' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("Men's Stormbreak II Rain Jacket");
    await expect(dialog).toContainText('Collegiate Navy');
    await expect(dialog.locator('[data-added-quantity]')).toHaveText('2');
    await expect(dialog.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/checkout');
    await expect(dialog.getByRole('link', { name: 'Bag (2)' })).toHaveAttribute('href', '/cart');
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'ridgeline-bag-count')?.value).toBe('2');
    expect(cookies.find((c) => c.name === 'ridgeline-shopper')).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('without JavaScript: the form posts and the page comes back saying it was added', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${JACKET}?color=010&size=S`);
    await buyBox(page).getByRole('button', { name: 'Add to Bag' }).click();
    await expect(page).toHaveURL(/added=RM1001-010-S&qty=1/);
    await expect(page.getByRole('status', { name: 'Added to bag' })).toContainText('Added to bag');
    await expect(page.getByRole('link', { name: 'Bag (1)' })).toHaveAttribute('href', '/cart');
    await context.close();
  });

  test('more than the stock: a clear message and the bag unchanged', async ({ page, context }) => {
    await gotoReady(page, `${productPath('RM1004')}?color=010&size=M`);
    await wakeIsland(buyBox(page));
    const left = Number((await stock(page).textContent())!.match(/\d+/)![0]);
    const input = buyBox(page).getByRole('spinbutton', { name: 'Quantity' });
    await input.fill(String(left));
    await input.blur();
    await buyBox(page).getByRole('button', { name: 'Add to Bag' }).click();
    await expect(page.getByRole('dialog', { name: 'Added to bag' })).toBeVisible();
    await page.keyboard.press('Escape');
    const countBefore = (await context.cookies()).find((c) => c.name === 'ridgeline-bag-count')?.value;
    await input.fill('1');
    await input.blur();
    await buyBox(page).getByRole('button', { name: 'Add to Bag' }).click();
    await expect(page.getByRole('alert')).toContainText("We don't have that many in stock");
    expect((await context.cookies()).find((c) => c.name === 'ridgeline-bag-count')?.value).toBe(countBefore);
  });
});

import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { gotoReady, productPath } from './helpers';

/**
 * The phone's sticky add-to-bag bar and its More button (docs/behaviour/product-page.md#sticky-add-to-bag-bar) at
 * 390 px: it enters once the buy box's Add to Bag button is more than 5 px past the bottom of the sticky header and
 * leaves once that button is back more than 30 px below it. RM1001 opens with a colour chosen and no size.
 */
const JACKET = productPath('RM1001');

// A cold product page (commerce calls) under load can take more than the default 30 s here.
test.describe.configure({ timeout: 90_000 });
test.use({ viewport: { width: 390, height: 844 } });

const bar = (page: Page) => page.locator('[data-sticky-buy-bar]');

/** Scrolls so that the buy box button's bottom edge is `past` px above the sticky header's bottom edge. */
async function scrollPast(page: Page, past: number): Promise<void> {
  await page.evaluate((distance) => {
    const line = Math.max(0, document.querySelector('[data-site-header]')!.getBoundingClientRect().bottom);
    const edge = document.querySelector('[data-product-detail] form button[type="submit"]')!.getBoundingClientRect();
    window.scrollBy(0, edge.bottom - line + distance);
  }, past);
  // The scroll event has been handled once the bar's check has run after this frame.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

async function expectShown(page: Page, shown: boolean) {
  if (shown) await expect(bar(page)).toHaveAttribute('data-shown');
  else await expect(bar(page)).not.toHaveAttribute('data-shown');
}

test('enters 5 px past the header, leaves 30 px back below it, and never flickers in between', async ({ page }) => {
  await gotoReady(page, JACKET);
  await expect(bar(page)).toBeHidden();
  await scrollPast(page, 3);
  await expectShown(page, false);
  await scrollPast(page, 12);
  await expectShown(page, true);
  await expect(bar(page)).toBeVisible();
  for (const past of [0, -20, 4, -25]) {
    await scrollPast(page, past);
    await expectShown(page, true);
  }
  await scrollPast(page, -40);
  await expectShown(page, false);
  await expect(bar(page)).toBeHidden();
  await scrollPast(page, -10);
  await expectShown(page, false);
});

test('covers no content: the page is padded by its height, so the footer ends above it', async ({ page }) => {
  await gotoReady(page, JACKET);
  await scrollPast(page, 100);
  await expectShown(page, true);
  // Scrolled to the end on every poll: content that loads as it comes into view (recommendations, images) grows the
  // page after the first scroll, and the end is what must clear the bar.
  await expect
    .poll(() =>
      page.evaluate(() => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        const barTop = document.querySelector('[data-sticky-buy-bar]')!.getBoundingClientRect().top;
        const padding = parseFloat(document.body.style.paddingBottom);
        const last = document.body.scrollHeight - padding - window.scrollY; // where the content ends, in the viewport
        return { padded: padding > 40, clear: last <= barTop + 1 };
      }),
    )
    .toEqual({ padded: true, clear: true });
});

test('without a size, its Add to Bag takes the shopper to the size choice and focuses it', async ({ page }) => {
  await gotoReady(page, JACKET);
  await scrollPast(page, 300);
  await expectShown(page, true);
  await bar(page).getByRole('button', { name: 'Add to Bag' }).click();
  const size = page.getByRole('group', { name: /^Size/ });
  await expect(size.locator(':focus')).toHaveCount(1);
  await expect(size).toBeInViewport();
});

test('with a full choice, its Add to Bag adds through the buy box: the Added to bag dialog and the count', async ({
  page,
  context,
}) => {
  await gotoReady(page, `${JACKET}?color=464&size=L`);
  await scrollPast(page, 300);
  await expectShown(page, true);
  await bar(page).getByRole('button', { name: 'Add to Bag' }).click(); // before the buy box has hydrated: held
  const dialog = page.getByRole('dialog', { name: 'Added to bag' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Collegiate Navy');
  expect((await context.cookies()).find((c) => c.name === 'ridgeline-bag-count')?.value).toBe('1');
  await expect(page).toHaveURL(new RegExp(`${JACKET.replace(/\./g, '\\.')}\\?color=464&size=L$`)); // no page load: the same address
});

test('More discloses the detail sections; a section opens, and Escape gives focus back to More', async ({ page }) => {
  await gotoReady(page, JACKET);
  await scrollPast(page, 300);
  await expectShown(page, true);
  const more = bar(page).getByRole('button', { name: 'More' });
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(more).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(bar(page).getByRole('link').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await expect(more).toBeFocused();
  await more.click();
  await bar(page).getByRole('link', { name: 'Shipping & Returns' }).click();
  await expect(page).toHaveURL(/#shipping_and_returns$/);
  await expect(page.locator('details[data-accordion="shipping_and_returns"]')).toHaveAttribute('open', '');
  await expect(more).toHaveAttribute('aria-expanded', 'false');
});

test('axe finds no violations with the bar shown and More open', async ({ page }) => {
  await gotoReady(page, JACKET);
  await scrollPast(page, 300);
  await expectShown(page, true);
  await bar(page).getByRole('button', { name: 'More' }).click();
  const result = await new AxeBuilder({ page })
    .include('[data-sticky-buy-bar]')
    .options({ rules: { 'target-size': { enabled: true } } })
    .analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

test('reduced motion: it appears without a transition (it slides otherwise)', async ({ page }) => {
  await gotoReady(page, JACKET);
  expect(await bar(page).evaluate((element) => getComputedStyle(element).transitionDuration)).toContain('0.25s');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await gotoReady(page, JACKET);
  await scrollPast(page, 300);
  await expectShown(page, true);
  // The page's reduced-motion rule leaves at most 0.01 ms: nothing a shopper sees move.
  const durations = await bar(page).evaluate((element) => getComputedStyle(element).transitionDuration);
  expect(Math.max(...durations.split(',').map((duration) => parseFloat(duration)))).toBeLessThan(0.001);
});

test('from 768 px up it never shows', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 800 });
  await gotoReady(page, JACKET);
  await scrollPast(page, 300);
  await expect(bar(page)).toBeHidden();
  expect(await page.evaluate(() => document.body.style.paddingBottom)).toMatch(/^(0px)?$/);
});

import { expect, test } from '@playwright/test';
import { gotoReady, wakeIsland, watchConsole } from './helpers';

/**
 * Public pages are islands documents (storefront README, "Islands"): final server HTML, no React Router runtime, and
 * only the interactive blocks hydrate, each on its own trigger.
 */
const CATEGORY_CAROUSEL = 'https://schema.ridgeline.dev/product-category-carousel';
const MARKETING_BANNER = 'https://schema.ridgeline.dev/marketing-banner';
const HERO_BANNER = 'https://schema.ridgeline.dev/hero-banner';
/** The personalised container at the top of the home page, resolved on the server (its default variant). */
const PERSONALISED_CONTAINER = '[data-content-id="6bcdfc95-2236-50a7-9ac5-ccb7ef56b346"]';

test('an islands document carries no router runtime, no route data and no inline script but its data and the early-click catcher', async ({
  request,
}) => {
  const html = await (await request.get('/')).text();
  expect(html).not.toContain('__reactRouterContext');
  expect(html).not.toContain('$RC');
  expect(html).not.toMatch(/<template id="B:/);
  const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1]!);
  for (const attributes of scripts) {
    expect(
      attributes,
      "every script is the runtime module, island props, the page's messages, speculation rules, structured data or the early-click catcher",
    ).toMatch(
      /type="module" src="\/assets\/islands\.client-|type="application\/json" data-island-props=|type="application\/json" id="ridgeline-intl"|type="speculationrules"|type="application\/ld\+json"|^ data-early-clicks=""/,
    );
  }
  expect(scripts.filter((attributes) => attributes.includes('type="module"'))).toHaveLength(1);
  // The one script that runs before the runtime: it only keeps taps for the islands (renderer's EARLY_CLICK_SCRIPT).
  const catcher = [...html.matchAll(/<script data-early-clicks=""[^>]*>([^<]*)<\/script>/g)];
  expect(catcher).toHaveLength(1);
  expect(catcher[0]![1]!.length).toBeLessThan(700); // about 620 B: taps on buttons, choices in selects
});

test('speculation rules prefetch same-origin pages on hover, never resource or editor routes', async ({ page }) => {
  await gotoReady(page, '/');
  const rules = JSON.parse((await page.locator('script[type="speculationrules"]').textContent()) ?? '{}');
  expect(rules.prefetch[0].eagerness).toBe('moderate');
  expect(JSON.stringify(rules)).toContain('/visualization/*');
  expect(JSON.stringify(rules)).toContain('/__*');
});

test('a product carousel scrolls natively until touched, then hydrates and answers the keyboard', async ({ page }) => {
  await gotoReady(page, '/');
  const carousel = page.locator(`[data-schema="${CATEGORY_CAROUSEL}"]`).first();
  const island = carousel.locator('xpath=ancestor::*[@data-island][1]');
  await expect(island).toHaveAttribute('data-hydrate', 'interaction');
  await carousel.scrollIntoViewIfNeeded();
  // Before any interaction: no code, and the track is a native scroller that snaps to slides.
  await expect(island).toHaveAttribute('data-island-state', 'pending');
  const viewport = carousel.locator('[aria-roledescription="carousel"] > div').first();
  const scrolled = await viewport.evaluate((node) => {
    node.scrollBy({ left: node.clientWidth, behavior: 'instant' });
    return node.scrollLeft;
  });
  expect(scrolled).toBeGreaterThan(0);
  await wakeIsland(carousel);
  await expect(viewport).toHaveAttribute('data-carousel-active', '');
  // The native position was handed to embla: the native scroll is back at 0, and a later slide is current.
  await expect.poll(() => viewport.evaluate((node) => node.scrollLeft)).toBe(0);
  const region = carousel.getByRole('region', { name: 'Jackets for every forecast' });
  const dots = region.getByRole('group', { name: 'Choose slide' }).getByRole('button');
  await expect(region.locator('[aria-current="true"]')).toHaveCount(1);
  await region.getByRole('button', { name: 'Previous products' }).focus();
  // Back to the start, then on with the keyboard.
  await expect(async () => {
    await page.keyboard.press('ArrowLeft');
    await expect(dots.first()).toHaveAttribute('aria-current', 'true', { timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  await region.getByRole('button', { name: 'Next products' }).focus();
  // Embla measures its slides in an effect after hydration: a key pressed in that same instant may find no snap yet.
  await expect(async () => {
    await page.keyboard.press('ArrowRight');
    await expect(dots.first()).not.toHaveAttribute('aria-current', 'true', { timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
});

test('the marketing banner hydrates when the browser is idle and opens its offers drawer', async ({ page }) => {
  await gotoReady(page, '/');
  const banner = page.locator(`[data-schema="${MARKETING_BANNER}"]`);
  await expect(banner.locator('xpath=ancestor::*[@data-island][1]')).toHaveAttribute('data-island-state', 'hydrated');
  await banner.getByRole('button', { name: /Offers/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Offers' });
  await expect(drawer).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
});

test('a hero with a legal drawer hydrates on its first interaction, and that first click opens the drawer', async ({
  page,
}) => {
  await gotoReady(page, '/');
  const hero = page.locator(`[data-schema="${HERO_BANNER}"]`).first();
  const island = hero.locator('xpath=ancestor::*[@data-island][1]');
  await expect(island).toHaveAttribute('data-hydrate', 'interaction');
  await expect(island).toHaveAttribute('data-island-state', 'pending');
  // One click, before any hover: it wakes the island and is replayed once the island has hydrated.
  await hero.getByRole('button', { name: 'Offer details' }).dispatchEvent('click');
  await expect(island).toHaveAttribute('data-island-state', 'hydrated');
  await expect(page.getByRole('dialog')).toBeVisible();
});

test("an island hydrates onto the server's markup and styles: the same elements keep the same classes", async ({
  page,
}) => {
  // No rotating banner: its next message would re-render while this test watches.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await gotoReady(page, '/');
  const hero = page.locator(`[data-schema="${HERO_BANNER}"]`).first();
  const classes = () =>
    hero.evaluate((root) =>
      [...root.querySelectorAll('*')].map((element) => `${element.tagName}.${element.getAttribute('class') ?? ''}`),
    );
  const before = await classes();
  expect(before.some((entry) => /\.css-/.test(entry))).toBe(true);
  // The critical style element stays as the server wrote it: a style element that moves is re-parsed by the browser and
  // restyles the whole page.
  await page.evaluate(() => {
    (window as unknown as { criticalSheet?: CSSStyleSheet | null }).criticalSheet =
      document.querySelector<HTMLStyleElement>('style[data-critical-css]')?.sheet;
  });
  const island = await wakeIsland(hero);
  await expect(island).toHaveAttribute('data-hydrate', 'interaction');
  // The server's critical CSS already holds every class the hydrated island uses.
  expect(await classes()).toEqual(before);
  const sheetKept = await page.evaluate(() => {
    const sheet = document.querySelector<HTMLStyleElement>('style[data-critical-css]')?.sheet;
    return Boolean(sheet) && sheet === (window as unknown as { criticalSheet?: CSSStyleSheet | null }).criticalSheet;
  });
  expect(sheetKept).toBe(true);
  const missing = await hero.evaluate((root) => {
    const known = new Set(
      [...document.querySelectorAll('style[data-critical-css]')]
        .flatMap((style) => (style.getAttribute('data-critical-css') ?? '').split(' ').slice(1))
        .map((id) => `css-${id}`),
    );
    return [...new Set([...root.querySelectorAll('[class]')].flatMap((element) => [...element.classList]))].filter(
      (name) => name.startsWith('css-') && !known.has(name),
    );
  });
  expect(missing).toEqual([]);
});

test('an island whose code fails to load leaves the page usable and logs once', async ({ page }) => {
  const { messages } = watchConsole(page);
  await page.route(/\/assets\/product-category-carousel-[\w-]{8}\.js$/, (route) => route.abort());
  await gotoReady(page, '/');
  const carousel = page.locator(`[data-schema="${CATEGORY_CAROUSEL}"]`).first();
  await carousel.scrollIntoViewIfNeeded();
  // The carousel wakes on interaction: a hover asks for its code.
  await carousel.hover();
  const island = carousel.locator('xpath=ancestor::*[@data-island][1]');
  await expect(island).toHaveAttribute('data-island-state', 'failed');
  const failures = messages.filter((message) => message.includes('island-failed'));
  expect(failures).toHaveLength(1);
  // The server HTML stays, and its links still navigate.
  const tile = carousel.locator('article[data-product-id] a[href]').first();
  await expect(tile).toBeVisible();
  const href = await tile.getAttribute('href');
  expect(href).toBeTruthy();
});

test('no shift as the page hydrates on a phone: the personalised container stays put', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.addInitScript(() => {
    (window as unknown as { layoutShift: number }).layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) (window as unknown as { layoutShift: number }).layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await gotoReady(page, '/');
  await page.waitForLoadState('networkidle');
  await expect(page.locator(PERSONALISED_CONTAINER)).toContainText('Join Ridgeline Rewards');
  const shift = await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
  expect(shift).toBeLessThanOrEqual(0.01);
  await context.close();
});

test('in production a failed block sends nothing of its content, not even in island props', async ({ request }) => {
  const html = await (await request.get('/t/e2e-broken')).text();
  expect(html).not.toContain('e2e unknown schema content');
  expect(html).not.toContain('e2e invalid: no text and no image');
  expect(html).not.toContain('e2e unknown schema');
  expect(html).not.toContain('javascript:');
});

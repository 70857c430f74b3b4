import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { demoPages, gotoReady } from './helpers';

/** axe ships WCAG 2.2's target-size rule (24 x 24 CSS px, or enough spacing) switched off: on here, as in the story checks. */
const WCAG22_RULES = { 'target-size': { enabled: true } };

async function expectNoViolations(page: Page, paths: readonly string[]) {
  for (const path of paths) {
    await gotoReady(page, path);
    const results = await new AxeBuilder({ page }).options({ rules: WCAG22_RULES }).analyze();
    const summary = results.violations.map(
      (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
    expect(summary, path).toEqual([]);
  }
}

test('axe finds no violations on the demo pages, the not-found page and the error page', async ({ page }) => {
  // Six pages, each loaded and analysed whole: axe alone takes about 12 s on the home page under CI load.
  test.setTimeout(120_000);
  await expectNoViolations(page, [...(await demoPages()).map((p) => p.path), '/t/missing', '/__ridgeline/error']);
});

test.describe("at a phone's width (412 px)", () => {
  // Targets crowd together on a narrow screen: target-size (WCAG 2.2) fails there first.
  test.use({ viewport: { width: 412, height: 915 }, deviceScaleFactor: 2.625, isMobile: true, hasTouch: true });

  test('axe finds no violations on the demo pages', async ({ page }) => {
    test.setTimeout(120_000);
    await expectNoViolations(
      page,
      (await demoPages()).map((p) => p.path),
    );
  });
});

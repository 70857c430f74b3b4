import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { demoPages, gotoReady } from './helpers';

/** axe ships WCAG 2.2's target-size rule (24 x 24 CSS px, or enough spacing) switched off: on here, as in the story checks. */
const WCAG22_RULES = { 'target-size': { enabled: true } };

test('axe finds no violations on the demo pages, the not-found page and the error page', async ({ page }) => {
  // Six pages, each loaded and analysed whole: axe alone takes about 12 s on the home page under CI load.
  test.setTimeout(120_000);
  const paths = [...(await demoPages()).map((p) => p.path), '/t/missing', '/__ridgeline/error'];
  for (const path of paths) {
    await gotoReady(page, path);
    const results = await new AxeBuilder({ page }).options({ rules: WCAG22_RULES }).analyze();
    const summary = results.violations.map(
      (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
    expect(summary, path).toEqual([]);
  }
});

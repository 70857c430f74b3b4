import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** What the keyboard journeys (keyboard.spec.ts, keyboard-account.spec.ts) share: sizes, focus and axe checks. */
export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 900 };
const WCAG22_RULES = { 'target-size': { enabled: true } };

export const focused = (page: Page) => page.locator('*:focus');

/** The focused element has this role and accessible name. */
export async function expectFocus(page: Page, role: Parameters<Page['getByRole']>[0], name: string | RegExp) {
  await expect(focused(page)).toHaveRole(role);
  await expect(focused(page)).toHaveAccessibleName(name);
}

/** axe (WCAG 2.2 target size on) finds nothing, in the page or in `include`; a violation names its nodes' markup. */
export async function expectNoAxeViolations(page: Page, include?: string) {
  const builder = new AxeBuilder({ page }).options({ rules: WCAG22_RULES });
  if (include) builder.include(include);
  const results = await builder.analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html}`).join(', ')}`),
  ).toEqual([]);
}

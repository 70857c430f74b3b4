import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * What the keyboard journeys (keyboard.spec.ts, keyboard-account.spec.ts, keyboard-checkout.spec.ts) share: sizes,
 * focus and axe checks, Tab to a target, sign-in by keyboard.
 */
export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 900 };
/** Every journey runs at both sizes: `for (const [size, viewport] of SIZES) test.describe(size, …)`. */
export const SIZES = [
  ['390 px', PHONE],
  ['1280 px', DESKTOP],
] as const;
const WCAG22_RULES = { 'target-size': { enabled: true } };

/** A sign-in or a registration costs the sandbox scrypt hashes and the page a reload, on a loaded 2-core machine. */
export const SIGN_IN_WAIT = 30_000;

export const focused = (page: Page) => page.locator('*:focus');

/** The focused element has this role and accessible name. */
export async function expectFocus(page: Page, role: Parameters<Page['getByRole']>[0], name: string | RegExp) {
  await expect(focused(page)).toHaveRole(role);
  await expect(focused(page)).toHaveAccessibleName(name);
}

/** Focus is never on the page's body (or nowhere). */
export async function expectFocusKept(page: Page) {
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.tagName ?? 'none'))
    .not.toMatch(/^(BODY|HTML|none)$/);
}

/** Presses Tab (or Shift+Tab) until `target` has focus; fails after `most` presses. */
export async function tabTo(page: Page, target: Locator, { most = 60, back = false } = {}) {
  for (let presses = 0; presses < most; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
}

/** From the top of a page: the first Tab reaches "Skip to content", Enter moves focus to `<main id="main">`. */
export async function skipToContent(page: Page) {
  await page.keyboard.press('Tab');
  await expectFocus(page, 'link', 'Skip to content');
  await page.keyboard.press('Enter');
  await expect(focused(page)).toHaveAttribute('id', 'main');
}

/**
 * A dialog has finished fading in: it and its ancestors are fully opaque. Run before axe on an opening dialog, whose
 * colours axe's contrast check would otherwise read mid-fade.
 */
export async function expectOpaque(dialog: Locator) {
  await expect
    .poll(() =>
      dialog.evaluate((element) => {
        let opacity = 1;
        for (let e: Element | null = element; e; e = e.parentElement) opacity *= Number(getComputedStyle(e).opacity);
        return opacity;
      }),
    )
    .toBe(1);
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

/**
 * Signs in from the header's account dialog with the keyboard alone (the page loaded and its account island up):
 * Tab to the entry, Enter, the e-mail, the Password option, the password; the welcome ("Welcome back, Ada!", the
 * first name `registerOnPage` gives) is a polite status. The dialog's states are checked step by step in
 * keyboard-account.spec.ts; this is the short way through it.
 */
export async function signInByKeyboard(page: Page, email: string, password = 'Secret123') {
  await expect(page.locator('html[data-account-host="ready"]')).toHaveCount(1);
  await tabTo(page, page.locator('a[data-account-link]').first());
  await page.keyboard.press('Enter');
  await expectFocus(page, 'button', 'Close');
  await page.keyboard.press('Tab');
  await expectFocus(page, 'textbox', 'Email');
  await page.keyboard.type(email);
  await page.keyboard.press('Enter');
  await expectFocus(page, 'button', 'Continue Securely');
  await page.keyboard.press('Tab');
  await expectFocus(page, 'button', 'Password');
  await page.keyboard.press('Enter');
  await expectFocus(page, 'textbox', 'Password');
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Welcome back, Ada!' })).toBeVisible({
    timeout: SIGN_IN_WAIT,
  });
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

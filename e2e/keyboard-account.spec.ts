import { expect, test, type Page } from '@playwright/test';
import { gotoReady, registerOnPage, uniqueEmail } from './helpers';
import { STAFF_EMAIL_DOMAIN } from './env';
import {
  expectFocus,
  expectFocusKept,
  expectNoAxeViolations,
  focused,
  SIGN_IN_WAIT,
  SIZES,
  skipToContent,
  tabTo,
} from './keyboard';

/**
 * Keyboard and screen-reader journeys of the account side (issue 26, docs/behaviour/accessibility.md): sign in and
 * register in the header's dialog, the account pages, the wish list and compare, each at 390 px and 1280 px. Each step
 * is a key press; after each the focused element's role and name (and the live region's text where something was
 * announced) are checked, and axe runs in each open state. The shop's journeys are in e2e/keyboard.spec.ts, the
 * signed-in checkout in e2e/keyboard-checkout.spec.ts.
 */

const WRONG_PASSWORD = 'Invalid login or password. Remember that password is case-sensitive. Please try again.';

// every password check costs a scrypt hash, and each journey loads several pages: a hang guard, not a speed limit
test.setTimeout(150_000);

/** The account page's own form post answered (not a background request of the page). */
const accountPost = (page: Page) =>
  page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname.startsWith('/account'));

/** An account made through the server form, then signed out (the cookies dropped): a guest who has one. */
async function accountOf(page: Page, tag: string): Promise<string> {
  const email = uniqueEmail(tag);
  await registerOnPage(page, { email });
  await expect(page).toHaveURL(/\/$/);
  await page.context().clearCookies();
  return email;
}

for (const [size, viewport] of SIZES) {
  test.describe(`sign-in, registration and account pages (${size})`, () => {
    test.use({ viewport });

    test('sign in from the header: empty and wrong submits focus their message, success reloads with the welcome', async ({
      page,
    }) => {
      const email = await accountOf(page, 'keys-signin');
      await gotoReady(page, '/');
      await expect(page.locator('html[data-account-host="ready"]')).toHaveCount(1);

      // The header's account entry, reached by Tab: a button that opens a dialog.
      const entry = page.locator('a[data-account-link]').first();
      await tabTo(page, entry);
      await expectFocus(page, 'button', /account|sign in/i);
      await expect(entry).toHaveAttribute('aria-haspopup', 'dialog');
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      // Focus moves into the dialog (its first control, Close); Tab goes on to the e-mail.
      await expectFocus(page, 'button', 'Close');
      await page.keyboard.press('Tab');
      await expectFocus(page, 'textbox', 'Email');
      await expectNoAxeViolations(page, '[role="dialog"]');

      // An empty submit: the message under the field, focus on the field it describes.
      await page.keyboard.press('Enter');
      await expect(dialog.getByText('Please enter your email address.')).toBeVisible();
      await expectFocus(page, 'textbox', 'Email');
      await expect(focused(page)).toHaveAccessibleDescription(/Please enter your email address\./);
      // Continue is reachable though it may not act yet.
      await page.keyboard.press('Tab');
      await expectFocus(page, 'button', 'Continue');

      // The e-mail of an account: the sign-in options; focus follows into the new view, never to the body.
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.type(email);
      await page.keyboard.press('Enter');
      // (passwordless is on in the e2e setup): its first action that leads on takes focus
      await expectFocus(page, 'button', 'Continue Securely');
      await page.keyboard.press('Tab');
      await expectFocus(page, 'button', 'Password');
      await page.keyboard.press('Enter');
      await expectFocus(page, 'textbox', 'Password');
      await expectNoAxeViolations(page, '[role="dialog"]');

      // A wrong password: said as an alert, focus stays in the dialog.
      await page.keyboard.type('Secret124');
      await page.keyboard.press('Enter');
      await expect(dialog.getByRole('alert').filter({ hasText: WRONG_PASSWORD })).toBeVisible({
        timeout: SIGN_IN_WAIT,
      });
      await expect(dialog.locator('*:focus')).toHaveCount(1);

      // The right one: the dialog closes, the page loads again for the customer and says so in a status.
      await page.getByRole('textbox', { name: 'Password' }).focus();
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type('Secret123');
      await page.keyboard.press('Enter');
      await expect(page.getByRole('status').filter({ hasText: 'Welcome back, Ada!' })).toBeVisible({
        timeout: SIGN_IN_WAIT,
      });
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });

    test('register in the dialog: a refused press focuses the first field to fix, success reloads with the welcome', async ({
      page,
    }) => {
      await gotoReady(page, '/');
      await expect(page.locator('html[data-account-host="ready"]')).toHaveCount(1);
      await tabTo(page, page.locator('a[data-account-link]').first());
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog');
      await expectFocus(page, 'button', 'Close');
      await page.keyboard.press('Tab');
      await expectFocus(page, 'textbox', 'Email');
      await page.keyboard.type(uniqueEmail('keys-register'));
      await page.keyboard.press('Enter');

      // A new e-mail: the registration form, named by the dialog; focus on its first field.
      await expect(page.getByRole('dialog', { name: 'Create An Account' })).toBeVisible({ timeout: SIGN_IN_WAIT });
      await expectFocus(page, 'textbox', /First Name/);
      await expectNoAxeViolations(page, '[role="dialog"]');

      // "Create Account Without Rewards" is reachable before the form is complete; pressed, it sends nothing and focus
      // goes to the first field that needs fixing, its message its description.
      const withoutRewards = dialog.getByRole('button', { name: 'Create Account Without Rewards' });
      await tabTo(page, withoutRewards);
      await expect(withoutRewards).toHaveAttribute('aria-disabled', 'true');
      await page.keyboard.press('Enter');
      await expectFocus(page, 'textbox', /First Name/);
      await expect(focused(page)).toHaveAccessibleDescription(/.+/);
      await expectNoAxeViolations(page, '[role="dialog"]');

      // Filled by typing, field after field.
      await page.keyboard.type('Ada');
      for (const [label, value] of [
        ['Last Name', 'Lovelace'],
        ['Password', 'Secret123'],
        ['Postal Code', '94110'],
        ['Phone', '4155550100'],
      ] as const) {
        await dialog.getByLabel(label, { exact: true }).focus();
        await page.keyboard.type(value);
      }
      await tabTo(page, withoutRewards);
      await expect(withoutRewards).not.toHaveAttribute('aria-disabled', 'true');
      await page.keyboard.press('Enter');
      await expect(page.getByRole('status').filter({ hasText: 'Welcome, Ada!' })).toBeVisible({
        timeout: SIGN_IN_WAIT,
      });
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });

    test('address book with JavaScript: tab order, a refused add focuses its first invalid field, saves and removal focus their notice', async ({
      page,
    }) => {
      await registerOnPage(page, { email: uniqueEmail('keys-addresses'), redirectUrl: '/account/addresses' });
      await expect(page).toHaveURL(/\/account\/addresses$/);
      await expect(page.locator('html[data-islands-runtime="started"]')).toHaveCount(1);

      // Tab order: the account's navigation (this page marked current), then the new address's form.
      const current = page.getByRole('navigation', { name: 'My Account' }).getByRole('link', { name: 'Addresses' });
      await tabTo(page, current);
      await expect(current).toHaveAttribute('aria-current', 'page');
      const newForm = page.locator('[data-address-form="new"]');
      await tabTo(page, newForm.getByLabel('Address Name'));
      await expectFocus(page, 'textbox', 'Address Name');
      await expectNoAxeViolations(page);

      // A name alone: refused, and after the reload focus is on the first invalid field, its message announced.
      await page.keyboard.type('Cabin');
      await Promise.all([accountPost(page), page.keyboard.press('Enter')]);
      await expectFocus(page, 'textbox', /First Name/);
      await expect(focused(page)).toHaveAccessibleDescription(/.+/);
      await expect(newForm.getByRole('alert').first()).toBeVisible();
      await expectNoAxeViolations(page);

      // Completed by keyboard: saved; focus on the notice, a status.
      for (const [label, value] of [
        ['First Name', 'Ada'],
        ['Last Name', 'Lovelace'],
        ['Address', '1 Trail Rd'],
        ['City', 'Portland'],
        ['State or Province (2 letters)', 'OR'],
        ['Postal Code', '97201'],
      ] as const) {
        await newForm.getByLabel(label, { exact: true }).focus();
        await page.keyboard.press('ControlOrMeta+A');
        await page.keyboard.type(value);
      }
      await page.keyboard.press('Enter');
      await expect(focused(page)).toHaveRole('status');
      await expect(focused(page)).toHaveText('The address has been saved.');

      // Edit in place: the summary opens with Enter, a refused edit focuses its field inside that address.
      const cabin = page.locator('[data-address="Cabin"]');
      const edit = cabin.getByText('Edit Cabin');
      await tabTo(page, edit);
      await page.keyboard.press('Enter');
      const editForm = cabin.locator('form[data-address-form="Cabin"]');
      await expect(editForm).toBeVisible();
      await editForm.getByLabel('Address Name').focus();
      await expectFocus(page, 'textbox', /Address Name/);
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.press('Backspace');
      await expect(focused(page)).toHaveValue('');
      await Promise.all([accountPost(page), page.keyboard.press('Enter')]);
      await expectFocus(page, 'textbox', /Address Name/);
      await expect(focused(page)).toHaveAccessibleDescription(/Please give the address a name\./);
      await expect(cabin.locator('*:focus')).toHaveCount(1);
      await page.keyboard.type('Cabin');
      await page.keyboard.press('Enter');
      await expect(focused(page)).toHaveText('The address has been saved.');

      // Remove: reached by Tab, and after the reload focus is on its notice.
      const remove = cabin.getByRole('button', { name: 'Remove Cabin' });
      await tabTo(page, remove);
      await page.keyboard.press('Enter');
      await expect(focused(page)).toHaveRole('status');
      await expect(focused(page)).toHaveText('The address has been removed.');
      await expect(page.locator('[data-address="Cabin"]')).toHaveCount(0);
    });

    test('profile, membership and orders with JavaScript: a refused save focuses its field, a done one its notice', async ({
      page,
    }) => {
      await registerOnPage(page, { email: uniqueEmail('keys-profile'), redirectUrl: '/account' });
      await expect(page).toHaveURL(/\/account$/);

      // Profile: an invalid phone, then a good one.
      await tabTo(page, page.getByLabel('Phone'));
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type('555-0100');
      await Promise.all([accountPost(page), page.keyboard.press('Enter')]);
      await expectFocus(page, 'textbox', /Phone/);
      await expect(focused(page)).toHaveAccessibleDescription('Please enter a valid phone number.');
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type('(503) 555-0100');
      await page.keyboard.press('Enter');
      await expect(focused(page)).toHaveRole('status');
      await expect(focused(page)).toHaveText('Your profile has been updated.');

      // Membership: the navigation by keyboard, then Join For Free; the welcome takes focus.
      const membership = page.getByRole('navigation', { name: 'My Account' }).getByRole('link', { name: 'Membership' });
      await tabTo(page, membership);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/account\/membership$/);
      await tabTo(page, page.getByRole('button', { name: 'Join For Free' }));
      await expectNoAxeViolations(page);
      await page.keyboard.press('Enter');
      await expect(focused(page)).toHaveRole('status');
      await expect(focused(page)).toHaveText('Welcome to Ridgeline Rewards!');

      // Orders: none yet; the way to the shop is in the Tab order.
      await tabTo(page, page.getByRole('navigation', { name: 'My Account' }).getByRole('link', { name: 'Orders' }), {
        back: true,
      });
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/account\/orders$/);
      await tabTo(page, page.getByRole('link', { name: 'Start shopping' }));
      await expectNoAxeViolations(page);
    });
  });
}

// The account pages' forms post and redirect: without JavaScript focus lands in the same places, from the HTML alone.
for (const [size, viewport] of SIZES) {
  test.describe(`without JavaScript (${size})`, () => {
    test.use({ viewport, javaScriptEnabled: false });

    test('address book: a refused add focuses its first invalid field, a save its notice', async ({ page }) => {
      await registerOnPage(page, {
        email: uniqueEmail('kn-addr'),
        emailInForm: true,
        redirectUrl: '/account/addresses',
      });
      await expect(page).toHaveURL(/\/account\/addresses$/);
      const newForm = page.locator('[data-address-form="new"]');
      // Without JavaScript the desktop menu's panels open on focus, so their links are Tab stops: past them by the skip link.
      await skipToContent(page);
      await tabTo(page, newForm.getByLabel('Address Name'));
      await page.keyboard.type('Cabin');
      await Promise.all([page.waitForURL(/\/account\/addresses/), page.keyboard.press('Enter')]);
      await expectFocus(page, 'textbox', /First Name/);
      await expect(focused(page)).toHaveAccessibleDescription(/.+/);
      for (const [label, value] of [
        ['First Name', 'Ada'],
        ['Last Name', 'Lovelace'],
        ['Address', '1 Trail Rd'],
        ['City', 'Portland'],
        ['State or Province (2 letters)', 'OR'],
        ['Postal Code', '97201'],
      ] as const) {
        await newForm.getByLabel(label, { exact: true }).focus();
        await page.keyboard.press('ControlOrMeta+A');
        await page.keyboard.type(value);
      }
      await Promise.all([page.waitForURL(/notice=address-saved/), page.keyboard.press('Enter')]);
      await expect(focused(page)).toHaveRole('status');
      await expect(focused(page)).toHaveText('The address has been saved.');
    });

    test('membership: Join For Free by keyboard, the welcome focused', async ({ page }) => {
      await registerOnPage(page, { email: uniqueEmail('kn-member'), redirectUrl: '/account/membership' });
      await expect(page).toHaveURL(/\/account\/membership$/);
      await skipToContent(page);
      await tabTo(page, page.getByRole('button', { name: 'Join For Free' }));
      await Promise.all([page.waitForURL(/notice=loyalty-joined/), page.keyboard.press('Enter')]);
      await expect(focused(page)).toHaveRole('status');
      await expect(focused(page)).toHaveText('Welcome to Ridgeline Rewards!');
    });

    test('membership refused (a member of staff): Join For Free by keyboard, the refusal focused, nothing joined', async ({
      page,
    }) => {
      const email = uniqueEmail('kn-staff').replace(/@.*$/, `@${STAFF_EMAIL_DOMAIN}`);
      await registerOnPage(page, { email, redirectUrl: '/account/membership' });
      await expect(page).toHaveURL(/\/account\/membership$/);
      await skipToContent(page);
      await tabTo(page, page.getByRole('button', { name: 'Join For Free' }));
      await page.keyboard.press('Enter');
      await expect(focused(page)).toHaveRole('alert');
      await expect(focused(page)).toHaveText(
        'Your account cannot join Ridgeline Rewards. Our customer care team can tell you more.',
      );
      // still invited: the button is there for another time, and no welcome was said
      await expect(page.getByRole('button', { name: 'Join For Free' })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'Welcome to Ridgeline Rewards!' })).toHaveCount(0);
    });
  });
}

for (const [size, viewport] of SIZES) {
  test.describe(`wish list and compare (${size})`, () => {
    test.use({ viewport });

    test('wish list: add from a tile and from the product page by keyboard, then remove: focus on the notice', async ({
      page,
    }) => {
      await registerOnPage(page, { email: uniqueEmail('keys-wish'), emailInForm: true });
      await expect(page).toHaveURL(/\/$/);

      // A tile's heart: reached by Tab, Enter presses it, the toast says so, focus stays on the heart.
      await gotoReady(page, '/c/mens/');
      const tile = page.locator('[data-product-list] article[data-product-id]').first();
      const heart = tile.locator('[data-favourite-toggle]');
      await tabTo(page, heart, { most: 120 });
      await page.keyboard.press('Enter');
      await expect(heart).toHaveAttribute('aria-pressed', 'true');
      await expect(heart).toBeFocused();
      await expect(page.getByRole('status').filter({ hasText: /added to wishlist/ })).toBeVisible();

      // Another product's page: its heart ("Wishlist", a toggle button).
      const other = page.locator('[data-product-list] article[data-product-id]').nth(1);
      await gotoReady(page, (await other.getByRole('heading').getByRole('link').getAttribute('href'))!);
      const pageHeart = page.getByRole('button', { name: 'Wishlist', exact: true });
      await expect(pageHeart).toHaveAttribute('aria-pressed', 'false');
      await tabTo(page, pageHeart, { most: 120 });
      await expectFocus(page, 'button', 'Wishlist');
      await page.keyboard.press('Enter');
      await expect(pageHeart).toHaveAttribute('aria-pressed', 'true');
      await expect(pageHeart).toBeFocused();
      await expect(page.getByRole('status').filter({ hasText: /added to wishlist/ })).toBeVisible();

      // The list: Remove by keyboard; the page loads again with focus on its notice, and Tab goes on to what is left.
      await gotoReady(page, '/account/wishlist');
      await expectNoAxeViolations(page);
      const remove = page.getByRole('button', { name: /^Remove .* from wishlist$/ }).first();
      await tabTo(page, remove, { most: 80 });
      await page.keyboard.press('Enter');
      await expect(focused(page)).toHaveRole('status');
      await expect(focused(page)).toHaveText('Item removed from wishlist');
      await expect(page.locator('[data-wishlist-item]')).toHaveCount(1);
      await page.keyboard.press('Tab');
      await expectFocusKept(page);
      await expect(page.locator('[data-wishlist-item] *:focus')).toHaveCount(1);
    });

    test('compare: two by keyboard, announced; open, remove one, clear all: focus never on the body', async ({
      page,
    }) => {
      await gotoReady(page, '/c/mens/');
      const boxes = page.locator('[data-product-list] article[data-product-id] input[data-compare-toggle]');
      const announcement = page.locator('[data-compare-announcement]');
      await tabTo(page, boxes.nth(0), { most: 120 });
      await page.keyboard.press('Space');
      await expect(boxes.nth(0)).toBeChecked();
      await expect(boxes.nth(0)).toBeFocused();
      await expect(announcement).toHaveText('1 product to compare, in the compare tray at the end of the page.');
      await tabTo(page, boxes.nth(1), { most: 40 });
      await page.keyboard.press('Space');
      await expect(boxes.nth(1)).toBeChecked();
      await expect(announcement).toHaveText('2 products to compare, in the compare tray at the end of the page.');

      // The tray (a region, reached by landmark navigation in a screen reader; here by moving there directly).
      const tray = page.getByRole('region', { name: 'Compare products (2)' });
      const toggle = tray.locator('button[aria-expanded]');
      await toggle.focus();
      await expectFocus(page, 'button', 'Show comparison');
      await page.keyboard.press('Enter');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expectFocus(page, 'button', 'Hide comparison');
      await expect(tray.getByRole('table', { name: 'Compared products' })).toBeVisible();
      await expectNoAxeViolations(page, '[data-compare-tray]');

      // Remove one: focus on the Remove now in its place; the count announced.
      await tabTo(page, tray.getByRole('button', { name: /^Remove .* from compare$/ }).first());
      await page.keyboard.press('Enter');
      await expect(announcement).toHaveText('1 product to compare, in the compare tray at the end of the page.');
      await expectFocus(page, 'button', /^Remove .* from compare$/);

      // Clear all: the tray goes, focus on the main landmark, "Nothing left to compare."
      await tabTo(page, page.getByRole('button', { name: 'Clear all' }), { back: true });
      await page.keyboard.press('Enter');
      await expect(page.getByRole('region', { name: /^Compare products/ })).toHaveCount(0);
      await expect(announcement).toHaveText('Nothing left to compare.');
      await expect(focused(page)).toHaveAttribute('id', 'main');
      await expect(boxes.nth(0)).not.toBeChecked();
    });
  });
}

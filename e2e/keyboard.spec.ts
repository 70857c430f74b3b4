import { expect, test } from '@playwright/test';
import { gotoReady, registerOnPage, wakeIsland, productPath } from './helpers';
import {
  expectFocus,
  expectNoAxeViolations,
  expectOpaque,
  focused,
  PHONE,
  SIZES,
  skipToContent,
  tabTo,
} from './keyboard';

/**
 * Keyboard and screen-reader journeys (issue 26, docs/behaviour/accessibility.md): each step is a key press, and after
 * each the focused element's role and name (and the live region's text where something was announced) are checked;
 * axe runs in each open state.
 */

for (const [size, viewport] of SIZES) {
  test.describe(size, () => {
    test.use({ viewport });
    const phone = viewport === PHONE;

    test('search: arrows move the active option, Escape closes the list first; on the phone a drawer keeping the query', async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await gotoReady(page, '/');
      // The phone's search button opens a drawer with the combobox; the desktop's combobox is in the header.
      const opener = page.locator('[data-header-search] summary');
      const dialog = page.getByRole('dialog', { name: 'Search' });
      const scope = phone ? dialog : page.locator('[data-header-search]');
      const input = scope.getByRole('combobox', { name: 'Search' });
      if (phone) {
        await tabTo(page, opener);
        await expect(opener).toHaveAttribute('aria-haspopup', 'dialog');
        await page.keyboard.press('Enter');
        await expect(dialog).toBeVisible();
      } else {
        await tabTo(page, input);
      }
      await expectFocus(page, 'combobox', 'Search');
      await page.keyboard.type('jacket');
      await expect(input).toHaveAttribute('aria-expanded', 'true');
      await expect(scope.getByRole('status')).toHaveText(/^\d+ suggestions for jacket$/);

      if (phone) {
        // The results are the drawer's content: Tab goes on from the input to each control, and back.
        await expect(dialog.getByRole('link', { name: /View all results/ })).toBeVisible();
        await page.keyboard.press('Tab');
        await expectFocus(page, 'button', 'Clear search');
        await page.keyboard.press('Tab');
        await expectFocus(page, 'button', 'Submit search');
        await page.keyboard.press('Tab');
        await expectFocus(page, 'link', /View all results/);
        for (let presses = 0; presses < 3; presses += 1) await page.keyboard.press('Shift+Tab');
        await expectFocus(page, 'combobox', 'Search');
      }

      // Down moves the active option; focus stays in the input, which names the option it points at.
      await page.keyboard.press('ArrowDown');
      await expectFocus(page, 'combobox', 'Search');
      const active = scope.locator('[role="option"][aria-selected="true"]');
      await expect(active).toHaveCount(1);
      await expect(input).toHaveAttribute('aria-activedescendant', (await active.getAttribute('id'))!);
      // The open state only: axe over the whole home page takes most of a minute under CI load.
      await expectNoAxeViolations(page, phone ? '[role="dialog"]' : '[data-header-search]');

      // Escape on the input closes the list first; the query (and the drawer) stay.
      await page.keyboard.press('Escape');
      await expect(input).toHaveAttribute('aria-expanded', 'false');
      await expect(input).not.toHaveAttribute('aria-activedescendant', /.+/);
      await expectFocus(page, 'combobox', 'Search');
      await expect(input).toHaveValue('jacket');
      await page.keyboard.press('Escape');
      if (phone) {
        // The second closes the drawer, focus goes back to its opener, and the query is still there.
        await expect(dialog).toBeHidden();
        await expect(opener).toBeFocused();
        await page.keyboard.press('Enter');
        await expectFocus(page, 'combobox', 'Search');
        await expect(input).toHaveValue('jacket');
      } else {
        // The second clears the input (APG list autocomplete); focus stays.
        await expect(input).toHaveValue('');
        await expectFocus(page, 'combobox', 'Search');
        await page.keyboard.type('jacket');
        await expect(input).toHaveAttribute('aria-expanded', 'true');
      }
      // Enter without an active option searches.
      await Promise.all([page.waitForURL(/\/search\?q=jacket$/), page.keyboard.press('Enter')]);
    });

    test('browse → sort → product → add to bag → bag → checkout steps → order, focus and announcements at each step', async ({
      page,
    }) => {
      test.setTimeout(150_000); // eight page loads under CI load
      await gotoReady(page, '/c/mens-jackets/');
      // The skip link's target takes focus.
      await skipToContent(page);

      // Arrow keys on "Sort by" step its value and send nothing; Enter applies it in place: focus on the results
      // heading, the count announced.
      const sort = page.getByRole('combobox', { name: 'Sort by' });
      await wakeIsland(sort);
      await tabTo(page, sort, { most: 80 });
      const before = page.url();
      await page.keyboard.press('ArrowDown');
      await expect(page.getByRole('button', { name: 'Apply' }).first()).toBeVisible();
      expect(page.url()).toBe(before);
      await expectFocus(page, 'combobox', 'Sort by');
      await Promise.all([page.waitForURL(/sort=/), page.keyboard.press('Enter')]);
      await expect(focused(page)).toHaveAttribute('id', 'product-list-heading');
      await expect(page.locator('[data-list-announcement]')).toHaveText(/^\d+ results$/);

      // Add to bag: the modal takes focus; closing it returns focus to the add button (never to <body>).
      await gotoReady(page, `${productPath('RM1001')}?color=464&size=L`);
      const add = page.locator('[data-product-detail]').getByRole('button', { name: 'Add to Bag' });
      await wakeIsland(add);
      await tabTo(page, add, { most: 150 });
      await page.keyboard.press('Enter');
      const added = page.getByRole('dialog', { name: 'Added to bag' });
      await expect(added).toBeVisible();
      await expect(added.locator('*:focus')).toHaveCount(1);
      await expectOpaque(added);
      await expectNoAxeViolations(page, 'dialog[data-added-to-bag][open]');
      await page.keyboard.press('Escape');
      await expect(added).toBeHidden();
      await expectFocus(page, 'button', 'Add to Bag');

      // The bag: the ticking reservation clock is visible, and its live region says nothing until 5 minutes are left.
      await gotoReady(page, '/cart');
      await expect(page.getByTestId('reservation-running')).toContainText(/reserved for \d+:\d\d/);
      await expect(page.getByTestId('reservation-running')).not.toHaveAttribute('role');
      await expect(page.locator('[data-reservation-announcement]')).toHaveText('');
      await expectNoAxeViolations(page);

      // Checkout: a done step reloads the page with the next step's heading focused and named in the title.
      const checkout = page.getByRole('link', { name: 'Checkout' });
      await tabTo(page, checkout, { most: 120 });
      await Promise.all([page.waitForURL(/\/checkout$/), page.keyboard.press('Enter')]);
      await expect(page).toHaveTitle('1. Contact – Checkout | Ridgeline');
      await tabTo(page, page.getByLabel('Email'), { most: 80 });
      await page.keyboard.type('keys@example.com');
      await page.keyboard.press('Enter');
      await expect(page).toHaveTitle('2. Shipping address – Checkout | Ridgeline');
      await expectFocus(page, 'heading', '2. Shipping address');
      // A refused address: focus goes to the first invalid field, its message is announced.
      for (const text of ['Jo', 'Keys', '1 Trail Rd', '', 'Portland', 'OR', 'K1A 0B1']) {
        await page.keyboard.press('Tab');
        if (text) await page.keyboard.type(text);
      }
      await expectFocus(page, 'textbox', 'Postal code');
      await page.keyboard.press('Enter');
      await expectFocus(page, 'textbox', 'Postal code');
      await expect(page.getByRole('alert').filter({ hasText: 'Enter a ZIP code' })).toBeVisible();
      await expect(focused(page)).toHaveAccessibleDescription(/Enter a ZIP code/);
      await expectNoAxeViolations(page);
      // Fixed: the shipping method's step, its heading focused; the first method is checked.
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type('97201');
      await page.keyboard.press('Enter');
      await expect(page).toHaveTitle('3. Shipping method – Checkout | Ridgeline');
      await expectFocus(page, 'heading', '3. Shipping method');
      await page.keyboard.press('Tab');
      await expect(focused(page)).toHaveRole('radio');
      await expect(focused(page)).toBeChecked();
      // The radios are one Tab stop: the next is the step's button.
      await page.keyboard.press('Tab');
      await expectFocus(page, 'button', 'Continue to payment');
      await page.keyboard.press('Enter');
      await expect(page).toHaveTitle('4. Payment – Checkout | Ridgeline');
      await expectFocus(page, 'heading', '4. Payment');
      await page.keyboard.press('Tab');
      await expectFocus(page, 'button', 'Place order');
      await Promise.all([page.waitForURL(/\/checkout\/confirmation\/\d+$/), page.keyboard.press('Enter')]);
      // The confirmation: its heading takes focus, so a screen reader starts with what happened.
      await expectFocus(page, 'heading', 'Thank you for your order');
      await expect(page.locator('[data-order-no]')).toHaveText(page.url().split('/').pop()!);
      await expectNoAxeViolations(page);
    });
  });
}

// Forms that post and redirect (no JavaScript needed): after the reload, focus lands on what changed or on the
// message, named by the redirect's fragment (a `tabindex="-1"` target) or by `autofocus` (a refusal's message).
for (const [size, viewport] of SIZES) {
  test.describe(`without JavaScript: focus after a full reload (${size})`, () => {
    test.use({ viewport, javaScriptEnabled: false });

    test('bag: quantity, refused quantity, promo code (refused, applied, removed), remove — focus and messages', async ({
      page,
    }) => {
      test.setTimeout(120_000); // nine page loads under CI load
      await page.goto(`${productPath('RM1001')}?color=010&size=M`);
      await page.locator('[data-product-detail]').getByRole('button', { name: 'Add to Bag' }).focus();
      await Promise.all([page.waitForURL(/added=/), page.keyboard.press('Enter')]);
      await page.goto('/cart');
      const line = page.locator('[data-cart-line]');
      const itemId = await line.getAttribute('data-cart-line');

      // A changed quantity: focus on its line (scrolled to), the new quantity in it.
      await line.getByRole('spinbutton').focus();
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type('2');
      await Promise.all([page.waitForURL(/\/cart#cart-line-/), page.keyboard.press('Enter')]);
      await expect(focused(page)).toHaveAttribute('data-cart-line', itemId!);
      await expect(focused(page).getByRole('spinbutton')).toHaveValue('2');

      // A refused quantity (a stale page, or a hand-made post): focus on the alert that says so.
      const refused = await page.request.post('/cart', {
        form: { intent: 'update', itemId: itemId!, quantity: '999' },
        headers: { origin: new URL(page.url()).origin },
        maxRedirects: 0,
      });
      await page.goto(refused.headers().location!);
      await expectFocus(page, 'alert', '');
      await expect(focused(page)).toContainText('your bag has not changed');

      // A refused promo code: focus on its field, the message its description and an alert.
      await page.getByRole('textbox', { name: 'Enter a promo code' }).focus();
      await page.keyboard.type('NOTACODE');
      await Promise.all([page.waitForURL(/cartError=coupon-invalid/), page.keyboard.press('Enter')]);
      await expectFocus(page, 'textbox', 'Enter a promo code');
      await expect(focused(page)).toHaveAccessibleDescription(/isn't valid/);
      await expect(page.getByRole('alert')).toContainText(/isn't valid/);

      // An applied code: focus on the list of applied codes, which names it.
      await page.keyboard.type('trail10');
      await Promise.all([page.waitForURL(/#promo-codes-applied$/), page.keyboard.press('Enter')]);
      await expectFocus(page, 'list', 'Applied promo codes');
      await expect(focused(page)).toContainText('TRAIL10');

      // Tab from there reaches its Remove; removed, focus stays in the promo code section.
      await page.keyboard.press('Tab');
      await expectFocus(page, 'button', 'Remove promo code TRAIL10');
      await Promise.all([page.waitForURL(/#promo-codes$/), page.keyboard.press('Enter')]);
      await expectFocus(page, 'region', 'Promo code');

      // A removed line: focus on the page's heading (the bag is empty now).
      await page
        .locator('[data-cart-line]')
        .getByRole('button', { name: /^Remove/ })
        .focus();
      await Promise.all([page.waitForURL(/#cart-heading$/), page.keyboard.press('Enter')]);
      await expect(focused(page)).toHaveRole('heading');
      await expect(page.getByTestId('cart-empty')).toBeVisible();
    });

    test('profile form: a refused save focuses the first invalid field, a done one its notice', async ({ page }) => {
      test.setTimeout(120_000);
      const email = `keys-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
      await registerOnPage(page, { email, redirectUrl: '/account' });
      await expect(page).toHaveURL(/\/account$/);

      // Two invalid fields: focus on the first in the form's order, its message its description. The way there is the
      // skip link (its `#main` stays in the address: the form must not post there, or `<main>` would take focus).
      await skipToContent(page);
      await tabTo(page, page.getByLabel('Last Name'));
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.press('Backspace');
      await tabTo(page, page.getByLabel('Phone'));
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type('555-0100');
      await Promise.all([page.waitForResponse((r) => r.request().method() === 'POST'), page.keyboard.press('Enter')]);
      await expectFocus(page, 'textbox', /Last Name/);
      await expect(focused(page)).toHaveAccessibleDescription(/.+/);
      await expect(page.getByText('Please enter a valid phone number.')).toBeVisible();

      // Fixed and saved: focus on the notice, a status.
      await page.keyboard.type('Keys');
      await page.getByLabel('Phone').focus();
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type('(503) 555-0100');
      await page.keyboard.press('Enter');
      await expect(focused(page)).toHaveRole('status');
      await expect(focused(page)).toHaveText('Your profile has been updated.');
    });
  });
}

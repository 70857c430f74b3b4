import { expect, test } from '@playwright/test';
import { gotoReady, productPath, registerOnPage, uniqueEmail, wakeIsland } from './helpers';
import { expectFocus, expectNoAxeViolations, expectOpaque, focused, signInByKeyboard, SIZES, tabTo } from './keyboard';

/**
 * The signed-in checkout with the keyboard alone (issue 26, docs/behaviour/accessibility.md), at 390 px and 1280 px:
 * sign in from the header, add to bag, check out with the account's e-mail already on the basket, place the order.
 * After each step the focused element's role and name, and what was announced (a status, the title of a new page),
 * are checked; axe runs in each open state. The guest's journey is in e2e/keyboard.spec.ts.
 */

// a registration and a sign-in cost scrypt hashes, and the journey loads eight pages: a hang guard, not a speed limit
test.setTimeout(180_000);

for (const [size, viewport] of SIZES) {
  test.describe(`signed-in checkout (${size})`, () => {
    test.use({ viewport });

    test('sign in, add to bag, checkout with the account’s e-mail, place the order: focus and announcements at each step', async ({
      page,
    }) => {
      // A shopper who has an account, not signed in.
      const email = uniqueEmail('keys-checkout');
      await registerOnPage(page, { email });
      await expect(page).toHaveURL(/\/$/);
      await page.context().clearCookies();

      // Signed in from the header's dialog: the welcome is a polite status.
      await gotoReady(page, '/');
      await signInByKeyboard(page, email);

      // Add to bag: the modal takes focus; its Checkout link goes on.
      await gotoReady(page, `${productPath('RM1001')}?color=010&size=M`);
      const add = page.locator('[data-product-detail]').getByRole('button', { name: 'Add to Bag' });
      await wakeIsland(add);
      await tabTo(page, add, { most: 150 });
      await page.keyboard.press('Enter');
      const added = page.getByRole('dialog', { name: 'Added to bag' });
      await expect(added).toBeVisible();
      await expect(added.locator('*:focus')).toHaveCount(1);
      await expectOpaque(added);
      await expectNoAxeViolations(page, '[role="dialog"]');
      const toCheckout = added.getByRole('link', { name: 'Checkout' });
      await tabTo(page, toCheckout, { most: 10 });
      await Promise.all([page.waitForURL(/\/checkout$/), page.keyboard.press('Enter')]);

      // The account's e-mail is on the basket: the contact step is done and the page opens at the address, named in
      // the title (a plain visit moves no focus: it starts at the top, as on any page load).
      await expect(page).toHaveTitle('2. Shipping address – Checkout | Ridgeline');
      await expect(page.getByLabel('Email')).toHaveValue(email);
      await expect(page.getByRole('button', { name: 'Update email' })).toBeVisible();
      await expectNoAxeViolations(page);

      // The address by keyboard, field after field; Enter sends it: the next step's heading takes focus.
      await tabTo(page, page.getByLabel('First name'), { most: 120 });
      for (const [i, text] of ['Ada', 'Lovelace', '1 Trail Rd', '', 'Portland', 'OR', '97201'].entries()) {
        if (i > 0) await page.keyboard.press('Tab');
        if (text) await page.keyboard.type(text);
      }
      await expectFocus(page, 'textbox', 'Postal code');
      await page.keyboard.press('Enter');
      await expect(page).toHaveTitle('3. Shipping method – Checkout | Ridgeline');
      await expectFocus(page, 'heading', '3. Shipping method');

      // The method: the checked radio, then the step's button.
      await page.keyboard.press('Tab');
      await expect(focused(page)).toHaveRole('radio');
      await expect(focused(page)).toBeChecked();
      await page.keyboard.press('Tab');
      await expectFocus(page, 'button', 'Continue to payment');
      await page.keyboard.press('Enter');
      await expect(page).toHaveTitle('4. Payment – Checkout | Ridgeline');
      await expectFocus(page, 'heading', '4. Payment');
      await expectNoAxeViolations(page);

      // Place order: the confirmation's heading takes focus; it names the account's e-mail.
      await page.keyboard.press('Tab');
      await expectFocus(page, 'button', 'Place order');
      await Promise.all([page.waitForURL(/\/checkout\/confirmation\/\d+$/), page.keyboard.press('Enter')]);
      const orderNo = page.url().split('/').pop()!;
      await expect(page).toHaveTitle(new RegExp(orderNo));
      await expectFocus(page, 'heading', 'Thank you for your order');
      await expect(page.locator('[data-order-no]')).toHaveText(orderNo);
      await expect(page.getByText(`A confirmation goes to ${email}.`)).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}

import { expect, test } from '@playwright/test';
import { gotoReady, productPath, registerOnPage, uniqueEmail, wakeIsland } from './helpers';
import { expectFocus, expectNoAxeViolations, expectOpaque, focused, signInByKeyboard, SIZES, tabTo } from './keyboard';

/**
 * The signed-in checkout with the keyboard alone (issue 26, docs/behaviour/accessibility.md), at 390 px and 1280 px:
 * sign in from the header, add to bag, check out with the account's e-mail already on the basket and an address from
 * the account's address book, place the order.
 * After each step the focused element's role and name, and what was announced (a status, the title of a new page),
 * are checked; axe runs in each open state. The guest's journey is in e2e/keyboard.spec.ts.
 */

// a registration and a sign-in cost scrypt hashes, and the journey loads eight pages: a hang guard, not a speed limit
test.setTimeout(180_000);

for (const [size, viewport] of SIZES) {
  test.describe(`signed-in checkout (${size})`, () => {
    test.use({ viewport });

    test('sign in, add to bag, checkout with the account’s e-mail and a saved address, place the order: focus and announcements at each step', async ({
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

      // The account's address book holds one address (set up with the mouse: the account pages' keyboard journey is
      // e2e/keyboard-account.spec.ts).
      await gotoReady(page, '/account/addresses');
      const book = page.locator('[data-address-form="new"]');
      await book.getByLabel('Address Name').fill('Home');
      await book.getByLabel('First Name').fill('Ada');
      await book.getByLabel('Last Name').fill('Lovelace');
      await book.getByLabel('Address', { exact: true }).fill('1 Trail Rd');
      await book.getByLabel('City').fill('Portland');
      await book.getByLabel(/State or Province/).fill('OR');
      await book.getByLabel('Postal Code').fill('97201');
      await book.getByLabel('Country').selectOption('US');
      await book.getByRole('button', { name: 'Save' }).click();
      await expect(page.locator('[data-address="Home"]')).toBeVisible();

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
      await expectNoAxeViolations(page, 'dialog[data-added-to-bag][open]');
      const toCheckout = added.getByRole('link', { name: 'Checkout' });
      await tabTo(page, toCheckout, { most: 10 });
      await Promise.all([page.waitForURL(/\/checkout$/), page.keyboard.press('Enter')]);

      // The account's e-mail is on the basket: the contact step is done and the page opens at the address, named in
      // the title (a plain visit moves no focus: it starts at the top, as on any page load).
      await expect(page).toHaveTitle('2. Shipping address – Checkout | Ridgeline');
      await expect(page.getByLabel('Email')).toHaveValue(email);
      await expect(page.getByRole('button', { name: 'Update email' })).toBeVisible();
      await expectNoAxeViolations(page);

      // The saved address is offered first, checked; its button ships there: the next step's heading takes focus.
      // (The guest's journey in e2e/keyboard.spec.ts types an address field after field.)
      const saved = page.getByRole('group', { name: 'Your saved addresses' });
      const home = saved.getByRole('radio', {
        name: 'Home: Ada Lovelace, 1 Trail Rd, Portland, OR 97201, United States',
      });
      await expect(home).toBeChecked();
      await tabTo(page, home, { most: 120 });
      await page.keyboard.press('Tab');
      await expectFocus(page, 'button', 'Ship to this address');
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
      await expect(page.getByText('1 Trail Rd')).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}

import { expect, test } from '@playwright/test';
import { gotoReady, registerOnPage, uniqueEmail, wakeIsland, productPath } from './helpers';

/**
 * A signed-in shopper in fr-CA (packages/storefront README, "Locales and messages"): the account pages' server messages
 * (notices, field messages) and the bag's reservation timer (an island fed words formatted on the server) and loyalty
 * tracker are French, with no English left. Demo catalogue: RM1001 (plenty of stock).
 */
test.describe.configure({ timeout: 180_000 });

test('fr-CA: the sign-in dialog fetches its words and speaks French', async ({ page }) => {
  const copyRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/__ridgeline/account-messages')) copyRequests.push(new URL(request.url()).search);
  });
  await gotoReady(page, '/fr-ca/home');
  await page.locator('[data-account-link]').first().click();
  const dialog = page.getByRole('dialog', { name: 'Se connecter' });
  await expect(dialog).toBeVisible();
  expect(copyRequests).toEqual(['?locale=fr-CA']);
  await dialog.getByLabel('Courriel').fill('aurore@');
  await dialog.getByLabel('Courriel').blur();
  await expect(dialog).toContainText('Veuillez entrer une adresse courriel valide.');
  await expect(dialog.getByRole('button', { name: 'Continuer', exact: true })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Fermer' })).toBeVisible();
  expect(await dialog.innerText()).not.toMatch(/Sign In|\bEmail\b|Please enter|\bContinue\b/);
});

test('fr-CA account pages, the drawer and the bag’s timer and loyalty tracker speak French after sign-in', async ({
  page,
}) => {
  await registerOnPage(page, { email: uniqueEmail('fr-ca-account'), firstName: 'Aurore' });
  await expect(page).not.toHaveURL(/\/registration/);

  // Membership: join, then the notice the action sent back, in French.
  await gotoReady(page, '/fr-ca/account/membership');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await expect(page.getByRole('heading', { level: 1, name: 'Adhésion' })).toBeVisible();
  await page.getByRole('button', { name: 'Adhérer gratuitement' }).click();
  await expect(page).toHaveURL(/\/fr-ca\/account\/membership\?notice=loyalty-joined$/);
  await expect(page.locator('[data-account-notice]')).toHaveText('Bienvenue dans Ridgeline Récompenses!');

  // Profile: the server's field messages in French.
  await gotoReady(page, '/fr-ca/account');
  const profile = page.locator('[data-profile-form]');
  await profile.getByLabel('Prénom').fill('');
  await profile.getByLabel('Téléphone').fill('');
  await profile.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(profile).toContainText('Veuillez entrer votre prénom.');
  await expect(profile).toContainText('Ce champ est obligatoire.');
  expect(await profile.innerText()).not.toMatch(/Please enter|This field is required/);

  // The bag: one jacket, then the reservation timer and the loyalty tracker in French.
  await gotoReady(page, `/fr-ca${productPath('RM1001')}`);
  await page.locator('a[href*="color=464"]').first().click();
  await page.locator('[data-product-detail] a[href*="size=L"]').first().click();
  await expect(page).toHaveURL(/size=L/);
  const buyBox = page.locator('[data-product-detail]');
  await wakeIsland(buyBox);
  await buyBox.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(page.getByRole('dialog', { name: 'Ajouté au panier' })).toBeVisible();

  await gotoReady(page, '/fr-ca/cart');
  const timer = page.getByTestId('reservation-running');
  await expect(timer).toContainText(/^Votre panier est réservé pendant \d+:\d\d/);
  await expect(timer).toContainText('Passez à la caisse pendant que c’est encore disponible');
  await expect(timer).not.toContainText(/reserved|Checkout now/);
  const loyalty = page.locator('[data-loyalty="member"]');
  await expect(loyalty.getByRole('heading', { name: 'Récompenses Membre' })).toBeVisible();
  await expect(loyalty).toContainText(/\d+ points sur \d+ avant votre prochaine récompense/);
  await expect(loyalty.getByRole('progressbar', { name: /^Progression vers la récompense : \d+ %$/ })).toBeVisible();
  expect(await loyalty.innerText()).not.toMatch(/rewards|points to your|Tier valid/i);

  // The account drawer of a signed-in customer, in French.
  await page.locator('[data-account-link]').first().click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByRole('heading', { name: 'Bonjour, Aurore' })).toBeVisible({ timeout: 15_000 });
  await expect(drawer.getByRole('link', { name: 'Historique des commandes' })).toHaveAttribute(
    'href',
    '/fr-ca/account/orders',
  );
  await expect(drawer.getByRole('button', { name: 'Se déconnecter' })).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Fermer' })).toBeVisible();
});

import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FOOTER_WORDS, type FooterWords } from '@ridgeline/commerce';
import {
  BLOCK_ISLAND,
  ContentRenderer,
  IslandsContext,
  preloadBlocks,
  PROPS_ATTRIBUTE,
  type BlockIslandProps,
} from '@ridgeline/renderer';
import { hydrateIslands, unmountIslands } from '@ridgeline/renderer/islands';
import { createServerIslands } from '@ridgeline/renderer/server';
import { defaultToastDuration, preloadToasts, RidgelineProvider } from '@ridgeline/ui';
import { renderToString } from 'react-dom/server';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import fixture from './fixtures/footer-ridgeline.json';
import minimal from './fixtures/footer-minimal.json';
import { contextFor, memoryLogger, prepareFixture, testRegistry, type PrepareFixtureOptions } from '../test/harness';
import { NewsletterServiceProvider, type NewsletterService, type NewsletterSubscribeResult } from './newsletter';
import { FEEDBACK_SURVEY_EVENT, SMS_SIGNUP_EVENT } from './actions';
import { ShopperHostProvider, type ShopperHost } from '../shared/host';

const SCHEMA = 'https://schema.ridgeline.dev/footer';

function fakeService(overrides: Partial<NewsletterService> = {}) {
  const subscribe = vi.fn<NewsletterService['subscribe']>(async () => ({
    success: true,
    allFieldsProvided: false,
    emailProfileCreationDate: '2026-11-01T10:00:00.000Z',
  }));
  const updateProfile = vi.fn<NewsletterService['updateProfile']>(async () => ({ success: true }));
  return { subscribe, updateProfile, ...overrides } as NewsletterService & {
    subscribe: typeof subscribe;
    updateProfile: typeof updateProfile;
  };
}

async function renderFooter(
  content: unknown = fixture,
  service: NewsletterService = fakeService(),
  shopperHost?: ShopperHost,
  options: PrepareFixtureOptions = {},
) {
  const logger = memoryLogger();
  const prepared = await prepareFixture(content, options, logger);
  const footer = (
    <NewsletterServiceProvider service={service}>
      <ContentRenderer content={prepared} registry={testRegistry} context={contextFor(options)} logger={logger} />
    </NewsletterServiceProvider>
  );
  const result = render(
    <RidgelineProvider>
      {shopperHost ? <ShopperHostProvider value={shopperHost}>{footer}</ShopperHostProvider> : footer}
    </RidgelineProvider>,
  );
  return { ...result, prepared, service };
}

/** matchMedia where the given min-width queries match (the jsdom default matches nothing). */
function mockWidth(width: number) {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    return { ...original(query), matches: min ? width >= Number(min[1]) : false };
  }) as typeof window.matchMedia;
  return () => void (window.matchMedia = original);
}

let restore: (() => void) | undefined;
afterEach(() => {
  vi.useRealTimers();
  restore?.();
  restore = undefined;
  vi.restoreAllMocks();
});

const emailInput = () => screen.getByLabelText('Email address');
const signUp = () => screen.getByRole('button', { name: 'Sign Up' });

describe('Footer (through the renderer)', () => {
  it('validates and renders a labelled footer with data-content-id and data-schema', async () => {
    const { container, prepared } = await renderFooter();
    expect(prepared.__ridgeline).toEqual({ status: 'ok', data: undefined });
    const root = container.querySelector(`[data-schema="${SCHEMA}"]`)!;
    expect(root.tagName).toBe('FOOTER');
    expect(root).toHaveAttribute('data-content-id', fixture._meta.deliveryId);
    expect(screen.getByRole('heading', { level: 2, name: 'Site footer' })).toBeInTheDocument();
    expect(container.querySelector('[data-loyalty-banner]')).toHaveTextContent(fixture.loyaltyBanner.text);
  });

  it('renders every column and every link in the server HTML, the link columns as closed disclosures', async () => {
    const logger = memoryLogger();
    const prepared = await prepareFixture(fixture, {}, logger);
    await preloadBlocks(prepared, testRegistry);
    const html = renderToString(
      <RidgelineProvider>
        <ContentRenderer content={prepared} registry={testRegistry} context={contextFor()} logger={logger} />
      </RidgelineProvider>,
    );
    const page = new DOMParser().parseFromString(html, 'text/html');
    const hrefs = (selector: string) =>
      [...page.querySelectorAll(`${selector} a`)].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(hrefs('[data-footer-column="column-two"]')).toEqual([
      ["Men's", '/c/mens/'],
      ["Women's", '/c/womens/'],
      ["Kids'", '/c/kids/'],
      ['Footwear', '/c/footwear/'],
      ['Gear', '/c/gear/'],
      ['Sale', '/c/sale/'],
    ]);
    expect(hrefs('[data-footer-column="column-three"]').map(([name]) => name)).toEqual([
      'Our story',
      'Trail guide',
      'Careers',
      'Store locator',
    ]);
    expect(hrefs('[data-footer-column="one"]').map(([name]) => name)).toContain('Chat with a guide');
    const disclosures = [...page.querySelectorAll('details[data-footer-disclosure]')];
    expect(disclosures).toHaveLength(2);
    for (const details of disclosures) {
      expect(details.hasAttribute('open')).toBe(false);
      // The summary is the disclosure's first child and holds the column's heading.
      expect(details.firstElementChild?.tagName).toBe('SUMMARY');
      expect(details.querySelector('summary > h3')).not.toBeNull();
    }
    expect([...page.querySelectorAll('summary > h3')].map((h) => h.textContent)).toEqual(['Shop', 'About Ridgeline']);
  });

  it('below 992 px a link column is a disclosure: its summary toggles it, its own heading stays hidden', async () => {
    const { container } = await renderFooter();
    const column = container.querySelector<HTMLElement>('[data-footer-column="column-two"]')!;
    const details = column.querySelector('details')!;
    const summary = details.querySelector('summary')!;
    expect(details.open).toBe(false);
    expect(within(summary).getByRole('heading', { level: 3, name: 'Shop' })).toBeInTheDocument();
    // The heading beside the disclosure is the desktop one (shown from 992 px by CSS, see the stories).
    expect(within(column).getAllByRole('heading', { level: 3, name: 'Shop' })).toHaveLength(1);
    await userEvent.click(summary);
    expect(details.open).toBe(true);
    expect(within(details).getByRole('link', { name: "Men's" })).toHaveAttribute('href', '/c/mens/');
    await userEvent.click(summary);
    expect(details.open).toBe(false);
  });

  it('the link columns follow no media query: the same markup at every width', async () => {
    restore = mockWidth(1280);
    const wide = (await renderFooter()).container.querySelector('[data-footer-accordions]')!.outerHTML;
    restore();
    restore = mockWidth(375);
    const narrow = (await renderFooter()).container.querySelectorAll('[data-footer-accordions]');
    expect(narrow[narrow.length - 1]!.outerHTML).toBe(wide);
    expect(screen.getAllByRole('link', { name: 'Careers' })[0]).toHaveAttribute('target', '_blank');
  });

  it('from 992 px CSS shows every panel and the plain heading and drops the summary (where ::details-content exists)', async () => {
    const { container } = await renderFooter();
    const column = container.querySelector<HTMLElement>('[data-footer-column="column-two"]')!;
    const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
    const own = column.className.split(' ').find((name) => name.startsWith('css-'))!;
    const rules = css.slice(css.indexOf('@supports selector(::details-content)'));
    expect(rules).toContain('@media (min-width: 992px)');
    expect(rules).toContain(`.${own}>details>summary{display:none;}`);
    expect(rules).toContain(`.${own}>details::details-content{display:block;content-visibility:visible;}`);
    expect(rules).toContain(`.${own}>[data-column-heading]{display:block;`);
  });

  it('View My Account goes to /account and the location button to /{localeAlias}/international', async () => {
    await renderFooter();
    expect(screen.getByRole('link', { name: 'View My Account' })).toHaveAttribute('href', '/account');
    expect(screen.getByRole('link', { name: /^Location: / })).toHaveAttribute('href', '/en-us/international');
  });

  it('column one, social links, working hours and legal links', async () => {
    const { container } = await renderFooter();
    expect(screen.getByRole('link', { name: 'Chat with a guide' })).toHaveAttribute('href', '/help/chat');
    expect(screen.getByRole('link', { name: '1-800-555-0142' })).toHaveAttribute('href', 'tel:+18005550142');
    const instagram = screen.getByRole('link', { name: 'Instagram' });
    expect(instagram).toHaveAttribute('target', '_blank');
    expect(instagram.getAttribute('rel')).toContain('noopener');
    expect(
      within(container.querySelector<HTMLElement>('[data-working-hours]')!).getByText('help@ridgeline.dev'),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Legal' })).getAllByRole('link')).toHaveLength(4);
  });

  it('the survey flag adds a Website feedback button that asks for the survey', async () => {
    const listener = vi.fn();
    window.addEventListener(FEEDBACK_SURVEY_EVENT, listener);
    await renderFooter();
    await userEvent.click(screen.getByRole('button', { name: 'Website feedback' }));
    expect(listener).toHaveBeenCalledTimes(1);
    window.removeEventListener(FEEDBACK_SURVEY_EVENT, listener);
  });

  it.each([
    [1024, 'rdgl-sms-wide-2026'],
    [760, 'rdgl-sms-wide-2026'],
    [759, 'rdgl-sms-narrow-2026'],
    [375, 'rdgl-sms-narrow-2026'],
  ])('the two-step promo link at %i px dispatches ridgeline:sms-signup with %s', async (width, campaignId) => {
    restore = mockWidth(width);
    const listener = vi.fn();
    window.addEventListener(SMS_SIGNUP_EVENT, listener);
    await renderFooter();
    await userEvent.click(screen.getByRole('button', { name: /Get texts from Ridgeline/ }));
    expect(listener).toHaveBeenCalledTimes(1);
    expect((listener.mock.calls[0]![0] as CustomEvent).detail).toEqual({ campaignId });
    window.removeEventListener(SMS_SIGNUP_EVENT, listener);
  });

  it('without the two-step modal the promo is a plain link; without the flag there is no survey and no sign-up', async () => {
    await renderFooter(minimal);
    expect(screen.getByRole('link', { name: /Find a store/ })).toHaveAttribute('href', '/store-locator');
    expect(screen.queryByRole('button', { name: 'Website feedback' })).toBeNull();
    expect(screen.queryByLabelText('Email address')).toBeNull();
  });
});

describe('Footer newsletter sign-up', () => {
  it("fills in a registered customer's e-mail once the host has loaded the customer record", async () => {
    let loaded!: (email: string | undefined) => void;
    const customerEmail = vi.fn(() => new Promise<string | undefined>((resolve) => (loaded = resolve)));
    await renderFooter(fixture, fakeService(), { customerEmail });
    const field = await screen.findByLabelText('Email address');
    expect(field).toHaveValue('');
    await act(async () => loaded('ada@example.com'));
    expect(field).toHaveValue('ada@example.com');
    expect(customerEmail).toHaveBeenCalledTimes(1);
  });

  it('never replaces what the shopper has started typing; a guest (no e-mail) keeps an empty field', async () => {
    let loaded!: (email: string | undefined) => void;
    await renderFooter(fixture, fakeService(), { customerEmail: () => new Promise((resolve) => (loaded = resolve)) });
    const field = await screen.findByLabelText('Email address');
    await userEvent.type(field, 'me@');
    await act(async () => loaded('ada@example.com'));
    expect(field).toHaveValue('me@');
    cleanup();
    await renderFooter(fixture, fakeService(), { customerEmail: async () => undefined });
    expect(await screen.findByLabelText('Email address')).toHaveValue('');
  });

  it('an empty email on submit shows the invalid-email message, linked to the field', async () => {
    const service = fakeService();
    await renderFooter(fixture, service);
    await userEvent.click(signUp());
    const error = screen.getByText('Please enter a valid email address.');
    expect(emailInput()).toHaveAttribute('aria-invalid', 'true');
    expect(emailInput().getAttribute('aria-describedby')).toContain(error.id);
    expect(emailInput()).toHaveFocus();
    expect(service.subscribe).not.toHaveBeenCalled();
  });

  it('over 50 characters: Must be less than 50 characters.', async () => {
    const service = fakeService();
    await renderFooter(fixture, service);
    await userEvent.type(emailInput(), `${'a'.repeat(41)}@trail.com`);
    await userEvent.click(signUp());
    expect(screen.getByRole('alert')).toHaveTextContent('Must be less than 50 characters.');
    expect(service.subscribe).not.toHaveBeenCalled();
  });

  it('POST, then the confirmation drawer; Submit validates the postal code, PATCHes and toasts Thank You', async () => {
    await preloadToasts();
    const service = fakeService();
    await renderFooter(fixture, service);
    await userEvent.type(emailInput(), ' hiker@ridgeline.dev ');
    await userEvent.click(signUp());
    expect(service.subscribe).toHaveBeenCalledWith('hiker@ridgeline.dev');
    const drawer = await screen.findByRole('dialog', { name: 'Tell us a little more' });
    const zip = within(drawer).getByLabelText('Zip code');
    expect(zip).toHaveAttribute('maxlength', '10');
    const gender = within(drawer).getByLabelText('Gender') as HTMLSelectElement;
    expect(gender.value).toBe('0');
    expect([...gender.options].map((o) => [o.value, o.text])).toEqual([
      ['0', 'Select gender'],
      ['1', 'Male'],
      ['2', 'Female'],
      ['-1', 'Prefer not to answer'],
    ]);

    await userEvent.click(within(drawer).getByRole('button', { name: 'Submit' }));
    expect(within(drawer).getByText('This field is required.').id).toBe(zip.getAttribute('aria-describedby'));
    await userEvent.type(zip, '9720');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Submit' }));
    expect(within(drawer).getByText('Please enter a valid zip code')).toBeInTheDocument();
    expect(service.updateProfile).not.toHaveBeenCalled();

    await userEvent.type(zip, '9');
    await userEvent.selectOptions(gender, 'Female');
    // The toast closes itself 5 s after it opens (Radix's timer). On real time a loaded machine could spend that long
    // between the PATCH and finding the toast, which was then gone. From here on the clock is fake (the toast's code
    // was fetched above, so nothing here waits for real work): the toast stays until the clock is moved.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    await user.click(within(drawer).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(service.updateProfile).toHaveBeenCalledWith({
      email: 'hiker@ridgeline.dev',
      postalCode: '97209',
      gender: 2,
      source: 'footer',
      messageId: 'ridgeline-footer-signup',
      emailProfileCreationDate: '2026-11-01T10:00:00.000Z',
    });
    expect(await screen.findByText('Thank You')).toBeInTheDocument();
    expect(screen.getByText('Watch your inbox for the latest news and offers')).toBeInTheDocument();
    expect(emailInput()).toHaveValue('');
    // The toast is on the fake clock: only its own 5 s (and the exit that follows) end it, not the machine's speed.
    act(() => void vi.advanceTimersByTime(defaultToastDuration + 1_000));
    expect(screen.queryByText('Thank You')).toBeNull();
  });

  it('Skip closes the drawer without the second call', async () => {
    const service = fakeService();
    await renderFooter(fixture, service);
    await userEvent.type(emailInput(), 'hiker@ridgeline.dev');
    await userEvent.click(signUp());
    const drawer = await screen.findByRole('dialog', { name: 'Tell us a little more' });
    // the panel takes pointer events once its styles are in (its chunk loads on first open): retry until it does
    await waitFor(() => userEvent.click(within(drawer).getByRole('button', { name: 'Skip' })));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(service.updateProfile).not.toHaveBeenCalled();
  });

  it('allFieldsProvided shows the thank-you view with the saved postal code and gender and View My Account', async () => {
    const service = fakeService({
      subscribe: vi.fn(async (): Promise<NewsletterSubscribeResult> => ({
        success: true,
        allFieldsProvided: true,
        postalCode: '80302',
        gender: -1,
      })),
    });
    const { container } = await renderFooter(fixture, service);
    await userEvent.type(emailInput(), 'member@ridgeline.dev');
    await userEvent.click(signUp());
    const thanks = await waitFor(() => container.querySelector<HTMLElement>('[data-newsletter-view="thanks"]')!);
    expect(thanks).not.toBeNull();
    expect(within(thanks).getByText('80302')).toBeInTheDocument();
    expect(within(thanks).getByText('Prefer not to answer')).toBeInTheDocument();
    expect(within(thanks).getByRole('link', { name: 'View My Account' })).toHaveAttribute('href', '/account');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows a loading state while the first call runs', async () => {
    let resolve!: (value: NewsletterSubscribeResult) => void;
    const service = fakeService({
      subscribe: vi.fn(() => new Promise<NewsletterSubscribeResult>((r) => (resolve = r))),
    });
    const { container } = await renderFooter(fixture, service);
    await userEvent.type(emailInput(), 'hiker@ridgeline.dev');
    await userEvent.click(signUp());
    expect(screen.getByRole('button', { name: 'Signing up…' })).toHaveAttribute('aria-disabled', 'true');
    expect(container.querySelector('form[aria-busy="true"]')).not.toBeNull();
    // A second submit while loading is ignored.
    fireEvent.submit(container.querySelector('form')!);
    expect(service.subscribe).toHaveBeenCalledTimes(1);
    await act(async () => resolve({ success: true, allFieldsProvided: true, postalCode: '97209', gender: 1 }));
    expect(screen.queryByRole('button', { name: 'Signing up…' })).toBeNull();
  });

  it('shows the same loading state while the second call (the profile update) runs', async () => {
    let resolve!: (value: { success: boolean }) => void;
    const service = fakeService({
      updateProfile: vi.fn(() => new Promise<{ success: boolean }>((r) => (resolve = r))),
    });
    const { container } = await renderFooter(fixture, service);
    await userEvent.type(emailInput(), 'hiker@ridgeline.dev');
    await userEvent.click(signUp());
    const drawer = await screen.findByRole('dialog', { name: 'Tell us a little more' });
    expect(screen.queryByText('Submitting…')).toBeNull();
    await userEvent.type(within(drawer).getByLabelText('Zip code'), '97209');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Submit' }));
    expect(service.updateProfile).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('button', { name: 'Signing up…' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Submitting…');
    expect(container.querySelector('form[aria-busy="true"]')).not.toBeNull();
    // A new sign-up while it runs is ignored.
    fireEvent.submit(container.querySelector('form')!);
    expect(service.subscribe).toHaveBeenCalledTimes(1);
    await act(async () => resolve({ success: true }));
    expect(screen.queryByRole('button', { name: 'Signing up…' })).toBeNull();
    expect(screen.queryByText('Submitting…')).toBeNull();
  });

  it('a failed first call shows the response msg (or the error message) under the field', async () => {
    const service = fakeService({
      subscribe: vi
        .fn()
        .mockRejectedValueOnce(new Error('This email is already unsubscribed'))
        .mockRejectedValueOnce(new TypeError('Failed to fetch')),
    });
    await renderFooter(fixture, service);
    await userEvent.type(emailInput(), 'hiker@ridgeline.dev');
    await userEvent.click(signUp());
    const error = await screen.findByText('This email is already unsubscribed');
    expect(emailInput().getAttribute('aria-describedby')).toContain(error.id);
    await userEvent.click(signUp());
    expect(await screen.findByText('Failed to fetch')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a failed second call is logged to the console only', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const service = fakeService({ updateProfile: vi.fn().mockRejectedValue(new Error('PATCH failed')) });
    const { container } = await renderFooter(fixture, service);
    await userEvent.type(emailInput(), 'hiker@ridgeline.dev');
    await userEvent.click(signUp());
    const drawer = await screen.findByRole('dialog', { name: 'Tell us a little more' });
    await userEvent.type(within(drawer).getByLabelText('Zip code'), '97209');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(consoleError).toHaveBeenCalledWith('[footer] newsletter profile update failed:', expect.any(Error)),
    );
    expect(screen.queryByText('Thank You')).toBeNull();
    expect(container.querySelector('[data-field-error]')).toBeNull();
  });
});

/** The footer's words as the storefront gives them on fr-CA pages (`RenderContext.labels.footer`). */
const FRENCH: FooterWords = {
  siteFooter: 'Pied de page du site',
  help: 'Aide',
  viewAccount: 'Voir mon compte',
  location: 'Emplacement : {country}',
  websiteFeedback: 'Commentaires sur le site',
  followUs: 'Suivez-nous',
  contactUs: 'Nous joindre',
  legal: 'Mentions légales',
  signUpTitle: 'Inscrivez-vous à nos courriels',
  emailAddress: 'Adresse courriel',
  signUp: 'S’inscrire',
  signingUp: 'Inscription en cours…',
  submitting: 'Envoi en cours…',
  subscribed: 'Merci, votre inscription est confirmée',
  notProvided: 'Non précisé',
  moreTitle: 'Dites-nous-en un peu plus',
  moreDescription:
    'Ajoutez votre code postal et votre genre pour recevoir des offres qui vous conviennent. Passez cette étape pour terminer sans les fournir.',
  skip: 'Passer',
  submit: 'Envoyer',
  close: 'Fermer',
  zipCode: 'Code ZIP',
  postalCode: 'Code postal',
  postcode: 'Code postal',
  postleitzahl: 'Postleitzahl (code postal)',
  gender: 'Genre',
  selectGender: 'Choisissez votre genre',
  male: 'Homme',
  female: 'Femme',
  preferNotToAnswer: 'Je préfère ne pas répondre',
  invalidEmail: 'Veuillez entrer une adresse courriel valide.',
  emailTooLong: 'Doit contenir moins de 50 caractères.',
  required: 'Ce champ est obligatoire.',
  invalidPostalCode: 'Veuillez entrer un code postal valide',
  toastTitle: 'Merci',
  toastDescription: 'Surveillez votre boîte de réception pour nos dernières nouvelles et offres',
};
const frCA: PrepareFixtureOptions = { labels: { footer: FRENCH }, context: { locale: 'fr-CA' } };

/** The fixture without the sign-up's CMS title: the block's own title shows. */
const untitled = (() => {
  const { emailTitleText: _title, ...subscribe } = fixture.subscribe;
  return { ...fixture, subscribe };
})();

/** The footer's English words (its defaults) found in the document's text, names and descriptions. */
function englishIn(root: HTMLElement): string[] {
  const said = [
    root.textContent ?? '',
    ...[...root.querySelectorAll('[aria-label]')].map((element) => element.getAttribute('aria-label')),
  ].join('\n');
  return Object.values(FOOTER_WORDS)
    .map((english) => english.replace('{country}', ''))
    .filter((english) => said.includes(english));
}

describe("Footer in the page's language (RenderContext.labels.footer)", () => {
  it('without labels its own words are the English ones', async () => {
    await renderFooter(untitled);
    expect(screen.getByRole('heading', { level: 2, name: 'Site footer' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Help' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View My Account' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Location: United States' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Follow us' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Contact us' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Legal' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Sign up for emails' })).toBeInTheDocument();
    expect(emailInput()).toBeInTheDocument();
    expect(signUp()).toBeInTheDocument();
  });

  it('fr-CA: every word of its own is French; what the CMS gives stays as entered', async () => {
    const { container } = await renderFooter(untitled, fakeService(), undefined, frCA);
    expect(screen.getByRole('heading', { level: 2, name: 'Pied de page du site' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Aide' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir mon compte' })).toHaveAttribute('href', '/account');
    expect(screen.getByRole('link', { name: 'Emplacement : Canada' })).toHaveAttribute('href', '/fr-ca/international');
    expect(screen.getByRole('button', { name: 'Commentaires sur le site' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Suivez-nous' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Nous joindre' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Mentions légales' })).getAllByRole('link')).toHaveLength(4);
    expect(screen.getByRole('heading', { level: 3, name: 'Inscrivez-vous à nos courriels' })).toBeInTheDocument();
    expect(screen.getByLabelText('Adresse courriel')).toHaveAttribute('type', 'email');
    expect(screen.getByRole('button', { name: 'S’inscrire' })).toBeInTheDocument();
    // The CMS's words are not the block's: shown as entered.
    expect(screen.getByRole('heading', { level: 3, name: 'Shop' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Chat with a guide' })).toBeInTheDocument();
    expect(englishIn(container)).toEqual([]);
  });

  it('fr-CA: validation messages, the busy state, the drawer and the toast are French', async () => {
    await preloadToasts();
    let subscribed!: (value: NewsletterSubscribeResult) => void;
    const service = fakeService({
      subscribe: vi.fn(() => new Promise<NewsletterSubscribeResult>((resolve) => (subscribed = resolve))),
    });
    await renderFooter(fixture, service, undefined, frCA);
    const email = screen.getByLabelText('Adresse courriel');
    await userEvent.click(screen.getByRole('button', { name: 'S’inscrire' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Veuillez entrer une adresse courriel valide.');
    await userEvent.type(email, `${'a'.repeat(41)}@trail.com`);
    await userEvent.click(screen.getByRole('button', { name: 'S’inscrire' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Doit contenir moins de 50 caractères.');
    await userEvent.clear(email);
    await userEvent.type(email, 'randonneur@ridgeline.dev');
    await userEvent.click(screen.getByRole('button', { name: 'S’inscrire' }));
    expect(screen.getByRole('button', { name: 'Inscription en cours…' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Envoi en cours…');
    await act(async () => subscribed({ success: true, allFieldsProvided: false }));

    const drawer = await screen.findByRole('dialog', { name: 'Dites-nous-en un peu plus' });
    expect(drawer).toHaveAccessibleDescription(FRENCH.moreDescription);
    expect(within(drawer).getByRole('button', { name: 'Fermer' })).toBeInTheDocument();
    const postal = within(drawer).getByLabelText('Code postal');
    expect(postal).toHaveAttribute('maxlength', '7');
    const gender = within(drawer).getByLabelText('Genre') as HTMLSelectElement;
    expect([...gender.options].map((option) => option.text)).toEqual([
      'Choisissez votre genre',
      'Homme',
      'Femme',
      'Je préfère ne pas répondre',
    ]);
    await userEvent.click(within(drawer).getByRole('button', { name: 'Envoyer' }));
    expect(within(drawer).getByRole('alert')).toHaveTextContent('Ce champ est obligatoire.');
    await userEvent.type(postal, '12345');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Envoyer' }));
    expect(within(drawer).getByRole('alert')).toHaveTextContent('Veuillez entrer un code postal valide');
    expect(within(drawer).getByRole('button', { name: 'Passer' })).toBeInTheDocument();
    expect(englishIn(document.body)).toEqual([]);

    await userEvent.clear(postal);
    await userEvent.type(postal, 'H2X 1Y4');
    // The toast closes itself after 5 s: on a fake clock it stays until the clock is moved (as in the English flow).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    await user.click(within(drawer).getByRole('button', { name: 'Envoyer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(service.updateProfile).toHaveBeenCalledWith(expect.objectContaining({ postalCode: 'H2X 1Y4', gender: 0 }));
    expect(await screen.findByText('Merci')).toBeInTheDocument();
    expect(screen.getByText(FRENCH.toastDescription)).toBeInTheDocument();
    expect(englishIn(document.body)).toEqual([]);
    act(() => void vi.advanceTimersByTime(defaultToastDuration + 1_000));
  });

  it('fr-CA: the thank-you view names the saved postal code and gender in French', async () => {
    const service = fakeService({
      subscribe: vi.fn(async (): Promise<NewsletterSubscribeResult> => ({
        success: true,
        allFieldsProvided: true,
        gender: 1,
      })),
    });
    const { container } = await renderFooter(fixture, service, undefined, frCA);
    await userEvent.type(screen.getByLabelText('Adresse courriel'), 'membre@ridgeline.dev');
    await userEvent.click(screen.getByRole('button', { name: 'S’inscrire' }));
    const thanks = await waitFor(() => container.querySelector<HTMLElement>('[data-newsletter-view="thanks"]')!);
    expect(within(thanks).getByRole('heading', { name: 'Merci, votre inscription est confirmée' })).toBeInTheDocument();
    expect([...thanks.querySelectorAll('dt, dd')].map((cell) => cell.textContent)).toEqual([
      'Code postal',
      'Non précisé',
      'Genre',
      'Homme',
    ]);
    expect(within(thanks).getByRole('link', { name: 'Voir mon compte' })).toHaveAttribute('href', '/account');
    expect(englishIn(container)).toEqual([]);
  });

  it("fr-CA: the island's props carry the words, so the hydrated sign-up validates in French", async () => {
    const Providers = ({ children }: { children: ReactNode }) => <RidgelineProvider>{children}</RidgelineProvider>;
    // React's development build warns that the server and the browser renderer share context objects (both run in
    // this one process, never in a browser); a hydration mismatch would be reported here too, and is checked below.
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    // The island hydrates on its own schedule, as in a browser, not inside act().
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const previousActEnvironment = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    const logger = memoryLogger();
    const prepared = await prepareFixture(fixture, frCA, logger);
    await preloadBlocks(prepared, testRegistry);
    const islands = createServerIslands({ Providers });
    const html = await islands.renderInto(
      renderToString(
        <IslandsContext.Provider value={islands}>
          <ContentRenderer content={prepared} registry={testRegistry} context={contextFor(frCA)} logger={logger} />
        </IslandsContext.Provider>,
      ),
    );
    const host = document.createElement('div');
    // The footer wakes when near the viewport (jsdom has none): here as soon as the runtime starts.
    host.innerHTML = html.replace('data-hydrate="visible"', 'data-hydrate="load"');
    document.body.append(host);
    try {
      const script = host.querySelector(`script[${PROPS_ATTRIBUTE}]`)!;
      const props = JSON.parse(script.textContent ?? 'null') as BlockIslandProps;
      expect(props.context.labels?.footer).toEqual(FRENCH);
      expect(within(host).getByRole('button', { name: 'S’inscrire' })).toBeInTheDocument();
      const [result] = hydrateIslands({ registry: testRegistry, root: host, Providers, logger });
      expect(await result).toBe('hydrated');
      expect(host.querySelector(`[data-island="${BLOCK_ISLAND}"]`)).toHaveAttribute('data-island-state', 'hydrated');
      await userEvent.click(within(host).getByRole('button', { name: 'S’inscrire' }));
      await waitFor(() =>
        expect(within(host).getByRole('alert')).toHaveTextContent('Veuillez entrer une adresse courriel valide.'),
      );
      expect(errors.mock.calls.flat().join('\n')).not.toMatch(/hydrat|did not match/i);
      expect(logger.entries).toEqual([]);
    } finally {
      unmountIslands(host);
      host.remove();
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = previousActEnvironment;
    }
  });
});

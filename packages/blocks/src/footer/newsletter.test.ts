import { describe, expect, it, vi } from 'vitest';
import {
  EMAIL_PATTERN,
  NEWSLETTER_MESSAGES,
  createNewsletterService,
  countryOfLocale,
  genderLabel,
  newsletterEndpoint,
  postalCodeLabel,
  postalCodeRuleFor,
  validateEmail,
  validatePostalCode,
} from './newsletter';
import { DEFAULT_SMS_CAMPAIGN_IDS, localeAlias, smsCampaignFor } from './actions';

describe('footer newsletter validation', () => {
  it('email: word characters . % + - before @, a domain, a 2-6 letter TLD', () => {
    for (const ok of ['a@b.co', 'first.last+trail%x-y@mail.example.museum', 'x_y@sub.domain.org'])
      expect(EMAIL_PATTERN.test(ok), ok).toBe(true);
    for (const bad of ['a@b.c', 'a@b.abcdefg', 'a b@c.com', 'a@b', '@b.com', 'a@b.c0m', 'a!@b.com'])
      expect(EMAIL_PATTERN.test(bad), bad).toBe(false);
  });

  it('email messages: empty and invalid → the invalid-email message; over 50 characters → the length message', () => {
    expect(validateEmail('')).toBe('Please enter a valid email address.');
    expect(validateEmail('   ')).toBe('Please enter a valid email address.');
    expect(validateEmail('not-an-email')).toBe('Please enter a valid email address.');
    const fifty = `${'a'.repeat(40)}@trail.com`;
    expect(fifty).toHaveLength(50);
    expect(validateEmail(fifty)).toBeUndefined();
    expect(validateEmail(`a${fifty}`)).toBe('Must be less than 50 characters.');
    expect(validateEmail('hiker@ridgeline.dev')).toBeUndefined();
  });

  it('postal code rules come from the last two letters of the locale', () => {
    expect(countryOfLocale('en-US')).toBe('US');
    expect(countryOfLocale('fr-CA')).toBe('CA');
    expect(postalCodeRuleFor('en-US').maxLength).toBe(10);
    expect(postalCodeRuleFor('en-CA').maxLength).toBe(7);
    expect(postalCodeRuleFor('ja-JP').maxLength).toBe(8);
    expect(postalCodeRuleFor('en-GB').maxLength).toBe(10);
  });

  it.each([
    ['en-US', '97209', undefined],
    ['en-US', '97209-1234', undefined],
    ['en-US', '9720', NEWSLETTER_MESSAGES.invalidPostalCode],
    ['en-US', '97209-12', NEWSLETTER_MESSAGES.invalidPostalCode],
    ['en-CA', 'K1A 0B1', undefined],
    ['fr-CA', 'k1a0b1', undefined],
    ['en-CA', '12345', NEWSLETTER_MESSAGES.invalidPostalCode],
    ['de-DE', '10178', undefined],
    ['de-DE', '1017', NEWSLETTER_MESSAGES.invalidPostalCode],
    ['en-GB', 'SW1A 1AA', undefined],
    ['ja-JP', '100-0001', undefined],
    ['ja-JP', '1000001', NEWSLETTER_MESSAGES.invalidPostalCode],
    ['en-US', '', 'This field is required.'],
    ['en-US', '  ', 'This field is required.'],
  ])('%s %j → %s', (locale, code, message) => {
    expect(validatePostalCode(code, locale)).toBe(message);
  });

  it('messages are the required words', () => {
    expect(NEWSLETTER_MESSAGES).toMatchObject({
      invalidPostalCode: 'Please enter a valid zip code',
      required: 'This field is required.',
      toastTitle: 'Thank You',
      toastDescription: 'Watch your inbox for the latest news and offers',
    });
  });

  it("messages, the postal-code field's name and the genders in the page's words (fr-CA), English by default", () => {
    const french = {
      invalidEmail: 'Veuillez entrer une adresse courriel valide.',
      emailTooLong: 'Doit contenir moins de 50 caractères.',
      required: 'Ce champ est obligatoire.',
      invalidPostalCode: 'Veuillez entrer un code postal valide',
      zipCode: 'Code ZIP',
      postalCode: 'Code postal',
      postcode: 'Code postal',
      postleitzahl: 'Postleitzahl (code postal)',
      selectGender: 'Choisissez votre genre',
      male: 'Homme',
      female: 'Femme',
      preferNotToAnswer: 'Je préfère ne pas répondre',
      notProvided: 'Non précisé',
    };
    expect(validateEmail('', french)).toBe('Veuillez entrer une adresse courriel valide.');
    expect(validateEmail('pas-un-courriel', french)).toBe('Veuillez entrer une adresse courriel valide.');
    expect(validateEmail(`${'a'.repeat(41)}@trail.com`, french)).toBe('Doit contenir moins de 50 caractères.');
    expect(validatePostalCode(' ', 'fr-CA', french)).toBe('Ce champ est obligatoire.');
    expect(validatePostalCode('12345', 'fr-CA', french)).toBe('Veuillez entrer un code postal valide');
    expect(validatePostalCode('H2X 1Y4', 'fr-CA', french)).toBeUndefined();
    expect(postalCodeLabel('fr-CA', french)).toBe('Code postal');
    expect([1, 2, -1, 0].map((code) => genderLabel(code, french))).toEqual([
      'Homme',
      'Femme',
      'Je préfère ne pas répondre',
      'Non précisé',
    ]);
    // Without the page's words: the English, word for word.
    expect(['en-US', 'en-CA', 'en-GB', 'de-DE', 'ja-JP', 'fr-FR'].map((locale) => postalCodeLabel(locale))).toEqual([
      'Zip code',
      'Postal code',
      'Postcode',
      'Postleitzahl (postal code)',
      'Postal code',
      'Postal code',
    ]);
    expect(NEWSLETTER_MESSAGES).toEqual({
      invalidEmail: 'Please enter a valid email address.',
      emailTooLong: 'Must be less than 50 characters.',
      required: 'This field is required.',
      invalidPostalCode: 'Please enter a valid zip code',
      toastTitle: 'Thank You',
      toastDescription: 'Watch your inbox for the latest news and offers',
    });
  });

  it('gender codes: 0 placeholder, 1 Male, 2 Female, -1 Prefer not to answer', () => {
    expect([1, 2, -1, 0].map((code) => genderLabel(code))).toEqual([
      'Male',
      'Female',
      'Prefer not to answer',
      'Not provided',
    ]);
  });
});

describe('footer actions', () => {
  it('localeAlias lower-cases the render context locale', () => {
    expect(localeAlias('en-US')).toBe('en-us');
    expect(localeAlias('fr-CA')).toBe('fr-ca');
    expect(localeAlias('')).toBe('en-us');
  });

  it('SMS campaign by width: 760 px or more is wide, narrower is narrow; defaults when empty', () => {
    expect(smsCampaignFor(760, { wide: 'W', narrow: 'N' })).toBe('W');
    expect(smsCampaignFor(759, { wide: 'W', narrow: 'N' })).toBe('N');
    expect(smsCampaignFor(1440)).toBe(DEFAULT_SMS_CAMPAIGN_IDS.wide);
    expect(smsCampaignFor(375, { narrow: ' ' })).toBe(DEFAULT_SMS_CAMPAIGN_IDS.narrow);
  });
});

describe('createNewsletterService (fetch)', () => {
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

  it('POSTs then PATCHes {base}newsletter/subscribe with JSON bodies', async () => {
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockResolvedValueOnce(
        json(200, {
          success: true,
          msg: 'ok',
          allFieldsProvided: false,
          emailProfileCreationDate: '2026-01-01T00:00:00.000Z',
        }),
      )
      .mockResolvedValueOnce(json(200, { success: true }));
    const service = createNewsletterService({ baseUrl: 'http://localhost:4010', fetch });
    await expect(service.subscribe('a@b.co')).resolves.toMatchObject({ success: true, allFieldsProvided: false });
    await service.updateProfile({
      email: 'a@b.co',
      postalCode: '97209',
      gender: 2,
      source: 'footer',
      messageId: 'm',
      emailProfileCreationDate: 'd',
    });
    expect(fetch.mock.calls.map(([url, init]) => [url, init?.method, JSON.parse(String(init?.body))])).toEqual([
      ['http://localhost:4010/newsletter/subscribe', 'POST', { email: 'a@b.co' }],
      [
        'http://localhost:4010/newsletter/subscribe',
        'PATCH',
        {
          email: 'a@b.co',
          postalCode: '97209',
          gender: 2,
          source: 'footer',
          messageId: 'm',
          emailProfileCreationDate: 'd',
        },
      ],
    ]);
    expect(newsletterEndpoint('/api/')).toBe('/api/newsletter/subscribe');
  });

  it('rejects with the response msg, else a status message', async () => {
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockResolvedValueOnce(json(400, { success: false, msg: 'Email is blocked' }))
      .mockResolvedValueOnce(new Response('oops', { status: 502 }))
      .mockResolvedValueOnce(json(200, { success: false }));
    const service = createNewsletterService({ baseUrl: '/', fetch });
    await expect(service.subscribe('a@b.co')).rejects.toThrow('Email is blocked');
    await expect(service.subscribe('a@b.co')).rejects.toThrow('Subscription request failed (502)');
    await expect(service.subscribe('a@b.co')).rejects.toThrow('Subscription request failed (200)');
  });
});

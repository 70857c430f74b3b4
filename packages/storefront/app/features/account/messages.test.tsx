import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { intlFor } from '../../platform/i18n/catalogs.server';
import { accountFormsMessagesOf } from './messages';
import { accountMessagesFor, accountMessagesResponse } from './messages.server';
import { LoginEmailStep, LoginFormView, RegistrationFormView, SignedInView } from './AccountForms';
import { AccountCallError, type AccountDeps } from './auth.server';
import { loginAction, registrationAction } from './actions.server';
import { accountLinks } from './drawer/AccountDrawer';
import { ENGLISH_DRAWER_MESSAGES } from './drawer/messages';
import { ACCOUNT_MESSAGES, ENGLISH_ACCOUNT_FORMS_MESSAGES, welcomeToast } from './messages';
import {
  DEFAULT_REGISTER_FORM_SETTINGS,
  fieldErrors,
  loginSchemaFor,
  passwordChecklist,
  registrationSchemaFor,
  UNKNOWN_CUSTOMER_PRECHECK,
} from '@ridgeline/commerce';

const fr = () => accountMessagesFor('fr-CA');
/** The English messages of the forms (not the phone format hint nor the final full stop, the same in French). */
const englishWords = () => {
  const { phoneHint: _hint, termsEnd: _stop, months: _months, ...text } = ENGLISH_ACCOUNT_FORMS_MESSAGES.forms;
  return new Set([...Object.values(ENGLISH_ACCOUNT_FORMS_MESSAGES.feedback), ...Object.values(text)]);
};
/** The visible text of some HTML (tags dropped, entities of quotes and apostrophes decoded). */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, '\n')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

describe('sign-in and registration messages per locale', () => {
  it('en-US and en-CA: the messages’ English, which the views show without any (the specification’s words)', () => {
    for (const messages of [accountFormsMessagesOf(intlFor('en-US')), accountMessagesFor('en-CA')]) {
      const { drawer, ...forms } = messages;
      expect(forms).toEqual(ENGLISH_ACCOUNT_FORMS_MESSAGES);
      expect(drawer).toEqual(ENGLISH_DRAWER_MESSAGES);
    }
    // a few of the specification's words, pinned here: the messages file is their only other place
    expect(ACCOUNT_MESSAGES.loginUnauthorized).toBe(
      'Invalid login or password. Remember that password is case-sensitive. Please try again.',
    );
    expect(ENGLISH_ACCOUNT_FORMS_MESSAGES.forms.createAccount).toBe('Create An Account');
    expect(ENGLISH_ACCOUNT_FORMS_MESSAGES.forms.months).toEqual([
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ]);
    expect(ENGLISH_DRAWER_MESSAGES.orders).toBe('Order History');
  });

  it('fr-CA: every message and word in French', () => {
    const messages = fr();
    for (const [key, english] of Object.entries(ENGLISH_ACCOUNT_FORMS_MESSAGES.feedback))
      expect(messages.feedback[key as keyof typeof messages.feedback], key).not.toBe(english);
    const same = Object.entries(ENGLISH_ACCOUNT_FORMS_MESSAGES.forms)
      .filter(([key, english]) => key !== 'months' && messages.forms[key as keyof typeof messages.forms] === english)
      .map(([key]) => key);
    expect(same).toEqual(['phoneHint', 'termsEnd']);
    expect(messages.forms.months[0]).toBe('janvier');
    for (const [key, english] of Object.entries(ENGLISH_DRAWER_MESSAGES))
      expect(messages.drawer?.[key as keyof typeof ENGLISH_DRAWER_MESSAGES], key).not.toBe(english);
    expect(accountLinks('fr-CA', messages.drawer).map((link) => link.label)).toEqual([
      'Mon compte',
      'Historique des commandes',
      'Liste de souhaits',
      'Adresses',
      'Adhésion',
    ]);
    expect(messages.feedback.emailInvalid).toBe('Veuillez entrer une adresse courriel valide.');
    expect(welcomeToast('login', 'Aurore', messages.feedback)).toEqual({
      title: 'Bon retour, Aurore!',
      description: 'Votre session est maintenant ouverte.',
    });
  });

  it('the schemas and the password checklist speak the messages’ language', () => {
    const messages = fr();
    const login = loginSchemaFor(messages.feedback).safeParse({ email: 'ada@', password: '' });
    expect(login.success ? {} : fieldErrors(login.error)).toEqual({
      email: 'Veuillez entrer une adresse courriel valide.',
      password: 'Veuillez entrer votre mot de passe.',
    });
    const constraints = { minLength: 8, uppercase: true, lowercase: true, number: true, special: true };
    const registration = registrationSchemaFor({
      localeId: 'fr-CA',
      settings: DEFAULT_REGISTER_FORM_SETTINGS,
      constraints,
      messages,
    }).safeParse({
      email: 'ada@example.com',
      firstName: '',
      lastName: 'Lovelace',
      password: 'abc',
      phone: '',
      postalCode: '',
    });
    expect(registration.success ? {} : fieldErrors(registration.error)).toMatchObject({
      firstName: 'Veuillez entrer votre prénom.',
      password: 'Le mot de passe doit contenir au moins 8 caractères.',
      phone: 'Ce champ est obligatoire.',
    });
    expect(passwordChecklist('abc', constraints, messages).map((line) => line.label)).toEqual([
      'Au moins 8 caractères',
      'Au moins 1 lettre majuscule',
      'Au moins 1 lettre minuscule',
      'Au moins 1 chiffre',
      'Au moins 1 caractère spécial (! @ # $ % ^ & * ( ) , . ? " : { } | < >)',
    ]);
    expect(passwordChecklist('abc', constraints, ENGLISH_ACCOUNT_FORMS_MESSAGES)[0]?.label).toBe(
      'At least 8 characters',
    );
  });

  it('the /login and /registration views in fr-CA: French, no English left', () => {
    const messages = fr();
    const settings = {
      ...DEFAULT_REGISTER_FORM_SETTINGS,
      canEnrollInLoyalty: true,
      isLoyaltyExplicitConsentRequired: true,
      isBirthdayStepEnabled: true,
      isSmsOptInEnabled: true,
    };
    const html = [
      renderToStaticMarkup(<LoginEmailStep localeId="fr-CA" social messages={messages} />),
      renderToStaticMarkup(<LoginFormView localeId="fr-CA" email="ada@example.com" messages={messages} />),
      renderToStaticMarkup(
        <RegistrationFormView
          localeId="fr-CA"
          emailField
          precheck={{ ...UNKNOWN_CUSTOMER_PRECHECK, registerFormSettings: settings }}
          messages={messages}
        />,
      ),
      renderToStaticMarkup(<SignedInView firstName="Aurore" localeId="fr-CA" messages={messages} />),
    ].join('\n');
    for (const french of [
      'Courriel',
      'Continuer avec Google',
      'Garder ma session ouverte.',
      'Mot de passe oublié?',
      'Créer un compte sans les récompenses',
      'Mois de naissance',
      'décembre',
      'Conditions d’utilisation',
      'Bonjour, Aurore',
      'Continuer vos achats',
    ]) {
      expect(html, french).toContain(french);
    }
    const english = englishWords();
    const leftovers = textOf(html)
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => english.has(line));
    expect(leftovers).toEqual([]);
    expect(html).toContain('href="/fr-ca/home"');
  });

  it('the server actions answer in the locale the form was posted from', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const deps = {
      loginRegistered: vi.fn(async () => Promise.reject(new AccountCallError(401, 'no'))),
    } as unknown as AccountDeps;
    const post = (path: string, fields: Record<string, string>) =>
      new Request(`http://shop.test${path}`, {
        method: 'POST',
        headers: {
          origin: 'http://shop.test',
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'text/html',
        },
        body: new URLSearchParams(fields).toString(),
      });
    const refused = await loginAction(post('/fr-ca/login', { email: 'ada@example.com', password: 'Secret123' }), deps);
    expect(refused).toMatchObject({ problem: { status: 401, formError: fr().feedback.loginUnauthorized } });
    const invalid = await loginAction(post('/login', { email: 'ada@', password: '', localeId: 'fr-CA' }), deps);
    expect(invalid).toMatchObject({ problem: { errors: { email: 'Veuillez entrer une adresse courriel valide.' } } });
    const english = await loginAction(post('/login', { email: 'ada@', password: '' }), deps);
    expect(english).toMatchObject({ problem: { errors: { email: 'Please enter a valid email address.' } } });
    const registration = await registrationAction(
      post('/fr-ca/registration', { email: 'ada@example.com', firstName: '', localeId: 'fr-CA' }),
      {
        ...deps,
        precheck: vi.fn(async () => Promise.reject(new Error('down'))),
      } as unknown as AccountDeps,
    );
    expect(registration).toMatchObject({
      problem: { status: 400, errors: { firstName: 'Veuillez entrer votre prénom.' } },
    });
  });

  it('/__ridgeline/account-messages answers a locale’s messages, public; an unknown locale is a 404', async () => {
    const answer = accountMessagesResponse(new Request('http://shop.test/__ridgeline/account-messages?locale=fr-CA'));
    expect(answer.headers.get('cache-control')).toBe('public, max-age=600, s-maxage=86400');
    expect(((await answer.json()) as { forms: { signIn: string } }).forms.signIn).toBe('Se connecter');
    expect(
      accountMessagesResponse(new Request('http://shop.test/__ridgeline/account-messages?locale=xx-YY')).status,
    ).toBe(404);
  });
});

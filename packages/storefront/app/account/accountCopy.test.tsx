import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { intlFor } from '../i18n/catalogs.server';
import { accountFormsCopy } from './accountCopy';
import { accountCopyFor, accountCopyResponse } from './accountCopy.server';
import { LoginEmailStep, LoginFormView, RegistrationFormView, SignedInView } from './AccountForms';
import { AccountCallError, type AccountDeps } from './auth.server';
import { loginAction, registrationAction } from './actions.server';
import { accountLinks, DRAWER_TEXT } from './drawer/AccountDrawer';
import { DEFAULT_ACCOUNT_COPY, welcomeToast } from './messages';
import { DEFAULT_REGISTER_FORM_SETTINGS, UNKNOWN_CUSTOMER_PRECHECK } from './precheck';
import { loginSchemaFor, passwordChecklist, registrationSchemaFor, fieldErrors } from './schemas';

const fr = () => accountCopyFor('fr-CA');
/** The English words of the forms (not the phone format hint nor the final full stop, the same in French). */
const englishWords = () => {
  const { phoneHint: _hint, termsEnd: _stop, months: _months, ...text } = DEFAULT_ACCOUNT_COPY.text;
  return new Set([...Object.values(DEFAULT_ACCOUNT_COPY.messages), ...Object.values(text)]);
};
/** The visible text of some HTML (tags dropped, entities of quotes and apostrophes decoded). */
const textOf = (html: string) => html.replace(/<[^>]+>/g, '\n').replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&');

describe('sign-in and registration words per locale', () => {
  it('en-US and en-CA: the specification’s words, exactly (ACCOUNT_MESSAGES, DIALOG_TEXT, FORM_TEXT, months)', () => {
    for (const copy of [accountFormsCopy(intlFor('en-US')), accountCopyFor('en-CA')]) {
      const { drawer, ...forms } = copy;
      expect(forms).toEqual(DEFAULT_ACCOUNT_COPY);
      expect(drawer).toEqual(DRAWER_TEXT);
    }
  });

  it('fr-CA: every message and word in French', () => {
    const copy = fr();
    for (const [key, english] of Object.entries(DEFAULT_ACCOUNT_COPY.messages)) expect(copy.messages[key as keyof typeof copy.messages], key).not.toBe(english);
    const same = Object.entries(DEFAULT_ACCOUNT_COPY.text).filter(([key, english]) => key !== 'months' && copy.text[key as keyof typeof copy.text] === english).map(([key]) => key);
    expect(same).toEqual(['phoneHint', 'termsEnd']);
    expect(copy.text.months[0]).toBe('janvier');
    for (const [key, english] of Object.entries(DRAWER_TEXT)) expect(copy.drawer?.[key as keyof typeof DRAWER_TEXT], key).not.toBe(english);
    expect(accountLinks('fr-CA', copy.drawer).map((link) => link.label)).toEqual(['Mon compte', 'Historique des commandes', 'Liste de souhaits', 'Adresses', 'Adhésion']);
    expect(copy.messages.emailInvalid).toBe('Veuillez entrer une adresse courriel valide.');
    expect(welcomeToast('login', 'Aurore', copy.messages)).toEqual({ title: 'Bon retour, Aurore!', description: 'Votre session est maintenant ouverte.' });
  });

  it('the schemas and the password checklist speak the copy’s language', () => {
    const copy = fr();
    const login = loginSchemaFor(copy.messages).safeParse({ email: 'ada@', password: '' });
    expect(login.success ? {} : fieldErrors(login.error)).toEqual({ email: 'Veuillez entrer une adresse courriel valide.', password: 'Veuillez entrer votre mot de passe.' });
    const constraints = { minLength: 8, uppercase: true, lowercase: true, number: true, special: true };
    const registration = registrationSchemaFor({ localeId: 'fr-CA', settings: DEFAULT_REGISTER_FORM_SETTINGS, constraints, copy }).safeParse({ email: 'ada@example.com', firstName: '', lastName: 'Lovelace', password: 'abc', phone: '', postalCode: '' });
    expect(registration.success ? {} : fieldErrors(registration.error)).toMatchObject({
      firstName: 'Veuillez entrer votre prénom.',
      password: 'Le mot de passe doit contenir au moins 8 caractères.',
      phone: 'Ce champ est obligatoire.',
    });
    expect(passwordChecklist('abc', constraints, copy).map((line) => line.label)).toEqual([
      'Au moins 8 caractères',
      'Au moins 1 lettre majuscule',
      'Au moins 1 lettre minuscule',
      'Au moins 1 chiffre',
      'Au moins 1 caractère spécial (! @ # $ % ^ & * ( ) , . ? " : { } | < >)',
    ]);
    expect(passwordChecklist('abc', constraints)[0]?.label).toBe('At least 8 characters');
  });

  it('the /login and /registration views in fr-CA: French, no English left', () => {
    const copy = fr();
    const settings = { ...DEFAULT_REGISTER_FORM_SETTINGS, canEnrollInLoyalty: true, isLoyaltyExplicitConsentRequired: true, isBirthdayStepEnabled: true, isSmsOptInEnabled: true };
    const html = [
      renderToStaticMarkup(<LoginEmailStep localeId="fr-CA" social copy={copy} />),
      renderToStaticMarkup(<LoginFormView localeId="fr-CA" email="ada@example.com" copy={copy} />),
      renderToStaticMarkup(<RegistrationFormView localeId="fr-CA" emailField precheck={{ ...UNKNOWN_CUSTOMER_PRECHECK, registerFormSettings: settings }} copy={copy} />),
      renderToStaticMarkup(<SignedInView firstName="Aurore" localeId="fr-CA" copy={copy} />),
    ].join('\n');
    for (const french of ['Courriel', 'Continuer avec Google', 'Garder ma session ouverte.', 'Mot de passe oublié?', 'Créer un compte sans les récompenses', 'Mois de naissance', 'décembre', 'Conditions d’utilisation', 'Bonjour, Aurore', 'Continuer vos achats']) {
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
    const deps = { loginRegistered: vi.fn(async () => Promise.reject(new AccountCallError(401, 'no'))) } as unknown as AccountDeps;
    const post = (path: string, fields: Record<string, string>) =>
      new Request(`http://shop.test${path}`, {
        method: 'POST',
        headers: { origin: 'http://shop.test', 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
        body: new URLSearchParams(fields).toString(),
      });
    const refused = await loginAction(post('/fr-ca/login', { email: 'ada@example.com', password: 'Secret123' }), deps);
    expect(refused).toMatchObject({ problem: { status: 401, formError: fr().messages.loginUnauthorized } });
    const invalid = await loginAction(post('/login', { email: 'ada@', password: '', localeId: 'fr-CA' }), deps);
    expect(invalid).toMatchObject({ problem: { errors: { email: 'Veuillez entrer une adresse courriel valide.' } } });
    const english = await loginAction(post('/login', { email: 'ada@', password: '' }), deps);
    expect(english).toMatchObject({ problem: { errors: { email: 'Please enter a valid email address.' } } });
    const registration = await registrationAction(post('/fr-ca/registration', { email: 'ada@example.com', firstName: '', localeId: 'fr-CA' }), {
      ...deps,
      precheck: vi.fn(async () => Promise.reject(new Error('down'))),
    } as unknown as AccountDeps);
    expect(registration).toMatchObject({ problem: { status: 400, errors: { firstName: 'Veuillez entrer votre prénom.' } } });
  });

  it('/__ridgeline/account-copy answers a locale’s words, public; an unknown locale is a 404', async () => {
    const answer = accountCopyResponse(new Request('http://shop.test/__ridgeline/account-copy?locale=fr-CA'));
    expect(answer.headers.get('cache-control')).toBe('public, max-age=600, s-maxage=86400');
    expect(((await answer.json()) as { text: { signIn: string } }).text.signIn).toBe('Se connecter');
    expect(accountCopyResponse(new Request('http://shop.test/__ridgeline/account-copy?locale=xx-YY')).status).toBe(404);
  });
});

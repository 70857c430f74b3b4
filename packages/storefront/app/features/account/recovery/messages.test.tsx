import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { intlFor, messagesFor } from '../../../platform/i18n/catalogs.server';
import { ShopIntlProvider } from '../../../platform/i18n/intl';
import { ACCOUNT_MESSAGES } from '../messages';
import { RECOVERY_MESSAGES, recoveryMessagesOf } from './messages';
import { NewPasswordView, PasswordlessConfirmView, ResetRequestView } from './RecoveryForms';

const inLocale = (locale: string, node: React.ReactNode) =>
  renderToStaticMarkup(
    <ShopIntlProvider locale={locale} messages={messagesFor(locale)}>
      {node}
    </ShopIntlProvider>,
  );

describe('the password recovery pages in the page’s locale', () => {
  it('answers with the specification’s words in English', () => {
    expect(RECOVERY_MESSAGES.invalidToken).toBe('Invalid token, please try again.');
    expect(RECOVERY_MESSAGES.passwordlessUserNotFound).toBe(
      'This feature is not currently available. You must create an account to access this feature.',
    );
  });

  it('shows the actions’ English answers in French on a fr-CA page', () => {
    const messages = recoveryMessagesOf(intlFor('fr-CA'));
    expect(messages.inLocale(RECOVERY_MESSAGES.resetSent)).toMatch(/^Si un compte existe/);
    expect(messages.inLocale(ACCOUNT_MESSAGES.emailInvalid)).toBe('Veuillez entrer une adresse courriel valide.');
    // An answer it does not know is shown as it came.
    expect(messages.inLocale('Something new.')).toBe('Something new.');
    expect(recoveryMessagesOf(intlFor('en-US')).inLocale(RECOVERY_MESSAGES.resetSent)).toBe(
      RECOVERY_MESSAGES.resetSent,
    );
  });

  it('renders the forgot-password form and the new-password form in French', () => {
    const request = inLocale(
      'fr-CA',
      <ResetRequestView action="/fr-ca/reset-password" localeId="fr-CA" emailError={ACCOUNT_MESSAGES.emailInvalid} />,
    );
    expect(request).toContain('Entrez l’adresse courriel de votre compte');
    expect(request).toContain('Veuillez entrer une adresse courriel valide.');
    expect(request).toContain('href="/fr-ca/login"');
    expect(request).not.toMatch(/Back to Sign In|Reset Password/);
    const landing = inLocale('fr-CA', <NewPasswordView token="t" email="a@example.com" />);
    expect(landing).toContain('Choisissez un nouveau mot de passe pour <strong>a@example.com</strong>.');
    expect(landing).toContain('Au moins 8 caractères');
    expect(inLocale('en-US', <NewPasswordView token="t" email="a@example.com" />)).toContain(
      'At least 1 uppercase letter',
    );
  });

  it('renders a passwordless link’s confirmation in the page’s locale: a plain POST form naming the account', () => {
    const french = inLocale(
      'fr-CA',
      <PasswordlessConfirmView token="tok" redirectUrl="/fr-ca/cart" email="ada@example.com" localeId="fr-CA" />,
    );
    expect(french).toContain('action="/fr-ca/passwordless-login-callback"');
    expect(french).toContain('method="post"');
    expect(french).toContain('name="token" value="tok"');
    expect(french).toContain('Se connecter en tant que <strong>ada@example.com</strong>?');
    expect(french).toContain('Continuez seulement si vous avez demandé ce lien.');
    expect(french).not.toMatch(/Sign in|Continue only/);
    const unnamed = inLocale('en-US', <PasswordlessConfirmView token="tok" redirectUrl="/" localeId="en-US" />);
    expect(unnamed).toContain('Sign in with the account this link was sent to?');
    expect(unnamed).toContain('action="/passwordless-login-callback"');
  });
});

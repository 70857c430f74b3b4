import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { intlFor, messagesFor } from '../../../platform/i18n/catalogs.server';
import { ShopIntlProvider } from '../../../platform/i18n/intl';
import { ACCOUNT_MESSAGES } from '../messages';
import { RECOVERY_MESSAGES, recoveryMessagesOf } from './messages';
import { NewPasswordForm, ResetRequestForm } from '@ridgeline/ui';

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

  it('gives the ui forms their words in French, the rich intro and the field message in the locale', () => {
    const fr = recoveryMessagesOf(intlFor('fr-CA'));
    const request = inLocale(
      'fr-CA',
      <ResetRequestForm
        action="/fr-ca/reset-password"
        loginHref="/fr-ca/login"
        emailError={fr.inLocale(ACCOUNT_MESSAGES.emailInvalid)}
        text={fr.text}
      />,
    );
    expect(request).toContain('Entrez l’adresse courriel de votre compte');
    expect(request).toContain('Veuillez entrer une adresse courriel valide.');
    expect(request).not.toMatch(/Back to Sign In|Reset Password/);
    const intro = fr.intl.formatMessage(fr.chooseFor, { email: 'a@example.com', strong: (c) => <strong>{c}</strong> });
    const landing = inLocale(
      'fr-CA',
      <NewPasswordForm action="/x" token="t" email="a@example.com" intro={intro} text={fr.text} />,
    );
    expect(landing).toContain('Choisissez un nouveau mot de passe pour <strong>a@example.com</strong>.');
    expect(landing).toContain('Au moins 8 caractères');
    expect(recoveryMessagesOf(intlFor('en-US')).text.rules).toContain('At least 1 uppercase letter');
    expect(fr.intl.formatMessage(fr.signInAs, { email: 'ada@example.com', strong: (c) => `<${c}>` })).toBe(
      'Se connecter en tant que <ada@example.com>?',
    );
  });
});

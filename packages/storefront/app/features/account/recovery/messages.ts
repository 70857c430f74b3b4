import type { RecoveryFormsText } from '@ridgeline/ui';
import { useMemo } from 'react';
import { useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import { defineMessages, englishOf, type AppMessage, type MessagesOf } from '../../../platform/i18n/defineMessages';
import { formatMessages } from '../../../platform/i18n/formatMessages';
import { accountFeedbackMessages } from '../messages';

/**
 * What the password-reset, passwordless and social sign-in flows answer (see docs/behaviour/accounts.md). The actions
 * answer with the English (`RECOVERY_MESSAGES`, the account field messages); the pages show each in their locale.
 */
export const recoveryMessages = defineMessages({
  featureUnavailable: { id: 'recovery.featureUnavailable', defaultMessage: 'This feature is not currently available.' },
  passwordlessUserNotFound: {
    id: 'recovery.passwordlessUserNotFound',
    defaultMessage: 'This feature is not currently available. You must create an account to access this feature.',
  },
  generic: { id: 'recovery.generic', defaultMessage: 'Something went wrong. Try again!' },
  invalidToken: { id: 'recovery.invalidToken', defaultMessage: 'Invalid token, please try again.' },
  resetSuccess: { id: 'recovery.resetSuccess', defaultMessage: 'Password Reset Success' },
  resetSent: {
    id: 'recovery.resetSent',
    defaultMessage: 'If an account exists for this email, you will receive a link to reset your password.',
  },
  passwordlessSent: {
    id: 'recovery.passwordlessSent',
    defaultMessage: 'We sent you a secure sign-in link. Open it on this device to sign in.',
  },
});

/** The en-US answers of the recovery actions. */
export const RECOVERY_MESSAGES = englishOf(recoveryMessages);

/** The recovery pages' own headings, labels and buttons. */
export const recoveryPageMessages = defineMessages({
  title: { id: 'recovery.text.title', defaultMessage: 'Reset Password' },
  intro: {
    id: 'recovery.text.intro',
    defaultMessage: 'Enter the email address of your account and we will send you a link to reset your password.',
  },
  email: { id: 'recovery.text.email', defaultMessage: 'Email' },
  submit: { id: 'recovery.text.submit', defaultMessage: 'Reset Password' },
  backToSignIn: { id: 'recovery.text.backToSignIn', defaultMessage: 'Back to Sign In' },
  chooseFor: { id: 'recovery.text.chooseFor', defaultMessage: 'Choose a new password for <strong>{email}</strong>.' },
  newPassword: { id: 'recovery.text.newPassword', defaultMessage: 'New Password' },
  requirements: { id: 'recovery.text.requirements', defaultMessage: 'Password requirements' },
  rule8: { id: 'recovery.text.rule8', defaultMessage: 'At least 8 characters' },
  ruleUpper: { id: 'recovery.text.ruleUpper', defaultMessage: 'At least 1 uppercase letter' },
  ruleLower: { id: 'recovery.text.ruleLower', defaultMessage: 'At least 1 lowercase letter' },
  ruleNumber: { id: 'recovery.text.ruleNumber', defaultMessage: 'At least 1 number' },
  requestNewLink: { id: 'recovery.text.requestNewLink', defaultMessage: 'Request a new link' },
  signIn: { id: 'recovery.text.signIn', defaultMessage: 'Sign In' },
  signInAs: { id: 'recovery.text.signInAs', defaultMessage: 'Sign in as <strong>{email}</strong>?' },
  signInAsLinkAccount: {
    id: 'recovery.text.signInAsLinkAccount',
    defaultMessage: 'Sign in with the account this link was sent to?',
  },
  onlyIfAsked: {
    id: 'recovery.text.onlyIfAsked',
    defaultMessage: 'Continue only if you asked for this link. If you did not, close this page: nothing will change.',
  },
  checkEmail: { id: 'recovery.text.checkEmail', defaultMessage: 'Check your email' },
});

/** The recovery pages' plain messages in one locale (the two rich ones, `chooseFor` and `signInAs`, are formatted in place). */
export type RecoveryPageMessages = MessagesOf<Omit<typeof recoveryPageMessages, 'chooseFor' | 'signInAs'>>;

export interface RecoveryMessages {
  page: RecoveryPageMessages;
  /** the words of ui's recovery forms */
  text: RecoveryFormsText;
  /** An answer of the recovery actions (their English) in the page's locale; an answer it does not know as it came. */
  inLocale(english: string): string;
  intl: IntlShape;
  /** "Choose a new password for <strong>{email}</strong>." (rich text) */
  chooseFor: MessageDescriptor;
  /** "Sign in as <strong>{email}</strong>?" (rich text) */
  signInAs: MessageDescriptor;
}

/** Placeholders the account messages keep when formatted (as `accountFormsMessagesOf` keeps them). */
const ACCOUNT_PLACEHOLDERS = ['name', 'count', 'characters', 'wait'];

/**
 * The recovery pages' messages in `intl`'s locale. The actions answer in English (`RECOVERY_MESSAGES`, the account
 * field messages); the page shows each in its locale by looking the English up in the same messages.
 */

export function recoveryMessagesOf(intl: IntlShape): RecoveryMessages {
  const { chooseFor, signInAs, ...plain } = recoveryPageMessages;
  const translations = new Map<string, string>();
  for (const table of [recoveryMessages, accountFeedbackMessages] as Readonly<Record<string, AppMessage>>[]) {
    const inLocale = formatMessages(intl, table, ACCOUNT_PLACEHOLDERS);
    for (const [key, message] of Object.entries(table))
      if (!translations.has(message.defaultMessage))
        translations.set(message.defaultMessage, inLocale[key] ?? message.defaultMessage);
  }
  const page = formatMessages(intl, plain);
  return {
    page,
    text: { ...page, rules: [page.rule8, page.ruleUpper, page.ruleLower, page.ruleNumber] },
    inLocale: (english) => translations.get(english) ?? english,
    intl,
    chooseFor,
    signInAs,
  };
}

export function useRecoveryMessages(): RecoveryMessages {
  const intl = useIntl();
  return useMemo(() => recoveryMessagesOf(intl), [intl]);
}

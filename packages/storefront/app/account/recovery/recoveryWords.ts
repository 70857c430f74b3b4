import { useMemo } from 'react';
import { defineMessages, useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import { formatMessages } from '../../i18n/formatMessages';
import { accountFormsCopy } from '../accountCopy';
import { ACCOUNT_MESSAGES } from '../messages';
import { RECOVERY_MESSAGES } from './messages';

// The catalogue's copy of `RECOVERY_MESSAGES` (literal descriptors for `formatjs extract`; a test keeps them equal).
const recoveryMessages = defineMessages({
  featureUnavailable: { id: 'recovery.featureUnavailable', defaultMessage: 'This feature is not currently available.' },
  passwordlessUserNotFound: { id: 'recovery.passwordlessUserNotFound', defaultMessage: 'This feature is not currently available. You must create an account to access this feature.' },
  generic: { id: 'recovery.generic', defaultMessage: 'Something went wrong. Try again!' },
  invalidToken: { id: 'recovery.invalidToken', defaultMessage: 'Invalid token, please try again.' },
  resetSuccess: { id: 'recovery.resetSuccess', defaultMessage: 'Password Reset Success' },
  resetSent: { id: 'recovery.resetSent', defaultMessage: 'If an account exists for this email, you will receive a link to reset your password.' },
  passwordlessSent: { id: 'recovery.passwordlessSent', defaultMessage: 'We sent you a secure sign-in link. Open it on this device to sign in.' },
});

const recoveryText = defineMessages({
  title: { id: 'recovery.text.title', defaultMessage: 'Reset Password' },
  intro: { id: 'recovery.text.intro', defaultMessage: 'Enter the email address of your account and we will send you a link to reset your password.' },
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
  signInAsLinkAccount: { id: 'recovery.text.signInAsLinkAccount', defaultMessage: 'Sign in with the account this link was sent to?' },
  onlyIfAsked: { id: 'recovery.text.onlyIfAsked', defaultMessage: 'Continue only if you asked for this link. If you did not, close this page: nothing will change.' },
  checkEmail: { id: 'recovery.text.checkEmail', defaultMessage: 'Check your email' },
});

export type RecoveryText = Record<Exclude<keyof typeof recoveryText, 'chooseFor' | 'signInAs'>, string>;

export interface RecoveryWords {
  text: RecoveryText;
  /** A message the recovery actions answer with (their required English words) in the page's locale. */
  message(english: string): string;
  intl: IntlShape;
  chooseFor: MessageDescriptor;
  /** "Sign in as <strong>{email}</strong>?" (rich text) */
  signInAs: MessageDescriptor;
}

/**
 * The recovery pages' words in `intl`'s locale. The actions answer in the required English (`RECOVERY_MESSAGES`, the
 * account field messages); the page shows each in its locale by looking the English up.
 */
export function recoveryWords(intl: IntlShape): RecoveryWords {
  const { chooseFor, signInAs, ...plain } = recoveryText;
  const text: RecoveryText = formatMessages(intl, plain);
  const recovery = formatMessages(intl, recoveryMessages);
  const translations = new Map<string, string>();
  for (const [key, english] of Object.entries(RECOVERY_MESSAGES)) translations.set(english, recovery[key as keyof typeof recovery]);
  const account = accountFormsCopy(intl).messages;
  for (const [key, english] of Object.entries(ACCOUNT_MESSAGES)) if (!translations.has(english)) translations.set(english, account[key as keyof typeof account]);
  return { text, message: (english) => translations.get(english) ?? english, intl, chooseFor, signInAs };
}

export function useRecoveryWords(): RecoveryWords {
  const intl = useIntl();
  return useMemo(() => recoveryWords(intl), [intl]);
}

export { recoveryMessages };

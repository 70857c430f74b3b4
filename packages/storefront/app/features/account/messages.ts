import type { IntlShape } from 'react-intl';
import {
  DEFAULT_PASSWORD_CONSTRAINTS,
  DEFAULT_REGISTER_FORM_SETTINGS,
  emailStepSchemaFor,
  registrationSchemaFor,
} from '@ridgeline/commerce';
import { defineMessages, englishOf, fillMessage, type MessagesOf } from '../../platform/i18n/defineMessages';
import { formatMessages } from '../../platform/i18n/formatMessages';
import { accountDrawerMessages, type AccountDrawerMessages } from './drawer/messages';

/**
 * What the sign-in dialog and the `/login` and `/registration` pages say (see docs/behaviour/accounts.md): the
 * specification's words, written here once. The server formats them in the page's locale (`accountFormsMessagesOf`);
 * the pages pass them to the views, the account island fetches them for the dialog (no react-intl in the browser).
 * Placeholders (`{name}`, `{count}`, `{characters}`, `{wait}`) are kept and filled where the messages are used.
 */

/** Field errors, whole-form errors and the welcome toasts (the specification's ACCOUNT_MESSAGES). */
export const accountFeedbackMessages = defineMessages({
  emailRequired: { id: 'accountForms.messages.emailRequired', defaultMessage: 'Please enter your email address.' },
  emailInvalid: { id: 'accountForms.messages.emailInvalid', defaultMessage: 'Please enter a valid email address.' },
  passwordRequired: { id: 'accountForms.messages.passwordRequired', defaultMessage: 'Please enter your password.' },
  passwordInvalid: { id: 'accountForms.messages.passwordInvalid', defaultMessage: 'Please enter a valid password.' },
  passwordCreate: { id: 'accountForms.messages.passwordCreate', defaultMessage: 'Please create a password.' },
  passwordLength: {
    id: 'accountForms.messages.passwordLength',
    defaultMessage: 'Password must contain at least 8 characters.',
  },
  passwordUppercase: {
    id: 'accountForms.messages.passwordUppercase',
    defaultMessage: 'Password must contain at least one uppercase letter.',
  },
  passwordLowercase: {
    id: 'accountForms.messages.passwordLowercase',
    defaultMessage: 'Password must contain at least one lowercase letter.',
  },
  passwordNumber: {
    id: 'accountForms.messages.passwordNumber',
    defaultMessage: 'Password must contain at least one number.',
  },
  firstNameRequired: { id: 'accountForms.messages.firstNameRequired', defaultMessage: 'Please enter your first name.' },
  firstNameInvalid: { id: 'accountForms.messages.firstNameInvalid', defaultMessage: 'Please enter valid first name.' },
  lastNameRequired: { id: 'accountForms.messages.lastNameRequired', defaultMessage: 'Please enter your last name.' },
  lastNameInvalid: { id: 'accountForms.messages.lastNameInvalid', defaultMessage: 'Please enter valid last name.' },
  loginUnauthorized: {
    id: 'accountForms.messages.loginUnauthorized',
    defaultMessage: 'Invalid login or password. Remember that password is case-sensitive. Please try again.',
  },
  loginFailed: { id: 'accountForms.messages.loginFailed', defaultMessage: 'Something went wrong. Try again!' },
  signUpFailed: { id: 'accountForms.messages.signUpFailed', defaultMessage: 'Sign up failed. Please try again.' },
  // the storefront's own limits and SLAS's lock (not in the specification; docs/behaviour/accounts.md, "Limits"):
  // `{wait}` is filled with the wait in the page's locale ("15 minutes").
  signInRateLimited: {
    id: 'accountForms.messages.signInRateLimited',
    defaultMessage: 'Too many sign-in attempts. Please wait {wait} and try again.',
  },
  accountLocked: {
    id: 'accountForms.messages.accountLocked',
    defaultMessage:
      'Your account is temporarily locked after too many failed sign-in attempts. Please try again in {wait} or reset your password.',
  },
  requestRateLimited: {
    id: 'accountForms.messages.requestRateLimited',
    defaultMessage: 'Too many requests. Please wait {wait} and try again.',
  },
  // the dialog and registration step 2
  fieldRequired: { id: 'accountForms.messages.fieldRequired', defaultMessage: 'This field is required.' },
  phoneInvalid: { id: 'accountForms.messages.phoneInvalid', defaultMessage: 'Please enter a valid phone number.' },
  postalCodeInvalid: { id: 'accountForms.messages.postalCodeInvalid', defaultMessage: 'Please enter a valid zip code' },
  passwordSpecial: {
    id: 'accountForms.messages.passwordSpecial',
    defaultMessage: 'Password must contain at least one special character.',
  },
  passwordMixedCase: {
    id: 'accountForms.messages.passwordMixedCase',
    defaultMessage: 'Password must contain at least one uppercase and one lowercase letter.',
  },
  genericError: { id: 'accountForms.messages.genericError', defaultMessage: 'Something went wrong. Try again!' },
  welcomeBack: { id: 'accountForms.messages.welcomeBack', defaultMessage: 'Welcome back!' },
  welcomeBackName: { id: 'accountForms.messages.welcomeBackName', defaultMessage: 'Welcome back, {name}!' },
  loggedIn: { id: 'accountForms.messages.loggedIn', defaultMessage: 'You are now logged in.' },
  welcomeNew: { id: 'accountForms.messages.welcomeNew', defaultMessage: 'Welcome, new member!' },
  welcomeNewName: { id: 'accountForms.messages.welcomeNewName', defaultMessage: 'Welcome, {name}!' },
  signedUp: { id: 'accountForms.messages.signedUp', defaultMessage: "You've successfully signed up!" },
});

/** The dialog's and the forms' labels, headings and buttons (the specification's DIALOG_TEXT and FORM_TEXT). */
export const accountFormMessages = defineMessages({
  continue: { id: 'accountForms.text.continue', defaultMessage: 'Continue' },
  continueSecurely: { id: 'accountForms.text.continueSecurely', defaultMessage: 'Continue Securely' },
  password: { id: 'accountForms.text.password', defaultMessage: 'Password' },
  backToSignInOptions: { id: 'accountForms.text.backToSignInOptions', defaultMessage: 'Back to Sign In Options' },
  back: { id: 'accountForms.text.back', defaultMessage: 'Back' },
  edit: { id: 'accountForms.text.edit', defaultMessage: 'Edit' },
  signIn: { id: 'accountForms.text.signIn', defaultMessage: 'Sign In' },
  forgotPassword: { id: 'accountForms.text.forgotPassword', defaultMessage: 'Forgot password?' },
  resetPassword: { id: 'accountForms.text.resetPassword', defaultMessage: 'Reset Password' },
  createAccount: { id: 'accountForms.text.createAccount', defaultMessage: 'Create An Account' },
  customizeProfile: { id: 'accountForms.text.customizeProfile', defaultMessage: 'Customize Your Profile' },
  personalRecommendations: {
    id: 'accountForms.text.personalRecommendations',
    defaultMessage: 'Receive Personal Recommendations',
  },
  joinForFree: { id: 'accountForms.text.joinForFree', defaultMessage: 'Join For Free' },
  withoutRewards: { id: 'accountForms.text.withoutRewards', defaultMessage: 'Create Account Without Rewards' },
  checkEmail: { id: 'accountForms.text.checkEmail', defaultMessage: 'Check your email' },
  resetSent: {
    id: 'accountForms.text.resetSent',
    defaultMessage: 'If an account exists for this email, you will receive a link to reset your password.',
  },
  passwordlessSent: {
    id: 'accountForms.text.passwordlessSent',
    defaultMessage: 'We sent you a secure sign-in link. Open it on this device to sign in.',
  },
  apple: { id: 'accountForms.text.apple', defaultMessage: 'Continue with Apple' },
  google: { id: 'accountForms.text.google', defaultMessage: 'Continue with Google' },
  showPassword: { id: 'accountForms.text.showPassword', defaultMessage: 'Show password' },
  hidePassword: { id: 'accountForms.text.hidePassword', defaultMessage: 'Hide password' },
  // the forms' field labels and other messages of the sign-in and registration views
  email: { id: 'accountForms.text.email', defaultMessage: 'Email' },
  passwordLabel: { id: 'accountForms.text.passwordLabel', defaultMessage: 'Password' },
  postalCode: { id: 'accountForms.text.postalCode', defaultMessage: 'Postal Code' },
  firstName: { id: 'accountForms.text.firstName', defaultMessage: 'First Name' },
  lastName: { id: 'accountForms.text.lastName', defaultMessage: 'Last Name' },
  phone: { id: 'accountForms.text.phone', defaultMessage: 'Phone' },
  phoneHint: { id: 'accountForms.text.phoneHint', defaultMessage: '(xxx) xxx-xxxx' },
  gender: { id: 'accountForms.text.gender', defaultMessage: 'Gender' },
  genderNone: { id: 'accountForms.text.genderNone', defaultMessage: 'None' },
  genderMale: { id: 'accountForms.text.genderMale', defaultMessage: 'Male' },
  genderFemale: { id: 'accountForms.text.genderFemale', defaultMessage: 'Female' },
  genderNoAnswer: { id: 'accountForms.text.genderNoAnswer', defaultMessage: 'Prefer not to answer' },
  birthdayMonth: { id: 'accountForms.text.birthdayMonth', defaultMessage: 'Birthday Month' },
  birthdayDay: { id: 'accountForms.text.birthdayDay', defaultMessage: 'Birthday Day' },
  month: { id: 'accountForms.text.month', defaultMessage: 'Month' },
  day: { id: 'accountForms.text.day', defaultMessage: 'Day' },
  rememberMe: { id: 'accountForms.text.rememberMe', defaultMessage: 'Keep me logged in.' },
  passwordRequirements: { id: 'accountForms.text.passwordRequirements', defaultMessage: 'Password requirements' },
  ruleMet: { id: 'accountForms.text.ruleMet', defaultMessage: '(met)' },
  ruleNotMet: { id: 'accountForms.text.ruleNotMet', defaultMessage: '(not met)' },
  ruleMinLength: { id: 'accountForms.text.ruleMinLength', defaultMessage: 'At least {count} characters' },
  ruleUppercase: { id: 'accountForms.text.ruleUppercase', defaultMessage: 'At least 1 uppercase letter' },
  ruleLowercase: { id: 'accountForms.text.ruleLowercase', defaultMessage: 'At least 1 lowercase letter' },
  ruleNumber: { id: 'accountForms.text.ruleNumber', defaultMessage: 'At least 1 number' },
  ruleSpecial: { id: 'accountForms.text.ruleSpecial', defaultMessage: 'At least 1 special character ({characters})' },
  ruleMixedCase: { id: 'accountForms.text.ruleMixedCase', defaultMessage: 'Upper- and lowercase letters' },
  passwordMinLength: {
    id: 'accountForms.text.passwordMinLength',
    defaultMessage: 'Password must contain at least {count} characters.',
  },
  emailOptIn: {
    id: 'accountForms.text.emailOptIn',
    defaultMessage: 'Sign me up for emails about products, offers and events.',
  },
  smsOptIn: { id: 'accountForms.text.smsOptIn', defaultMessage: 'Sign me up for text messages.' },
  smsTerms: {
    id: 'accountForms.text.smsTerms',
    defaultMessage:
      'By opting in you agree to receive recurring automated marketing text messages. Consent is not a condition of purchase. Message and data rates may apply. Reply STOP to cancel.',
  },
  termsIntro: { id: 'accountForms.text.termsIntro', defaultMessage: 'By creating an account you agree to the' },
  termsOfUse: { id: 'accountForms.text.termsOfUse', defaultMessage: 'Terms of Use' },
  termsAnd: { id: 'accountForms.text.termsAnd', defaultMessage: 'and the' },
  privacyPolicy: { id: 'accountForms.text.privacyPolicy', defaultMessage: 'Privacy Policy' },
  termsWhenJoining: { id: 'accountForms.text.termsWhenJoining', defaultMessage: 'and, when joining, the' },
  rewardsTerms: { id: 'accountForms.text.rewardsTerms', defaultMessage: 'Rewards Terms and Conditions' },
  termsEnd: { id: 'accountForms.text.termsEnd', defaultMessage: '.' },
  loyaltyConsent: {
    id: 'accountForms.text.loyaltyConsent',
    defaultMessage: 'I agree to join Ridgeline Rewards and to the processing of my data for the programme.',
  },
  hello: { id: 'accountForms.text.hello', defaultMessage: 'Hello' },
  helloName: { id: 'accountForms.text.helloName', defaultMessage: 'Hello, {name}' },
  logOut: { id: 'accountForms.text.logOut', defaultMessage: 'Log out' },
  continueShopping: { id: 'accountForms.text.continueShopping', defaultMessage: 'Continue shopping' },
  myAccount: { id: 'accountForms.text.myAccount', defaultMessage: 'My Account' },
  close: { id: 'accountForms.text.close', defaultMessage: 'Close' },
});

/** The field errors, whole-form errors and toasts in one locale. */
export type AccountFeedbackMessages = MessagesOf<typeof accountFeedbackMessages>;
/** The labels, headings and buttons of the sign-in and registration views in one locale, and the month names. */
export type AccountFormMessages = MessagesOf<typeof accountFormMessages> & { readonly months: readonly string[] };

/** Everything the sign-in dialog and the `/login` and `/registration` pages say, in one locale. */
export interface AccountFormsMessages {
  feedback: AccountFeedbackMessages;
  forms: AccountFormMessages;
  /** The account drawer's messages (its own file, `drawer/messages.ts`), for the drawer's fetch. */
  drawer?: AccountDrawerMessages;
}

/** The registration form's month names in a locale, January first (the locale's own, not the catalogue's). */
export function monthNames(formatMonth: (date: number) => string): string[] {
  return Array.from({ length: 12 }, (_, month) => formatMonth(Date.UTC(2001, month, 15)));
}

/** The en-US field errors, whole-form errors and toasts. */
export const ACCOUNT_MESSAGES: AccountFeedbackMessages = englishOf(accountFeedbackMessages);

/** The en-US messages, for views and schemas used without any (the en-US dialog, tests, stories). */
export const ENGLISH_ACCOUNT_FORMS_MESSAGES: AccountFormsMessages = {
  feedback: ACCOUNT_MESSAGES,
  forms: {
    ...englishOf(accountFormMessages),
    months: monthNames((date) => new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' }).format(date)),
  },
};

/** The en-US e-mail step and the plain registration form (a site whose precheck cannot be read), in its words. */
export const emailStepSchema = emailStepSchemaFor(ACCOUNT_MESSAGES);
export const registrationSchema = registrationSchemaFor({
  localeId: 'en-US',
  settings: DEFAULT_REGISTER_FORM_SETTINGS,
  constraints: DEFAULT_PASSWORD_CONSTRAINTS,
  messages: ENGLISH_ACCOUNT_FORMS_MESSAGES,
});

/** Placeholders filled where the messages are used (the toast, the password rules, the greeting, a limit's wait). */
const KEEP = ['name', 'count', 'characters', 'wait'];

/** The sign-in and registration messages (and the drawer's) in `intl`'s locale. */
export function accountFormsMessagesOf(intl: IntlShape): AccountFormsMessages {
  return {
    feedback: formatMessages(intl, accountFeedbackMessages, KEEP),
    forms: {
      ...formatMessages(intl, accountFormMessages, KEEP),
      months: monthNames((date) => intl.formatDate(date, { month: 'long', timeZone: 'UTC' })),
    },
    drawer: formatMessages(intl, accountDrawerMessages, KEEP),
  };
}

/** "Welcome back, Ada!" or "Welcome back!": the toast after a sign-in (registration: "Welcome, Ada!" / "Welcome, new member!"). */
export function welcomeToast(
  via: 'login' | 'registration',
  name?: string,
  messages: AccountFeedbackMessages = ACCOUNT_MESSAGES,
): { title: string; description: string } {
  const first = name?.trim();
  if (via === 'registration')
    return {
      title: first ? fillMessage(messages.welcomeNewName, { name: first }) : messages.welcomeNew,
      description: messages.signedUp,
    };
  return {
    title: first ? fillMessage(messages.welcomeBackName, { name: first }) : messages.welcomeBack,
    description: messages.loggedIn,
  };
}

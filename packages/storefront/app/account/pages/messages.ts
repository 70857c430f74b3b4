import { defineMessages } from 'react-intl';
import { ACCOUNT_MESSAGES } from '../messages';

/**
 * What the account pages say after a form (notices and whole-form errors), formatted on the server in the request's
 * locale (`intlFor(localeId)`); en-US keeps these words.
 */
export const profileMessages = defineMessages({
  profileSaved: { id: 'account.notice.profileSaved', defaultMessage: 'Your profile has been updated.' },
  profileFailed: { id: 'account.error.profileFailed', defaultMessage: 'Your profile could not be saved. Please try again.' },
  addressSaved: { id: 'account.notice.addressSaved', defaultMessage: 'The address has been saved.' },
  addressRemoved: { id: 'account.notice.addressRemoved', defaultMessage: 'The address has been removed.' },
  addressFailed: { id: 'account.error.addressFailed', defaultMessage: 'The address could not be saved. Please try again.' },
  addressNotFound: { id: 'account.error.addressNotFound', defaultMessage: 'This address no longer exists. The list below is up to date.' },
  addressNameTaken: { id: 'account.error.addressNameTaken', defaultMessage: 'You already have an address with this name.' },
  addressNameRequired: { id: 'account.error.addressNameRequired', defaultMessage: 'Please give the address a name.' },
  loyaltyJoined: { id: 'account.notice.loyaltyJoined', defaultMessage: 'Welcome to Ridgeline Rewards!' },
  loyaltyFailed: { id: 'account.error.loyaltyFailed', defaultMessage: 'We could not enrol you right now. Please try again.' },
});

/**
 * The field messages of the account pages' forms: the same rules and words as registration where the fields are the
 * same (names, e-mail, phone, postal code; `ACCOUNT_MESSAGES`), as messages of the catalogues.
 */
export const accountFieldMessages = defineMessages({
  firstNameRequired: { id: 'account.error.firstNameRequired', defaultMessage: 'Please enter your first name.' },
  firstNameInvalid: { id: 'account.error.firstNameInvalid', defaultMessage: 'Please enter valid first name.' },
  lastNameRequired: { id: 'account.error.lastNameRequired', defaultMessage: 'Please enter your last name.' },
  lastNameInvalid: { id: 'account.error.lastNameInvalid', defaultMessage: 'Please enter valid last name.' },
  emailRequired: { id: 'account.error.emailRequired', defaultMessage: 'Please enter your email address.' },
  emailInvalid: { id: 'account.error.emailInvalid', defaultMessage: 'Please enter a valid email address.' },
  fieldRequired: { id: 'account.error.fieldRequired', defaultMessage: 'This field is required.' },
  phoneInvalid: { id: 'account.error.phoneInvalid', defaultMessage: 'Please enter a valid phone number.' },
  postalCodeInvalid: { id: 'account.error.postalCodeInvalid', defaultMessage: 'Please enter a valid zip code' },
});

type Descriptors = Record<string, { defaultMessage: string }>;
const english = <T extends Descriptors>(descriptors: T) => Object.fromEntries(Object.entries(descriptors).map(([key, value]) => [key, value.defaultMessage])) as { [K in keyof T]: string };

/**
 * The en-US words of the account pages (tests and stories). The field messages must stay those of registration: a
 * unit test compares them with `ACCOUNT_MESSAGES`.
 */
export const PROFILE_MESSAGES = {
  ...english(profileMessages),
  fieldRequired: accountFieldMessages.fieldRequired.defaultMessage,
  phoneInvalid: accountFieldMessages.phoneInvalid.defaultMessage,
  postalCodeInvalid: accountFieldMessages.postalCodeInvalid.defaultMessage,
} as const;

/** Registration's words for the fields the account pages share with it (the unit test's reference). */
export const REGISTRATION_FIELD_WORDS = {
  firstNameRequired: ACCOUNT_MESSAGES.firstNameRequired,
  firstNameInvalid: ACCOUNT_MESSAGES.firstNameInvalid,
  lastNameRequired: ACCOUNT_MESSAGES.lastNameRequired,
  lastNameInvalid: ACCOUNT_MESSAGES.lastNameInvalid,
  emailRequired: ACCOUNT_MESSAGES.emailRequired,
  emailInvalid: ACCOUNT_MESSAGES.emailInvalid,
  fieldRequired: ACCOUNT_MESSAGES.fieldRequired,
  phoneInvalid: ACCOUNT_MESSAGES.phoneInvalid,
  postalCodeInvalid: ACCOUNT_MESSAGES.postalCodeInvalid,
} as const;

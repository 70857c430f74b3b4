import { defineMessages, englishOf } from '../../../platform/i18n/defineMessages';
import { accountFeedbackMessages } from '../messages';

/**
 * What the account pages say after a form (notices and whole-form errors), formatted on the server in the request's
 * locale (`intlFor(localeId)`).
 */
export const profileMessages = defineMessages({
  profileSaved: { id: 'account.notice.profileSaved', defaultMessage: 'Your profile has been updated.' },
  profileFailed: {
    id: 'account.error.profileFailed',
    defaultMessage: 'Your profile could not be saved. Please try again.',
  },
  addressSaved: { id: 'account.notice.addressSaved', defaultMessage: 'The address has been saved.' },
  addressRemoved: { id: 'account.notice.addressRemoved', defaultMessage: 'The address has been removed.' },
  addressFailed: {
    id: 'account.error.addressFailed',
    defaultMessage: 'The address could not be saved. Please try again.',
  },
  addressNotFound: {
    id: 'account.error.addressNotFound',
    defaultMessage: 'This address no longer exists. The list below is up to date.',
  },
  addressNameTaken: {
    id: 'account.error.addressNameTaken',
    defaultMessage: 'You already have an address with this name.',
  },
  addressNameRequired: { id: 'account.error.addressNameRequired', defaultMessage: 'Please give the address a name.' },
  loyaltyJoined: { id: 'account.notice.loyaltyJoined', defaultMessage: 'Welcome to Ridgeline Rewards!' },
  loyaltyFailed: {
    id: 'account.error.loyaltyFailed',
    defaultMessage: 'We could not enrol you right now. Please try again.',
  },
  loyaltyIneligible: {
    id: 'account.error.loyaltyIneligible',
    defaultMessage: 'Your account cannot join Ridgeline Rewards. Our customer care team can tell you more.',
  },
});

/**
 * The field messages of the account pages' forms: registration's own (`accountFeedbackMessages`) where the fields are
 * the same (names, e-mail, phone, postal code), so the rules and their words are written once.
 */
export const accountFieldMessages = {
  firstNameRequired: accountFeedbackMessages.firstNameRequired,
  firstNameInvalid: accountFeedbackMessages.firstNameInvalid,
  lastNameRequired: accountFeedbackMessages.lastNameRequired,
  lastNameInvalid: accountFeedbackMessages.lastNameInvalid,
  emailRequired: accountFeedbackMessages.emailRequired,
  emailInvalid: accountFeedbackMessages.emailInvalid,
  fieldRequired: accountFeedbackMessages.fieldRequired,
  phoneInvalid: accountFeedbackMessages.phoneInvalid,
  postalCodeInvalid: accountFeedbackMessages.postalCodeInvalid,
};

/** The en-US messages of the account pages (tests and stories). */
export const PROFILE_MESSAGES = { ...englishOf(profileMessages), ...englishOf(accountFieldMessages) } as const;

import { ACCOUNT_MESSAGES } from '../messages';

/**
 * What the account pages' forms say when a field is refused, word for word (the same rules and messages as
 * registration where the fields are the same: names, e-mail, phone, postal code).
 */
export const PROFILE_MESSAGES = {
  fieldRequired: ACCOUNT_MESSAGES.fieldRequired,
  phoneInvalid: ACCOUNT_MESSAGES.phoneInvalid,
  postalCodeInvalid: ACCOUNT_MESSAGES.postalCodeInvalid,
  profileSaved: 'Your profile has been updated.',
  profileFailed: 'Your profile could not be saved. Please try again.',
  addressSaved: 'The address has been saved.',
  addressRemoved: 'The address has been removed.',
  addressFailed: 'The address could not be saved. Please try again.',
  addressNameTaken: 'You already have an address with this name.',
  addressNameRequired: 'Please give the address a name.',
  loyaltyJoined: 'Welcome to Ridgeline Rewards!',
  loyaltyFailed: 'We could not enrol you right now. Please try again.',
} as const;


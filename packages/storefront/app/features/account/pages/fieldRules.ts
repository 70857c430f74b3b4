/**
 * The phone and postal-code rules of the account forms: registration's own (one rule per field for the whole
 * account area), by shop locale.
 */
export { isValidPhone, PHONE_MAX_LENGTH, PHONE_MIN_DIGITS, PHONE_MIN_LENGTH } from '../phone';
export { countryOfLocale, isValidPostalCode, POSTAL_CODE_RULES } from '../postalCodes';

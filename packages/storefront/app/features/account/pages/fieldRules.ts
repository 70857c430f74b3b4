/**
 * The phone and postal-code rules of the account forms: registration's own (one rule per field for the whole
 * account area), by shop locale.
 */
export {
  countryOfLocale,
  isValidPhone,
  isValidPostalCode,
  PHONE_MAX_LENGTH,
  PHONE_MIN_DIGITS,
  PHONE_MIN_LENGTH,
  POSTAL_CODE_RULES,
} from '@ridgeline/commerce';

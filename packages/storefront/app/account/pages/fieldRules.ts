/**
 * The phone and postal-code rules of the account forms, by shop locale: the same as registration's (the lead may
 * point both at one module once both are merged).
 */

/** At least this many digits in a phone number, by shop locale (fr-CA numbers may be local: 7). */
export const PHONE_MIN_DIGITS: Readonly<Record<string, number>> = { 'en-US': 10, 'en-CA': 10, 'fr-CA': 7 };
export const PHONE_MIN_LENGTH = 10;
export const PHONE_MAX_LENGTH = 20;

/** 10 to 20 characters of digits, spaces, `+ - ( ) .`, with at least the locale's number of digits. */
export function isValidPhone(value: string, localeId: string): boolean {
  const trimmed = value.trim();
  if (trimmed.length < PHONE_MIN_LENGTH || trimmed.length > PHONE_MAX_LENGTH) return false;
  if (!/^[\d\s+\-().]+$/.test(trimmed)) return false;
  return trimmed.replace(/\D/g, '').length >= (PHONE_MIN_DIGITS[localeId] ?? 10);
}

export interface PostalCodeRule {
  pattern: RegExp;
  maxLength: number;
}

/** The pattern and maximum length per country; the country is the last two letters of the locale (`fr-CA` → CA). */
export const POSTAL_CODE_RULES: Readonly<Record<string, PostalCodeRule>> = {
  US: { pattern: /^\d{5}(?:-\d{4})?$/, maxLength: 10 },
  CA: { pattern: /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i, maxLength: 7 },
  DE: { pattern: /^\d{5}$/, maxLength: 5 },
  GB: { pattern: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i, maxLength: 10 },
  JP: { pattern: /^\d{3}-\d{4}$/, maxLength: 8 },
};
const FALLBACK_RULE: PostalCodeRule = { pattern: /^[A-Z\d][A-Z\d -]{0,8}[A-Z\d]$/i, maxLength: 10 };

export const countryOfLocale = (localeId: string): string => localeId.slice(-2).toUpperCase();

export function isValidPostalCode(value: string, localeId: string): boolean {
  const rule = POSTAL_CODE_RULES[countryOfLocale(localeId)] ?? FALLBACK_RULE;
  const trimmed = value.trim();
  return trimmed.length <= rule.maxLength && rule.pattern.test(trimmed);
}

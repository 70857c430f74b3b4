/** The phone helper: digits only, at most 10, shown as `(xxx) xxx-xxxx` as they are typed. */
export const PHONE_HELPER_MAX_DIGITS = 10;

export function formatPhone(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, PHONE_HELPER_MAX_DIGITS);
  if (digits.length === 0) return '';
  if (digits.length < 4) return `(${digits}`;
  if (digits.length < 7) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

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

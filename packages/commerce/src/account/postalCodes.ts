/**
 * Postal-code rules per country: the pattern and the maximum length. The country is the last two letters of the
 * shop locale (`en-CA` → CA). A country without an entry accepts 2 to 10 letters, digits, spaces and hyphens.
 */
export interface PostalCodeRule {
  pattern: RegExp;
  maxLength: number;
}

export const POSTAL_CODE_RULES: Readonly<Record<string, PostalCodeRule>> = {
  US: { pattern: /^\d{5}(?:-\d{4})?$/, maxLength: 10 },
  CA: { pattern: /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i, maxLength: 7 },
  DE: { pattern: /^\d{5}$/, maxLength: 5 },
  GB: { pattern: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i, maxLength: 10 },
  JP: { pattern: /^\d{3}-\d{4}$/, maxLength: 8 },
  FR: { pattern: /^\d{5}$/, maxLength: 5 },
  IT: { pattern: /^\d{5}$/, maxLength: 5 },
  ES: { pattern: /^\d{5}$/, maxLength: 5 },
  NL: { pattern: /^\d{4} ?[A-Z]{2}$/i, maxLength: 7 },
  AT: { pattern: /^\d{4}$/, maxLength: 4 },
  CH: { pattern: /^\d{4}$/, maxLength: 4 },
  AU: { pattern: /^\d{4}$/, maxLength: 4 },
};

const FALLBACK_RULE: PostalCodeRule = { pattern: /^[A-Z\d][A-Z\d -]{0,8}[A-Z\d]$/i, maxLength: 10 };

/** The country of a locale id (`fr-CA` → `CA`). */
export const countryOfLocale = (localeId: string): string => localeId.slice(-2).toUpperCase();

export const postalCodeRule = (localeId: string): PostalCodeRule =>
  POSTAL_CODE_RULES[countryOfLocale(localeId)] ?? FALLBACK_RULE;

export function isValidPostalCode(value: string, localeId: string): boolean {
  const rule = postalCodeRule(localeId);
  const trimmed = value.trim();
  return trimmed.length <= rule.maxLength && rule.pattern.test(trimmed);
}

/** Languages with their own technology-badge names; anything else falls back to English. */
export type TechnologyBadgeLanguage = 'en' | 'de' | 'es' | 'fr' | 'it';

export type TechnologyBadgeNames = { en: string } & Partial<Record<Exclude<TechnologyBadgeLanguage, 'en'>, string>>;

const waterproof: TechnologyBadgeNames = {
  en: 'Waterproof',
  de: 'Wasserdicht',
  es: 'Impermeable',
  fr: 'Imperméable',
  it: 'Impermeabile',
};

/**
 * Technology badge codes (docs/behaviour/product-tile.md#technology-badges), keyed by the code padded to two digits: 01 OMNI-TECH,
 * 72 Waterproof, 200 Waterproof. Waterproof is translated for German, Spanish, French and
 * Italian; every other language (and any missing name) falls back to English.
 */
export const technologyBadges: Readonly<Record<string, TechnologyBadgeNames>> = {
  '01': { en: 'OMNI-TECH' },
  '72': waterproof,
  '200': waterproof,
};

/**
 * The code padded to two digits: `1` / `'1'` / `'01'` → `'01'`, `72` → `'72'`, `200` → `'200'`.
 * Undefined for anything that is not a non-negative whole number.
 */
export function technologyBadgeCode(code: string | number | null | undefined): string | undefined {
  if (code === null || code === undefined) return undefined;
  const text = String(code).trim();
  if (!/^\d+$/.test(text)) return undefined;
  return String(Number.parseInt(text, 10)).padStart(2, '0');
}

/** `de-DE` → `de`; case-insensitive, `_` accepted. */
const languageOf = (locale: string) => locale.trim().toLowerCase().split(/[-_]/)[0] ?? '';

/** The badge name for a code in a locale (English fallback); undefined for an unknown code. */
export function technologyBadgeName(code: string | number | null | undefined, locale = 'en-US'): string | undefined {
  const key = technologyBadgeCode(code);
  const names = key ? technologyBadges[key] : undefined;
  if (!names) return undefined;
  const language = languageOf(locale) as TechnologyBadgeLanguage;
  return names[language] ?? names.en;
}

const DANGEROUS_SCHEMES = ['javascript:', 'data:', 'vbscript:'];

/** Character references a browser would decode in an attribute before reading the scheme. */
const ENTITY_PATTERN = /&(?:#(\d+);?|#x([0-9a-f]+);?|(colon|tab|newline);?)/gi;
const NAMED_ENTITIES: Record<string, string> = { colon: ':', tab: '\t', newline: '\n' };

function decodeEntities(text: string): string {
  return text.replace(ENTITY_PATTERN, (_match, dec: string, hex: string, named: string) => {
    if (named) return NAMED_ENTITIES[named.toLowerCase()] ?? '';
    const code = dec ? Number(dec) : parseInt(hex, 16);
    return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : '';
  });
}

/**
 * The scheme a browser would see: entities and percent-escapes decoded, and every control
 * character and whitespace removed (browsers strip tabs and newlines anywhere in a URL and
 * leading C0 controls), lowercased.
 */
function normalisedForSchemeCheck(url: string): string {
  let text = decodeEntities(url);
  try {
    text = decodeURIComponent(text);
  } catch {
    // A stray % is not an escape; keep the text as it is.
  }
  return (
    text
      // eslint-disable-next-line no-control-regex -- stripping control characters is the point
      .replace(/[\u0000-\u0020\u007f-\u009f\u00a0\u1680\u2000-\u200f\u2028\u2029\u202f\u205f\u3000\ufeff]/g, '')
      .toLowerCase()
  );
}

/**
 * The URL trimmed, or undefined when it is empty or would run script / embed data
 * (`javascript:`, `data:`, `vbscript:`, including obfuscated spellings such as
 * `java\tscript:`, `JaVaScRiPt:` or `javascript&colon;`).
 */
export function safeUrl(url: unknown): string | undefined {
  if (typeof url !== 'string') return undefined;
  const trimmed = url.trim();
  if (trimmed === '') return undefined;
  const normalised = normalisedForSchemeCheck(trimmed);
  return DANGEROUS_SCHEMES.some((scheme) => normalised.startsWith(scheme)) ? undefined : trimmed;
}

const ALLOWED_LINK_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/**
 * Stricter than safeUrl: only a relative reference (path, query, fragment) or an
 * http(s) / mailto / tel URL passes.
 */
export function allowedLinkUrl(url: unknown): string | undefined {
  const safe = safeUrl(url);
  if (safe === undefined) return undefined;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(normalisedForSchemeCheck(safe));
  if (!scheme) return safe;
  return ALLOWED_LINK_SCHEMES.has(`${scheme[1]!.toLowerCase()}:`) ? safe : undefined;
}

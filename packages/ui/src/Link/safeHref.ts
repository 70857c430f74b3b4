/**
 * URL schemes a link may use. Anything else with a scheme (`javascript:`, `data:`, `vbscript:`,
 * `file:`, …) is refused: an allow-list cannot be bypassed by a scheme nobody thought to block.
 * Scheme-less URLs (relative paths, `#anchors`, `?query`, `//host/path`) are always allowed.
 */
const allowedSchemes = new Set(['http', 'https', 'mailto', 'tel', 'sms']);

/** A few named character references that attackers use to split a scheme. */
const namedEntities: Readonly<Record<string, string>> = {
  colon: ':',
  tab: '\t',
  newline: '\n',
  nbsp: '\u00a0',
};

/**
 * Decodes numeric (`&#106;`, `&#x6A;`, with or without `;`) and the few named entities above.
 * React never decodes entities in an attribute, but the same string may also reach raw HTML
 * (a CMS rich-text field, an e-mail) where a browser would, so judge the decoded form.
 */
function decodeEntities(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => safeFromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec: string) => safeFromCodePoint(parseInt(dec, 10)))
    .replace(/&([a-z]+);/gi, (match, name: string) => namedEntities[name.toLowerCase()] ?? match);
}

function safeFromCodePoint(codePoint: number): string {
  return codePoint >= 0 && codePoint <= 0x10ffff ? String.fromCodePoint(codePoint) : '';
}

/**
 * Browsers ignore ASCII whitespace and control characters inside a scheme (`java\tscript:` runs),
 * and invisible format characters can hide one from a human reviewer.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const ignorableCharacters = /[\u0000-\u0020\u007f-\u00a0\u00ad\u200b-\u200f\u2028\u2029\u2060\ufeff]/g;

/**
 * Returns `url` (trimmed) when it is safe to put in an `href`, otherwise `undefined`.
 * Refuses non-strings, empty values and any scheme outside http(s)/mailto/tel/sms, including
 * obfuscated forms: mixed case, embedded whitespace or control characters, entity-encoded letters.
 */
export function safeHref(url: unknown): string | undefined {
  if (typeof url !== 'string') return undefined;
  // eslint-disable-next-line no-control-regex -- trimming control characters is the point
  const trimmed = url.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
  if (trimmed === '') return undefined;

  const normalised = decodeEntities(decodeEntities(trimmed)).replace(ignorableCharacters, '').toLowerCase();
  // The scheme is whatever precedes the first ':' — unless a '/', '?' or '#' comes first, in which
  // case the colon is part of a path, query or fragment of a relative URL.
  const scheme = /^([^/?#:]*):/.exec(normalised)?.[1];
  if (scheme === undefined) return trimmed;
  return allowedSchemes.has(scheme) ? trimmed : undefined;
}

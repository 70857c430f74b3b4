/**
 * Sitemaps (sitemaps.org 0.9) with hreflang alternates (`xhtml:link`), the sitemap index, and robots.txt: pure text
 * builders, framework-neutral. The storefront gathers the pages (catalogue and content) and serves the text.
 */

/** The protocol's limits of one sitemap file: 50,000 URLs and 50 MB (52,428,800 bytes) uncompressed. */
export const SITEMAP_LIMITS = { maxUrls: 50_000, maxBytes: 52_428_800 } as const;
export type SitemapLimits = { maxUrls: number; maxBytes: number };

const XMLNS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML = 'http://www.w3.org/1999/xhtml';
const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const URLSET_OPEN = `${XML_DECLARATION}<urlset xmlns="${XMLNS}" xmlns:xhtml="${XHTML}">\n`;
const URLSET_CLOSE = '</urlset>\n';
const encoder = new TextEncoder();
const byteLength = (text: string) => encoder.encode(text).length;

/** One page's address in a sitemap, with the same page in every locale it exists in (`x-default` included). */
export interface SitemapUrl {
  loc: string;
  alternates?: readonly { hreflang: string; href: string }[];
}

/**
 * Text as XML character data or an attribute value: `&`, `<`, `>`, `"` and `'` as entities, and the characters XML 1.0
 * cannot hold at all (controls, lone surrogates, U+FFFE/U+FFFF) dropped, so a catalogue name or slug cannot break
 * the document.
 */
export function escapeXml(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** One `<url>` element. */
export function sitemapUrlElement(url: SitemapUrl): string {
  const links = (url.alternates ?? [])
    .map(
      (alternate) =>
        `    <xhtml:link rel="alternate" hreflang="${escapeXml(alternate.hreflang)}" href="${escapeXml(alternate.href)}"/>\n`,
    )
    .join('');
  return `  <url>\n    <loc>${escapeXml(url.loc)}</loc>\n${links}  </url>\n`;
}

/** A whole sitemap of `urls` (the caller keeps within the limits: `splitSitemap`). */
export function sitemapXml(urls: readonly SitemapUrl[]): string {
  return `${URLSET_OPEN}${urls.map(sitemapUrlElement).join('')}${URLSET_CLOSE}`;
}

/**
 * `urls` in order, cut into as few sitemaps as the limits allow: each at most `maxUrls` URLs and `maxBytes` bytes of
 * UTF-8 (the XML around them included). A single URL too large for any sitemap is an error (a limit set too small).
 */
export function splitSitemap(urls: readonly SitemapUrl[], limits: SitemapLimits = SITEMAP_LIMITS): SitemapUrl[][] {
  if (!(limits.maxUrls >= 1) || !(limits.maxBytes >= 1))
    throw new RangeError(`Sitemap limits must be positive, got ${JSON.stringify(limits)}`);
  const frame = byteLength(URLSET_OPEN) + byteLength(URLSET_CLOSE);
  const parts: SitemapUrl[][] = [];
  let current: SitemapUrl[] = [];
  let bytes = frame;
  for (const url of urls) {
    const size = byteLength(sitemapUrlElement(url));
    if (frame + size > limits.maxBytes)
      throw new RangeError(`The sitemap entry of ${url.loc} alone is larger than ${limits.maxBytes} bytes`);
    if (current.length > 0 && (current.length >= limits.maxUrls || bytes + size > limits.maxBytes)) {
      parts.push(current);
      current = [];
      bytes = frame;
    }
    current.push(url);
    bytes += size;
  }
  if (current.length > 0) parts.push(current);
  return parts;
}

/** The sitemap index: one `<sitemap><loc>` per sitemap address (absolute). */
export function sitemapIndexXml(locations: readonly string[]): string {
  const entries = locations.map((loc) => `  <sitemap>\n    <loc>${escapeXml(loc)}</loc>\n  </sitemap>\n`).join('');
  return `${XML_DECLARATION}<sitemapindex xmlns="${XMLNS}">\n${entries}</sitemapindex>\n`;
}

/**
 * One page of the site in each locale it exists in: locale id → absolute URL. A page only in some locales lists
 * only those as alternates.
 */
export type LocalizedPage = Readonly<Record<string, string>>;

/**
 * The sitemap URLs of one locale: each page that exists in `localeId`, at its URL there, with every locale's URL of
 * the same page as an hreflang alternate and `x-default` (the default locale's URL, when the page exists there).
 * Duplicate addresses are listed once.
 */
export function localeSitemapUrls(
  pages: readonly LocalizedPage[],
  localeId: string,
  defaultLocaleId: string,
): SitemapUrl[] {
  const seen = new Set<string>();
  const urls: SitemapUrl[] = [];
  for (const page of pages) {
    const loc = page[localeId];
    if (!loc || seen.has(loc)) continue;
    seen.add(loc);
    const alternates = Object.entries(page).map(([hreflang, href]) => ({ hreflang, href }));
    const fallback = page[defaultLocaleId];
    urls.push({ loc, alternates: fallback ? [...alternates, { hreflang: 'x-default', href: fallback }] : alternates });
  }
  return urls;
}

/** What robots.txt says. */
export interface RobotsPolicy {
  /** Path prefixes crawlers are asked to leave alone. */
  disallow: readonly string[];
  /** Absolute sitemap (index) addresses. */
  sitemaps: readonly string[];
  /** Ask every crawler to stay away (a staging or preview shop). */
  blockAll?: boolean;
}

/** What a robots.txt path may be: `/` and then printable characters without spaces. */
export const ROBOTS_PATH = /^\/[\x21-\x7e]*$/;

/** robots.txt for every user agent: the disallowed prefixes (or `/` when blocking all) and the sitemaps. */
export function robotsTxt(policy: RobotsPolicy): string {
  // A line break in a value would write a directive of its own: refused, as anything that is not a path.
  const bad = policy.disallow.find((path) => !ROBOTS_PATH.test(path));
  if (bad !== undefined)
    throw new RangeError(`A robots.txt path starts with / and has no spaces, got ${JSON.stringify(bad)}`);
  const disallow = policy.blockAll ? ['/'] : [...new Set(policy.disallow)];
  const lines = ['User-agent: *', ...(disallow.length ? disallow.map((path) => `Disallow: ${path}`) : ['Disallow:'])];
  if (policy.sitemaps.length) lines.push('', ...policy.sitemaps.map((url) => `Sitemap: ${url}`));
  return `${lines.join('\n')}\n`;
}

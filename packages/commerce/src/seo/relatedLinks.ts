/**
 * Related category links (browser-safe): the links an editor lists on a category landing page, each an `url` and an
 * `anchor_text`. A link is kept only when both are there and its URL is an http(s) address on one of the configured
 * base domains (the host is the domain or one of its subdomains); the others are dropped and reported, so the page
 * renders the rest. See docs/behaviour/blocks.md#related-links.
 */

/** The base domains a related link may point to unless configured (`RELATED_LINK_DOMAINS`): this demo shop's hosts. */
export const DEFAULT_RELATED_LINK_DOMAINS: readonly string[] = ['ridgeline.dev', 'localhost'];

/** The most links one page keeps; more are dropped as `too-many`. */
export const MAX_RELATED_LINKS = 30;

/** The longest anchor text and URL kept. */
const MAX_ANCHOR_TEXT = 120;
const MAX_URL = 2048;

export interface RelatedLink {
  url: string;
  anchor_text: string;
  /** The address's path, query and fragment: what an internal link is rendered with. */
  relativePath: string;
  /** The link is on the shop's own host (`siteOrigin`): rendered as a path of the site. */
  isInternal: boolean;
}

export type RelatedLinkProblem = 'not-an-object' | 'missing-url' | 'missing-anchor-text' | 'off-domain' | 'too-many';

export interface RelatedLinksResult {
  links: RelatedLink[];
  dropped: { index: number; problem: RelatedLinkProblem; url?: string }[];
}

const DOMAIN = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

/** `RELATED_LINK_DOMAINS`: host names separated by commas or spaces; none valid (or none given) is the default. */
export function relatedLinkDomains(raw: string | undefined): readonly string[] {
  const domains = (raw ?? '')
    .split(/[,\s]+/)
    .map((entry) => entry.trim().toLowerCase().replace(/\.$/, ''))
    .filter((entry) => DOMAIN.test(entry));
  return domains.length ? [...new Set(domains)] : DEFAULT_RELATED_LINK_DOMAINS;
}

const onDomain = (host: string, domains: readonly string[]) =>
  domains.some((domain) => host === domain || host.endsWith(`.${domain}`));

/**
 * The related links of `value` (the content field) that may be shown: url and anchor_text required, an absolute
 * http(s) URL whose host is one of `baseDomains` or under one (a URL merely containing a domain, `javascript:`, a
 * protocol-relative `//host`, a relative path or credentials in the URL are dropped). `siteOrigin`'s host marks a
 * link internal.
 */
export function relatedLinks(
  value: unknown,
  {
    baseDomains = DEFAULT_RELATED_LINK_DOMAINS,
    siteOrigin,
  }: { baseDomains?: readonly string[]; siteOrigin?: string } = {},
): RelatedLinksResult {
  const result: RelatedLinksResult = { links: [], dropped: [] };
  if (!Array.isArray(value)) return result;
  let siteHost: string | undefined;
  try {
    siteHost = siteOrigin ? new URL(siteOrigin).host : undefined;
  } catch {
    siteHost = undefined;
  }
  value.forEach((item: unknown, index) => {
    if (!item || typeof item !== 'object') return result.dropped.push({ index, problem: 'not-an-object' });
    const { url, anchor_text: text } = item as { url?: unknown; anchor_text?: unknown };
    const href = typeof url === 'string' ? url.trim() : '';
    const anchor = typeof text === 'string' ? text.trim() : '';
    if (!href || href.length > MAX_URL) return result.dropped.push({ index, problem: 'missing-url' });
    if (!anchor) return result.dropped.push({ index, problem: 'missing-anchor-text', url: href });
    let parsed: URL;
    try {
      // No base: a relative or protocol-relative address does not parse, and is dropped with the rest.
      parsed = new URL(href);
    } catch {
      return result.dropped.push({ index, problem: 'off-domain', url: href });
    }
    const safe =
      (parsed.protocol === 'https:' || parsed.protocol === 'http:') &&
      !parsed.username &&
      !parsed.password &&
      onDomain(parsed.hostname.toLowerCase().replace(/\.$/, ''), baseDomains);
    if (!safe) return result.dropped.push({ index, problem: 'off-domain', url: href });
    if (result.links.length >= MAX_RELATED_LINKS) return result.dropped.push({ index, problem: 'too-many', url: href });
    result.links.push({
      url: parsed.href,
      anchor_text: anchor.slice(0, MAX_ANCHOR_TEXT),
      relativePath: `${parsed.pathname}${parsed.search}${parsed.hash}`,
      isInternal: parsed.host === siteHost,
    });
  });
  return result;
}

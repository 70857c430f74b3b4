import { encodePathSegment } from './pathSegment';
import { allowedLinkUrl } from './safeUrl';
import { upgradeHttpUrl } from './upgradeHttp';

/** The CMS link object (docs/behaviour/blocks.md#links): `linkType` category / account-drawer / other. */
export interface LinkObject {
  linkType?: 'category' | 'account-drawer' | 'other' | string;
  /** A category id for `category`, a path or URL for `other`. */
  linkQuery?: string;
  /** The category's SEO slug; when present it names the category URL instead of the id. */
  linkSEO?: string;
  /** Open in a new tab. */
  target?: boolean;
}

export interface ResolvedLink {
  href?: string;
  target?: '_blank';
  /** Set for links that open UI instead of navigating. */
  action?: 'account-drawer';
}

function categoryPath(segment: string): string {
  // A slug may contain "/" for nested categories; encode each segment, keep the separators.
  const encoded = segment
    .split('/')
    .filter((part) => part !== '')
    .map(encodePathSegment)
    .join('/');
  return `/c/${encoded}/`;
}

/**
 * Turns a CMS link object into what an anchor needs. Category links go to `/c/{slug}/`:
 * the SEO slug (`linkSEO`) when the editor gave one, else the category id (`linkQuery`), as the
 * category routes do (`/c/{slug}`, defaulting to `/c/{categoryId}/`). `other` passes only safe
 * relative or http(s)/mailto/tel URLs; an `http://` URL is upgraded (`upgradeHttpUrl`: a path of this site when it
 * names the context's `siteOrigin` host, else `https://`).
 */
export function resolveLink(
  link: LinkObject | null | undefined,
  ctx?: { readonly siteOrigin?: string | undefined },
): ResolvedLink {
  if (!link || typeof link !== 'object') return {};
  const target = link.target === true ? ({ target: '_blank' } as const) : {};
  switch (link.linkType) {
    case 'account-drawer':
      return { action: 'account-drawer', href: undefined };
    case 'category': {
      const slug = [link.linkSEO, link.linkQuery].find((value) => typeof value === 'string' && value.trim() !== '');
      return slug ? { href: categoryPath(slug.trim()), ...target } : {};
    }
    default: {
      const href = allowedLinkUrl(link.linkQuery);
      return href ? { href: upgradeHttpUrl(href, ctx?.siteOrigin), ...target } : {};
    }
  }
}

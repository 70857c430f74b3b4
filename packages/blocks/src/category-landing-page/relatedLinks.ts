import { relatedLinks, type RelatedLink } from '@ridgeline/commerce';
import type { LoaderContext } from '@ridgeline/renderer';
import type { CategoryLandingPageContent } from '../shared/page/types';

/** The page's related category links as the block shows them, with the list's name in the page's locale. */
export interface RelatedLinksData {
  links: RelatedLink[];
  label: string;
}

/** Items already warned of (content id and dropped addresses), so each problem is logged once per process. */
const warned = new Set<string>();
const MAX_WARNED = 500;

/**
 * The loader's work: the links that may be shown (`relatedLinks` of commerce, on the context's base domains and site
 * origin); the dropped ones are logged once, as one warning per item naming each problem.
 */
export function relatedLinksData(content: CategoryLandingPageContent, ctx: LoaderContext): RelatedLinksData {
  const { links, dropped } = relatedLinks(content.relatedLinks, {
    ...(ctx.relatedLinkDomains?.length ? { baseDomains: ctx.relatedLinkDomains } : {}),
    ...(ctx.siteOrigin ? { siteOrigin: ctx.siteOrigin } : {}),
  });
  const key = `${content._meta?.deliveryId ?? ''} ${JSON.stringify(dropped)}`;
  if (dropped.length && !warned.has(key)) {
    if (warned.size >= MAX_WARNED) warned.clear();
    warned.add(key);
    console.warn(
      JSON.stringify({
        level: 'warn',
        event: 'related-links-dropped',
        deliveryId: content._meta?.deliveryId,
        dropped: dropped.map((entry) => ({ ...entry, url: entry.url?.slice(0, 200) })),
        message: 'Related links without a url, an anchor text or a base domain were left out',
      }),
    );
  }
  return { links, label: ctx.labels?.relatedLinks?.title ?? 'Related categories' };
}

import type { MetaDescriptor } from 'react-router';
import type { PageHead } from '@ridgeline/blocks';
import { DEFAULT_LOCALE_ID, equivalentUrl, localeAlternates, shopLocale } from './urls';

export const SITE_NAME = 'Ridgeline';

/**
 * `<head>` tags from a page's head description (`pageSeo` of @ridgeline/blocks, built on the server): title,
 * description, robots, keywords, canonical link, Open Graph tags and hreflang alternates.
 */
export function headMeta(head: PageHead, options: { fallbackTitle: string; noindex?: boolean }): MetaDescriptor[] {
  const title = head.title ?? options.fallbackTitle;
  const tags: MetaDescriptor[] = [{ title }];
  if (head.description) tags.push({ name: 'description', content: head.description });
  if (options.noindex) tags.push({ name: 'robots', content: 'noindex, nofollow' });
  else if (head.robots) tags.push({ name: 'robots', content: head.robots });
  if (head.keywords) tags.push({ name: 'keywords', content: head.keywords });
  if (head.canonical) tags.push({ tagName: 'link', rel: 'canonical', href: head.canonical });
  const og = head.openGraph;
  tags.push({ property: 'og:title', content: og.title ?? title });
  if (og.description) tags.push({ property: 'og:description', content: og.description });
  tags.push({ property: 'og:type', content: og.type });
  if (og.url) tags.push({ property: 'og:url', content: og.url });
  if (og.image) {
    tags.push({ property: 'og:image', content: og.image.url });
    tags.push({ property: 'og:image:width', content: String(og.image.width) });
    tags.push({ property: 'og:image:height', content: String(og.image.height) });
    if (og.image.alt) tags.push({ property: 'og:image:alt', content: og.image.alt });
  }
  tags.push({ property: 'og:site_name', content: SITE_NAME });
  for (const alternate of head.alternates) {
    tags.push({ tagName: 'link', rel: 'alternate', hrefLang: alternate.hreflang, href: alternate.href });
  }
  return tags;
}

/**
 * A page's head in the request's locale: one hreflang alternate per shop locale plus `x-default`, each the same page
 * under that locale's prefix on this origin (so every one answers), with the content's alternates for locales the shop
 * does not serve kept after them; the content's canonical URL moved to the locale's prefix (its host kept).
 */
export function localizedHead(head: PageHead, pageUrl: string | URL, localeId: string = DEFAULT_LOCALE_ID): PageHead {
  const url = new URL(pageUrl);
  const served = (hreflang: string) => hreflang.toLowerCase() === 'x-default' || shopLocale(hreflang) !== undefined;
  const alternates = [
    ...localeAlternates(url, url.origin),
    ...head.alternates.filter((alternate) => !served(alternate.hreflang)),
  ];
  let canonical = head.canonical;
  if (canonical) {
    try {
      const cms = new URL(canonical);
      canonical = new URL(equivalentUrl(`${cms.pathname}${cms.search}`, localeId), cms.origin).href;
    } catch {
      // not an absolute URL: left as the content wrote it
    }
  }
  return {
    ...head,
    alternates,
    ...(canonical ? { canonical } : {}),
    ...(canonical && head.openGraph.url === head.canonical ? { openGraph: { ...head.openGraph, url: canonical } } : {}),
  };
}

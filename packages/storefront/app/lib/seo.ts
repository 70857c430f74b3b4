import type { MetaDescriptor } from 'react-router';
import type { PageHead } from '@ridgeline/blocks';

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

import type { Route } from './+types/sitemap';
import { appContextOf } from '../../../platform/request/appContext.server';
import { notFound } from '../../../platform/content.server';
import { SITEMAP_FILE, sitemapResponse } from '@ridgeline/commerce/server';
import { sitemapStoreOf } from '../sitemaps.server';

/**
 * `/sitemaps/{alias}-{n}.xml`: a locale's n-th sitemap: the home page, categories, content pages and products in that
 * locale, each with its hreflang alternates and `x-default`. Another name, or past the last part: 404.
 * @caching public (`no-store` when it cannot be built)
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const match = SITEMAP_FILE.exec(params.file);
  if (!match) throw notFound();
  const store = sitemapStoreOf(appContextOf(context));
  return sitemapResponse(async () => {
    const xml = await store.sitemap(match[1]!, Number(match[2]));
    if (xml === undefined) throw notFound();
    return xml;
  });
}

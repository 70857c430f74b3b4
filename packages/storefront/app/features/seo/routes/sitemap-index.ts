import type { Route } from './+types/sitemap-index';
import { appContextOf } from '../../../platform/request/appContext.server';
import { sitemapResponse } from '@ridgeline/commerce/server';
import { sitemapStoreOf } from '../sitemaps.server';

/**
 * `/sitemap.xml`: the sitemap index, every shop locale's sitemaps (`/sitemaps/{alias}-{n}.xml`). Built from the
 * catalogue and the content, cached an hour; 503 (`no-store`) when it cannot be built and none was built before.
 * @caching public (`no-store` when it cannot be built)
 */
export function loader({ context }: Route.LoaderArgs) {
  return sitemapResponse(() => sitemapStoreOf(appContextOf(context)).index());
}

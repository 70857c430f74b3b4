import { robotsResponse } from '@ridgeline/commerce/server';
import { robotsText } from '../sitemaps.server';

/**
 * `/robots.txt`: what crawlers are asked to leave alone (preview, toolkit, bag, checkout, account, endpoints; more with
 * `ROBOTS_DISALLOW`, everything with `ROBOTS_BLOCK_ALL`) and the sitemap index. See docs/behaviour/seo.md.
 * @caching public
 */
export const loader = () => robotsResponse(robotsText());

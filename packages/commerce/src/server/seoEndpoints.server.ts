/**
 * What a shop's `/robots.txt` and sitemaps answer (the storefront's docs/behaviour/seo.md), framework-neutral: the
 * prefixes crawlers are asked to leave alone, the shared caches' lifetime, and the XML answer that turns a failed
 * build into a 503 crawlers come back for.
 */
import { collectCacheTags } from '@ridgeline/renderer/server';
import { robotsTxt } from '../seo/sitemap';
import { log } from './log.server';

/** The sitemap index's path; robots.txt names it. */
export const SITEMAP_INDEX_PATH = '/sitemap.xml';

/** Shared caches keep the sitemaps and robots.txt an hour (the sitemaps are rebuilt hourly: `SITEMAP_CACHE_TIMES`). */
export const SITEMAP_CACHE_CONTROL = 'public, max-age=0, s-maxage=3600, stale-while-revalidate=3600';

/**
 * What crawlers are asked to leave alone: the editors' preview and visualization, the toolkit, the bag and checkout,
 * sign-in, registration and the account, the recovery and sign-in callbacks, and every JSON or form-post endpoint.
 * The shop pages' prefixes repeat under each locale's alias (`/fr-ca/account`).
 */
export const ROBOTS_DISALLOWED_PAGES = [
  '/account',
  '/cart',
  '/checkout',
  '/login',
  '/registration',
  '/reset-password',
  '/passwordless-login-callback',
] as const;
export const ROBOTS_DISALLOWED_ENDPOINTS = [
  '/__ridgeline/',
  '/__preview',
  '/__toolkit',
  '/visualization/',
  '/contampviz/',
  '/logout',
  '/callback',
  '/social-callback',
  '/reset-password-callback',
  '/newsletter/subscribe',
  '/s/',
] as const;

export interface ShopRobotsOptions {
  /** the public origin the sitemap index is named on */
  origin: string;
  /** the shop locales' path aliases (`fr-ca`) */
  localeAliases: readonly string[];
  /** more prefixes (`ROBOTS_DISALLOW`) */
  disallow: readonly string[];
  /** every path disallowed (`ROBOTS_BLOCK_ALL`) */
  blockAll: boolean;
}

/** A shop's robots.txt: the built-in prefixes (the pages' under every locale alias too), more, the sitemap index. */
export function shopRobotsTxt({ origin, localeAliases, disallow, blockAll }: ShopRobotsOptions): string {
  const pages = ROBOTS_DISALLOWED_PAGES.flatMap((path) => [path, ...localeAliases.map((alias) => `/${alias}${path}`)]);
  return robotsTxt({
    disallow: [...pages, ...ROBOTS_DISALLOWED_ENDPOINTS, ...disallow],
    sitemaps: [new URL(SITEMAP_INDEX_PATH, origin).href],
    blockAll,
  });
}

/** `/robots.txt`'s answer: `text`, kept by shared caches as the sitemaps are. */
export function robotsResponse(text: string): Response {
  return new Response(text, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': SITEMAP_CACHE_CONTROL },
  });
}

/**
 * An XML answer of the sitemaps: the text `build` gives, or 503 with `Retry-After` when it fails (a catalogue or
 * content read past its deadline, and nothing built before): crawlers come back, nothing wrong is cached. A thrown
 * `Response` (the not-found) passes through. What a build reads names no cache tag of the answer: a sitemap lists
 * every page and product (a publish anywhere may change it), and it is rebuilt on its own clock, so its answers carry
 * only `rl-all` and are bounded by their lifetime (`SITEMAP_CACHE_CONTROL`) and the rebuild's.
 */
export async function sitemapResponse(build: () => Promise<string>): Promise<Response> {
  try {
    return new Response((await collectCacheTags(build)).value, {
      headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': SITEMAP_CACHE_CONTROL },
    });
  } catch (error) {
    if (error instanceof Response) throw error;
    log.warn({ event: 'sitemap-failed', err: error }, 'The sitemaps could not be built');
    return new Response('The sitemap is not available right now.\n', {
      status: 503,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'Retry-After': '300' },
    });
  }
}

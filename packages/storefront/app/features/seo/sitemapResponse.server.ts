import { NO_STORE } from '../../platform/content.server';
import { log } from '../../platform/log.server';
import { SITEMAP_CACHE_CONTROL } from './sitemaps.server';

/**
 * An XML answer of the sitemaps: the text `build` gives, or 503 with `Retry-After` when it fails (a catalogue or
 * content read past its deadline, and nothing built before): crawlers come back, nothing wrong is cached. A thrown
 * `Response` (the not-found) passes through.
 */
export async function sitemapResponse(build: () => Promise<string>): Promise<Response> {
  try {
    return new Response(await build(), {
      headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': SITEMAP_CACHE_CONTROL },
    });
  } catch (error) {
    if (error instanceof Response) throw error;
    log.warn({ event: 'sitemap-failed', err: error }, 'The sitemaps could not be built');
    return new Response('The sitemap is not available right now.\n', {
      status: 503,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': NO_STORE, 'Retry-After': '300' },
    });
  }
}

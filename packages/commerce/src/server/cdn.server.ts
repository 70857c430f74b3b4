/**
 * A storefront and the CDN in front of it (the storefront's docs/reference/cdn-caching.md): the cache tags a cacheable
 * response carries, the CDN purge adapter its settings select, and the purge a publish sets off, in this process (the
 * render cache, the content clients' caches) and at the CDN. The mechanisms are the renderer's
 * (`@ridgeline/renderer/server`: tag collection, header limits, purge adapters); this module puts them together.
 */
import {
  ALL_PAGES_TAG,
  cacheTagHeaders,
  collectCacheTags,
  createAkamaiPurge,
  createCloudflarePurge,
  createFastlyPurge,
  isSharedCacheable,
  RENDER_CACHE_TAGS_HEADER,
  reportCacheTags,
  type CdnPurgeAdapter,
  type PurgeBus,
} from '@ridgeline/renderer/server';
import { log } from './log.server';

export const SURROGATE_KEY_HEADER = 'Surrogate-Key';
export const CACHE_TAG_HEADER = 'Cache-Tag';
export const EDGE_CACHE_TAG_HEADER = 'Edge-Cache-Tag';
/** Every header that names a response's tags: dropped from any answer that is not shared. */
export const TAG_HEADERS = [RENDER_CACHE_TAGS_HEADER, SURROGATE_KEY_HEADER, CACHE_TAG_HEADER, EDGE_CACHE_TAG_HEADER];

/**
 * The CDN settings, named as the storefront's environment variables (`CDN_PURGE` and what each CDN needs besides;
 * the storefront's config schema checks them at start, so a chosen CDN's settings are present here).
 */
export interface CdnSettings {
  CDN_PURGE?: 'off' | 'fastly' | 'cloudflare' | 'akamai';
  CDN_PURGE_API_URL?: string;
  FASTLY_SERVICE_ID?: string;
  FASTLY_API_TOKEN?: string;
  CLOUDFLARE_ZONE_ID?: string;
  CLOUDFLARE_API_TOKEN?: string;
  AKAMAI_HOST?: string;
  AKAMAI_CLIENT_TOKEN?: string;
  AKAMAI_CLIENT_SECRET?: string;
  AKAMAI_ACCESS_TOKEN?: string;
  AKAMAI_NETWORK?: 'production' | 'staging';
}

/**
 * Names what a response was built from, when a shared cache may keep it: `Surrogate-Key` (Fastly), `Cache-Tag`
 * (Cloudflare) and, with `CDN_PURGE=akamai`, `Edge-Cache-Tag`, capped to what they accept; and the whole set in the
 * render cache's own header (kept with the page, never sent). Any other response carries none of them.
 */
export function applyCacheTags(headers: Headers, tags: Iterable<string>, settings: CdnSettings): void {
  for (const name of TAG_HEADERS) headers.delete(name);
  if (!isSharedCacheable(headers)) return;
  const all = new Set([ALL_PAGES_TAG, ...tags]);
  const capped = cacheTagHeaders(all);
  headers.set(SURROGATE_KEY_HEADER, capped['Surrogate-Key']);
  headers.set(CACHE_TAG_HEADER, capped['Cache-Tag']);
  if (settings.CDN_PURGE === 'akamai') headers.set(EDGE_CACHE_TAG_HEADER, capped['Edge-Cache-Tag']);
  headers.set(RENDER_CACHE_TAGS_HEADER, [...all].join(' '));
}

/**
 * For a response no render cache keeps (a JSON route): names `tags` on it for the CDN as `applyCacheTags` does, when a
 * shared cache may keep it, without the render cache's own header (a visitor would get the whole uncapped list).
 */
export function tagResponse(response: Response, tags: Iterable<string>, settings: CdnSettings): Response {
  applyCacheTags(response.headers, tags, settings);
  response.headers.delete(RENDER_CACHE_TAGS_HEADER);
  return response;
}

/** Runs `answer` in a tag set of its own (`collectCacheTags`) and names what it reported on its response (`tagResponse`). */
export async function taggedResponse(answer: () => Promise<Response>, settings: CdnSettings): Promise<Response> {
  const { value: response, tags } = await collectCacheTags(answer);
  return tagResponse(response, tags, settings);
}

/**
 * For the middleware every request passes (the storefront's root): runs the rest of the request (`answer`) in a tag
 * set of its own, hands what it reported on to the enclosing set (the render cache's, for a page it renders), and
 * names the tags on a shared-cacheable answer that no route tagged itself: a JSON, XML or text answer built from
 * content or commerce data names what it read, any other at least `rl-all` (so a purge of everything reaches it). An
 * answer a route tagged keeps its own list; an answer that is not shared-cacheable loses any. An immutable response (a
 * fetch passed through) is sent as it is.
 */
export async function tagAnswer(answer: () => Promise<Response>, settings: CdnSettings): Promise<Response> {
  const { value: response, tags } = await collectCacheTags(answer);
  reportCacheTags(tags);
  try {
    if (!response.headers.has(SURROGATE_KEY_HEADER) || !isSharedCacheable(response.headers))
      tagResponse(response, tags, settings);
  } catch {
    // immutable headers: nothing was sent with tags that the CDN could keep from this layer
  }
  return response;
}

/** The CDN purge adapter `CDN_PURGE` selects, or undefined (`off`). */
export function cdnPurgeAdapter(settings: CdnSettings): CdnPurgeAdapter | undefined {
  const apiUrl = settings.CDN_PURGE_API_URL;
  switch (settings.CDN_PURGE) {
    case 'fastly':
      return createFastlyPurge({
        serviceId: settings.FASTLY_SERVICE_ID!,
        apiToken: settings.FASTLY_API_TOKEN!,
        ...(apiUrl ? { apiUrl } : {}),
      });
    case 'cloudflare':
      return createCloudflarePurge({
        zoneId: settings.CLOUDFLARE_ZONE_ID!,
        apiToken: settings.CLOUDFLARE_API_TOKEN!,
        ...(apiUrl ? { apiUrl } : {}),
      });
    case 'akamai':
      return createAkamaiPurge({
        host: settings.AKAMAI_HOST!,
        clientToken: settings.AKAMAI_CLIENT_TOKEN!,
        clientSecret: settings.AKAMAI_CLIENT_SECRET!,
        accessToken: settings.AKAMAI_ACCESS_TOKEN!,
        network: settings.AKAMAI_NETWORK,
        ...(apiUrl ? { apiUrl } : {}),
      });
    default:
      return undefined;
  }
}

/** Something in this process that keeps what a tag names (the render cache, a content client): drops it, says how many. */
export type PurgeTarget = (tags: readonly string[]) => number;

// On globalThis: the render cache middleware and the webhook route may reach this module through two module graphs
// (server.mjs loads the build once, but tests and the dev server can load it again); a purge must reach every target.
const TARGETS_KEY = Symbol.for('ridgeline.purgeTargets');
const globals = globalThis as unknown as Record<symbol, Set<PurgeTarget> | undefined>;
const targets: Set<PurgeTarget> = (globals[TARGETS_KEY] ??= new Set<PurgeTarget>());

/** Registers a target every purge reaches; returns its removal. */
export function onPurge(target: PurgeTarget): () => void {
  targets.add(target);
  return () => targets.delete(target);
}

export interface PurgeOutcome {
  tags: string[];
  /** entries dropped in this process */
  local: number;
  /** the CDN purged (`off` when none is configured) */
  cdn: CdnPurgeAdapter['cdn'] | 'off';
  /** the CDN purge failed: why (the local purge happened all the same) */
  cdnError?: string;
}

const BUS_KEY = Symbol.for('ridgeline.purgeBus');
const buses = globalThis as unknown as Record<symbol, PurgeBus | undefined>;

/** Runs every target of this process; how many entries they dropped. */
function purgeLocally(tags: readonly string[]): number {
  let local = 0;
  for (const target of targets) {
    try {
      local += target(tags);
    } catch (error) {
      log.error({ event: 'cache-purge-failed', err: error }, 'a local cache could not be purged');
    }
  }
  return local;
}

/**
 * Many instances (REDIS_URL): each purge is published on `bus`, and the purges of the other instances run this
 * process's targets (never the CDN's: the instance that received the webhook purged it). Returns its removal.
 */
export function sharePurges(bus: PurgeBus): () => void {
  buses[BUS_KEY] = bus;
  const unsubscribe = bus.subscribe((tags, missed) => {
    const local = purgeLocally(tags);
    // missed: purges may have gone by unheard (start, a lost subscription), so everything was dropped
    const from = missed ? 'purges missed' : 'another instance';
    log.info({ event: 'cache-purge', tags: tags.slice(0, 20), local, from }, 'cache purged by tag');
  });
  return () => {
    unsubscribe();
    if (buses[BUS_KEY] === bus) delete buses[BUS_KEY];
  };
}

/**
 * Purges `tags` everywhere: first in this process (so this instance's next request renders anew), then
 * in every other instance (REDIS_URL), then at the CDN.
 * A CDN failure is logged and reported, never thrown: the caller answers the webhook either way.
 */
export async function purgeEverywhere(
  tags: readonly string[],
  adapter: CdnPurgeAdapter | undefined,
): Promise<PurgeOutcome> {
  const local = purgeLocally(tags);
  // every other instance (REDIS_URL) drops its copies too; the bus logs its own failure, never throws
  await buses[BUS_KEY]?.publish(tags);
  const outcome: PurgeOutcome = { tags: [...tags], local, cdn: adapter?.cdn ?? 'off' };
  if (adapter && tags.length > 0) {
    try {
      await adapter.purge(tags);
    } catch (error) {
      outcome.cdnError = error instanceof Error ? error.message : String(error);
      log.error({ event: 'cdn-purge-failed', cdn: adapter.cdn, tags: tags.length }, outcome.cdnError);
    }
  }
  log.info({ event: 'cache-purge', tags: tags.slice(0, 20), local, cdn: outcome.cdn }, 'cache purged by tag');
  return outcome;
}

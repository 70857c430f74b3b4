/**
 * The storefront's server-side client of the recommendation and activity service (Einstein;
 * docs/behaviour/shell.md#recommendation-and-activity-calls, docs/decisions/0005-einstein-identity.md).
 *
 * Every body carries `realm` and `instanceType` from configuration (`CommerceConfig.einstein`: `EINSTEIN_REALM`,
 * `EINSTEIN_INSTANCE_TYPE`) and, when the call is about a visitor, their identity: `cookieId` (the session's usid, or
 * the visitor's anonymous activity id before they have a session) and `userId` (registered customers only). Calls for
 * shared pages (the CMS carousels, the non-personal fallback) carry no identity at all: a page rendered once per
 * segment must not be one shopper's. Every call has a deadline; the recommenders list is read once and kept.
 */
import type { CommerceConfig } from './config.server';
import { deadlineFetch, withDeadline } from './upstream.server';
import { log } from './log.server';

export type EinsteinSettings = CommerceConfig['einstein'];

/** Who a call is about: never chosen by the browser, always read from the request on the server. */
export interface EinsteinIdentity {
  cookieId: string;
  /** registered customers only */
  userId?: string;
}

/** The activities a page may report through the storefront's activity endpoint. */
export const BROWSER_ACTIVITIES = [
  'viewProduct',
  'viewSearch',
  'clickSearch',
  'viewCategory',
  'clickCategory',
  'viewReco',
  'clickReco',
  'viewPage',
  'beginCheckout',
  'addToCart',
] as const;
export type BrowserActivity = (typeof BROWSER_ACTIVITIES)[number];
/** Reported by the server itself (the checkout's steps are server forms). */
export type EinsteinActivity = BrowserActivity | 'checkoutStep';

/** The body fields only the server sets: whatever a browser sends under these names is dropped. */
export const IDENTITY_FIELDS = ['realm', 'instanceType', 'cookieId', 'userId'] as const;

/** A recommender or zone name as Einstein spells them. */
export const EINSTEIN_NAME = /^[A-Za-z0-9_-]{1,64}$/;

/** How long the recommenders list is kept; a failed read is retried after `RECOMMENDERS_RETRY_MS`. */
export const RECOMMENDERS_TTL_MS = 10 * 60_000;
export const RECOMMENDERS_RETRY_MS = 60_000;

export interface EinsteinRec {
  id: string;
  product_name?: string;
  image_url?: string;
}

export interface EinsteinRecsAnswer {
  recommenderName: string;
  recoUUID?: string;
  displayMessage?: string;
  recs: EinsteinRec[];
}

export interface RecsAnchors {
  products?: readonly string[];
  categories?: readonly string[];
}

export interface EinsteinClient {
  readonly settings: EinsteinSettings;
  /** Reports an activity; resolves false (logged) when it failed. Never throws. */
  activity(name: EinsteinActivity, fields: Record<string, unknown>, identity: EinsteinIdentity): Promise<boolean>;
  /** A recommender's answer; throws on a failure or a non-OK answer. Without identity the call is anonymous. */
  recommendations(recommender: string, anchors: RecsAnchors, identity?: EinsteinIdentity): Promise<EinsteinRecsAnswer>;
  /** A zone's answer; throws on a failure or a non-OK answer. */
  zoneRecommendations(zone: string, anchors: RecsAnchors, identity?: EinsteinIdentity): Promise<EinsteinRecsAnswer>;
  /** The site's recommender names (cached); undefined while the list cannot be read. */
  recommenders(): Promise<ReadonlySet<string> | undefined>;
  /**
   * Whether a recommender may be asked: false (logged once per name and list) when the list says it does not exist;
   * true when it does, or when the list cannot be read (a list outage must not take every carousel down).
   */
  knowsRecommender(name: string): Promise<boolean>;
}

export interface EinsteinClientOptions {
  fetch?: typeof fetch;
  /** Deadline of one call, body included (default: the commerce deadline of the configuration). */
  timeoutMs: number;
  now?: () => number;
  log?: (entry: Record<string, unknown>) => void;
}

const defaultLog = (entry: Record<string, unknown>) => log.warn({ event: 'einstein', ...entry });

/** realm and instanceType always; cookieId and userId only for a call about a visitor (userId only when registered). */
export function einsteinEnvelope(
  settings: Pick<EinsteinSettings, 'realm' | 'instanceType'>,
  identity?: EinsteinIdentity,
): Record<string, string> {
  return {
    realm: settings.realm,
    instanceType: settings.instanceType,
    ...(identity ? { cookieId: identity.cookieId, ...(identity.userId ? { userId: identity.userId } : {}) } : {}),
  };
}

/**
 * The identity of the request's visitor: the session's usid as cookieId and, for a signed-in customer, their customer
 * id as userId; before the visitor has a session, `anonymousId` (the activity endpoint's HttpOnly cookie). Undefined
 * when there is neither.
 */
export function identityOf(
  shopper: {
    readonly signedIn: boolean;
    readonly visitorIds: { readonly usid?: string; readonly customerId?: string };
  },
  anonymousId?: string,
): EinsteinIdentity | undefined {
  const cookieId = shopper.visitorIds.usid ?? anonymousId;
  if (!cookieId) return undefined;
  const userId = shopper.signedIn ? shopper.visitorIds.customerId : undefined;
  return { cookieId, ...(userId ? { userId } : {}) };
}

/** A browser's body without the fields only the server sets. */
export function withoutIdentity(fields: Record<string, unknown>): Record<string, unknown> {
  const copy = { ...fields };
  for (const name of IDENTITY_FIELDS) delete copy[name];
  return copy;
}

const anchorFields = (anchors: RecsAnchors) => ({
  ...(anchors.products?.length ? { products: anchors.products.map((id) => ({ id })) } : {}),
  ...(anchors.categories?.length ? { categories: anchors.categories.map((id) => ({ id })) } : {}),
});

/** Einstein's answer reduced to what the storefront uses (ids, names and image addresses). */
export function recsAnswerOf(body: unknown, fallbackName: string): EinsteinRecsAnswer {
  const answer = body as Record<string, unknown> | null;
  if (!answer || typeof answer !== 'object' || !Array.isArray(answer.recs))
    throw new Error('Recommendations answer has no recs list');
  const recs = answer.recs.flatMap((rec: unknown): EinsteinRec[] => {
    const r = rec as Record<string, unknown> | null;
    if (typeof r?.id !== 'string' || r.id.length === 0 || r.id.length > 100) return [];
    return [
      {
        id: r.id,
        ...(typeof r.product_name === 'string' ? { product_name: r.product_name.slice(0, 300) } : {}),
        ...(typeof r.image_url === 'string' && /^https?:\/\//.test(r.image_url) ? { image_url: r.image_url } : {}),
      },
    ];
  });
  return {
    recommenderName: typeof answer.recommenderName === 'string' ? answer.recommenderName : fallbackName,
    ...(typeof answer.recoUUID === 'string' ? { recoUUID: answer.recoUUID } : {}),
    ...(typeof answer.displayMessage === 'string' ? { displayMessage: answer.displayMessage } : {}),
    recs,
  };
}

export function createEinsteinClient(settings: EinsteinSettings, options: EinsteinClientOptions): EinsteinClient {
  const doFetch = deadlineFetch(options.fetch ?? fetch, options.timeoutMs);
  const now = options.now ?? Date.now;
  const log = options.log ?? defaultLog;
  const site = encodeURIComponent(settings.siteId);
  const headers = { 'content-type': 'application/json', 'x-cq-client-id': settings.clientId };

  /** One POST under the deadline, its answer's body included. */
  const postJson = (path: string, body: Record<string, unknown>, label: string) =>
    withDeadline(options.timeoutMs, `${label} timeout`, async (signal) => {
      const response = await doFetch(`${settings.host}${path}`, {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
        signal,
      });
      if (!response.ok) {
        await response.body?.cancel().catch(() => undefined);
        throw new Error(`${label} failed with status ${response.status} ${response.statusText}`.trim());
      }
      return (await response.json().catch(() => undefined)) as unknown;
    });

  let list: { names: ReadonlySet<string> | undefined; until: number } | undefined;
  let listing: Promise<ReadonlySet<string> | undefined> | undefined;
  const unknownLogged = new Set<string>();

  async function readRecommenders(): Promise<ReadonlySet<string> | undefined> {
    try {
      const names = await withDeadline(options.timeoutMs, 'Recommenders timeout', async (signal) => {
        const response = await doFetch(`${settings.host}/v3/personalization/recommenders/${site}`, {
          headers: { 'x-cq-client-id': settings.clientId },
          signal,
        });
        if (!response.ok) {
          await response.body?.cancel().catch(() => undefined);
          throw new Error(`Recommenders failed with status ${response.status}`);
        }
        const body = (await response.json()) as { recommenders?: unknown } | null;
        if (!Array.isArray(body?.recommenders)) throw new Error('Recommenders answer has no recommenders list');
        return new Set(
          body.recommenders.flatMap((r: unknown) =>
            typeof (r as { name?: unknown })?.name === 'string' ? [(r as { name: string }).name] : [],
          ),
        );
      });
      list = { names, until: now() + RECOMMENDERS_TTL_MS };
      unknownLogged.clear();
      return names;
    } catch (error) {
      log({ message: 'Recommenders list failed', error: error instanceof Error ? error.message : String(error) });
      // Kept for a short while: a service that is down is not asked again by every carousel of every page.
      list = { names: list?.names, until: now() + RECOMMENDERS_RETRY_MS };
      return list.names;
    }
  }

  const client: EinsteinClient = {
    settings,
    async activity(name, fields, identity) {
      try {
        await postJson(
          `/v3/activities/${site}/${encodeURIComponent(name)}`,
          { ...withoutIdentity(fields), ...einsteinEnvelope(settings, identity) },
          name,
        );
        return true;
      } catch (error) {
        log({
          message: 'Activity failed',
          activity: name,
          error: error instanceof Error ? error.message : String(error),
        });
        return false;
      }
    },
    async recommendations(recommender, anchors, identity) {
      const body = await postJson(
        `/v3/personalization/recs/${site}/${encodeURIComponent(recommender)}`,
        { ...anchorFields(anchors), ...einsteinEnvelope(settings, identity) },
        'Recommendations',
      );
      return recsAnswerOf(body, recommender);
    },
    async zoneRecommendations(zone, anchors, identity) {
      const body = await postJson(
        `/v3/personalization/${site}/zones/${encodeURIComponent(zone)}/recs`,
        { ...anchorFields(anchors), ...einsteinEnvelope(settings, identity) },
        'Zone recommendations',
      );
      return recsAnswerOf(body, zone);
    },
    recommenders() {
      if (list && now() < list.until) return Promise.resolve(list.names);
      listing ??= readRecommenders().finally(() => {
        listing = undefined;
      });
      return listing;
    },
    async knowsRecommender(name) {
      const names = await client.recommenders();
      if (!names || names.has(name)) return true;
      if (!unknownLogged.has(name)) {
        unknownLogged.add(name);
        log({ message: 'Unknown recommender: not in the site’s recommenders list', recommender: name });
      }
      return false;
    },
  };
  return client;
}

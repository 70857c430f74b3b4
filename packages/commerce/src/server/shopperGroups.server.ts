/**
 * The shopper's customer groups from commerce (required: "GET folder root (levels 0) returns c_customerGroups, null on
 * fault"; "cached per session and per site as {customerId, customerGroups}", stale after 300000 ms, ignored when the
 * stored customer id differs, defaults Unregistered and Everyone). docs/behaviour/personalisation.md.
 *
 * - A visitor with NO commerce session (never added to a bag, never signed in) is in the configured groups
 *   (`noSessionGroups`): nothing can be asked about them, and they all share a page.
 * - A visitor with a session: the folder-root call with THEIR SLAS token (`fetchFolderRootGroups`), kept by the
 *   storefront in a sealed HttpOnly cookie as {usid, customerId, siteId, groups, fetchedAt} (`encodeShopperGroups`).
 *   An entry counts only for the same usid, customer id and site, and only for `SHOPPER_GROUPS_STALE_MS` (a fault's
 *   fallback for `SHOPPER_GROUPS_FAULT_STALE_MS`). A fault (timeout, non-OK, too big, malformed) answers `null`, and
 *   the shopper is in the system groups of their login state (`systemGroupsFor`).
 *
 * The entry is sealed with the session cookie's AES-GCM seal (`sessionSeal.server.ts`): a visitor can neither read it
 * nor write groups of their choosing into it, and a copy from another session is ignored.
 */
import { readLimited, systemGroupsFor } from '@ridgeline/renderer/server';
import type { CommerceConfig } from './config.server';
import { seal, unsealJson, type SessionKeys } from './sessionSeal.server';
import { SHOPPER_TOKEN_REFRESH_MARGIN_MS, type ShopperSession } from './shopperSession.server';

/** Required: the customer-group query's stale time, 5 minutes. */
export const SHOPPER_GROUPS_STALE_MS = 300_000;
/** The system-groups fallback after a fault is asked again sooner: a member is not shown guest content for 5 minutes. */
export const SHOPPER_GROUPS_FAULT_STALE_MS = 30_000;
/** The folder-root answer is a short list; anything larger is a fault, never read whole. */
export const FOLDER_ROOT_MAX_BYTES = 64 * 1024;
/** At most this many groups, each at most `MAX_GROUP_ID_LENGTH` characters: more is a malformed answer. */
export const MAX_SHOPPER_GROUPS = 100;
const MAX_GROUP_ID_LENGTH = 256;
/** What a sealed groups cookie says it is: a session cookie's seal cannot be passed off as one. */
const KIND = 'groups-v1';

export interface ShopperGroupsEntry {
  usid: string;
  /** the session's customer id (guests have one too); '' when the session names none */
  customerId: string;
  siteId: string;
  groups: readonly string[];
  /** epoch ms of the folder-root answer */
  fetchedAt: number;
  /** the system groups after a fault, not commerce's answer */
  fallback?: boolean;
}

/** Who a groups entry must belong to. */
export interface ShopperGroupsOwner {
  usid: string;
  customerId: string;
  siteId: string;
}

/** The owner a session's groups are kept for. */
export const ownerOf = (session: ShopperSession, siteId: string): ShopperGroupsOwner => ({
  usid: session.usid,
  customerId: session.customerId ?? '',
  siteId,
});

const validGroups = (value: unknown): value is string[] =>
  Array.isArray(value) &&
  value.length <= MAX_SHOPPER_GROUPS &&
  value.every((group) => typeof group === 'string' && group.trim() !== '' && group.length <= MAX_GROUP_ID_LENGTH);

/** The sealed cookie value of an entry. */
export function encodeShopperGroups(entry: ShopperGroupsEntry, keys: SessionKeys): string {
  return seal(
    JSON.stringify({
      k: KIND,
      u: entry.usid,
      c: entry.customerId,
      s: entry.siteId,
      g: entry.groups,
      t: entry.fetchedAt,
      ...(entry.fallback ? { f: 1 } : {}),
    }),
    keys,
  );
}

/** The entry of a cookie value; undefined for anything this server did not seal as a groups cookie. */
export function decodeShopperGroups(value: string | undefined, keys: SessionKeys): ShopperGroupsEntry | undefined {
  const raw = unsealJson(value, keys, 8_000);
  if (!raw || raw.k !== KIND || typeof raw.u !== 'string' || typeof raw.c !== 'string' || typeof raw.s !== 'string')
    return undefined;
  if (!validGroups(raw.g) || typeof raw.t !== 'number' || !Number.isFinite(raw.t)) return undefined;
  return {
    usid: raw.u,
    customerId: raw.c,
    siteId: raw.s,
    groups: raw.g,
    fetchedAt: raw.t,
    ...(raw.f === 1 ? { fallback: true } : {}),
  };
}

export interface StoredShopperGroups {
  groups: readonly string[];
  /** within its stale time: may be used without asking commerce again (and may key a shared page) */
  fresh: boolean;
}

/**
 * What a kept entry is worth for `owner` at `now`: undefined when there is none or it belongs to another usid,
 * customer id or site (required: ignored if the customer id differs); else its groups, and whether they are still fresh.
 */
export function storedShopperGroups(
  entry: ShopperGroupsEntry | undefined,
  owner: ShopperGroupsOwner,
  now: number,
): StoredShopperGroups | undefined {
  if (!entry || entry.usid !== owner.usid || entry.customerId !== owner.customerId || entry.siteId !== owner.siteId)
    return undefined;
  const age = now - entry.fetchedAt;
  const staleAfter = entry.fallback ? SHOPPER_GROUPS_FAULT_STALE_MS : SHOPPER_GROUPS_STALE_MS;
  return { groups: entry.groups, fresh: age >= 0 && age < staleAfter };
}

/**
 * The folder-root call (`GET {origin}/custom/customer-groups/v1/organizations/{org}/folders/root?siteId&levels=0`)
 * with the shopper's bearer token: their `c_customerGroups`, or `null` on any fault (timeout `config.timeoutMs`, a
 * non-OK answer, a body over `FOLDER_ROOT_MAX_BYTES`, not JSON, no valid list). Never throws.
 */
export async function fetchFolderRootGroups(
  config: CommerceConfig,
  accessToken: string,
  fetchImpl: typeof fetch = fetch,
): Promise<string[] | null> {
  try {
    const origin = (config.proxy ?? `https://${config.shortCode}.api.commercecloud.salesforce.com`).replace(/\/$/, '');
    const url = new URL(
      `${origin}/custom/customer-groups/v1/organizations/${encodeURIComponent(config.organizationId)}/folders/root`,
    );
    url.searchParams.set('siteId', config.siteId);
    url.searchParams.set('levels', '0');
    const signal = AbortSignal.timeout(config.timeoutMs);
    const response = await fetchImpl(url, {
      // the client id header the required call carries (the commerce platform's `x-dw-client-id`), beside the token
      headers: {
        authorization: `Bearer ${accessToken}`,
        'x-dw-client-id': config.clientId,
        accept: 'application/json',
      },
      signal,
    });
    if (!response.ok) {
      await response.body?.cancel();
      return null;
    }
    const body = JSON.parse(
      (await readLimited(response.body, FOLDER_ROOT_MAX_BYTES, response.headers.get('content-length'))).toString(
        'utf8',
      ),
    ) as { c_customerGroups?: unknown };
    const groups = body?.c_customerGroups;
    return validGroups(groups) && groups.length > 0 ? [...new Set(groups)] : null;
  } catch {
    return null;
  }
}

export interface ShopperGroupsResolution {
  groups: readonly string[];
  /**
   * where they came from: `no-session` (the configured groups), `cookie` (fresh), `commerce` (asked now), `fallback`
   * (a fault: the system groups), `stale` (the token cannot be used now: the last answer, or the system groups)
   */
  source: 'no-session' | 'cookie' | 'commerce' | 'fallback' | 'stale';
  /** a fresh entry to keep in the cookie (on a GET's response) */
  store?: ShopperGroupsEntry;
}

export interface ResolveShopperGroupsInput {
  session: ShopperSession | undefined;
  signedIn: boolean;
  config: CommerceConfig;
  /** the groups of a visitor with no session (the storefront's `CUSTOMER_GROUPS`) */
  noSessionGroups: readonly string[];
  now: number;
  /** what the request keeps for an owner (the storefront's groups cookie, `storedShopperGroups`) */
  readStored: (owner: ShopperGroupsOwner) => StoredShopperGroups | undefined;
  fetchImpl?: typeof fetch;
}

/**
 * The shopper's groups for this request: the kept entry's while fresh, else the folder-root call's (to keep), else on
 * a fault the system groups (kept briefly). A session whose access token has expired is not refreshed here (a refresh
 * rotates the refresh token under the loaders' feet): the last groups it had, else its system groups, unkept.
 */
export async function resolveShopperGroups(input: ResolveShopperGroupsInput): Promise<ShopperGroupsResolution> {
  const { session, signedIn, config, now } = input;
  if (!session) return { groups: input.noSessionGroups, source: 'no-session' };
  const owner = ownerOf(session, config.siteId);
  const stored = input.readStored(owner);
  if (stored?.fresh) return { groups: stored.groups, source: 'cookie' };
  if (now >= session.expiresAt - SHOPPER_TOKEN_REFRESH_MARGIN_MS)
    return { groups: stored?.groups ?? systemGroupsFor(signedIn), source: 'stale' };
  const groups = await fetchFolderRootGroups(config, session.accessToken, input.fetchImpl);
  if (groups) return { groups, source: 'commerce', store: { ...owner, groups, fetchedAt: now } };
  const fallback = systemGroupsFor(signedIn);
  return {
    groups: fallback,
    source: 'fallback',
    store: { ...owner, groups: fallback, fetchedAt: now, fallback: true },
  };
}

/**
 * Whether a page personalised for `groups` may be kept by shared caches outside this process (a CDN, whose key is the
 * address alone): only when they are the groups of a visitor with no session (`noSessionGroups`), which every such
 * visitor sees. A page of any other segment is `private` beyond the storefront's render cache, so a CDN never hands a
 * member's page to a guest.
 */
export function publicSegment(groups: readonly string[], noSessionGroups: readonly string[]): boolean {
  const a = new Set(groups);
  const b = new Set(noSessionGroups);
  return a.size === b.size && [...a].every((group) => b.has(group));
}

/** The `Cache-Control` of a page of a segment that is not public (`publicSegment`). */
export const PRIVATE_SEGMENT_CACHE_CONTROL = 'private, no-cache';

/**
 * The shopper's customer groups from commerce (seed: "GET folder root (levels 0) returns c_customerGroups, null on
 * fault"; "cached per session and per site as {customerId, customerGroups}", stale after 300000 ms, ignored when the
 * stored customer id differs, defaults Unregistered and Everyone). docs/behaviour/personalisation.md.
 *
 * - A visitor with NO commerce session (never added to a bag, never signed in) is in the configured groups
 *   (`CUSTOMER_GROUPS`, default Unregistered + Everyone): nothing can be asked about them, and they all share a page.
 * - A visitor with a session: the folder-root call with THEIR SLAS token (`fetchFolderRootGroups`), kept in a sealed
 *   HttpOnly cookie (`SHOPPER_GROUPS_COOKIE`) as {usid, customerId, siteId, groups, fetchedAt}. The cookie counts only
 *   for the same usid, customer id and site, and only for `SHOPPER_GROUPS_STALE_MS` (a fault's fallback for
 *   `SHOPPER_GROUPS_FAULT_STALE_MS`). A fault (timeout, non-OK, too big, malformed) answers `null`, and the shopper
 *   is in the system groups of their login state (`systemGroupsFor`).
 * - Actions that change a shopper's groups expire the cookie (`invalidateShopperGroups`), so the next request asks again.
 *
 * The cookie is sealed with the session cookie's AES-GCM seal (`sessionSeal.server.ts`) under `SESSION_SECRET`: a
 * visitor can neither read it nor write groups of their choosing into it, and a copy from another session is ignored.
 */
import { stringifySetCookie } from 'cookie';
import { systemGroupsFor } from '@ridgeline/renderer';
import { parseCookies } from '../cookies';
import type { CommerceConfig } from '../commerce/config.server';
import { seal, unsealJson } from '../commerce/sessionSeal.server';
import {
  readSessionKeys,
  SHOPPER_TOKEN_REFRESH_MARGIN_MS,
  type ShopperSession,
} from '../commerce/shopperSession.server';
import { readLimited } from '../requestGuards.server';
import { SHOPPER_GROUPS_COOKIE } from '../commerce/shopperGroupsCookie.server';

export {
  SHOPPER_GROUPS_COOKIE,
  clearedShopperGroupsCookie,
  invalidateShopperGroups,
} from '../commerce/shopperGroupsCookie.server';
/** Seed: the customer-group query's stale time, 5 minutes. */
export const SHOPPER_GROUPS_STALE_MS = 300_000;
/** The system-groups fallback after a fault is asked again sooner: a member is not shown guest content for 5 minutes. */
export const SHOPPER_GROUPS_FAULT_STALE_MS = 30_000;
/** The folder-root answer is a short list; anything larger is a fault, never read whole. */
export const FOLDER_ROOT_MAX_BYTES = 64 * 1024;
/** At most this many groups, each at most `MAX_GROUP_ID_LENGTH` characters: more is a malformed answer. */
export const MAX_SHOPPER_GROUPS = 100;
const MAX_GROUP_ID_LENGTH = 256;
/** The cookie lives as long as a fresh entry is worth keeping; a stale one is still read (expired token, below). */
const COOKIE_MAX_AGE_S = 24 * 3600;
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

let keys: ReturnType<typeof readSessionKeys> | undefined;
const sealKeys = () => (keys ??= readSessionKeys());

const validGroups = (value: unknown): value is string[] =>
  Array.isArray(value) &&
  value.length <= MAX_SHOPPER_GROUPS &&
  value.every((group) => typeof group === 'string' && group.trim() !== '' && group.length <= MAX_GROUP_ID_LENGTH);

/** The sealed cookie value of an entry. */
export function encodeShopperGroups(entry: ShopperGroupsEntry): string {
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
    sealKeys(),
  );
}

/** The entry of a cookie value; undefined for anything this server did not seal as a groups cookie. */
export function decodeShopperGroups(value: string | undefined): ShopperGroupsEntry | undefined {
  const raw = unsealJson(value, sealKeys(), 8_000);
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

const storedGroups = new WeakMap<Request, ShopperGroupsEntry | undefined>();

/**
 * The groups a request's cookie holds for `owner`, read once per request; undefined when there is no cookie, it was
 * not sealed here, or it belongs to another usid, customer id or site (seed: ignored if the customer id differs).
 */
export function readStoredShopperGroups(
  request: Request,
  owner: ShopperGroupsOwner,
  now: number,
): StoredShopperGroups | undefined {
  if (!storedGroups.has(request))
    storedGroups.set(request, decodeShopperGroups(parseCookies(request.headers.get('cookie'))[SHOPPER_GROUPS_COOKIE]));
  const entry = storedGroups.get(request);
  if (!entry || entry.usid !== owner.usid || entry.customerId !== owner.customerId || entry.siteId !== owner.siteId)
    return undefined;
  const age = now - entry.fetchedAt;
  const staleAfter = entry.fallback ? SHOPPER_GROUPS_FAULT_STALE_MS : SHOPPER_GROUPS_STALE_MS;
  return { groups: entry.groups, fresh: age >= 0 && age < staleAfter };
}

export function shopperGroupsCookie(entry: ShopperGroupsEntry, { secure }: { secure: boolean }): string {
  return stringifySetCookie({
    name: SHOPPER_GROUPS_COOKIE,
    value: encodeShopperGroups(entry),
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: COOKIE_MAX_AGE_S,
  });
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
      headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
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
  request: Request;
  session: ShopperSession | undefined;
  signedIn: boolean;
  config: CommerceConfig;
  /** the groups of a visitor with no session (`CUSTOMER_GROUPS`) */
  noSessionGroups: readonly string[];
  now: number;
  fetchImpl?: typeof fetch;
}

/**
 * The shopper's groups for this request: the cookie's while fresh, else the folder-root call's (kept), else on a fault
 * the system groups (kept briefly). A session whose access token has expired is not refreshed here (a refresh
 * rotates the refresh token under the loaders' feet): the last groups it had, else its system groups, unkept.
 */
export async function resolveShopperGroups(input: ResolveShopperGroupsInput): Promise<ShopperGroupsResolution> {
  const { request, session, signedIn, config, now } = input;
  if (!session) return { groups: input.noSessionGroups, source: 'no-session' };
  const owner = ownerOf(session, config.siteId);
  const stored = readStoredShopperGroups(request, owner, now);
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
 * The groups a request may be served a SHARED page for, decided from its cookies alone (the render cache's key, before
 * anything renders): no session → the configured groups; a session with a fresh, matching groups cookie → those;
 * anything else → undefined (unknown or stale: the request goes to React Router, which asks commerce).
 */
export function shareableShopperGroups(
  request: Request,
  session: ShopperSession | undefined,
  siteId: string,
  noSessionGroups: readonly string[],
  now: number,
): readonly string[] | undefined {
  if (!session) return noSessionGroups;
  const stored = readStoredShopperGroups(request, ownerOf(session, siteId), now);
  return stored?.fresh ? stored.groups : undefined;
}

/**
 * The groups a shared page is rendered for, by the clean request the render cache builds (`cleanRequestFor`): set in
 * this process only, never from anything a visitor sends (a header or a cookie of theirs never reaches a clean render).
 */
const segmentGroups = new WeakMap<Request, readonly string[]>();

export function renderForSegmentGroups(request: Request, groups: readonly string[]): Request {
  segmentGroups.set(request, groups);
  return request;
}

export function segmentGroupsOf(request: Request): readonly string[] | undefined {
  return segmentGroups.get(request);
}

/**
 * Whether a page personalised for `groups` may be kept by shared caches outside this process (a CDN, whose key is the
 * address alone): only when they are the groups of a visitor with no session (`CUSTOMER_GROUPS`), which every such
 * visitor sees. A page of any other segment is `private` beyond the render cache, so a CDN never hands a member's
 * page to a guest.
 */
export function publicSegment(groups: readonly string[], noSessionGroups: readonly string[]): boolean {
  const a = new Set(groups);
  const b = new Set(noSessionGroups);
  return a.size === b.size && [...a].every((group) => b.has(group));
}

/** The `Cache-Control` of a page of a segment that is not public (`publicSegment`). */
export const PRIVATE_SEGMENT_CACHE_CONTROL = 'private, no-cache';

/**
 * The shopper's customer groups in this storefront: the rules (the folder-root call, the sealed entry, its owner and
 * stale times, the fallback) are `@ridgeline/commerce/server`'s (`shopperGroups.server.ts`; docs/behaviour/
 * personalisation.md). Here: the entry kept in a sealed HttpOnly cookie (`SHOPPER_GROUPS_COOKIE`, sealed under
 * `SESSION_SECRET` with the session cookie's keys), read once per request; and the groups a clean render of the render
 * cache is made for. Actions that change a shopper's groups expire the cookie (`invalidateShopperGroups`).
 */
import { stringifySetCookie } from 'cookie';
import {
  decodeShopperGroups,
  encodeShopperGroups,
  ownerOf,
  resolveShopperGroups as resolveGroups,
  storedShopperGroups,
  type ResolveShopperGroupsInput as ResolveInput,
  type ShopperGroupsEntry,
  type ShopperGroupsOwner,
  type ShopperGroupsResolution,
  type StoredShopperGroups,
} from '@ridgeline/commerce/server';
import { parseCookies } from '../cookies';
import { readSessionKeys, type ShopperSession } from '../commerce/shopperSession.server';
import { SHOPPER_GROUPS_COOKIE } from '../commerce/shopperGroupsCookie.server';

/** The cookie lives as long as a fresh entry is worth keeping; a stale one is still read (expired token, below). */
const COOKIE_MAX_AGE_S = 24 * 3600;

let keys: ReturnType<typeof readSessionKeys> | undefined;
/** The groups cookie is sealed with the session cookie's keys (`SESSION_SECRET`). */
export const shopperGroupsKeys = () => (keys ??= readSessionKeys());

const storedEntries = new WeakMap<Request, ShopperGroupsEntry | undefined>();

/**
 * The groups a request's cookie holds for `owner`, read once per request; undefined when there is no cookie, it was
 * not sealed here, or it belongs to another usid, customer id or site.
 */
export function readStoredShopperGroups(
  request: Request,
  owner: ShopperGroupsOwner,
  now: number,
): StoredShopperGroups | undefined {
  if (!storedEntries.has(request)) {
    const value = parseCookies(request.headers.get('cookie'))[SHOPPER_GROUPS_COOKIE];
    storedEntries.set(request, decodeShopperGroups(value, shopperGroupsKeys()));
  }
  return storedShopperGroups(storedEntries.get(request), owner, now);
}

export function shopperGroupsCookie(entry: ShopperGroupsEntry, { secure }: { secure: boolean }): string {
  return stringifySetCookie({
    name: SHOPPER_GROUPS_COOKIE,
    value: encodeShopperGroups(entry, shopperGroupsKeys()),
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: COOKIE_MAX_AGE_S,
  });
}

/** The shopper's groups for this request (`resolveShopperGroups` of commerce), the kept entry read from its cookie. */
export function resolveShopperGroups({
  request,
  ...input
}: Omit<ResolveInput, 'readStored'> & { request: Request }): Promise<ShopperGroupsResolution> {
  return resolveGroups({ ...input, readStored: (owner) => readStoredShopperGroups(request, owner, input.now) });
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

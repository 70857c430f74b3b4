import { describe, expect, it, vi } from 'vitest';
import { RENDER_CACHE_PAGES } from '../../renderCachePages';
import { RouterContextProvider } from 'react-router';
import { encodeSession, SHOPPER_SESSION_COOKIE, type ShopperSession } from '../commerce/shopperSession.server';
import { ROUTE_MANIFEST } from '../../testing/routeManifest';
import { createRequestContext, requestContextKey, createRequestContextMiddleware } from './context.server';
import { cleanRequestFor, renderCacheKey, routeMatcher } from './renderCacheKey.server';
import {
  decodeShopperGroups,
  encodeShopperGroups as encodeSealed,
  SHOPPER_GROUPS_FAULT_STALE_MS,
  SHOPPER_GROUPS_STALE_MS,
  type ShopperGroupsEntry,
} from '@ridgeline/commerce/server';
import { invalidateShopperGroups, SHOPPER_GROUPS_COOKIE } from '../commerce/shopperGroupsCookie.server';
import { readStoredShopperGroups, shopperGroupsKeys } from './shopperGroups.server';

const NOW = 1_800_000_000_000;
const SITE = 'RidgelineUS';
const session = (over: Partial<ShopperSession> = {}): ShopperSession => ({
  accessToken: 'at-1',
  refreshToken: 'rt',
  usid: 'usid-1',
  customerId: 'cust-1',
  expiresAt: Math.max(Date.now(), NOW) + 600_000,
  ...over,
});
const encodeShopperGroups = (e: ShopperGroupsEntry) => encodeSealed(e, shopperGroupsKeys());
const member = session({ registered: { firstName: 'Ada' } });
const entry = (over: Partial<ShopperGroupsEntry> = {}): ShopperGroupsEntry => ({
  usid: 'usid-1',
  customerId: 'cust-1',
  siteId: SITE,
  groups: ['Registered', 'Everyone', 'Loyalty Members'],
  fetchedAt: NOW,
  ...over,
});
const request = (cookies: Record<string, string> = {}, path = '/', headers: Record<string, string> = {}) =>
  new Request(`http://shop.test${path}`, {
    headers: {
      ...headers,
      ...(Object.keys(cookies).length
        ? {
            cookie: Object.entries(cookies)
              .map(([k, v]) => `${k}=${v}`)
              .join('; '),
          }
        : {}),
    },
  });
const json = (body: unknown, init?: ResponseInit) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' }, ...init });

describe('the groups cookie: sealed, per session and site, stale after 300000 ms', () => {
  it('is ignored for another usid, customer id or site; fresh until the stale time, a fault’s fallback for less', () => {
    const owner = { usid: 'usid-1', customerId: 'cust-1', siteId: SITE };
    const withCookie = (e: ShopperGroupsEntry) => request({ [SHOPPER_GROUPS_COOKIE]: encodeShopperGroups(e) });
    expect(readStoredShopperGroups(withCookie(entry()), owner, NOW + SHOPPER_GROUPS_STALE_MS - 1)).toEqual({
      groups: entry().groups,
      fresh: true,
    });
    expect(readStoredShopperGroups(withCookie(entry()), owner, NOW + SHOPPER_GROUPS_STALE_MS)).toEqual({
      groups: entry().groups,
      fresh: false,
    });
    expect(readStoredShopperGroups(withCookie(entry({ customerId: 'someone-else' })), owner, NOW)).toBeUndefined();
    expect(readStoredShopperGroups(withCookie(entry({ usid: 'usid-2' })), owner, NOW)).toBeUndefined();
    expect(readStoredShopperGroups(withCookie(entry({ siteId: 'RidgelineCA' })), owner, NOW)).toBeUndefined();
    const fallback = withCookie(entry({ groups: ['Registered', 'Everyone'], fallback: true }));
    expect(readStoredShopperGroups(fallback, owner, NOW + SHOPPER_GROUPS_FAULT_STALE_MS)).toMatchObject({
      fresh: false,
    });
  });

  it('invalidateShopperGroups expires the cookie (HttpOnly, SameSite=Lax; Secure over https)', () => {
    const headers = invalidateShopperGroups(new Request('https://shop.test/x', { method: 'POST' }), new Headers());
    expect(headers.get('set-cookie')).toMatch(
      /^ridgeline-groups=; Max-Age=0; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
    );
    expect(invalidateShopperGroups(new Request('http://shop.test/x'), [] as string[])[0]).not.toContain('Secure');
  });
});

describe('the render cache key and the groups', () => {
  const site = { routeOf: routeMatcher(ROUTE_MANIFEST), pages: RENDER_CACHE_PAGES };
  const now = () => NOW + 1000;
  const sessionCookie = encodeSession(member);

  it('no session: the configured groups’ segment, public', () => {
    expect(renderCacheKey(request(), site, now)).toMatchObject({
      cache: true,
      customerGroups: ['Unregistered', 'Everyone'],
      publicSegment: true,
    });
  });

  it('a session without a fresh, matching groups cookie bypasses (groups-unknown)', () => {
    expect(renderCacheKey(request({ [SHOPPER_SESSION_COOKIE]: sessionCookie }), site, now)).toEqual({
      cache: false,
      reason: 'groups-unknown',
    });
    const stale = encodeShopperGroups(entry({ fetchedAt: NOW - SHOPPER_GROUPS_STALE_MS }));
    expect(
      renderCacheKey(request({ [SHOPPER_SESSION_COOKIE]: sessionCookie, [SHOPPER_GROUPS_COOKIE]: stale }), site, now),
    ).toEqual({ cache: false, reason: 'groups-unknown' });
    const someoneElses = encodeShopperGroups(entry({ customerId: 'cust-2' }));
    expect(
      renderCacheKey(
        request({ [SHOPPER_SESSION_COOKIE]: sessionCookie, [SHOPPER_GROUPS_COOKIE]: someoneElses }),
        site,
        now,
      ),
    ).toEqual({ cache: false, reason: 'groups-unknown' });
  });

  it('a fresh cookie keys the segment of its groups: a member’s key is never a guest’s, two members share one', () => {
    const memberCookie = encodeShopperGroups(entry());
    const decision = renderCacheKey(
      request({ [SHOPPER_SESSION_COOKIE]: sessionCookie, [SHOPPER_GROUPS_COOKIE]: memberCookie }),
      site,
      now,
    );
    expect(decision).toMatchObject({ cache: true, customerGroups: entry().groups, publicSegment: false });
    const guest = renderCacheKey(request(), site, now);
    expect(decision.cache && guest.cache && decision.key !== guest.key).toBe(true);
    const otherMember = session({ usid: 'usid-9', customerId: 'cust-9', registered: {} });
    const theirs = renderCacheKey(
      request({
        [SHOPPER_SESSION_COOKIE]: encodeSession(otherMember),
        [SHOPPER_GROUPS_COOKIE]: encodeShopperGroups(
          entry({ usid: 'usid-9', customerId: 'cust-9', groups: ['Loyalty Members', 'Everyone', 'Registered'] }),
        ),
      }),
      site,
      now,
    );
    expect(theirs.cache && decision.cache && theirs.key === decision.key).toBe(true);
  });

  it('the clean request renders for the segment’s groups, in-process only', () => {
    const decision = renderCacheKey(
      request({ [SHOPPER_SESSION_COOKIE]: sessionCookie, [SHOPPER_GROUPS_COOKIE]: encodeShopperGroups(entry()) }),
      site,
      now,
    );
    if (!decision.cache) throw new Error('expected a candidate');
    const clean = cleanRequestFor(decision, 'https://shop.test');
    const { shopper } = createRequestContext(clean);
    expect(shopper.customerGroups).toEqual(entry().groups);
    expect(shopper.session).toBeUndefined();
  });

  it('a visitor cannot choose the groups of a render: headers, a plain cookie or a copied clean URL name none', () => {
    const forged = request(
      {
        [SHOPPER_GROUPS_COOKIE]: encodeURIComponent(JSON.stringify({ groups: ['Loyalty Members'] })),
        'customer-groups': 'Loyalty Members',
      },
      '/',
      {
        'x-customer-groups': 'Loyalty Members',
        'x-segment-groups': 'Loyalty Members',
        'x-ridgeline-groups': 'Loyalty Members',
      },
    );
    expect(createRequestContext(forged).shopper.customerGroups).toEqual(['Unregistered', 'Everyone']);
    expect(renderCacheKey(forged, site, now)).toMatchObject({
      cache: true,
      customerGroups: ['Unregistered', 'Everyone'],
    });
    // a request built like a clean one, but not by the cache, is a visitor's: the configured groups
    expect(
      createRequestContext(new Request('https://shop.test/', { headers: { accept: 'text/html' } })).shopper
        .customerGroups,
    ).toEqual(['Unregistered', 'Everyone']);
  });
});

describe('the middleware keeps the groups cookie', () => {
  const run = async (req: Request, respond: () => Response = () => new Response('ok')) => {
    const provider = new RouterContextProvider();
    const response = await createRequestContextMiddleware()(
      { request: req, context: provider, params: {}, unstable_pattern: '/' } as never,
      async () => respond(),
    );
    return { response: response as Response, context: provider.get(requestContextKey)! };
  };

  it('asks commerce for a session without the cookie, fills shopper.customerGroups and sets the cookie on a GET', async () => {
    const fetchImpl = vi.fn(async () => json({ c_customerGroups: ['Everyone', 'Registered', 'Loyalty Members'] }));
    vi.stubGlobal('fetch', fetchImpl);
    try {
      const { response, context } = await run(request({ [SHOPPER_SESSION_COOKIE]: encodeSession(member) }));
      expect(context.shopper.customerGroups).toEqual(['Everyone', 'Registered', 'Loyalty Members']);
      const cookie = response.headers.getSetCookie().find((c) => c.startsWith(`${SHOPPER_GROUPS_COOKIE}=`))!;
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Lax/);
      const value = decodeURIComponent(cookie.split(';')[0]!.slice(SHOPPER_GROUPS_COOKIE.length + 1));
      expect(decodeShopperGroups(value, shopperGroupsKeys())).toMatchObject({
        usid: 'usid-1',
        customerId: 'cust-1',
        groups: ['Everyone', 'Registered', 'Loyalty Members'],
      });
      // an action's response (POST), or one that writes the session itself, gets no groups cookie
      const post = await run(
        new Request('http://shop.test/', {
          method: 'POST',
          headers: { cookie: `${SHOPPER_SESSION_COOKIE}=${encodeSession(member)}` },
        }),
      );
      expect(post.response.headers.getSetCookie()).toEqual([]);
      const signOut = await run(
        request({ [SHOPPER_SESSION_COOKIE]: encodeSession(member) }),
        () => new Response('', { headers: { 'set-cookie': `${SHOPPER_SESSION_COOKIE}=; Max-Age=0` } }),
      );
      expect(signOut.response.headers.getSetCookie()).toHaveLength(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('a page personalised for a shopper’s own groups is never public (a CDN keys by address alone)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ c_customerGroups: ['Everyone', 'Registered', 'Loyalty Members'] })),
    );
    try {
      const { context } = await run(request({ [SHOPPER_SESSION_COOKIE]: encodeSession(member) }));
      expect((await context.cacheHeaders())['Cache-Control']).toBe('private, no-cache');
      const guest = await run(request());
      expect((await guest.context.cacheHeaders())['Cache-Control']).toMatch(/^public/);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

import { describe, expect, it, vi } from 'vitest';
import type { CommerceConfig } from './config.server';
import { sessionKeys } from './sessionSeal.server';
import { encodeSession, type ShopperSession } from './shopperSession.server';
import {
  decodeShopperGroups,
  encodeShopperGroups,
  fetchFolderRootGroups,
  FOLDER_ROOT_MAX_BYTES,
  publicSegment,
  resolveShopperGroups,
  SHOPPER_GROUPS_FAULT_STALE_MS,
  SHOPPER_GROUPS_STALE_MS,
  storedShopperGroups,
  type ShopperGroupsEntry,
} from './shopperGroups.server';

const NOW = 1_800_000_000_000;
const SITE = 'RidgelineUS';
const keys = sessionKeys('k'.repeat(16) + 'groups-secret-for-tests-01');
const config = {
  proxy: 'http://commerce.test',
  shortCode: 'x',
  organizationId: 'f_ecom_org',
  siteId: SITE,
  timeoutMs: 50,
} as CommerceConfig;
const session = (over: Partial<ShopperSession> = {}): ShopperSession => ({
  accessToken: 'at-1',
  refreshToken: 'rt',
  usid: 'usid-1',
  customerId: 'cust-1',
  expiresAt: NOW + 600_000,
  ...over,
});
const member = session({ registered: { firstName: 'Ada' } });
const entry = (over: Partial<ShopperGroupsEntry> = {}): ShopperGroupsEntry => ({
  usid: 'usid-1',
  customerId: 'cust-1',
  siteId: SITE,
  groups: ['Registered', 'Everyone', 'Loyalty Members'],
  fetchedAt: NOW,
  ...over,
});
const json = (body: unknown, init?: ResponseInit) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' }, ...init });

describe('fetchFolderRootGroups: the folder-root call, null on a fault', () => {
  it('asks with the shopper’s bearer token, the client id header, levels=0 and the site, and answers c_customerGroups', async () => {
    const fetchImpl = vi.fn(async (_url: URL | RequestInfo, _init?: RequestInit) =>
      json({ id: 'root', c_customerGroups: ['Everyone', 'Registered', 'Everyone'] }),
    );
    expect(await fetchFolderRootGroups(config, 'tok', fetchImpl as never)).toEqual(['Everyone', 'Registered']);
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(String(url)).toBe(
      `http://commerce.test/custom/customer-groups/v1/organizations/f_ecom_org/folders/root?siteId=${SITE}&levels=0`,
    );
    expect((init!.headers as Record<string, string>).authorization).toBe('Bearer tok');
    expect((init!.headers as Record<string, string>)['x-dw-client-id']).toBe(config.clientId);
    expect(config.clientId).not.toBe('');
    expect(init!.signal).toBeInstanceOf(AbortSignal);
  });

  it('is null for a non-OK answer, a malformed body, an empty or bad list, a body over the limit, and a timeout', async () => {
    const answers: Array<() => Response> = [
      () => json({ title: 'Unauthorized' }, { status: 401 }),
      () => new Response('not json'),
      () => json({ c_customerGroups: [] }),
      () => json({ c_customerGroups: [1, ''] }),
      () => json({ c_customerGroups: 'Everyone' }),
      () => json({ c_customerGroups: Array.from({ length: 101 }, (_, i) => `g${i}`) }),
      () => new Response('x'.repeat(FOLDER_ROOT_MAX_BYTES + 1)),
    ];
    for (const answer of answers)
      expect(await fetchFolderRootGroups(config, 'tok', (async () => answer()) as never)).toBeNull();
    // never answers: the call's deadline (config.timeoutMs) aborts it
    const hanging = (_url: unknown, init?: RequestInit) =>
      new Promise<Response>((_, reject) => init!.signal!.addEventListener('abort', () => reject(init!.signal!.reason)));
    expect(await fetchFolderRootGroups({ ...config, timeoutMs: 1 }, 'tok', hanging as never)).toBeNull();
    expect(
      await fetchFolderRootGroups(config, 'tok', (async () => Promise.reject(new Error('ECONNREFUSED'))) as never),
    ).toBeNull();
  });
});

describe('the groups entry: sealed, per session and site, stale after 300000 ms', () => {
  it('round-trips sealed; a changed byte, a forged plain value or a session cookie is no entry', () => {
    const value = encodeShopperGroups(entry(), keys);
    expect(decodeShopperGroups(value, keys)).toEqual(entry());
    expect(value).not.toContain('Loyalty');
    expect(decodeShopperGroups(`${value.slice(0, -4)}AAAA`, keys)).toBeUndefined();
    const forged = Buffer.from(
      JSON.stringify({ k: 'groups-v1', u: 'usid-1', c: 'cust-1', s: SITE, g: ['VIP'], t: NOW }),
    ).toString('base64url');
    expect(decodeShopperGroups(forged, keys)).toBeUndefined();
    expect(decodeShopperGroups(encodeSession(member, keys), keys)).toBeUndefined();
  });

  it('is ignored for another usid, customer id or site; fresh until the stale time, a fault’s fallback for less', () => {
    const owner = { usid: 'usid-1', customerId: 'cust-1', siteId: SITE };
    expect(storedShopperGroups(entry(), owner, NOW + SHOPPER_GROUPS_STALE_MS - 1)).toEqual({
      groups: entry().groups,
      fresh: true,
    });
    expect(storedShopperGroups(entry(), owner, NOW + SHOPPER_GROUPS_STALE_MS)).toEqual({
      groups: entry().groups,
      fresh: false,
    });
    expect(storedShopperGroups(entry({ customerId: 'someone-else' }), owner, NOW)).toBeUndefined();
    expect(storedShopperGroups(entry({ usid: 'usid-2' }), owner, NOW)).toBeUndefined();
    expect(storedShopperGroups(entry({ siteId: 'RidgelineCA' }), owner, NOW)).toBeUndefined();
    const fallback = entry({ groups: ['Registered', 'Everyone'], fallback: true });
    expect(storedShopperGroups(fallback, owner, NOW + SHOPPER_GROUPS_FAULT_STALE_MS)).toMatchObject({ fresh: false });
  });
});

describe('resolveShopperGroups', () => {
  const resolve = (
    stored: ShopperGroupsEntry | undefined,
    s: ShopperSession | undefined,
    fetchImpl: typeof fetch,
    now = NOW,
  ) =>
    resolveShopperGroups({
      session: s,
      signedIn: Boolean(s?.registered),
      config,
      noSessionGroups: ['Unregistered', 'Everyone'],
      now,
      readStored: (owner) => storedShopperGroups(stored, owner, now),
      fetchImpl,
    });

  it('no session: the configured groups, nothing asked', async () => {
    const fetchImpl = vi.fn();
    expect(await resolve(undefined, undefined, fetchImpl as never)).toEqual({
      groups: ['Unregistered', 'Everyone'],
      source: 'no-session',
    });
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('a fresh matching entry is used as is; a stale one, or another customer’s, is asked again and kept', async () => {
    const fetchImpl = vi.fn(async () => json({ c_customerGroups: ['Everyone', 'Registered', 'Repeat Customers'] }));
    expect(await resolve(entry(), member, fetchImpl as never, NOW + 1000)).toEqual({
      groups: entry().groups,
      source: 'cookie',
    });
    expect(fetchImpl).not.toHaveBeenCalled();
    const stale = await resolve(entry(), member, fetchImpl as never, NOW + SHOPPER_GROUPS_STALE_MS);
    expect(stale).toMatchObject({
      groups: ['Everyone', 'Registered', 'Repeat Customers'],
      source: 'commerce',
      store: { usid: 'usid-1', customerId: 'cust-1', siteId: SITE },
    });
    const other = await resolve(
      entry(),
      session({ customerId: 'cust-2', registered: {} }),
      fetchImpl as never,
      NOW + 1000,
    );
    expect(other.source).toBe('commerce');
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('a fault: the system groups of the login state, kept as a fallback', async () => {
    const failing = (async () => json({}, { status: 503 })) as never;
    expect(await resolve(undefined, member, failing)).toMatchObject({
      groups: ['Registered', 'Everyone'],
      source: 'fallback',
      store: { fallback: true },
    });
    expect(await resolve(undefined, session(), failing)).toMatchObject({
      groups: ['Unregistered', 'Everyone'],
      source: 'fallback',
    });
  });

  it('an expired access token is not used: the last groups, else the system groups, unkept', async () => {
    const fetchImpl = vi.fn();
    const expired = session({ registered: {}, expiresAt: NOW - 1 });
    const old = entry({ fetchedAt: NOW - SHOPPER_GROUPS_STALE_MS * 2 });
    expect(await resolve(old, expired, fetchImpl as never)).toEqual({ groups: entry().groups, source: 'stale' });
    expect(await resolve(undefined, expired, fetchImpl as never)).toEqual({
      groups: ['Registered', 'Everyone'],
      source: 'stale',
    });
    expect(fetchImpl).not.toHaveBeenCalled();
  });
});

describe('publicSegment', () => {
  it('only the no-session visitor’s groups, in any order, are public', () => {
    expect(publicSegment(['Everyone', 'Unregistered'], ['Unregistered', 'Everyone'])).toBe(true);
    expect(publicSegment(['Registered', 'Everyone'], ['Unregistered', 'Everyone'])).toBe(false);
    expect(publicSegment(['Everyone'], ['Unregistered', 'Everyone'])).toBe(false);
  });
});

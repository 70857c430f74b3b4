import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RenderContext } from '@ridgeline/renderer';
import { captureLog } from '../../testing/logCapture';

// The Shopper Context API, faked at the commerce package's seam: what the toolkit reads for a usid (null: none stored).
const stored = new Map<string, Record<string, unknown>>();
const reads: string[] = [];
let failNextRead = false;
vi.mock('@ridgeline/commerce/server', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@ridgeline/commerce/server')>();
  const tokens = { get: async () => 'token', invalidate: () => {} };
  return {
    ...actual,
    readShopperContext: async (_config: unknown, usid: string) => {
      reads.push(usid);
      if (failNextRead) {
        failNextRead = false;
        throw Object.assign(new Error('boom'), { response: { status: 500 } });
      }
      return stored.get(usid) ?? null;
    },
    createGuestTokenSource: () => tokens,
  };
});
vi.mock('../commerce/commerce.server', () => ({
  getCommerceConfig: () => ({}),
  commerceConfigFor: () => ({ siteId: 'RidgelineUS' }),
}));

const { createRequestContext, requestContextKey, createRequestContextMiddleware, requestContextOf, requestScope } =
  await import('./context.server');
const { RouterContextProvider } = await import('react-router');
// The toolkit's reader, as the root's middleware hands it to the context.
const { readToolkitState } = await import('../../features/toolkit/toolkit.server');

const VSE = 'kq3v8rdglnstg0demo7x2m4pw.staging.bigcontent.io';
const USID = '3f1e2d4c-5b6a-4978-8a9b-0c1d2e3f4a5b';
const environment = { name: 'Staging', hub: 'ridgeline', vse: VSE };
const previewConfig = { environments: [environment], authoringUrl: 'https://app.amplience.net' };
const request = (cookie?: string, path = '/') =>
  new Request(`http://shop.test${path}`, cookie ? { headers: { cookie } } : undefined);
/** A preview request (the VSE cookie), with the toolbar's groups when given, and the toolkit usid when given. */
const previewRequest = (options: { toolbar?: string; usid?: boolean } = {}) =>
  request(
    [
      `vse=${VSE}`,
      ...(options.toolbar ? [`customer-groups=${encodeURIComponent(options.toolbar)}`] : []),
      ...(options.usid ? [`ridgeline-tk-usid=${USID}`] : []),
    ].join('; '),
  );
// The app context: its guest session is the mocked token source above.
const { createAppContext } = await import('../../appFeatures.server');
const app = createAppContext();
const contextOf = (r: Request) => createRequestContext(r, { previewConfig, readToolkitState, app });

beforeEach(() => {
  vi.stubEnv('MERCHANDISER_TOOLKIT', '1');
  vi.stubEnv('CUSTOMER_GROUPS', '');
  stored.clear();
  reads.length = 0;
});
afterEach(() => vi.unstubAllEnvs());

describe("the request context's render context (toolkit over the preview toolbar over the default)", () => {
  it('a toolkit context with groups overrides the toolbar groups, and preview stays preview', async () => {
    stored.set(USID, { customerGroupIds: ['Loyalty Members'], sourceCode: 'spring' });
    expect((await contextOf(previewRequest({ toolbar: 'Registered' })).renderContext()).context).toMatchObject({
      mode: 'preview',
      customerGroups: ['Registered'],
    });
    const { context, noStore, customerGroupsSource } = await contextOf(
      previewRequest({ toolbar: 'Registered', usid: true }),
    ).renderContext();
    expect(context).toMatchObject<Partial<RenderContext>>({ mode: 'preview', customerGroups: ['Loyalty Members'] });
    expect(customerGroupsSource).toBe('toolkit');
    expect(noStore).toBe(true);
  });

  it('a toolkit context without groups leaves the toolbar groups (and the default without a toolbar choice)', async () => {
    stored.set(USID, { sourceCode: 'spring' });
    expect(
      (await contextOf(previewRequest({ toolbar: 'Registered', usid: true })).renderContext()).context.customerGroups,
    ).toEqual(['Registered']);
    const withoutToolbar = await contextOf(previewRequest({ usid: true })).renderContext();
    expect(withoutToolbar.context.customerGroups).toEqual(['Unregistered', 'Everyone']);
    expect(withoutToolbar.customerGroupsSource).toBe('default');
  });

  it("the toolbar's cookie counts only in preview", async () => {
    const { context } = await contextOf(request('customer-groups=Registered')).renderContext();
    expect(context.customerGroups).toEqual(['Unregistered', 'Everyone']);
    expect(context.mode).not.toBe('preview');
  });

  it('no usid cookie, or the toolkit off: the preview context unchanged and nothing asked of the API', async () => {
    stored.set(USID, { customerGroupIds: ['Loyalty Members'] });
    expect(await contextOf(previewRequest({ toolbar: 'Registered' })).renderContext()).toMatchObject({
      context: { customerGroups: ['Registered'] },
      noStore: false,
    });
    vi.stubEnv('MERCHANDISER_TOOLKIT', '');
    expect(await contextOf(previewRequest({ toolbar: 'Registered', usid: true })).renderContext()).toMatchObject({
      context: { customerGroups: ['Registered'] },
      noStore: false,
    });
    expect(reads).toEqual([]);
  });

  it('the toolkit context is read once per request (root loader for the toolbar, page loader for the content)', async () => {
    stored.set(USID, { customerGroupIds: ['Big Spenders'] });
    const shared = contextOf(previewRequest({ usid: true }));
    expect(await shared.toolkit()).toEqual({ noStore: true, customerGroups: ['Big Spenders'] });
    await shared.renderContext();
    await shared.cacheHeaders();
    expect(reads).toEqual([USID]);
  });

  it('no stored context keeps the toolbar groups; a failed read too, and is not cached', async () => {
    const warn = captureLog();
    // none stored for the usid is "no toolkit"; a failed read is not
    expect(await contextOf(previewRequest({ toolbar: 'Registered', usid: true })).renderContext()).toMatchObject({
      context: { customerGroups: ['Registered'] },
      noStore: false,
    });
    failNextRead = true;
    expect(await contextOf(previewRequest({ toolbar: 'Registered', usid: true })).renderContext()).toMatchObject({
      context: { customerGroups: ['Registered'] },
      noStore: true,
    });
    expect(warn.text()).toContain('toolkit-context-read-failed');
  });

  it('caching: public without a toolkit context, a minute when incomplete, no-store with one, no-store + noindex in preview', async () => {
    expect(await contextOf(request()).cacheHeaders()).toEqual({
      'Cache-Control': 'public, max-age=0, s-maxage=900, stale-while-revalidate=900',
    });
    expect(await contextOf(request()).cacheHeaders(1)).toEqual({ 'Cache-Control': 'public, max-age=0, s-maxage=60' });
    stored.set(USID, { sourceCode: 'spring' });
    expect(await contextOf(request(`ridgeline-tk-usid=${USID}`)).cacheHeaders()).toEqual({
      'Cache-Control': 'no-store',
    });
    expect(await contextOf(previewRequest()).cacheHeaders()).toEqual({
      'Cache-Control': 'no-store',
      'X-Robots-Tag': 'noindex, nofollow',
    });
  });
});

describe('requestScope: where a staging environment may be named', () => {
  it('visualization routes (and their .data) and block data with a hub: that hub, query only', () => {
    expect(requestScope(new URL('http://x/visualization/ridgeline/abc?vse=v'))).toEqual({
      visualization: true,
      hub: 'ridgeline',
    });
    expect(requestScope(new URL('http://x/contampviz/other/abc.data'))).toEqual({ visualization: true, hub: 'other' });
    expect(requestScope(new URL('http://x/__ridgeline/block-data?id=1&hub=ridgeline'))).toEqual({
      visualization: true,
      hub: 'ridgeline',
    });
    expect(requestScope(new URL('http://x/__ridgeline/block-data?id=1'))).toEqual({ visualization: false });
    expect(requestScope(new URL('http://x/t/visualization/ridgeline/x'))).toEqual({ visualization: false });
  });

  it('a visualization takes no VSE from the cookie, and only one of its hub', () => {
    expect(contextOf(request(`vse=${VSE}`, '/visualization/ridgeline/abc')).preview).toBeUndefined();
    expect(contextOf(request(undefined, `/visualization/other/abc?vse=${VSE}`)).preview).toBeUndefined();
    const ok = contextOf(request(undefined, `/visualization/ridgeline/abc?vse=${VSE}`));
    expect(ok.preview?.environment).toEqual(environment);
    expect(ok.setCookie).toEqual([]);
    expect(ok.editorial).toBe(true);
  });
});

describe('the middleware builds the context once per request', () => {
  it('every loader of the request reads the one context the middleware stored', async () => {
    const warn = captureLog();
    const r = request('vse=evil.example.com');
    const provider = new RouterContextProvider();
    await createRequestContextMiddleware()(
      { request: r, context: provider, params: {}, unstable_pattern: '/' } as never,
      async () => new Response(),
    );
    const built = provider.get(requestContextKey);
    expect(built).not.toBeNull();
    expect(requestContextOf({ request: r, context: provider })).toBe(built);
    expect(requestContextOf({ request: r, context: provider })).toBe(built);
    // the refused cookie was looked at once: one log line, one pair of clearing cookies
    expect(warn.lines()).toHaveLength(1);
    expect(built!.setCookie).toHaveLength(2);
  });

  it('without the middleware the first loader builds and stores it, the next ones share it', () => {
    const r = request();
    const provider = new RouterContextProvider();
    const first = requestContextOf({ request: r, context: provider });
    expect(requestContextOf({ request: r, context: provider })).toBe(first);
  });
});

const { encodeSession, SHOPPER_SESSION_COOKIE } = await import('../commerce/shopperSession.server');

describe('the shopper, read once into the request context', () => {
  const registered = encodeSession({
    accessToken: 'at',
    refreshToken: 'rt',
    usid: 'usid-7',
    customerId: 'cust-7',
    expiresAt: Date.now() + 600_000,
    registered: { firstName: 'Ada' },
  });

  it('is a signed-in customer for a sealed registered session, with their ids', () => {
    const { shopper } = contextOf(request(`${SHOPPER_SESSION_COOKIE}=${registered}`));
    expect(shopper).toMatchObject({
      signedIn: true,
      customerId: 'cust-7',
      remember: true,
      visitorIds: { usid: 'usid-7', customerId: 'cust-7' },
    });
  });

  it('is a guest when the cookie was tampered with or forged in the old unsealed layout', () => {
    const forged = Buffer.from(
      JSON.stringify({ a: 'x', r: 'y', u: 'u', e: Date.now() + 600_000, g: 1, c: 'victim' }),
    ).toString('base64url');
    for (const value of [`${registered.slice(0, -6)}AAAAAA`, forged]) {
      const { shopper } = contextOf(request(`${SHOPPER_SESSION_COOKIE}=${value}`));
      expect(shopper).toMatchObject({ signedIn: false, customerId: undefined, session: undefined });
    }
  });

  it('gives shoppers of the same groups and locale the same segment key (never a person), other groups and locales their own', () => {
    const guest = contextOf(request()).shopper;
    const customer = contextOf(request(`${SHOPPER_SESSION_COOKIE}=${registered}`)).shopper;
    const other = encodeSession({
      accessToken: 'at',
      refreshToken: 'rt',
      usid: 'usid-8',
      customerId: 'cust-8',
      expiresAt: Date.now() + 600_000,
      registered: {},
    });
    const anotherCustomer = contextOf(request(`${SHOPPER_SESSION_COOKIE}=${other}`)).shopper;
    const french = contextOf(request(undefined, '/fr-ca/t/about')).shopper;
    // without a groups cookie (no middleware asked commerce) a signed-in customer is in their system groups
    expect(customer.customerGroups).toEqual(['Registered', 'Everyone']);
    expect(anotherCustomer.segmentKey).toBe(customer.segmentKey);
    expect(customer.segmentKey).not.toBe(guest.segmentKey);
    expect(french.segmentKey).not.toBe(guest.segmentKey);
    expect(french).toMatchObject({ currency: 'CAD', locale: { id: 'fr-CA' } });
    expect(guest.segmentKey).toMatch(/^[\w-]{16}$/);
    expect(guest.segmentKey).not.toContain('usid');
  });

  it('carries do-not-track from Sec-GPC or DNT, and no tracking consent then', () => {
    const tracked = contextOf(new Request('http://shop.test/', { headers: { 'sec-gpc': '1' } })).shopper;
    expect(tracked).toMatchObject({ doNotTrack: true, consent: { tracking: false } });
    expect(contextOf(request()).shopper).toMatchObject({ doNotTrack: false, consent: { tracking: true } });
  });
});

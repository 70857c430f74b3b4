import { RateLimiterMemory } from 'rate-limiter-flexible';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ACTIVITY_BODY_MAX_BYTES,
  ACTIVITY_ID_COOKIE,
  createEinsteinClient,
  type EinsteinSettings,
} from '@ridgeline/commerce/server';
import { activityEndpoint, type ActivityEndpointDeps } from './activity.server';

const SETTINGS: EinsteinSettings = {
  host: 'https://einstein.test',
  clientId: 'cq-client',
  siteId: 'rdgl-RidgelineUS',
  realm: 'rdgl',
  instanceType: 'sbx',
};
const SIGNED_IN = { signedIn: true, doNotTrack: false, visitorIds: { usid: 'usid-signed-in', customerId: 'cust-42' } };
const GUEST = { signedIn: false, doNotTrack: false, visitorIds: { usid: 'usid-guest' } };
const NO_SESSION = { signedIn: false, doNotTrack: false, visitorIds: {} };

interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: Record<string, unknown> | undefined;
}

function harness(answer: (url: string) => Response | Promise<Response> = () => Response.json({ requestId: 'r1' })) {
  const sent: Sent[] = [];
  const fetchFake = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    sent.push({
      url,
      method: init?.method ?? 'GET',
      headers: { ...(init?.headers as Record<string, string>) },
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    });
    return answer(url);
  }) as unknown as typeof fetch;
  const log = vi.fn();
  const einstein = createEinsteinClient(SETTINGS, { fetch: fetchFake, timeoutMs: 1_000, log });
  const deps = (
    shopper: ActivityEndpointDeps['shopper'],
    extra: Partial<ActivityEndpointDeps> = {},
  ): ActivityEndpointDeps => ({
    shopper,
    einstein,
    enabled: true,
    clientAddress: '203.0.113.7',
    limiter: new RateLimiterMemory({ points: 100, duration: 60 }),
    log,
    ...extra,
  });
  return { sent, log, deps };
}

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  new Request(`http://shop.test/__ridgeline/einstein/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'http://shop.test', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const recommenderList = () =>
  Response.json({ recommenders: [{ name: 'pdp-similar-items' }, { name: 'recently-viewed' }] });

afterEach(() => vi.restoreAllMocks());

describe('the activity endpoint adds who the shopper is on the server', () => {
  it('a signed-in shopper: cookieId is the session’s usid, userId the customer; realm, instanceType and the client id from configuration', async () => {
    const { sent, deps } = harness();
    const response = await activityEndpoint(
      post('activities/viewProduct', { product: { id: 'RM1001' } }),
      'activities/viewProduct',
      deps(SIGNED_IN),
    );
    expect(response.status).toBe(204);
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(sent).toEqual([
      {
        url: 'https://einstein.test/v3/activities/rdgl-RidgelineUS/viewProduct',
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-cq-client-id': 'cq-client' },
        body: {
          product: { id: 'RM1001' },
          realm: 'rdgl',
          instanceType: 'sbx',
          cookieId: 'usid-signed-in',
          userId: 'cust-42',
        },
      },
    ]);
  });

  it('a guest with a session: their usid, never a userId', async () => {
    const { sent, deps } = harness();
    await activityEndpoint(
      post('activities/viewPage', { currentLocation: 'http://shop.test/' }),
      'activities/viewPage',
      deps(GUEST),
    );
    expect(sent[0]!.body).toEqual({
      currentLocation: 'http://shop.test/',
      realm: 'rdgl',
      instanceType: 'sbx',
      cookieId: 'usid-guest',
    });
  });

  it('a page cannot choose the identity: cookieId, userId, realm and instanceType it sends are replaced', async () => {
    const { sent, deps } = harness();
    const spoofed = {
      product: { id: 'RM1001' },
      cookieId: 'someone-else',
      userId: 'victim',
      realm: 'evil',
      instanceType: 'prd',
    };
    await activityEndpoint(post('activities/viewProduct', spoofed), 'activities/viewProduct', deps(GUEST));
    expect(sent[0]!.body).toEqual({
      product: { id: 'RM1001' },
      realm: 'rdgl',
      instanceType: 'sbx',
      cookieId: 'usid-guest',
    });
  });

  it('a browser without a session gets an anonymous id in an HttpOnly cookie, and keeps it', async () => {
    const { sent, deps } = harness();
    const first = await activityEndpoint(post('activities/viewPage', {}), 'activities/viewPage', deps(NO_SESSION));
    const cookie = first.headers.get('set-cookie')!;
    expect(cookie).toMatch(new RegExp(`^${ACTIVITY_ID_COOKIE}=[0-9a-f-]{36};`));
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    const id = /=([^;]+)/.exec(cookie)![1]!;
    expect(sent[0]!.body).toMatchObject({ cookieId: id });
    expect(sent[0]!.body).not.toHaveProperty('userId');
    const second = await activityEndpoint(
      post('activities/viewPage', {}, { cookie: `${ACTIVITY_ID_COOKIE}=${id}` }),
      'activities/viewPage',
      deps(NO_SESSION),
    );
    expect(second.headers.get('set-cookie')).toBeNull();
    expect(sent[1]!.body).toMatchObject({ cookieId: id });
    // A cookie that is not one of ours (not a UUID) is replaced, never forwarded.
    await activityEndpoint(
      post('activities/viewPage', {}, { cookie: `${ACTIVITY_ID_COOKIE}=<script>` }),
      'activities/viewPage',
      deps(NO_SESSION),
    );
    expect(sent[2]!.body!.cookieId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('do-not-track on the request: 204, nothing sent, no id given', async () => {
    const { sent, deps } = harness();
    const response = await activityEndpoint(
      post('activities/viewPage', {}),
      'activities/viewPage',
      deps({ ...NO_SESSION, doNotTrack: true }),
    );
    expect(response.status).toBe(204);
    expect(response.headers.get('set-cookie')).toBeNull();
    const recs = await activityEndpoint(
      post('recs/pdp-similar-items', {}),
      'recs/pdp-similar-items',
      deps({ ...SIGNED_IN, doNotTrack: true }),
    );
    expect(recs.status).toBe(204);
    expect(sent).toEqual([]);
  });

  it('a failed activity is logged; the page still gets 204', async () => {
    const { deps, log } = harness(() => new Response('no', { status: 503 }));
    const response = await activityEndpoint(post('activities/viewPage', {}), 'activities/viewPage', deps(GUEST));
    expect(response.status).toBe(204);
    expect(log).toHaveBeenCalledWith(expect.objectContaining({ message: 'Activity failed', activity: 'viewPage' }));
  });
});

describe('guards (each refuses before anything is sent)', () => {
  it('another site’s page is refused (403): it cannot report activity in a shopper’s name', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { sent, deps } = harness();
    const response = await activityEndpoint(
      post('activities/viewProduct', { product: { id: 'X' } }, { origin: 'https://evil.example' }),
      'activities/viewProduct',
      deps(SIGNED_IN),
    );
    expect(response.status).toBe(403);
    const fetchSite = await activityEndpoint(
      new Request('http://shop.test/__ridgeline/einstein/activities/viewPage', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' },
        body: '{}',
      }),
      'activities/viewPage',
      deps(SIGNED_IN),
    );
    expect(fetchSite.status).toBe(403);
    expect(sent).toEqual([]);
  });

  it('a form post (no preflight needed cross-site) is refused (415)', async () => {
    const { sent, deps } = harness();
    // An old browser's cross-site form post carries neither Origin nor Sec-Fetch-Site: its content type gives it away.
    const form = new Request('http://shop.test/__ridgeline/einstein/activities/viewPage', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'currentLocation=x',
    });
    const response = await activityEndpoint(form, 'activities/viewPage', deps(GUEST));
    expect(response.status).toBe(415);
    expect(sent).toEqual([]);
  });

  it('a body over the limit (413), a body that is not a JSON object (400), a GET (405)', async () => {
    const { sent, deps } = harness();
    const big = await activityEndpoint(
      post('activities/viewPage', { currentLocation: 'x'.repeat(ACTIVITY_BODY_MAX_BYTES) }),
      'activities/viewPage',
      deps(GUEST),
    );
    expect(big.status).toBe(413);
    expect(
      (await activityEndpoint(post('activities/viewPage', '[1,2]'), 'activities/viewPage', deps(GUEST))).status,
    ).toBe(400);
    expect(
      (await activityEndpoint(post('activities/viewPage', '{nope'), 'activities/viewPage', deps(GUEST))).status,
    ).toBe(400);
    expect(
      (
        await activityEndpoint(
          new Request('http://shop.test/__ridgeline/einstein/activities/viewPage'),
          'activities/viewPage',
          deps(GUEST),
        )
      ).status,
    ).toBe(405);
    expect(sent).toEqual([]);
  });

  it('only the page activities and recommendation calls are forwarded: checkoutStep (the server’s own), paths and unknown names are 404', async () => {
    const { sent, deps } = harness();
    for (const path of [
      'activities/checkoutStep',
      'activities/nope',
      'activities/viewPage/extra',
      '../v3/activities/x',
      'recs/bad name',
      'zones/z',
      'recommenders',
    ]) {
      expect((await activityEndpoint(post(path, {}), path, deps(GUEST))).status, path).toBe(404);
    }
    expect(
      (await activityEndpoint(post('activities/viewPage', {}), 'activities/viewPage', deps(GUEST, { enabled: false })))
        .status,
    ).toBe(404);
    expect(sent).toEqual([]);
  });

  it('a flood from one address is cut off (429 with Retry-After); another address is not affected', async () => {
    const { sent, deps } = harness();
    const limiter = new RateLimiterMemory({ points: 2, duration: 60 });
    const call = (address: string) =>
      activityEndpoint(
        post('activities/viewPage', {}),
        'activities/viewPage',
        deps(GUEST, { limiter, clientAddress: address }),
      );
    expect((await call('203.0.113.7')).status).toBe(204);
    expect((await call('203.0.113.7')).status).toBe(204);
    const refused = await call('203.0.113.7');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await call('198.51.100.1')).status).toBe(204);
    expect(sent).toHaveLength(3);
  });
});

describe('recommendations through the endpoint', () => {
  it('a recommender of the site’s list is asked for this shopper; the answer keeps ids, names and http(s) images only', async () => {
    const { sent, deps } = harness((url) =>
      url.includes('/recommenders/')
        ? recommenderList()
        : Response.json({
            recommenderName: 'recently-viewed',
            recoUUID: 'u1',
            recs: [{ id: 'RM1001', product_name: 'Shell', image_url: 'javascript:alert(1)', extra: 'x' }],
          }),
    );
    const response = await activityEndpoint(
      post('recs/recently-viewed', { products: [{ id: 'RM1001' }] }),
      'recs/recently-viewed',
      deps(SIGNED_IN),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      recommenderName: 'recently-viewed',
      recoUUID: 'u1',
      recs: [{ id: 'RM1001', product_name: 'Shell' }],
    });
    expect(sent.map((s) => `${s.method} ${s.url}`)).toEqual([
      'GET https://einstein.test/v3/personalization/recommenders/rdgl-RidgelineUS',
      'POST https://einstein.test/v3/personalization/recs/rdgl-RidgelineUS/recently-viewed',
    ]);
    expect(sent[1]!.body).toEqual({
      products: [{ id: 'RM1001' }],
      realm: 'rdgl',
      instanceType: 'sbx',
      cookieId: 'usid-signed-in',
      userId: 'cust-42',
    });
  });

  it('a recommender the site does not have: logged, empty, and no recommendations call', async () => {
    const { sent, deps, log } = harness(recommenderList);
    const response = await activityEndpoint(
      post('recs/retired-recommender', {}),
      'recs/retired-recommender',
      deps(GUEST),
    );
    expect(await response.json()).toEqual({ recommenderName: 'retired-recommender', recs: [] });
    expect(sent.map((s) => s.url)).toEqual(['https://einstein.test/v3/personalization/recommenders/rdgl-RidgelineUS']);
    expect(log).toHaveBeenCalledWith(expect.objectContaining({ recommender: 'retired-recommender' }));
  });

  it('zones are forwarded; malformed anchors are 400; a failure is logged and 502', async () => {
    const { sent, deps, log } = harness((url) =>
      url.includes('/zones/') ? new Response('down', { status: 500 }) : recommenderList(),
    );
    expect(
      (
        await activityEndpoint(
          post('zones/weather-widget/recs', { products: 'RM1001' }),
          'zones/weather-widget/recs',
          deps(GUEST),
        )
      ).status,
    ).toBe(400);
    expect(sent).toEqual([]);
    const failed = await activityEndpoint(
      post('zones/weather-widget/recs', { categories: [{ id: 'accessories' }] }),
      'zones/weather-widget/recs',
      deps(GUEST),
    );
    expect(failed.status).toBe(502);
    expect(sent[0]!.body).toEqual({
      categories: [{ id: 'accessories' }],
      realm: 'rdgl',
      instanceType: 'sbx',
      cookieId: 'usid-guest',
    });
    expect(log).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Recommendations failed', call: 'weather-widget' }),
    );
  });
});

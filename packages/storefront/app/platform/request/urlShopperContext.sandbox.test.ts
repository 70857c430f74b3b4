import { startSandbox } from '@ridgeline/sandbox';
import { RouterContextProvider } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createShopperAuth, newShopperSession, type ShopperSession } from '@ridgeline/commerce/server';
import { RENDER_CACHE_PAGES } from '../../renderCachePages';
import { ROUTE_MANIFEST } from '../../testing/routeManifest';
import { getCommerceConfig } from '../commerce/commerce.server';
import { encodeSession, SHOPPER_SESSION_COOKIE } from '../commerce/shopperSession.server';
import { clientAddressContext } from './clientAddress.server';
import { createRequestContextMiddleware, requestContextKey } from './context.server';
import { renderCacheKey, routeMatcher } from './renderCacheKey.server';

// The shopper context a page's address asks for, written by the root middleware through the real Shopper Context API
// of an in-process sandbox (docs/behaviour/shell.md#shopper-context-from-the-url).

let sandbox: Awaited<ReturnType<typeof startSandbox>>;
let shopper: ShopperSession;
let victim: ShopperSession;
beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, onProblem: () => {} });
  vi.stubEnv('SANDBOX_PORT', new URL(sandbox.url).port);
  const auth = createShopperAuth({ ...getCommerceConfig(), timeoutMs: 60_000 });
  shopper = await newShopperSession(auth, Date.now());
  victim = await newShopperSession(auth, Date.now());
}, 120_000);
afterAll(async () => {
  vi.unstubAllEnvs();
  await sandbox?.close();
});

const contextOf = (session: ShopperSession) =>
  sandbox.commerce!.shopperContexts.get(`${getCommerceConfig().siteId}:${session.usid}`);

async function visit(path: string, session?: ShopperSession, clientAddress = '203.0.113.9') {
  const request = new Request(`http://shop.test${path}`, {
    headers: session ? { cookie: `${SHOPPER_SESSION_COOKIE}=${encodeSession(session)}` } : {},
  });
  const provider = new RouterContextProvider();
  provider.set(clientAddressContext, clientAddress);
  await createRequestContextMiddleware()(
    { request, context: provider, params: {}, unstable_pattern: '/' } as never,
    async () => new Response('ok'),
  );
  return { request, context: provider.get(requestContextKey)! };
}

describe('shopper context from the URL, against the sandbox', () => {
  it("writes the requester's own context (created, then merged) and the page is not cached", async () => {
    const first = await visit('/t/about?sourceCode=SPRING&countryCode=CA&latitude=51.18&store=banff', shopper);
    expect(contextOf(shopper)).toEqual({
      sourceCode: 'SPRING',
      geoLocation: { countryCode: 'CA', latitude: 51.18 },
      assignmentQualifiers: { store: 'banff' },
      clientIp: '203.0.113.9',
    });
    expect(await first.context.cacheHeaders()).toEqual({ 'Cache-Control': 'no-store' });

    await visit('/t/about?sourceCode=FALL', shopper, 'unknown');
    expect(contextOf(shopper)).toMatchObject({ sourceCode: 'FALL', geoLocation: { countryCode: 'CA' } });

    const site = { routeOf: routeMatcher(ROUTE_MANIFEST), pages: RENDER_CACHE_PAGES };
    expect(renderCacheKey(first.request, site)).toEqual({ cache: false, reason: 'shopper-context' });
    const plain = await visit('/t/about?utm_source=mail', shopper);
    expect(renderCacheKey(plain.request, site)).not.toEqual({ cache: false, reason: 'shopper-context' });
  });

  it("an attacker's link cannot write another shopper's context; without a session nothing is written", async () => {
    const contexts = sandbox.commerce!.shopperContexts;
    const before = contexts.size;
    await visit(`/t/about?usid=${victim.usid}&sourceCode=EVIL`);
    expect(contexts.size).toBe(before);
    expect(contextOf(victim)).toBeUndefined();

    await visit(`/t/about?usid=${victim.usid}&sourceCode=EVIL`, shopper);
    expect(contextOf(victim)).toBeUndefined();
    expect(contextOf(shopper)).toMatchObject({ sourceCode: 'EVIL' });
  });

  it('hostile values are dropped: nothing is asked, and the page stays cacheable', async () => {
    const fresh = await newShopperSession(createShopperAuth(getCommerceConfig()), Date.now());
    const { request, context } = await visit('/t/about?latitude=1e999&sourceCode=%20&__proto__[x]=1', fresh);
    expect(contextOf(fresh)).toBeUndefined();
    expect(await context.cacheHeaders()).not.toEqual({ 'Cache-Control': 'no-store' });
    const site = { routeOf: routeMatcher(ROUTE_MANIFEST), pages: RENDER_CACHE_PAGES };
    expect(renderCacheKey(request, site)).not.toEqual({ cache: false, reason: 'shopper-context' });
  });
});

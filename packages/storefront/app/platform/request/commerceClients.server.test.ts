import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { RouterContextProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { purgeEverywhere } from '@ridgeline/commerce/server';
import { readCommerceConfig } from '../commerce/config.server';
import { DEFAULT_LOCALE, shopLocale, type ShopLocale } from '../urls';
import { appContextOf, getLoadContext, type AppContext } from './appContext.server';
import { APP_FEATURES, createAppContext } from '../../appFeatures.server';
import { createCommerceClientRegistry } from './commerceClients.server';
import { createRequestContext, createRequestContextMiddleware, requestContextOf } from './context.server';

const here = path.dirname(fileURLToPath(import.meta.url));
const storefront = path.resolve(here, '../../..');
const locale = (id: string): ShopLocale => {
  const found = shopLocale(id);
  if (!found) throw new Error(`no shop locale ${id}`);
  return found;
};

/** A registry of this test's own, as `createAppContext` makes one for a server (nothing is shared between tests). */
const newRegistry = () => createCommerceClientRegistry(readCommerceConfig(), { features: APP_FEATURES.clients });

describe("createCommerceClientRegistry: one app's commerce clients", () => {
  it('gives the same clients for the same locale, every member made once', () => {
    const registry = newRegistry();
    const first = registry.forLocale(locale('en-US'));
    expect(registry.forLocale(locale('en-US'))).toBe(first);
    // an alias of the same locale is the same locale id
    expect(registry.forLocale(locale('en-us'))).toBe(first);
    expect(first.shop).toBe(first.shop);
    expect(first.commerce).toBe(registry.forLocale(locale('en-US')).commerce);
    expect(first.products).toBe(first.products);
    expect(first.list).toBe(first.list);
    expect(first.stores).toBe(first.stores);
  });

  it('gives distinct clients for en-US and fr-CA, each in its own locale and currency', () => {
    const registry = newRegistry();
    const us = registry.forLocale(locale('en-US'));
    const fr = registry.forLocale(locale('fr-CA'));
    expect(fr).not.toBe(us);
    expect(fr.commerce).not.toBe(us.commerce);
    expect(fr.products).not.toBe(us.products);
    expect(fr.shop.deps).not.toBe(us.shop.deps);
    expect([us.config.locale, us.config.currency]).toEqual(['en-US', 'USD']);
    expect([fr.config.locale, fr.config.currency]).toEqual(['fr-CA', 'CAD']);
    expect(us.shop).toMatchObject({ locale: 'en-US', deps: { currency: 'USD' } });
    expect(fr.shop).toMatchObject({ locale: 'fr-CA', deps: { currency: 'CAD' } });
    // add to bag uses the bag's own clients, so a new basket is in the locale's currency
    expect(fr.addToBag).toMatchObject({ currency: 'CAD', auth: fr.shop.deps.auth, baskets: fr.shop.deps.baskets });
  });

  it('shares the locale-free clients (account, recovery, wish list, quick search, guest session) across locales', () => {
    const registry = newRegistry();
    const us = registry.forLocale(locale('en-US'));
    const fr = registry.forLocale(locale('fr-CA'));
    expect(fr.account).toBe(us.account);
    expect(fr.recovery).toBe(us.recovery);
    expect(fr.wishlist).toBe(us.wishlist);
    expect(fr.quickSearch).toBe(us.quickSearch);
    expect(fr.guestTokens).toBe(us.guestTokens);
    expect(fr.guestTokens).toBe(registry.guestTokens);
    expect(fr.profile.auth).toBe(us.account.auth);
    expect(registry.einstein).toBe(registry.einstein);
  });

  it("hands the shop's tile switches to its commerce service (the CMS carousels and recommendations read them)", () => {
    expect(newRegistry().forLocale(DEFAULT_LOCALE).commerce.tileDisplay).toEqual({ dynamicSaleBadge: true });
    vi.stubEnv('ENABLE_DYNAMIC_SALE_BADGE', 'off');
    expect(newRegistry().forLocale(DEFAULT_LOCALE).commerce.tileDisplay).toEqual({ dynamicSaleBadge: false });
    vi.unstubAllEnvs();
  });

  it('makes a client only when it is read', () => {
    const clients = newRegistry().forLocale(locale('en-CA'));
    const unread = (name: string) => typeof Object.getOwnPropertyDescriptor(clients, name)?.get === 'function';
    expect(unread('products')).toBe(true);
    expect(unread('shop')).toBe(true);
    void clients.products;
    expect(unread('products')).toBe(false);
    expect(unread('shop')).toBe(true);
  });

  it('two registries (two apps, two tests) share no client and no guest session', () => {
    const one = newRegistry();
    const two = newRegistry();
    expect(two.guestTokens).not.toBe(one.guestTokens);
    expect(two.forLocale(locale('en-US'))).not.toBe(one.forLocale(locale('en-US')));
    expect(two.forLocale(locale('en-US')).account).not.toBe(one.forLocale(locale('en-US')).account);
    expect(two.einstein).not.toBe(one.einstein);
  });

  it('takes the guest session it is given (one login shared by every public reader of the app)', () => {
    const guestTokens = { get: async () => 'token', invalidate: () => {} };
    const registry = createCommerceClientRegistry(readCommerceConfig(), {
      features: APP_FEATURES.clients,
      guestTokens,
    });
    expect(registry.guestTokens).toBe(guestTokens);
    expect(registry.forLocale(locale('fr-CA')).guestTokens).toBe(guestTokens);
  });
});

describe('the app context reaches every request through the load context', () => {
  it("the request context's commerce is the app context's registry for the request's locale", () => {
    const app = createAppContext();
    const fr = createRequestContext(new Request('http://shop.test/fr-ca/cart'), { app });
    expect(fr.locale.id).toBe('fr-CA');
    expect(fr.commerce).toBe(app.commerce.forLocale(locale('fr-CA')));
    expect(createRequestContext(new Request('http://shop.test/cart'), { app }).commerce).toBe(
      app.commerce.forLocale(locale('en-US')),
    );
  });

  it("getLoadContext carries server.mjs's one app context to every request: requests share its clients", () => {
    const app = createAppContext();
    const first = getLoadContext(undefined, app);
    const second = getLoadContext(undefined, app);
    expect(appContextOf(first)).toBe(app);
    const request = new Request('http://shop.test/fr-ca/cart');
    expect(requestContextOf({ request, context: first }).commerce).toBe(
      requestContextOf({ request, context: second }).commerce,
    );
    expect(requestContextOf({ request, context: first }).commerce).toBe(app.commerce.forLocale(locale('fr-CA')));
  });

  it('two app contexts share no memory: their checkout steps and coupon syncs are their own', () => {
    const one = createAppContext();
    const two = createAppContext();
    expect(two.commerce).not.toBe(one.commerce);
    expect(two.checkoutSteps).not.toBe(one.checkoutSteps);
    expect(two.syncCoupons).not.toBe(one.syncCoupons);
  });

  it('getLoadContext refuses to run without the app context (a server.mjs that forgot it fails loudly)', () => {
    expect(() => getLoadContext(undefined, undefined as never)).toThrow(/createAppContext/);
  });

  it('a loader without an app context fails naming what to pass (no silent app of its own per request)', () => {
    expect(() => appContextOf(new RouterContextProvider())).toThrow(/createAppContext\(APP_FEATURES\)/);
    expect(() => appContextOf({} as never)).toThrow(/No app context/);
    // a request context made without one reads no client until asked, then says the same
    expect(() => createRequestContext(new Request('http://shop.test/cart')).commerce).toThrow(/No app context/);
  });

  it("the dev server's requests (no load-context hook) get one from the root's middleware; server.mjs's is kept", async () => {
    const made: AppContext[] = [];
    const middleware = createRequestContextMiddleware({
      createAppContext: () => {
        const app = createAppContext();
        made.push(app);
        return app;
      },
    });
    const run = async (context: RouterContextProvider) => {
      const request = new Request('http://shop.test/cart');
      await middleware(
        { request, context, params: {}, unstable_pattern: '/' } as never,
        async () => new Response('ok'),
      );
      return requestContextOf({ request, context }).commerce;
    };
    const bare = new RouterContextProvider();
    expect(await run(bare)).toBe(made[0]!.commerce.forLocale(locale('en-US')));
    const server = createAppContext();
    expect(await run(getLoadContext(undefined, server))).toBe(server.commerce.forLocale(locale('en-US')));
    expect(made).toHaveLength(1);
  });

  it('the registry takes every client a feature declared from the factories handed to it, per locale or per app', () => {
    const registry = newRegistry();
    const us = registry.forLocale(locale('en-US'));
    const fr = registry.forLocale(locale('fr-CA'));
    // per locale: the bag speaks the locale's currency; per app: one account client set for every locale
    expect(fr.shop).not.toBe(us.shop);
    expect(fr.shop.locale).not.toBe(us.shop.locale);
    expect(fr.account).toBe(us.account);
    expect(fr.profile.auth).toBe(us.account.auth);
    expect(Object.keys(APP_FEATURES.clients).every((name) => name in us)).toBe(true);
  });
});

describe("the app context's content clients", () => {
  it('are one per locale for the life of the app, never shared with another app, and a publish purges them', async () => {
    const app = createAppContext();
    const other = createAppContext();
    const us = app.content.forLocale('en-US');
    expect(app.content.forLocale('en-US')).toBe(us);
    expect(app.content.forLocale('fr-CA')).not.toBe(us);
    expect(other.content.forLocale('en-US')).not.toBe(us);
    const purged = vi.spyOn(us, 'purge');
    const outcome = await purgeEverywhere(['content:item-1'], undefined);
    expect(purged).toHaveBeenCalledWith(['content:item-1']);
    expect(outcome.cdn).toBe('off');
  });
});

describe('no module keeps commerce clients of its own', () => {
  function sources(dir: string): string[] {
    return readdirSync(dir).flatMap((name) => {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) return sources(file);
      return /\.(ts|tsx|mts|mjs|js)$/.test(name) && !/\.test\.(ts|tsx)$/.test(name) ? [file] : [];
    });
  }
  const files = () =>
    sources(path.join(storefront, 'app')).map((file) => path.relative(storefront, file).split(path.sep).join('/'));

  // a cache key made of a commerce configuration: `JSON.stringify(config)`, `JSON.stringify({ ...config, … })`
  const CONFIG_KEY = /JSON\.stringify\(\s*(?:\{\s*\.\.\.\s*)?\w*(?:config|Config)\w*\s*[,)}]/;
  // a module-level holder of a commerce client set (`let cached: { key: string; deps: AccountDeps }`, `new Map<…, ProductClient>`)
  const CLIENT_CACHE =
    /^(?:let|const|var)\s+\w+\s*(?::[^=\n]*|=\s*new Map<[^\n]*)\b(?:AccountDeps|ShopDeps|AddToBagDeps|ProfileDeps|RecoveryDeps|WishlistDeps|CommerceService|ProductClient|CategoryTreeSource|UrlMappingLookup|ListServices|QuickSearch|StoreSearchService|CommerceClients|GuestTokenSource|EinsteinClient|ContentClient|RidgelineContentClient)\b/m;

  it('the patterns find the caches this registry replaced', () => {
    expect(CONFIG_KEY.test('  const key = JSON.stringify(config);')).toBe(true);
    expect(CONFIG_KEY.test('  const key = JSON.stringify(pageConfig);')).toBe(true);
    expect(CONFIG_KEY.test('  const key = JSON.stringify({ ...config, locale: undefined });')).toBe(true);
    expect(CONFIG_KEY.test('  const key = `stores:${JSON.stringify(where)}`;')).toBe(false);
    expect(CLIENT_CACHE.test('let cached: { key: string; deps: AccountDeps } | undefined;')).toBe(true);
    expect(CLIENT_CACHE.test('const shared = new Map<string, ProductClient>();')).toBe(true);
    expect(CLIENT_CACHE.test('const deps = new Map<string, { key: string; deps: AddToBagDeps }>();')).toBe(true);
    expect(CLIENT_CACHE.test('let shared: { key: string; search: QuickSearch } | undefined;')).toBe(true);
    expect(CLIENT_CACHE.test('const clients = new Map<string, ContentClient>();')).toBe(true);
    expect(CLIENT_CACHE.test('  const found = new Map<string, CommerceProduct>();')).toBe(false);
  });

  it('no module outside the registry keys a cache by a commerce configuration', () => {
    const offenders = files().filter((file) => CONFIG_KEY.test(readFileSync(path.join(storefront, file), 'utf8')));
    expect(offenders).toEqual([]);
  });

  // any module-level `let` whose name or type says client (a service client made on first use and kept)
  const CLIENT_HOLDER = /^(?:export\s+)?let\s+\w+[^\n]*\b\w*[Cc]lients?\b/m;

  it('no module outside the registry holds commerce clients at module level', () => {
    expect(CLIENT_HOLDER.test('let shared: { client: ReturnType<typeof createReviewsClient> } | undefined;')).toBe(
      true,
    );
    expect(CLIENT_HOLDER.test('  let client = makeClient();')).toBe(false);
    const offenders = files().filter((file) => {
      const source = readFileSync(path.join(storefront, file), 'utf8');
      return CLIENT_CACHE.test(source) || CLIENT_HOLDER.test(source);
    });
    expect(offenders).toEqual([]);
  });

  /**
   * Module-level mutable state where clients are made and handed out: a `let`, or a `Map` / `Set` made at module level,
   * in @ridgeline/commerce's server clients and the storefront's request layer. Whatever an app keeps lives in its
   * app context (`createAppContext`); a module keeps nothing that two apps could share. The few holders listed below
   * are not clients: each says why it may stay.
   */
  // (an empty `new Map()` / `new Set()` is a holder filled later; one made from a literal list is a constant table)
  const MODULE_STATE =
    /^(?:export\s+)?(?:let\s+\w+|(?:const|var)\s+\w+(?:\s*:[^=\n]*)?\s*=\s*new\s+(?:Map|Set)\b[^;\n(]*\(\s*\))/gm;
  const ALLOWED_MODULE_STATE: Record<string, string> = {
    // the log sink the storefront installs once (installCommerceLogSink): where lines go, not a client
    'commerce/src/server/log.server.ts': 'let sink',
    // the words of the blocks' parts, formatted once per locale: a pure function's memo, not a client
    'storefront/app/platform/content.server.ts': 'const blockLabelsByLocale',
    // the session keys read from SESSION_SECRET (the groups cookie's seal): configuration, not a client
    'storefront/app/platform/request/shopperGroups.server.ts': 'let keys',
  };
  const packages = path.resolve(storefront, '..');
  const stateFiles = () =>
    [path.join(packages, 'commerce/src/server'), path.join(storefront, 'app/platform/request')]
      .flatMap((dir) => sources(dir))
      .concat(path.join(storefront, 'app/platform/content.server.ts'))
      .map((file) => path.relative(packages, file).split(path.sep).join('/'));

  it('the module-state pattern finds a module-level let or empty Map or Set, not inside a function, not a constant table', () => {
    const found = (source: string) => source.match(MODULE_STATE) ?? [];
    expect(found('let processClients: ProcessClients | undefined;')).toHaveLength(1);
    expect(found('const byLocale = new Map<string, CommerceClients>();')).toHaveLength(1);
    expect(found('const sharedSources = new Map<string, GuestTokenSource>();')).toHaveLength(1);
    expect(found('export let client: EinsteinClient | undefined;')).toHaveLength(1);
    expect(found('const seen: Set<string> = new Set();')).toHaveLength(1);
    expect(found('  const byLocale = new Map<string, CommerceClients>();')).toHaveLength(0);
    expect(found('const storedGroups = new WeakMap<Request, string[]>();')).toHaveLength(0);
    expect(found('const REDIRECT_STATUSES = new Set([301, 302, 307, 308]);')).toHaveLength(0);
  });

  it('no module of commerce/server or the request layer keeps mutable state at module level (the app context does)', () => {
    const offenders = stateFiles().flatMap((file) =>
      (readFileSync(path.join(packages, file), 'utf8').match(MODULE_STATE) ?? [])
        .filter((line) => !line.startsWith(ALLOWED_MODULE_STATE[file] ?? '\0'))
        .map((line) => `${file}: ${line}`),
    );
    expect(offenders).toEqual([]);
  });
});

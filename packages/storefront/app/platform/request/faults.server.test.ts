import { startSandbox } from '@ridgeline/sandbox';
import { DEMO_STAGING_ENVIRONMENTS } from '@ridgeline/sandbox/environments';
import { SCHEMAS } from '@ridgeline/blocks';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { COMMERCE_PATHS, startFaultProxy, UPSTREAM_PATHS, type Fault, type FaultProxy } from '../../testing/faultProxy';
import { BLOCK_DATA_PATH } from '../blockData';
import { blockDataResponse } from './blockData.server';
import { DEGRADED_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from '../content.server';
import { CATEGORY_LANDING_PAGE_SCHEMA, CONTENT_PAGE_SCHEMA, HOME_PAGE_SCHEMA, type PageData } from '../page.server';
import { loadPageByKey } from './page.server';
import type { AppContext } from './appContext.server';
import { createAppContext } from '../../appFeatures.server';
import { createRequestContext } from './context.server';

/**
 * Fault tests: the storefront's page loaders and block-data endpoint, in process, against the sandbox behind a
 * controllable proxy (delay, stall, reset, 5xx, malformed JSON, truncation), for content and for commerce. Every page
 * must answer (a page from the cache, a page without the failed block's data, or the error page) and recover once the
 * upstream does. No assertion here reads the clock: a stalled upstream answers only because a deadline fired, so a
 * broken deadline hangs the test into its timeout (the hang guard, far above the budget). How long each deadline is
 * is tested with fake timers where it is set (renderer `prepare/loaderBudget.test.ts`, the commerce and content
 * clients' timeout tests), not here, where two busy cores would make any bound a coin toss.
 */
// The render budget (and so the cap of every upstream timeout) of this app: short, as stalled upstreams wait it out.
const BUDGET_MS = 2_000;
/** How long a recovery may take to show (loads in flight land, caches fill): a hang guard, not a speed. */
const RECOVERY_MS = 15_000;
/** The longest a test may run: every wait above, with room on a loaded machine. */
const HANG_GUARD_MS = 60_000;
const CAROUSEL_ID = '6f0d7e2a-5b1c-4c8e-9a3f-1d2e3f4a5b60';

const PAGES = [
  { key: 'home', schema: HOME_PAGE_SCHEMA, url: 'http://shop.test/' },
  { key: 'page/about', schema: CONTENT_PAGE_SCHEMA, url: 'http://shop.test/t/about' },
  { key: 'category/mens-jackets', schema: CATEGORY_LANDING_PAGE_SCHEMA, url: 'http://shop.test/c/mens-jackets' },
] as const;

const FAULTS: readonly Fault[] = [
  { kind: 'delay', ms: 2 * BUDGET_MS + 500 },
  { kind: 'stall' },
  { kind: 'reset' },
  { kind: 'status', code: 503 },
  { kind: 'bad-json' },
  { kind: 'truncate', then: 'hang' },
  { kind: 'truncate', then: 'close' },
];
const describeFault = (fault: Fault) => JSON.stringify(fault);

interface Answer {
  key: string;
  page?: PageData;
  cacheControl?: string | null;
  error?: unknown;
}

/**
 * The test's one app context, as server.mjs makes one when it starts: every request below shares its commerce clients
 * and their caches (made once the environment points at the proxy).
 */
let app: AppContext;

/** Each page's loader, all at once, as concurrent visitors would ask. */
async function loadPages(): Promise<Answer[]> {
  return Promise.all(
    PAGES.map(async ({ key, schema, url }) => {
      try {
        const request = new Request(url);
        const result = (await loadPageByKey(
          key,
          schema,
          request,
          createRequestContext(request, { app }),
        )) as unknown as {
          data: PageData;
          init: { headers: Record<string, string> };
        };
        return {
          key,
          page: result.data,
          cacheControl: result.init.headers['Cache-Control'],
        };
      } catch (error) {
        return { key, error };
      }
    }),
  );
}

const CAROUSEL_SCHEMAS = new Set<string>([SCHEMAS.productCategoryCarousel, SCHEMAS.productRecommendationsCarousel]);

/** The product carousels of a prepared page: how many products each got (0 when it has no data or failed). */
function carouselProducts(content: unknown): number[] {
  const found: number[] = [];
  const visit = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (typeof value !== 'object' || value === null) return;
    const item = value as {
      _meta?: { schema?: string };
      __ridgeline?: { status: string; data?: { products?: unknown[] } };
    };
    if (item._meta?.schema && CAROUSEL_SCHEMAS.has(item._meta.schema))
      found.push(item.__ridgeline?.data?.products?.length ?? 0);
    for (const [key, child] of Object.entries(value)) if (key !== '__ridgeline' && key !== '_meta') visit(child);
  };
  visit(content);
  return found;
}

const withProducts = (answers: Answer[]) =>
  answers.flatMap((answer) => carouselProducts(answer.page?.content)).filter((count) => count > 0).length;

describe('fault tests: pages and block data against a faulty upstream (proxy in front of the sandbox)', () => {
  let sandbox: Awaited<ReturnType<typeof startSandbox>>;
  let proxy: FaultProxy;
  let carouselsOnPages = 0;
  /** The clock of the caches (content, commerce) runs this far ahead: expiry without waiting. */
  let clockOffset = 0;
  const realNow = Date.now.bind(Date);
  const advance = (ms: number) => (clockOffset += ms);

  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0, onProblem: () => {} });
    proxy = await startFaultProxy(sandbox.url);
    // Read on first use by the storefront's configuration: content, commerce, Einstein all go through the proxy.
    vi.stubEnv('SANDBOX_PORT', String(proxy.port));
    vi.stubEnv('RENDER_BUDGET_MS', String(BUDGET_MS));
    app = createAppContext();
    const healthy = await loadPages();
    carouselsOnPages = healthy.flatMap((answer) => carouselProducts(answer.page?.content)).length;
  });
  afterAll(async () => {
    await proxy?.close();
    await sandbox?.close();
  });
  beforeEach(() => {
    proxy.set();
    vi.spyOn(Date, 'now').mockImplementation(() => realNow() + clockOffset);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('healthy: every page answers with every carousel filled, cacheable', { timeout: HANG_GUARD_MS }, async () => {
    expect(carouselsOnPages).toBeGreaterThanOrEqual(4);
    // A first load on a busy machine may have sent a page without a carousel's data (kept a minute, degraded): the
    // healthy state is reached once the loads in flight land, as the recovery checks below wait for it too.
    await vi.waitFor(
      async () => {
        const answers = await loadPages();
        expect(answers.map((answer) => answer.error)).toEqual([undefined, undefined, undefined]);
        expect(withProducts(answers)).toBe(carouselsOnPages);
        expect(answers.map((answer) => answer.cacheControl)).toEqual(PAGES.map(() => PUBLIC_CACHE_CONTROL));
      },
      { timeout: RECOVERY_MS, interval: 100 },
    );
  });

  describe.each(FAULTS.map((fault) => [describeFault(fault), fault] as const))('content API: %s', (_, fault) => {
    it(
      'pages cached before: served from the cache (stale-if-error / stale-if-slow)',
      { timeout: HANG_GUARD_MS },
      async () => {
        expect((await loadPages()).every((answer) => answer.page)).toBe(true); // cached now
        advance(11 * 60_000); // past 5 min fresh + 5 min stale: a request must ask Content Delivery
        proxy.set({ paths: UPSTREAM_PATHS.content, fault });
        const answers = await loadPages();
        for (const answer of answers) {
          expect(answer.error, answer.key).toBeUndefined();
          expect(answer.page!.content._meta.deliveryKey, answer.key).toBe(answer.key);
        }
      },
    );

    it(
      'pages never cached: the error page (a ContentDeliveryError); back once the API is',
      { timeout: HANG_GUARD_MS },
      async () => {
        advance(2 * 24 * 3_600_000); // past stale-if-error too: nothing to serve
        proxy.set({ paths: UPSTREAM_PATHS.content, fault });
        for (const answer of await loadPages()) {
          expect(answer.error, answer.key).toMatchObject({ name: 'ContentDeliveryError' });
        }
        proxy.set();
        await vi.waitFor(async () => expect((await loadPages()).every((answer) => answer.page)).toBe(true), {
          timeout: RECOVERY_MS,
          interval: 100,
        });
      },
    );
  });

  describe.each(FAULTS.map((fault) => [describeFault(fault), fault] as const))('commerce API: %s', (_, fault) => {
    it(
      'nothing cached: every page answers at the budget without product data, cached briefly; then recovers',
      { timeout: HANG_GUARD_MS },
      async () => {
        advance(2 * 24 * 3_600_000); // every cache entry gone
        proxy.set({ paths: COMMERCE_PATHS, fault });
        const answers = await loadPages();
        for (const answer of answers) {
          expect(answer.error, answer.key).toBeUndefined();
          expect(answer.cacheControl, answer.key).toBe(
            answer.key === 'page/about' ? PUBLIC_CACHE_CONTROL : DEGRADED_CACHE_CONTROL,
          );
        }
        expect(withProducts(answers)).toBe(0);
        // Back: the next requests get products — no request stays joined to a load that hung.
        proxy.set();
        await vi.waitFor(async () => expect(withProducts(await loadPages())).toBe(carouselsOnPages), {
          timeout: RECOVERY_MS,
          interval: 100,
        });
      },
    );

    it(
      'data cached before: the old products are served (stale-if-error / stale-if-slow)',
      { timeout: HANG_GUARD_MS },
      async () => {
        await vi.waitFor(async () => expect(withProducts(await loadPages())).toBe(carouselsOnPages), {
          timeout: RECOVERY_MS,
          interval: 100,
        });
        advance(31 * 60_000); // past 900 s fresh + 900 s stale (content expired too, and healthy)
        proxy.set({ paths: COMMERCE_PATHS, fault });
        const answers = await loadPages();
        for (const answer of answers) {
          expect(answer.error, answer.key).toBeUndefined();
        }
        expect(withProducts(answers)).toBe(carouselsOnPages);
      },
    );

    it(
      "block data: the carousel's loader outlasting the budget or failing is a 504/502, never cached",
      { timeout: HANG_GUARD_MS },
      async () => {
        advance(2 * 24 * 3_600_000);
        proxy.set({ paths: COMMERCE_PATHS, fault });
        const request = new Request(`http://shop.test${BLOCK_DATA_PATH}?id=${CAROUSEL_ID}`);
        const response = await blockDataResponse(request, createRequestContext(request, { app }));
        expect([502, 504]).toContain(response.status);
        expect(response.headers.get('cache-control')).toBe('no-store');
      },
    );
  });

  describe.each([
    [
      'virtual-staging API (time machine)',
      UPSTREAM_PATHS.staging.filter((path) => path.startsWith('/virtual-staging')),
    ],
    ['staging content (VSE)', UPSTREAM_PATHS.staging.filter((path) => path.startsWith('/vse'))],
  ] as const)('preview: a stalled %s', (_, paths) => {
    it(
      'a preview page fails at the budget (never cached), and works once it is back',
      { timeout: HANG_GUARD_MS },
      async () => {
        const vse = DEMO_STAGING_ENVIRONMENTS[0]!.vse;
        const preview = () => {
          const request = new Request('http://shop.test/', {
            headers: { cookie: `vse=${vse}; vse-timestamp=1805875200000` },
          });
          return loadPageByKey('home', HOME_PAGE_SCHEMA, request, createRequestContext(request, { app }));
        };
        proxy.set({ paths, fault: { kind: 'stall' } });
        await expect(preview()).rejects.toThrow();
        proxy.set();
        await expect(preview()).resolves.toMatchObject({ data: { context: { mode: 'preview' } } });
      },
    );
  });
});

import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { createCommerce, type CommerceOptions, type CommerceService } from './commerce/index.js';
import { createContentApi } from './content-api.js';
import { createMediaService, type MediaService } from './media.js';
import { defaultContentDir, defaultMediaDir, defaultStagingDir } from './paths.js';
import { createStaging, type StagingOptions, type StagingService } from './staging/staging.js';
import { loadContent, type ContentStore, type StoreProblem } from './store.js';
import {
  createCdnStandIn,
  sendPublishedWebhook,
  watchContent,
  type ContentWatcher,
  type RecordedPurge,
} from './publishing.js';
import { createNewsletter } from './newsletter.js';
import { createDecisionEngine, type DecisionEngine } from './decision-engine.js';
import { createSmsWidget } from './smsWidget.js';
import { createConsentStandIn } from './consent.js';
import { IN_MEMORY } from './db/index.js';

/** Path prefixes of the Commerce API families: an unknown route under them answers in SCAPI's error shape. */
const SCAPI_PREFIXES = [
  '/checkout/',
  '/customer/',
  '/product/',
  '/search/',
  '/shopper/',
  '/site/',
  '/configuration/',
  '/custom/',
  '/pricing/',
  '/experience/',
  '/store/',
  '/inventory/',
];

/**
 * Paths that send no CORS headers, so no web page of another origin can read them (a browser still lets same-machine
 * tools and tests that fetch them server-side through): the mail outbox holds working sign-in and reset links, the
 * sessions list a customer's session ids.
 */
const PRIVATE_PATHS = new Set(['/__sandbox/outbox', '/__sandbox/sessions']);

export interface SandboxOptions {
  /** port to listen on; 0 picks a free one (default 4010) */
  port?: number;
  /** host to bind (default 127.0.0.1; use 0.0.0.0 to expose it) */
  hostname?: string;
  /** content folder or folders; later folders override earlier ones by deliveryId (default: the demo content) */
  contentDir?: string | readonly string[];
  /** hub name reported by the index page (default `ridgeline`) */
  hubName?: string;
  /** source image folders (default: the demo images) */
  mediaDir?: string | readonly string[];
  /** Dynamic Media endpoint names (default `['ridgeline']`) */
  mediaEndpoints?: readonly string[];
  /** where load problems (broken or duplicate files) are reported; default writes them to stderr */
  onProblem?: (problem: StoreProblem) => void;
  /**
   * Commerce API stand-in (SLAS, Shopper Products, Search, Baskets, Orders, Customers, …, Einstein): overrides
   * of the demo configuration, `catalogDir` and `dataDir` (where baskets and orders are kept; a folder is opened
   * before the server listens); `false` turns it off.
   */
  commerce?: CommerceOptions | false;
  /**
   * Virtual staging (VSE domains with drafts and scheduled editions, and the time-machine domain API):
   * the staging folder, the VSEs to answer for, a clock; `false` turns it off.
   */
  staging?: StagingOptions | false;
  /** the decision engine's clock (default: the real one) */
  decisions?: { now?: () => Date };
  /**
   * Watch mode: the content folders are reloaded when a file changes, and each changed item is announced to
   * `webhookUrl` with Amplience's signed publish webhook (signed with `webhookSecret`). Off by default.
   */
  watch?: { webhookUrl?: string; webhookSecret?: string; debounceMs?: number };
}

export interface Sandbox {
  /** base URL, e.g. http://localhost:4010 — the SDK's `baseUrl` and the media host */
  url: string;
  port: number;
  store: ContentStore;
  /** the Commerce API stand-in (undefined when turned off) */
  commerce?: CommerceService;
  /** virtual staging (undefined when turned off) */
  staging?: StagingService;
  /** the personalisation decision engine (its rules from each content folder's `_decision-engine/`) */
  decisions: DecisionEngine;
  /** the Hono app the server runs (`app.request(...)` answers in-process, without a socket) */
  app: Hono;
  /** what the CDN purge stand-ins were asked to purge (`GET /cdn/purges`) */
  purges: RecordedPurge[];
  close(): Promise<void>;
}

const toList = (v: string | readonly string[] | undefined, fallback: string): string[] =>
  v === undefined ? [fallback] : typeof v === 'string' ? [v] : v.length ? [...v] : [fallback];

export function reportProblem(problem: StoreProblem): void {
  process.stderr.write(`[sandbox] skipped/overrode ${problem.file}: ${problem.message}\n`);
}

/** Builds the Hono app (Content Delivery 2 + Dynamic Media) without listening. */
export function createSandboxApp(options: Omit<SandboxOptions, 'port' | 'hostname'> = {}): {
  app: Hono;
  store: ContentStore;
  media: MediaService;
  commerce?: CommerceService;
  staging?: StagingService;
  decisions: DecisionEngine;
  purges: RecordedPurge[];
  /** loads the content folders again (watch mode); the app serves the new load from then on */
  reloadContent(): { before: ContentStore; after: ContentStore };
  contentDirs: string[];
} {
  const contentDirs = toList(options.contentDir, defaultContentDir);
  let store = loadContent(contentDirs);
  const report = options.onProblem ?? reportProblem;
  store.problems.forEach(report);
  const hubName = options.hubName ?? 'ridgeline';
  const newsletter = createNewsletter();
  // the commerce platform's Newsletter Subscribers group reads the same list the subscriptions API keeps
  const commerce =
    options.commerce === false
      ? undefined
      : createCommerce({
          newsletterSubscribed: (email) => newsletter.subscribers.has(email.toLowerCase()),
          ...options.commerce,
        });
  const media = createMediaService({
    mediaDirs: toList(options.mediaDir, defaultMediaDir),
    endpoints: options.mediaEndpoints ?? ['ridgeline'],
    ...(commerce ? { virtualSource: (name: string) => commerce.catalog.renderArt(name) } : {}),
  });

  const staging =
    options.staging === false
      ? undefined
      : createStaging(contentDirs, media.app, { ...options.staging, dir: options.staging?.dir ?? defaultStagingDir });
  staging?.problems.forEach(report);
  const decisions = createDecisionEngine({
    contentDirs,
    onProblem: report,
    ...(options.decisions?.now ? { now: options.decisions.now } : {}),
  });

  const app = new Hono();
  const anyOrigin = cors({
    origin: '*',
    allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowHeaders: ['Content-Type', 'Accept', 'X-API-Key', 'Authorization', 'x-cq-client-id'],
    exposeHeaders: ['Content-Length', 'Content-Type', 'ETag', 'Vary'],
    maxAge: 86400,
  });
  app.use('*', (c, next) => (PRIVATE_PATHS.has(c.req.path) ? next() : anyOrigin(c, next)));
  if (staging) {
    // a request whose Host is a VSE domain gets the staging API (or a 404), never public content
    app.use('*', async (c, next) => {
      const host = c.req.header('host');
      if (staging.isStagingHost(host)) return staging.serve(c.req.raw, host!, new URL(c.req.url).pathname);
      await next();
    });
  }
  app.get('/', (c) =>
    c.json({
      name: '@ridgeline/sandbox',
      hubName,
      contentDirs,
      items: store.items.length,
      deliveryKeys: store.items.flatMap((i) => (i.body._meta.deliveryKey ? [i.body._meta.deliveryKey] : [])),
      problems: store.problems,
      media: { endpoints: options.mediaEndpoints ?? ['ridgeline'], images: media.names() },
      endpoints: [
        'GET /content/id/{id}',
        'GET /content/key/{key}',
        'POST /content/fetch',
        'POST /newsletter/subscribe',
        'PATCH /newsletter/subscribe',
        'GET /sms-widget/ (the SMS sign-up widget stand-in: widget.js, POST signups)',
        'GET /consent/client-ip, GET /consent/set-consent-cookie (the consent calls)',
        'POST /content/filter',
        'GET /content/hierarchies/descendants/id/{id}',
        'GET /content/hierarchies/descendants/key/{key}',
        'GET /i/{endpoint}/{name}?w=&h=&qlt=&fmt=&sm=aspect&aspect=W:H',
        'POST /api/engine/v1/decide/{retailerShortname}',
        'GET /__sandbox/decisions?monetateId=&deviceId=',
        ...(staging
          ? [
              'GET /virtual-staging/environments',
              'GET /virtual-staging/domain/{vse}?timestamp=&snapshotId=',
              '* /vse/{vseDomain}/content/... and /vse/{vseDomain}/i/... (or Host: {vseDomain})',
            ]
          : []),
        ...(commerce
          ? [
              'GET /shopper/auth/v1/organizations/{org}/oauth2/authorize',
              'POST /shopper/auth/v1/organizations/{org}/oauth2/token',
              'GET /shopper/auth/v1/organizations/{org}/oauth2/logout',
              'POST /shopper/auth/v1/organizations/{org}/oauth2/passwordless/login',
              'POST /shopper/auth/v1/organizations/{org}/oauth2/passwordless/token',
              'POST /shopper/auth/v1/organizations/{org}/oauth2/password/reset',
              'POST /shopper/auth/v1/organizations/{org}/oauth2/password/action',
              'GET /shopper/auth/v1/organizations/{org}/oauth2/authorize?hint=apple|google → GET|POST /__sandbox/idp/{provider}',
              'POST /on/demandware.store/Sites-{site}-Site/{locale}/Account-PasswordResetDialogForm?mobile=true',
              'GET /__sandbox/outbox?to={email}',
              'GET /product/shopper-products/v1/organizations/{org}/products?ids=',
              'GET /product/shopper-products/v1/organizations/{org}/products/{id}',
              'GET /product/shopper-products/v1/organizations/{org}/categories?ids=',
              'GET /product/shopper-products/v1/organizations/{org}/categories/{id}',
              'GET /search/shopper-search/v1/organizations/{org}/product-search',
              'GET /search/shopper-search/v1/organizations/{org}/search-suggestions',
              'GET /v3/personalization/recommenders/{siteId}',
              'POST /v3/personalization/recs/{siteId}/{recommender}',
              'POST /v3/personalization/{siteId}/zones/{zone}/recs',
              'POST /v3/activities/{siteId}/{activity}',
              'GET|POST /on/demandware.store/Sites-{site}-Site/{locale}/__Analytics-Start',
              'GET /__sandbox/activities?activity=&cookieId=&userId=&limit=',
              'GET /__sandbox/sessions?login=',
              'PUT|PATCH|GET|DELETE /shopper/shopper-context/v1/organizations/{org}/shopper-context/{usid}?siteId=',
              'GET /custom/customer-groups/v1/organizations/{org}/groups?siteId=',
              'GET /custom/customer-groups/v1/organizations/{org}/folders/root?siteId=&levels=0',
              'POST /checkout/shopper-baskets/{v1|v2}/organizations/{org}/baskets',
              'GET|PATCH|DELETE /checkout/shopper-baskets/{v1|v2}/organizations/{org}/baskets/{basketId}',
              'POST|PATCH /checkout/shopper-baskets/{v1|v2}/organizations/{org}/baskets/{basketId}/items',
              'PATCH|DELETE /checkout/shopper-baskets/{v1|v2}/organizations/{org}/baskets/{basketId}/items/{itemId}',
              'PUT /checkout/shopper-baskets/{v1|v2}/organizations/{org}/baskets/{basketId}/customer',
              'PUT /checkout/shopper-baskets/{v1|v2}/organizations/{org}/baskets/{basketId}/billing-address',
              'PATCH /checkout/shopper-baskets/{v1|v2}/organizations/{org}/baskets/{basketId}/shipments/me',
              'PUT /checkout/shopper-baskets/{v1|v2}/organizations/{org}/baskets/{basketId}/shipments/me/shipping-address',
              'PUT /checkout/shopper-baskets/{v1|v2}/organizations/{org}/baskets/{basketId}/shipments/me/shipping-method',
              'GET /checkout/shopper-baskets/{v1|v2}/organizations/{org}/baskets/{basketId}/shipments/me/shipping-methods',
              'GET /checkout/shopper-baskets/{v1|v2}/organizations/{org}/baskets/{basketId}/payment-methods',
              'POST|PATCH|DELETE /checkout/shopper-baskets/{v1|v2}/organizations/{org}/baskets/{basketId}/payment-instruments[/{id}]',
              'POST /checkout/shopper-baskets/{v1|v2}/organizations/{org}/baskets/{basketId}/coupons',
              'POST /checkout/shopper-orders/v1/organizations/{org}/orders',
              'GET /checkout/shopper-orders/v1/organizations/{org}/orders/{orderNo}',
              'GET /customer/shopper-customers/v1/organizations/{org}/customers/{customerId}',
              'GET /customer/shopper-customers/v1/organizations/{org}/customers/{customerId}/baskets',
              'GET /customer/shopper-customers/v1/organizations/{org}/customers/{customerId}/orders',
              'GET|POST /customer/shopper-customers/v1/organizations/{org}/customers/{customerId}/product-lists',
              'GET|PATCH|DELETE /customer/shopper-customers/v1/organizations/{org}/customers/{customerId}/product-lists/{listId}',
              'POST /customer/shopper-customers/v1/organizations/{org}/customers/{customerId}/product-lists/{listId}/items',
              'GET|PATCH|DELETE /customer/shopper-customers/v1/organizations/{org}/customers/{customerId}/product-lists/{listId}/items/{itemId}',
              'GET /configuration/shopper-configurations/v1/organizations/{org}/configurations',
              'GET /site/shopper-seo/v1/organizations/{org}/url-mapping?urlSegment=',
              'GET /custom/loyalty/v1/organizations/{org}/customer/status',
              'GET /custom/data-layer/v1/organizations/{org}/cart',
              'GET /custom/data-layer/v1/organizations/{org}/user',
              'GET /on/demandware.store/Sites-{siteId}-Site/{locale}/DataLayer-Get (legacy dtmLayer)',
            ]
          : []),
      ],
      ...(staging
        ? {
            staging: {
              dir: staging.dir,
              environments: staging.environments,
              editions: staging.editions.map((e) => ({
                id: e.id,
                name: e.name,
                start: new Date(e.start).toISOString(),
                ...(e.end !== undefined ? { end: new Date(e.end).toISOString() } : {}),
              })),
            },
          }
        : {}),
      ...(commerce
        ? {
            commerce: {
              organizationId: commerce.config.organizationId,
              shortCode: commerce.config.shortCode,
              clientId: commerce.config.clientId,
              siteId: commerce.config.siteId,
              currency: commerce.config.currency,
              locales: commerce.config.locales,
              einsteinClientId: commerce.config.einsteinClientId,
              einsteinSiteId: commerce.config.einsteinSiteId,
              products: commerce.catalog.products.length,
              categories: commerce.catalog.categories.size,
              dataDir: commerce.database.dataDir,
            },
          }
        : {}),
    }),
  );
  app.route(
    '/',
    createContentApi(() => store),
  );
  const cdn = createCdnStandIn();
  app.route('/', cdn.app);
  app.route('/', media.app);
  if (staging) app.route('/', staging.app);
  if (commerce) app.route('/', commerce.app);
  app.route('/', newsletter.app);
  app.route('/', decisions.app);
  app.route('/', createSmsWidget().app);
  app.route('/', createConsentStandIn().app);
  app.notFound((c) => {
    const detail = `No route for ${c.req.method} ${c.req.path}.`;
    if (commerce && SCAPI_PREFIXES.some((p) => c.req.path.startsWith(p))) {
      // what SCAPI answers for a path it does not serve: problem details, so SDK clients read it like any error
      return c.body(
        JSON.stringify({
          type: 'https://api.commercecloud.salesforce.com/documentation/error/v1/errors/not-found',
          title: 'Not Found',
          detail,
        }),
        404,
        { 'Content-Type': 'application/problem+json' },
      );
    }
    return c.json({ error: { type: 'NOT_FOUND', message: `no route for ${c.req.method} ${c.req.path}` } }, 404);
  });
  const reloadContent = () => {
    const before = store;
    const after = loadContent(contentDirs);
    after.problems.forEach(report);
    store = after;
    return { before, after };
  };
  return {
    app,
    store,
    media,
    decisions,
    purges: cdn.purges,
    reloadContent,
    contentDirs,
    ...(commerce ? { commerce } : {}),
    ...(staging ? { staging } : {}),
  };
}

/** Starts the sandbox server. Resolves once it listens. */
export async function startSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const { app, store, commerce, staging, decisions, purges, reloadContent, contentDirs } = createSandboxApp(options);
  const watcher = options.watch ? startWatchMode(options.watch, contentDirs, reloadContent) : undefined;
  const hostname = options.hostname ?? '127.0.0.1';
  // a data folder opens before the server listens: a locked or unreadable folder fails the start, and stock
  // reported by the product APIs already counts earlier orders
  if (commerce && commerce.database.dataDir !== IN_MEMORY) await commerce.database.open();
  let closing: Promise<void> | undefined;
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, port: options.port ?? 4010, hostname }, (info: AddressInfo) => {
      const host = hostname === '0.0.0.0' || hostname === '127.0.0.1' || hostname === '::' ? 'localhost' : hostname;
      resolve({
        url: `http://${host}:${info.port}`,
        port: info.port,
        store,
        app,
        decisions,
        purges,
        ...(commerce ? { commerce } : {}),
        ...(staging ? { staging } : {}),
        close: () =>
          // a second close() waits for the first instead of failing
          (closing ??= (async () => {
            watcher?.close();
            await new Promise<void>((res, rej) => {
              server.close((err?: Error) => (err ? rej(err) : res()));
              (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
            });
            await commerce?.close();
          })()),
      });
    });
    // Node closes idle keep-alive sockets after 5 s; a client that reuses one just then gets ECONNRESET. Keep
    // them longer than a busy machine's pauses between a client's calls (the socket still closes on close()).
    (server as unknown as { keepAliveTimeout: number }).keepAliveTimeout = 65_000;
    server.once('error', (err) => {
      watcher?.close();
      void commerce?.close();
      reject(err);
    });
  });
}

/** Watch mode: reload on change; announce each changed item with the signed webhook when a receiver is named. */
function startWatchMode(
  watch: NonNullable<SandboxOptions['watch']>,
  contentDirs: readonly string[],
  reloadContent: () => { before: ContentStore; after: ContentStore },
): ContentWatcher {
  const { webhookUrl, webhookSecret } = watch;
  if (webhookUrl && !webhookSecret)
    throw new Error('The sandbox watch mode needs a webhook secret with a webhook URL.');
  return watchContent(
    contentDirs,
    reloadContent,
    (items) => {
      process.stdout.write(
        `[sandbox] content changed: ${items.map((item) => item.body._meta.deliveryId).join(', ')}\n`,
      );
      if (!webhookUrl || !webhookSecret) return;
      for (const item of items) {
        sendPublishedWebhook(item, { url: webhookUrl, secret: webhookSecret }).then(
          (status) => process.stdout.write(`[sandbox] webhook for ${item.body._meta.deliveryId}: HTTP ${status}\n`),
          (error: unknown) =>
            process.stderr.write(`[sandbox] webhook for ${item.body._meta.deliveryId} failed: ${String(error)}\n`),
        );
      }
    },
    {
      ...(watch.debounceMs !== undefined ? { debounceMs: watch.debounceMs } : {}),
      onError: (error) => process.stderr.write(`[sandbox] content reload failed: ${String(error)}\n`),
    },
  );
}

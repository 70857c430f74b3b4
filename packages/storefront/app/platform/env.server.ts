import { z } from './zod';
import { parsePreviewEnvironments, presetTemplate } from '@ridgeline/renderer';
import { parseOpenAccordions } from '@ridgeline/commerce';
import {
  envList as list,
  flagSetting as flag,
  httpUrl,
  secureUrl,
  onOffSetting as onOff,
  onSetting as on,
  oneOf,
  originSources,
  portSetting as port,
  quoted,
  setting,
  SettingError,
  textSetting as text,
  trustedProxies,
  urlSetting as url,
  wholeNumber,
  wholeNumberOrDefaultSetting as wholeNumberOrDefault,
} from '@ridgeline/commerce/server';

/**
 * Every environment variable the storefront reads, in one schema: its type, its default and what it means
 * (`.describe()`), checked when the server starts (`checkConfig`, called by server.mjs before it listens). A bad or
 * missing value stops the start with ONE error that names every such variable and why.
 *
 * The sandbox (packages/sandbox) is never assumed by production code. `RIDGELINE_SANDBOX` (the sandbox's origin, e.g.
 * `http://localhost:4010`) is given by whoever starts the storefront beside it (`npm start`, the e2e and bench
 * servers); only then, or outside production (`react-router dev`, the unit tests: `http://localhost:${SANDBOX_PORT}`,
 * port 4010 by default), do the sandbox's defaults apply (content, media, commerce demo ids and proxy, Einstein,
 * newsletter, search service, preview staging). A production start (`NODE_ENV=production`) without it must name the
 * real services: the variables of `REQUIRED_WITHOUT_SANDBOX`.
 *
 * This module is a leaf (zod and pure helpers only): the per-module readers (`readConfig`, `readCommerceConfig`, …)
 * import it, never the other way round.
 */

// The settings' mechanism (checks, messages) is @ridgeline/commerce's `envSettings.server.ts`; `envFlag`, `originSources`
// and `trustedProxies` are read through here by the rest of the app.
export { envFlag, originSources, trustedProxies } from '@ridgeline/commerce/server';

/** An environment as the process (or a test) gives it. */
export type RawEnv = Readonly<Record<string, string | undefined>>;

/** The sandbox's port when nothing else is said (packages/sandbox README). */
export const DEFAULT_SANDBOX_PORT = 4010;
export const DEFAULT_PORT = 3000;
export const DEFAULT_SUPPORT_URL = 'https://support.ridgeline.dev/hc/en-us';
export const DEFAULT_CUSTOMER_GROUPS = ['Unregistered', 'Everyone'] as const;
export const DEFAULT_AUTHORING_URL = 'https://app.amplience.net';
export const DEFAULT_RENDER_BUDGET_MS = 3_000;
/** The largest render budget accepted (a budget is a promise to visitors, not a way to switch the limit off). */
export const MAX_RENDER_BUDGET_MS = 60_000;
export const DEFAULT_RENDER_CACHE_MB = 64;
export const DEFAULT_MAX_ORDER_QUANTITY = 10;
export const DEFAULT_VISITOR_COUNTRY_HEADERS = ['cf-ipcountry', 'x-country-code'] as const;
export const DEFAULT_PREVIEW_GROUPS = [
  'Everyone',
  'Unregistered',
  'Registered',
  'Loyalty Members',
  'Newsletter Subscribers',
  'Outdoor Enthusiasts',
  'Big Spenders',
];
/** An `AMPLIENCE_WEBHOOK_SECRET` shorter than this is refused (a guessable secret would let anyone purge). */
const MIN_WEBHOOK_SECRET_LENGTH = 16;
/** The CDNs a publish can purge (`CDN_PURGE`). */
export const CDN_PURGE_CHOICES = ['off', 'fastly', 'cloudflare', 'akamai'] as const;
/** What each `CDN_PURGE` needs besides. */
export const CDN_PURGE_SETTINGS = {
  fastly: ['FASTLY_SERVICE_ID', 'FASTLY_API_TOKEN'],
  cloudflare: ['CLOUDFLARE_ZONE_ID', 'CLOUDFLARE_API_TOKEN'],
  akamai: ['AKAMAI_HOST', 'AKAMAI_CLIENT_TOKEN', 'AKAMAI_CLIENT_SECRET', 'AKAMAI_ACCESS_TOKEN'],
} as const;
/** A `SESSION_SECRET` shorter than this is refused (the same rule as app/platform/commerce/sessionSeal.server.ts). */
const MIN_SESSION_SECRET_LENGTH = 32;

/** The storefront's environment. Keys are the variable names; docs/reference/environment.md is generated from it. */
export const envSchema = z.object({
  // The process
  NODE_ENV: text().describe(
    '`production` → production mode: required values below must be given, failed blocks render nothing (one JSON log line); anything else → development',
  ),
  PORT: port('PORT')
    .transform((value) => value ?? DEFAULT_PORT)
    .describe('the port server.mjs listens on'),
  METRICS_PORT: port('METRICS_PORT').describe(
    'the port of the metrics listener (`GET /metrics`, Prometheus); unset: no metrics served. Never the public port',
  ),
  METRICS_HOST: setting((value) => {
    if (!/^[A-Za-z0-9.:-]{1,253}$/.test(value))
      throw new SettingError(`METRICS_HOST must be an address to listen on, such as 127.0.0.1; got ${quoted(value)}`);
    return value;
  }).describe(
    'the address the metrics listener binds; unset: `127.0.0.1` (this host only). `0.0.0.0` only behind a firewall',
  ),
  RIDGELINE_SANDBOX: setting((value) => httpUrl('RIDGELINE_SANDBOX', value, { origin: true })).describe(
    'the origin of the local sandbox (packages/sandbox) the storefront runs beside; set by `npm start`, the e2e and bench servers. Only with it (or outside production) do the sandbox defaults apply',
  ),
  SANDBOX_PORT: port('SANDBOX_PORT').describe(
    'outside production without RIDGELINE_SANDBOX: the sandbox is `http://localhost:{SANDBOX_PORT}` (4010 by default)',
  ),
  SESSION_SECRET: setting((value) => {
    const secrets = list(value, /,/);
    if (secrets.length === 0) throw new SettingError('SESSION_SECRET is empty.');
    const short = secrets.findIndex((secret) => secret.length < MIN_SESSION_SECRET_LENGTH);
    if (short >= 0)
      throw new SettingError(
        `SESSION_SECRET: secret ${short + 1} is shorter than ${MIN_SESSION_SECRET_LENGTH} characters (use e.g. \`openssl rand -base64 32\`).`,
      );
    return value;
  }).describe(
    'the secret(s) sealing the shopper session cookie, comma-separated for rotation (the first seals); each at least 32 characters. Required in production',
  ),
  RIDGELINE_DIAGNOSTICS: setting((value) => value === '1', false).describe(
    '`1`: the diagnostic blocks and the `/__ridgeline/error` route',
  ),
  PUBLIC_ORIGIN: setting((value) => httpUrl('PUBLIC_ORIGIN', value, { origin: true })).describe(
    "the shop's address as shoppers and crawlers see it; every absolute URL a page carries names it. Default `http://localhost:{PORT}` only with the sandbox or outside production",
  ),
  RELATED_LINK_DOMAINS: text().describe("related links' hosts (with subdomains); default ridgeline.dev,localhost"),
  TRUSTED_PROXIES: setting((value) => trustedProxies(value), []).describe(
    'peers whose forwarded headers are believed (IPs, CIDR ranges, loopback/linklocal/uniquelocal)',
  ),
  RENDER_BUDGET_MS: setting(
    (value) => wholeNumber('RENDER_BUDGET_MS', value, 1, MAX_RENDER_BUDGET_MS, 'of milliseconds '),
    DEFAULT_RENDER_BUDGET_MS,
  ).describe('how long a page waits for a block loader; also the cap of every upstream timeout'),
  RENDER_CACHE_MB: setting((value) => {
    if (!/^\d+$/.test(value) || Number(value) > 4096)
      throw new SettingError(
        `RENDER_CACHE_MB must be a whole number of megabytes from 0 (off) to 4096; got ${quoted(value)}`,
      );
    return Number(value);
  }, DEFAULT_RENDER_CACHE_MB).describe(
    'megabytes of rendered pages the production server keeps; 0 turns the render cache off',
  ),
  REDIS_URL: setting((value) => {
    if (!/^rediss?:\/\/[^\s]+$/.test(value))
      throw new SettingError(
        `REDIS_URL must be a redis:// or rediss:// URL; got ${quoted(value.replace(/:[^:@/]*@/, ':…@'))}`,
      );
    return value;
  }).describe(
    'the Redis every instance shares: rendered pages and the purge broadcast (docs/deploying.md); unset, each process keeps its own',
  ),
  // The CDN in front, and the publish webhook that purges it (docs/reference/cdn-caching.md)
  AMPLIENCE_WEBHOOK_SECRET: setting((value) => {
    if (value.length < MIN_WEBHOOK_SECRET_LENGTH)
      throw new SettingError(
        `AMPLIENCE_WEBHOOK_SECRET must be at least ${MIN_WEBHOOK_SECRET_LENGTH} characters (the secret set on the webhook in Dynamic Content).`,
      );
    return value;
  }).describe(
    'the secret of the Amplience publish webhook (`POST /__ridgeline/webhooks/amplience`); unset, that route answers 404',
  ),
  CDN_PURGE: setting((value) => oneOf('CDN_PURGE', value, CDN_PURGE_CHOICES), 'off' as const).describe(
    'the CDN a publish purges by cache tag: `off` (only this process), `fastly`, `cloudflare` or `akamai` (each needs its settings below)',
  ),
  CDN_PURGE_API_URL: url('CDN_PURGE_API_URL').describe(
    "replaces the CDN's purge API origin (the sandbox's stand-in: `{sandbox}/cdn/fastly`, `/cdn/cloudflare`, `/cdn/akamai`)",
  ),
  FASTLY_SERVICE_ID: text().describe('with CDN_PURGE=fastly: the service whose cache is purged'),
  FASTLY_API_TOKEN: text().describe('with CDN_PURGE=fastly: an API token with purge rights'),
  CLOUDFLARE_ZONE_ID: text().describe('with CDN_PURGE=cloudflare: the zone whose cache is purged'),
  CLOUDFLARE_API_TOKEN: text().describe('with CDN_PURGE=cloudflare: an API token with Cache Purge permission'),
  AKAMAI_HOST: text().describe('with CDN_PURGE=akamai: the EdgeGrid API host (`akab-….purge.akamaiapis.net`)'),
  AKAMAI_CLIENT_TOKEN: text().describe('with CDN_PURGE=akamai: the EdgeGrid client token'),
  AKAMAI_CLIENT_SECRET: text().describe('with CDN_PURGE=akamai: the EdgeGrid client secret'),
  AKAMAI_ACCESS_TOKEN: text().describe('with CDN_PURGE=akamai: the EdgeGrid access token'),
  AKAMAI_NETWORK: setting(
    (value) => oneOf('AKAMAI_NETWORK', value, ['production', 'staging'] as const),
    'production' as const,
  ).describe('with CDN_PURGE=akamai: the network purged, `production` or `staging`'),
  SUPPORT_URL: setting((value) => httpUrl('SUPPORT_URL', value), DEFAULT_SUPPORT_URL).describe(
    "the external help centre of the error page's Contact Support",
  ),

  // Content (Amplience)
  AMPLIENCE_HUB: setting((value) => {
    if (!/^[a-z0-9][a-z0-9-]{0,63}$/i.test(value))
      throw new SettingError(`AMPLIENCE_HUB must be a hub name (letters, digits, hyphens), got ${quoted(value)}`);
    return value;
  }).describe('the Content Delivery 2 hub name. Unset: the sandbox hub `ridgeline` (only with the sandbox)'),
  AMPLIENCE_BASE_URL: url('AMPLIENCE_BASE_URL').describe('another Content Delivery host for AMPLIENCE_HUB (a proxy)'),
  AMPLIENCE_LOCALE: setting((value) => value, 'en-US').describe('the locale of content fetched outside a request'),
  MEDIA_HOST: setting((value) => {
    // A bare host means https, as the renderer reads it.
    httpUrl('MEDIA_HOST', /^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `https://${value}`);
    return value;
  }).describe(
    "the host image URLs are built against instead of each image-link's defaultHost; the sandbox with the sandbox's content",
  ),
  // A name Dynamic Media could not hold stops the start here (presetTemplate throws), never a page's render.
  MEDIA_IMAGE_PRESET: setting((value) => (presetTemplate(value), value)).describe(
    'a Dynamic Media named preset that starts every CMS image URL (`img-cache`: `?$img-cache$&fmt=auto…`)',
  ),
  CUSTOMER_GROUPS: setting((value) => list(value, /,/), [...DEFAULT_CUSTOMER_GROUPS]).describe(
    'the customer groups of a visitor with no commerce session (a shopper with one gets their groups from commerce); also the toolkit and preview fallback',
  ),
  AMPLIENCE_APP_URL: setting((value) => {
    try {
      new URL(value);
    } catch {
      throw new SettingError(`AMPLIENCE_APP_URL: ${quoted(value)} is not a URL.`);
    }
    return value.replace(/\/+$/, '');
  }, DEFAULT_AUTHORING_URL).describe(
    'the authoring app the preview toolbar\'s "Open in Amplience" link points into (https://app.amplience.net)',
  ),
  AMPLIENCE_APP_ORIGINS: setting((value) => originSources('AMPLIENCE_APP_ORIGINS', value), []).describe(
    'origins that may frame the editor documents and talk to live visualization',
  ),
  CSP_IMAGE_SOURCES: setting((value) => originSources('CSP_IMAGE_SOURCES', value), []).describe(
    'more origins images may come from (img-src)',
  ),
  PREVIEW_ENVIRONMENTS: setting((value) => parsePreviewEnvironments(value), []).describe(
    'JSON `[{ name, hub, vse }]`: the only staging environments a preview may name; none → preview off',
  ),
  PREVIEW_STAGING_PROXY: setting((value) => {
    httpUrl('PREVIEW_STAGING_PROXY', value.replaceAll('{vse}', 'vse'));
    return value;
  }).describe(
    'where staging requests go instead of https://{vse} (a template with {vse}); the sandbox’s /vse/{vse} with the sandbox',
  ),
  VIRTUAL_STAGING_API: url('VIRTUAL_STAGING_API').describe(
    "the virtual-staging (time machine) API; the sandbox's with the sandbox, else the SDK's default",
  ),
  PREVIEW_CUSTOMER_GROUPS: setting((value) => list(value, /,/), DEFAULT_PREVIEW_GROUPS).describe(
    "the groups the preview toolbar's Personalisation section offers",
  ),

  // Newsletter
  NEWSLETTER_API_URL: url('NEWSLETTER_API_URL').describe(
    'the subscriptions API behind /newsletter/subscribe; the sandbox with the sandbox',
  ),
  SMS_WIDGET_SCRIPT_URL: url('SMS_WIDGET_SCRIPT_URL').describe(
    "the third-party SMS sign-up widget's script (it defines window.__smsSignup.trigger(campaignId)); the sandbox's stand-in with the sandbox, else no SMS widget",
  ),
  // Consent (docs/behaviour/accounts.md#client-ip-and-consent-calls)
  AFFILIATE_EVENT_CONSENT: flag().describe(
    "`1`/`true`/`on`: after each consent change (the consent manager's OneTrustGroupsUpdated) a page reached with ?cjevent= asks /__ridgeline/consent-cookie to keep or remove the affiliate event",
  ),
  CONSENT_TARGETING_GROUP: setting((value) => {
    if (!/^[A-Za-z0-9]{1,16}$/.test(value))
      throw new Error('CONSENT_TARGETING_GROUP must be 1 to 16 letters or digits');
    return value;
  }, 'C0004').describe(
    "the consent manager's group id for targeting cookies: the affiliate event is kept only with it",
  ),

  // Commerce (Salesforce B2C Commerce API)
  COMMERCE_SHORT_CODE: text().describe('SCAPI short code; the sandbox demo value with the sandbox'),
  COMMERCE_ORGANIZATION_ID: text().describe('SCAPI organization id; the sandbox demo value with the sandbox'),
  COMMERCE_CLIENT_ID: text().describe('SLAS public client id; the sandbox demo value with the sandbox'),
  COMMERCE_SITE_ID: text().describe('commerce site id; the sandbox demo value with the sandbox'),
  // Blank is meaningful here (no proxy even with the sandbox's demo values), so the raw value is kept.
  COMMERCE_PROXY: z
    .string()
    .optional()
    .transform((raw, ctx) => {
      const value = raw?.trim();
      if (!value) return raw === undefined ? undefined : '';
      try {
        return httpUrl('COMMERCE_PROXY', value);
      } catch (error) {
        ctx.issues.push({ code: 'custom', message: (error as Error).message, input: raw });
        return z.NEVER;
      }
    })
    .describe(
      'replaces the origin of every SCAPI URL; the sandbox while the commerce ids are the demo ones; set but blank: none',
    ),
  COMMERCE_REDIRECT_URI: url('COMMERCE_REDIRECT_URI').describe(
    'the SLAS guest login redirect URI; default `{PUBLIC_ORIGIN}/callback`',
  ),
  COMMERCE_CURRENCY: setting((value) => {
    if (!/^[A-Z]{3}$/.test(value))
      throw new SettingError(`COMMERCE_CURRENCY must be an ISO 4217 code such as USD, got ${quoted(value)}`);
    return value;
  }, 'USD').describe('the currency of the default locale (en-US)'),
  COMMERCE_CLIENT_SECRET: text().describe(
    "the SLAS private client's secret (passwordless sign-in needs it); the sandbox's demo secret with the sandbox's commerce",
  ),
  ACCOUNT_PASSWORDLESS_LOGIN: onOff('ACCOUNT_PASSWORDLESS_LOGIN').describe(
    '`on`/`off`: the sign-in dialog offers passwordless; unset: on against the sandbox, off otherwise',
  ),
  ACCOUNT_SOCIAL_LOGIN: onOff('ACCOUNT_SOCIAL_LOGIN').describe(
    '`on`/`off`: the sign-in dialog offers Apple and Google; unset: on against the sandbox, off otherwise',
  ),
  URL_LOCALE_IN: setting((value) => {
    if (value !== 'path' && value !== 'query')
      throw new SettingError(`URL_LOCALE_IN must be path or query, got "${value}"`);
    return value;
  }, 'path').describe('where a URL carries its locale: path or query'),
  URL_SHOW_DEFAULTS: setting((value) => {
    const lower = value.toLowerCase();
    if (!['0', '1', 'true', 'false'].includes(lower))
      throw new SettingError(`URL_SHOW_DEFAULTS must be 1, true, 0 or false, got "${value}"`);
    return lower === '1' || lower === 'true';
  }, false).describe('`1`/`true`: the default locale is shown in URLs too'),
  HYBRID_PROXY: flag().describe("`1`/`true`/`on`: the legacy storefront's /s/{siteId}/… addresses redirect here"),
  SEARCH_PROVIDER: setting((value) => {
    if (value !== 'scapi' && value !== 'unbxd')
      throw new SettingError(`SEARCH_PROVIDER must be scapi or unbxd, got "${value}"`);
    return value;
  }, 'scapi').describe('who answers product lists and search: scapi (Shopper Search) or unbxd (the search service)'),
  UNBXD_HOST_URL: url('UNBXD_HOST_URL').describe("the search service's host; the sandbox's stand-in with the sandbox"),
  UNBXD_API_KEY: text().describe("the search service's API key; the sandbox's demo key with the sandbox"),
  UNBXD_SITE_KEY: text().describe(
    "the search service's per-locale site key template ({locale} → en-us); the sandbox's with the sandbox",
  ),
  UNBXD_STRICT: setting((value) => {
    if (value !== 'true' && value !== 'false')
      throw new SettingError(`UNBXD_STRICT must be true or false, got "${value}"`);
    return value === 'true';
  }, true).describe('false: a failed search answer reads as nothing found (logged) instead of an error page'),
  REVIEWS_URL: url('REVIEWS_URL').describe(
    "the reviews service's base URL (Bazaarvoice Conversations); the sandbox's stand-in with the sandbox, none otherwise",
  ),
  REVIEWS_PASSKEY: text().describe("the reviews service's passkey; the sandbox's demo passkey with the sandbox"),
  ENABLE_BAZAARVOICE: on().describe('`0`/`false`/`off`: no ratings, reviews or questions from the reviews service'),
  ENABLE_BV_RATING_HISTOGRAM: on().describe('`0`/`false`/`off`: no rating histogram on the product page'),
  ENABLE_BV_RATING_REVIEWS: on().describe('`0`/`false`/`off`: no rating summary or reviews from the service'),
  ENABLE_BV_QUESTION_ANSWERS: on().describe("`0`/`false`/`off`: Q & A are the product's own, not the service's"),
  SIZE_GUIDES_URL: url('SIZE_GUIDES_URL').describe("the size-guide service's base URL; the sandbox's stand-in with it"),
  ENABLE_SIZE_GUIDES: on().describe('`0`/`false`/`off`: no size guide on the product page'),
  ENABLE_FIT_TIP: on().describe("`0`/`false`/`off`: no fit tip (the product's c_fitTip) under the sizes"),
  ENABLE_SHIPPING_RETURNS_DRAWER: on().describe('`0`/`false`/`off`: no Shipping & Returns drawer link in the buy box'),
  ENABLE_PDP_TECHBADGE: on().describe("`0`/`false`/`off`: no technology badge under a product page's name"),
  ENABLE_OUTFIT_TOOL: on().describe('`0`/`false`/`off`: no outfit tool (Complete the look) on the product page'),
  ENABLE_ON_MODEL: on().describe("`0`/`false`/`off`: no on-model shots in a product page's gallery"),
  ENABLE_RESTRICTED_PRODUCT_TYPES: on().describe(
    '`0`/`false`/`off`: no shipping notice in the buy box of a restricted product (c_restrictedProductType, e.g. hazmat)',
  ),
  ENABLE_PRODUCT_COMPARE: on().describe('`0`/`false`/`off`: no Compare box on list tiles and no compare tray'),
  ENABLE_LOYALTY_REWARDS: on().describe(
    "`0`/`false`/`off`: no loyalty tracker in the bag, no points on the member's page",
  ),
  DATA_LAYER_SHOPPER_DATA: flag().describe(
    "`1`/`true`/`on`: each page pushes the shopper's cart and user (shopperData)",
  ),
  ENABLE_DATA_LAYER_API: on().describe('`0`/`false`/`off`: the shopper data comes from DATA_LAYER_LEGACY_URL instead'),
  // It is sent the shopper's token: https, or plain http to this machine only (a local stand-in).
  DATA_LAYER_LEGACY_URL: setting((value) => secureUrl('DATA_LAYER_LEGACY_URL', value)).describe(
    "the legacy store's data-layer endpoint (its dtmLayer): compared with the custom API's, or used with that off",
  ),
  ENABLE_DYNAMIC_SALE_BADGE: on().describe(
    "`0`/`false`/`off`: no automatic 'Sale' badge on tiles whose prices span a range",
  ),
  PDP_OPEN_ACCORDIONS: setting(parseOpenAccordions).describe(
    'product page sections open on load: their ids, or none; unset: features, product_details, gear_up_for_adventure',
  ),
  EINSTEIN_HOST: url('EINSTEIN_HOST').describe(
    'the Einstein recommendations host; the commerce proxy with the sandbox, https://api.cquotient.com otherwise',
  ),
  EINSTEIN_CLIENT_ID: text().describe("Einstein's x-cq-client-id; the sandbox demo value with the sandbox"),
  EINSTEIN_SITE_ID: text().describe(
    'the Einstein site id ({realm}-{siteId}); the sandbox’s with the sandbox, COMMERCE_SITE_ID otherwise',
  ),
  EINSTEIN_REALM: setting((value) => {
    if (!/^[A-Za-z0-9]{1,32}$/.test(value))
      throw new SettingError(`EINSTEIN_REALM must be letters and digits (the realm id), got "${value.slice(0, 40)}"`);
    return value;
  }).describe('the realm every Einstein body carries; default: the prefix of EINSTEIN_SITE_ID'),
  EINSTEIN_INSTANCE_TYPE: setting((value) => oneOf('EINSTEIN_INSTANCE_TYPE', value, ['prd', 'sbx'] as const)).describe(
    'prd or sbx: the instanceType of every Einstein body; sbx with the sandbox, prd otherwise',
  ),
  EINSTEIN_ACTIVITIES: setting((value) => !['off', '0', 'false'].includes(value.toLowerCase()), true).describe(
    '`off`: no activity or personal recommendation call for browsers (the activity endpoint answers 404)',
  ),
  // The Active Data beacon and the browsers' error reports (docs/behaviour/shell.md)
  ACTIVE_DATA_ORIGIN: setting((value) => {
    const url = new URL(httpUrl('ACTIVE_DATA_ORIGIN', value));
    if (url.pathname !== '/' || url.search || url.hash || url.username || url.password)
      throw new SettingError(`ACTIVE_DATA_ORIGIN must be an origin only (scheme, host, port), got ${quoted(value)}`);
    // It is sent the shopper's address and pages: https, or plain http to this machine only (a local stand-in).
    if (url.protocol === 'http:' && !/^(localhost|127\.0\.0\.1|\[::1\])$/i.test(url.hostname))
      throw new SettingError(`ACTIVE_DATA_ORIGIN must be https (http only to localhost), got ${quoted(value)}`);
    return url.origin;
  }).describe(
    'the commerce instance origin the Active Data page-view beacon is forwarded to (`GET /__ridgeline/analytics/__Analytics-Start` → `{it}/on/demandware.store/Sites-{COMMERCE_SITE_ID}-Site/{locale}/__Analytics-Start`); https, or http to localhost. Unset: no beacon (also beside the sandbox)',
  ),
  BROWSER_ERRORS: flag().describe(
    '`1`/`true`/`on`: browsers report script errors, unhandled rejections and islands that cannot load to `POST /__ridgeline/errors`, logged as `browser-error` lines',
  ),
  BROWSER_ERRORS_SAMPLE_RATE: setting((value) => {
    if (!/^(?:[01]|0?\.\d{1,6}|1\.0{1,6})$/.test(value))
      throw new SettingError(
        `BROWSER_ERRORS_SAMPLE_RATE must be a number from 0 to 1 (0.25: a quarter of page views), got ${quoted(value)}`,
      );
    return Number(value);
  }, 1).describe('with BROWSER_ERRORS: the share of page views whose errors are reported, 0 to 1'),
  DECISION_ENGINE_URL: setting((value) =>
    value.toLowerCase() === 'off' ? 'off' : httpUrl('DECISION_ENGINE_URL', value),
  ).describe(
    "the personalisation decision engine's API base (Monetate: https://engine.monetate.net/api/engine/v1; the call is POST {it}/decide/{retailer}); `off` or unset in production: no decisions. Outside production unset is the sandbox's",
  ),
  DECISION_ENGINE_RETAILER: setting((value) => {
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(value))
      throw new SettingError(
        `DECISION_ENGINE_RETAILER must be a retailer short name (letters, digits, _ and -), got ${quoted(value)}`,
      );
    return value;
  }).describe(
    "the decision engine's retailer short name; `ridgeline` with the sandbox. Required with DECISION_ENGINE_URL otherwise",
  ),
  DECISION_ENGINE_CHANNEL: text().describe(
    "the decision engine's channel (account/instance/domain, e.g. a-1234abcd/p/shop.example.com); a demo channel with the sandbox. Required with DECISION_ENGINE_URL otherwise",
  ),
  VISITOR_COUNTRY_HEADER: setting((value) => list(value, /,/).map((name) => name.toLowerCase()), [
    ...DEFAULT_VISITOR_COUNTRY_HEADERS,
  ] as string[]).describe("request headers the visitor's country is read from, first found wins"),

  // Being found (robots.txt)
  ROBOTS_DISALLOW: setting((value) => {
    const paths = list(value, /,/);
    const bad = paths.find((path) => !/^\/[\x21-\x7e]*$/.test(path));
    if (bad !== undefined)
      throw new SettingError(`ROBOTS_DISALLOW: each path starts with / and has no spaces; got ${quoted(bad)}`);
    return paths;
  }, [] as string[]).describe(
    'more path prefixes robots.txt asks crawlers to leave alone, comma-separated (`/t/internal,/c/staff-picks/`), beside the built-in ones',
  ),
  ROBOTS_BLOCK_ALL: flag().describe(
    '`1`/`true`/`on`: robots.txt disallows the whole site (a staging or review shop that must not be indexed)',
  ),

  // Features
  MERCHANDISER_TOOLKIT: flag().describe('`1`/`true`/`on`: the merchandiser toolkit'),
  WISHLIST_ENABLED: flag().describe('`1`/`true`/`on`: the wish list'),
  PROGRESSIVE_PROFILING: setting((value) => ['1', 'true'].includes(value.toLowerCase()), false).describe(
    '`1`/`true`: progressive profiling on /account',
  ),
  CART_MAX_ORDER_QUANTITY: wholeNumberOrDefault(1, 999, DEFAULT_MAX_ORDER_QUANTITY).describe(
    'the most of one item a shopper may add at once, 1 to 999; anything else is the default',
  ),
  LOYALTY_MIN_REDEMPTION_POINTS: wholeNumberOrDefault(1, 9_999_999, 500).describe(
    "the loyalty tracker's minimum redemption points, at least 1; anything else is the default (500)",
  ),
  LOYALTY_TIER_EXPIRY_ALERT_DAYS: wholeNumberOrDefault(0, 366, 30).describe("bag's tier-expiry warning days, 0 to 366"),
  REGISTRATIONS_PER_ADDRESS_PER_HOUR: wholeNumberOrDefault(1, 10_000, 20).describe(
    'sign-ups allowed from one shopper address an hour (a shared NAT or kiosk may need more), 1 to 10000',
  ),
});

/** The variables the schema knows, in its order. */
export const ENV_VARIABLES = Object.keys(envSchema.shape) as (keyof typeof envSchema.shape)[];

/**
 * What a production start without the sandbox must name (the sandbox's demo values would be wrong, and a default
 * pointing at localhost would be worse: a shop calling nothing, or its own machine).
 */
export const REQUIRED_WITHOUT_SANDBOX = {
  AMPLIENCE_HUB: 'the Content Delivery 2 hub',
  COMMERCE_SHORT_CODE: 'the SCAPI short code',
  COMMERCE_ORGANIZATION_ID: 'the SCAPI organization id',
  COMMERCE_CLIENT_ID: 'the SLAS public client id',
  COMMERCE_SITE_ID: 'the commerce site id',
  EINSTEIN_CLIENT_ID: "Einstein's client id",
  NEWSLETTER_API_URL: 'the subscriptions API',
  PUBLIC_ORIGIN: "the shop's public address",
} as const satisfies Partial<Record<(typeof ENV_VARIABLES)[number], string>>;

/** With `SEARCH_PROVIDER=unbxd`, the search service's settings (without the sandbox's stand-in: all three). */
const UNBXD_SETTINGS = ['UNBXD_HOST_URL', 'UNBXD_API_KEY', 'UNBXD_SITE_KEY'] as const;

type Parsed = z.output<typeof envSchema>;

/** The storefront's checked environment: every variable typed, with its default, plus what follows from them. */
export type StorefrontEnv = Omit<Parsed, 'PUBLIC_ORIGIN' | 'COMMERCE_REDIRECT_URI' | 'NEWSLETTER_API_URL'> & {
  /** `NODE_ENV === 'production'`. */
  production: boolean;
  /** The sandbox's origin: `RIDGELINE_SANDBOX`; outside production `http://localhost:{SANDBOX_PORT}`; else none. */
  sandbox?: string;
  PUBLIC_ORIGIN: string;
  COMMERCE_REDIRECT_URI: string;
  NEWSLETTER_API_URL: string;
};

export interface ConfigProblem {
  variable: string;
  message: string;
}

/** The one error a bad configuration stops with: every problem, each naming its variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
  constructor(
    readonly problems: readonly ConfigProblem[],
    hint?: string,
  ) {
    super(
      `The storefront's configuration is not valid (${problems.length} ${problems.length === 1 ? 'problem' : 'problems'}; see docs/reference/environment.md):\n` +
        problems.map((problem) => `  - ${problem.message}`).join('\n') +
        (hint ? `\n${hint}` : ''),
    );
  }
}

const present = (env: RawEnv, name: string) => Boolean(env[name]?.trim());

/** The variables a production start without the sandbox lacks, each with why it is needed. */
function missingRequired(env: RawEnv): ConfigProblem[] {
  const production = env.NODE_ENV?.trim() === 'production';
  const problems: ConfigProblem[] = [];
  if (production && !present(env, 'SESSION_SECRET')) {
    problems.push({
      variable: 'SESSION_SECRET',
      message:
        'SESSION_SECRET is not set: a production storefront needs a secret of at least 32 characters to seal shopper sessions (e.g. `openssl rand -base64 32`).',
    });
  }
  if (!production || present(env, 'RIDGELINE_SANDBOX')) return problems;
  const required: [string, string][] = Object.entries(REQUIRED_WITHOUT_SANDBOX);
  if (env.SEARCH_PROVIDER?.trim() === 'unbxd')
    for (const name of UNBXD_SETTINGS) required.push([name, 'the search service (SEARCH_PROVIDER=unbxd)']);
  for (const [variable, what] of required) {
    if (!present(env, variable))
      problems.push({ variable, message: `${variable} is required in production without RIDGELINE_SANDBOX: ${what}.` });
  }
  return problems;
}

/** The one line after the problems that says how to run beside the sandbox instead, when that is what was meant. */
function sandboxHint(env: RawEnv, problems: readonly ConfigProblem[]): string | undefined {
  if (!problems.some((problem) => problem.message.includes('required in production without RIDGELINE_SANDBOX')))
    return undefined;
  const port = env.SANDBOX_PORT?.trim();
  return port
    ? `SANDBOX_PORT alone does not select the sandbox in production: to run beside it, set RIDGELINE_SANDBOX=http://localhost:${port}.`
    : `To run beside the local sandbox instead, set RIDGELINE_SANDBOX to its origin (e.g. http://localhost:${DEFAULT_SANDBOX_PORT}).`;
}

/** Pure: the checked environment of `env` (tests pass their own). Throws one `ConfigError` naming every problem. */
export function readEnv(env: RawEnv = process.env): StorefrontEnv {
  const parsed = envSchema.safeParse(Object.fromEntries(ENV_VARIABLES.map((name) => [name, env[name]])));
  const problems: ConfigProblem[] = parsed.success
    ? []
    : parsed.error.issues.map((issue) => {
        const variable = String(issue.path[0] ?? '');
        return {
          variable,
          message: issue.message.startsWith(variable) ? issue.message : `${variable}: ${issue.message}`,
        };
      });
  problems.push(
    ...missingRequired(env).filter((missing) => !problems.some((problem) => problem.variable === missing.variable)),
  );
  if (env.SEARCH_PROVIDER?.trim() === 'unbxd') {
    // All three or none: none means the sandbox's stand-in.
    const given = UNBXD_SETTINGS.filter((name) => present(env, name)).length;
    const namedAsMissing = problems.some((problem) => (UNBXD_SETTINGS as readonly string[]).includes(problem.variable));
    if (given !== 0 && given !== UNBXD_SETTINGS.length && !namedAsMissing) {
      problems.push({
        variable: 'SEARCH_PROVIDER',
        message:
          'SEARCH_PROVIDER=unbxd needs UNBXD_HOST_URL, UNBXD_API_KEY and UNBXD_SITE_KEY together (or none of them, for the sandbox)',
      });
    }
  }
  if (parsed.success && !parsed.data.ENABLE_DATA_LAYER_API && !parsed.data.DATA_LAYER_LEGACY_URL)
    problems.push({
      variable: 'DATA_LAYER_LEGACY_URL',
      message: 'ENABLE_DATA_LAYER_API=off needs DATA_LAYER_LEGACY_URL',
    });
  // A real decision engine needs its retailer and channel; the sandbox's demo values only apply beside the sandbox.
  const engineUrl = env.DECISION_ENGINE_URL?.trim();
  if (engineUrl && engineUrl.toLowerCase() !== 'off' && !present(env, 'RIDGELINE_SANDBOX')) {
    for (const name of ['DECISION_ENGINE_RETAILER', 'DECISION_ENGINE_CHANNEL'] as const) {
      if (!present(env, name) && !problems.some((problem) => problem.variable === name))
        problems.push({
          variable: name,
          message: `${name} is required with DECISION_ENGINE_URL (without RIDGELINE_SANDBOX).`,
        });
    }
  }
  // A CDN to purge needs its credentials (a purge that cannot authenticate would fail on every publish).
  const cdn = env.CDN_PURGE?.trim().toLowerCase() as keyof typeof CDN_PURGE_SETTINGS | undefined;
  if (cdn && cdn in CDN_PURGE_SETTINGS) {
    for (const name of CDN_PURGE_SETTINGS[cdn]) {
      if (!present(env, name) && !problems.some((problem) => problem.variable === name))
        problems.push({ variable: name, message: `${name} is required with CDN_PURGE=${cdn}.` });
    }
  }
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems, sandboxHint(env, problems));
  const values = parsed.data;
  const production = values.NODE_ENV === 'production';
  // Outside production a SANDBOX_PORT (or nothing: 4010) still means the sandbox, so tests and `react-router dev` need no setup.
  const sandbox =
    values.RIDGELINE_SANDBOX ??
    (production ? undefined : `http://localhost:${values.SANDBOX_PORT ?? DEFAULT_SANDBOX_PORT}`);
  // Both are required when there is no sandbox (checked above): the localhost defaults only ever apply beside it.
  const publicOrigin = values.PUBLIC_ORIGIN ?? `http://localhost:${values.PORT}`;
  return {
    ...values,
    production,
    ...(sandbox ? { sandbox } : {}),
    PUBLIC_ORIGIN: publicOrigin,
    COMMERCE_REDIRECT_URI: values.COMMERCE_REDIRECT_URI ?? `${publicOrigin}/callback`,
    NEWSLETTER_API_URL: values.NEWSLETTER_API_URL ?? (sandbox as string),
    // The SMS widget is optional: beside the sandbox its stand-in, else only when named.
    SMS_WIDGET_SCRIPT_URL: values.SMS_WIDGET_SCRIPT_URL ?? (sandbox ? `${sandbox}/sms-widget/widget.js` : undefined),
  };
}

let cached: { key: string; env: StorefrontEnv } | undefined;

/**
 * The process's checked environment, parsed once. Outside production it is parsed again when one of its variables
 * changed: the unit tests set `process.env` values (and `vi.stubEnv`) while they run. A production server's
 * environment does not change under it, so there the per-call look at every variable is skipped.
 */
export function getEnv(): StorefrontEnv {
  if (cached?.env.production && process.env.NODE_ENV === 'production') return cached.env;
  const key = ENV_VARIABLES.map((name) => process.env[name] ?? '\u0000').join('\u0001');
  if (cached?.key !== key) cached = { key, env: readEnv(process.env) };
  return cached.env;
}

/**
 * A reader of the process's configuration that makes its value once per checked environment: once for a production
 * server, again when a test changed a variable (test files share a worker: one file's sandbox port must not stay).
 */
export function perEnv<T>(make: () => T): () => T {
  let made: { env: StorefrontEnv; value: T } | undefined;
  return () => {
    const env = getEnv();
    if (made?.env !== env) made = { env, value: make() };
    return made.value;
  };
}

/** The per-module readers' helper: a test's own environment through the schema, else the process's (cached). */
export function envFrom(env?: RawEnv): StorefrontEnv {
  return env === undefined || env === process.env ? getEnv() : readEnv(env);
}

/**
 * For server.mjs (through the server build's entry module): every setting read and checked at start, before the
 * server listens; a bad or missing one throws the `ConfigError` naming each. Returns the checked environment.
 */
export function checkConfig(env: RawEnv = process.env): StorefrontEnv {
  return env === process.env ? getEnv() : readEnv(env);
}

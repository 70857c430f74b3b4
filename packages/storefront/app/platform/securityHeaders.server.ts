import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { getConfig } from './config.server';
import { envFrom, perEnv, type RawEnv } from './env.server';
import { getCommerceConfig } from './commerce/commerce.server';

/**
 * The storefront's security headers (see README, "Security headers"):
 *
 * - every response (static assets included, set by `server.mjs`): `X-Content-Type-Options: nosniff`,
 *   `Referrer-Policy: strict-origin-when-cross-origin`, and `Strict-Transport-Security` when the request came over
 *   HTTPS as told by a trusted proxy (`TRUSTED_PROXIES`); a route may send its own value instead, and then only
 *   its own (the sign-in landings send `TOKEN_LANDING_REFERRER_POLICY`: their address carries a token);
 * - every HTML document (set by entry.server): a Content-Security-Policy with a fresh nonce per response, and
 *   `frame-ancestors` that lets only the Amplience app frame editor documents and nobody frame public ones.
 *
 * The nonce is written in exactly two forms, `'nonce-{value}'` in the policy and `nonce="{value}"` in the HTML, so a
 * cached document can be sent again with a fresh nonce by replacing one string with another.
 */

/** Which framing and image rules a document gets. */
export type DocumentKind =
  /** a page any visitor sees: nobody may frame it */
  | 'public'
  /** an editor's document (visualization, simple preview, a page in preview): only the Amplience app may frame it */
  | 'editor';

export interface SecurityConfig {
  /**
   * `TRUSTED_PROXIES`: the peers whose forwarded headers (`X-Forwarded-Proto/Host/For`, `Forwarded`) are believed:
   * IP addresses, CIDR ranges, or Express's names `loopback`, `linklocal`, `uniquelocal`. Empty: nobody's.
   */
  trustedProxies: readonly string[];
  /** `AMPLIENCE_APP_ORIGINS`: who may frame editor documents and talk to live visualization. */
  editorOrigins: readonly string[];
  /** Where images may come from besides this origin: the media host and `CSP_IMAGE_SOURCES`. */
  imageSources: readonly string[];
  /** What the browser may call besides this origin: the APIs pages talk to directly (the Einstein activity host). */
  connectSources: readonly string[];
  /**
   * Third-party scripts a page may load besides this origin's: the SMS sign-up widget's origin
   * (`SMS_WIDGET_SCRIPT_URL`), which also joins `connect-src` (the widget posts its sign-ups home).
   */
  scriptSources: readonly string[];
}

/** The Amplience app; Content Studio is served from the same origin (`/content-studio/…`). */
export const DEFAULT_EDITOR_ORIGINS: readonly string[] = ['https://app.amplience.net'];
/** Amplience's media host, the `defaultHost` of image-links when no `MEDIA_HOST` replaces it. */
export const AMPLIENCE_MEDIA_ORIGIN = 'https://cdn.media.amplience.net';
/** A year; no `includeSubDomains` or `preload`: other hosts of the domain are not this server's to decide. */
export const HSTS_VALUE = 'max-age=31536000';
/** The request headers a proxy adds; from a peer that is not a trusted proxy they are dropped unread. */
export const FORWARDED_HEADERS = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
] as const;

/** The origin of a configured host (`MEDIA_HOST`, the Einstein host): a bare host means https, as the renderer does. */
function hostOrigin(configuredHost: string): string {
  const host = configuredHost.trim().replace(/\/+$/, '');
  return new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(host) ? host : `https://${host}`).origin;
}

/**
 * Pure: the security configuration from an environment (tests pass their own), through the one schema
 * (app/platform/env.server.ts): a malformed entry fails, named.
 */
export function readSecurityConfig(
  env: RawEnv | undefined,
  base: { mediaHost?: string; browserApiHosts?: readonly string[] },
): SecurityConfig {
  const e = envFrom(env);
  const editorOrigins = e.AMPLIENCE_APP_ORIGINS;
  const appOrigin = new URL(e.AMPLIENCE_APP_URL).origin;
  const defaults = [...new Set([...DEFAULT_EDITOR_ORIGINS, appOrigin])];
  return {
    trustedProxies: e.TRUSTED_PROXIES,
    editorOrigins: editorOrigins.length > 0 ? editorOrigins : defaults,
    imageSources: [
      ...new Set([base.mediaHost ? hostOrigin(base.mediaHost) : AMPLIENCE_MEDIA_ORIGIN, ...e.CSP_IMAGE_SOURCES]),
    ],
    connectSources: [
      ...new Set(
        [...(base.browserApiHosts ?? []), ...(e.SMS_WIDGET_SCRIPT_URL ? [e.SMS_WIDGET_SCRIPT_URL] : [])].map(
          hostOrigin,
        ),
      ),
    ],
    scriptSources: e.SMS_WIDGET_SCRIPT_URL ? [hostOrigin(e.SMS_WIDGET_SCRIPT_URL)] : [],
  };
}

/** A fresh nonce: 128 random bits, base64. One per response, never reused. */
export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

export interface PolicyOptions {
  kind: DocumentKind;
  nonce: string;
  config: SecurityConfig;
  /** Image hosts of the staging environments (editor documents only: drafts point at them). */
  stagingImageSources?: readonly string[];
  /** The Vite dev server (`npm run dev`): its HMR client and style injection need the relaxed policy below. */
  dev?: boolean;
}

/**
 * The Content-Security-Policy of one HTML document.
 *
 * - Scripts: this origin's files and the inline scripts that carry the response's nonce (React Router's context and
 *   route data, the islands runtime's module, the Speculation Rules). No `'strict-dynamic'`: every script the pages
 *   load is this origin's, so trusting what a nonced script loads would add nothing and drop `'self'`.
 * - Styles: `<style>` elements need the nonce (the critical CSS, Emotion's runtime tags, the scroll lock of
 *   drawers); `style` attributes are allowed (`style-src-attr 'unsafe-inline'`): React writes a few (island
 *   containers' `display: contents`, the banner's fades), a nonce cannot apply to an attribute, and an attribute can
 *   restyle an element but never run code.
 * - Development (`npm run dev`): Vite injects unnonced inline module scripts and `<style>` tags and talks to its HMR
 *   server over a WebSocket, so scripts and styles take `'unsafe-inline'` and `connect-src` adds `ws:`/`wss:`; the
 *   nonce is left out of that policy (a nonce would switch `'unsafe-inline'` off).
 */
export function contentSecurityPolicy({
  kind,
  nonce,
  config,
  stagingImageSources = [],
  dev = false,
}: PolicyOptions): string {
  const inline = dev ? ["'unsafe-inline'"] : [`'nonce-${nonce}'`];
  const directives: Record<string, readonly string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...config.scriptSources, ...inline],
    'style-src': ["'self'", ...inline],
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': ["'self'", ...config.imageSources, ...(kind === 'editor' ? stagingImageSources : [])],
    'connect-src': ["'self'", ...config.connectSources, ...(dev ? ['ws:', 'wss:'] : [])],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': kind === 'editor' ? config.editorOrigins : ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`)
    .join('; ');
}

/**
 * The headers of one HTML document: its policy, and for public documents `X-Frame-Options: DENY` too, for browsers
 * that predate `frame-ancestors` (editor documents get none: it has no allow-list, and would refuse the Amplience app).
 */
export function documentSecurityHeaders(options: PolicyOptions): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    ...(options.kind === 'public' ? { 'X-Frame-Options': 'DENY' } : {}),
  };
}

/**
 * The `Referrer-Policy` of the pages whose address carries a one-time credential (the reset, passwordless and social
 * landings: `?token=`, `?code=`): `strict-origin` sends no path or query in any `Referer`, to this site or another, so
 * the token cannot leak through one (nor through a CDN's log of one). Not `no-referrer`: with it browsers send
 * `Origin: null` on the page's own form posts (Fetch, "append a request Origin header"), which the cross-site guard
 * refuses, and the landings post their forms to themselves.
 */
export const TOKEN_LANDING_REFERRER_POLICY = 'strict-origin';

/** The headers of every response, assets included; HSTS only when the request came over HTTPS. */
export function baselineSecurityHeaders({ https }: { https: boolean }): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    ...(https ? { 'Strict-Transport-Security': HSTS_VALUE } : {}),
  };
}

/** The part of an Express application the server's setup uses (Express's own types are not a dependency). */
export interface ServerApp {
  set(setting: string, value: unknown): unknown;
  get(setting: string): unknown;
  use(handler: (req: IncomingMessage & { secure: boolean }, res: ServerResponse, next: () => void) => void): unknown;
}

/**
 * Sets up the production server (`server.mjs`): Express's `trust proxy` is `TRUSTED_PROXIES`, so `req.protocol`,
 * `req.hostname`, `req.ip` and the `Request` React Router builds from them believe forwarded headers from those
 * peers only; from any other peer the forwarded headers are removed before anything reads them (React Router's
 * adapter would otherwise take a port from `X-Forwarded-Host`). Then every response gets the baseline headers, each
 * unless the response sets its own (a route's stricter `Referrer-Policy`: one value, never two). Call before any
 * other middleware.
 */
export function installServerSecurity(app: ServerApp, env?: RawEnv): SecurityConfig {
  const config = readSecurityConfig(env, {});
  app.set('trust proxy', config.trustedProxies.length > 0 ? [...config.trustedProxies] : false);
  const trusted = app.get('trust proxy fn') as (address: string | undefined, hop: number) => boolean;
  app.use((req, res, next) => {
    if (!trusted(req.socket.remoteAddress, 0)) {
      for (const name of FORWARDED_HEADERS) delete req.headers[name];
    }
    // Defaults, written as the head goes out and only where the response has none of its own: React Router's adapter
    // and the render cache *append* the route's headers, so a value set here first would be sent twice
    // (`Referrer-Policy: strict-origin-when-cross-origin, no-referrer` on the sign-in landings).
    const baseline = Object.entries(baselineSecurityHeaders({ https: req.secure }));
    const writeHead = res.writeHead;
    res.writeHead = function writeHeadWithBaseline(
      this: ServerResponse,
      ...args: Parameters<ServerResponse['writeHead']>
    ) {
      for (const [name, value] of baseline) if (!this.hasHeader(name)) this.setHeader(name, value);
      return writeHead.apply(this, args);
    } as ServerResponse['writeHead'];
    next();
  });
  return config;
}

// The shell's activity calls go from the browser straight to the Einstein host (see app/features/shell/activity).
const processSecurityConfig = perEnv(() =>
  readSecurityConfig(undefined, { ...getConfig(), browserApiHosts: [getCommerceConfig().einstein.host] }),
);

/** The process's security configuration (from the checked environment, on first use). */
export function getSecurityConfig(): SecurityConfig {
  return processSecurityConfig();
}

import { getConfig } from './config.server';
import { envFrom, perEnv, type RawEnv } from './env.server';
import { getCommerceConfig } from './commerce/commerce.server';
import {
  AMPLIENCE_MEDIA_ORIGIN,
  DEFAULT_EDITOR_ORIGINS,
  hostOrigin,
  installProxyTrustAndBaselineHeaders,
  type SecurityConfig,
  type ServerApp,
} from '@ridgeline/renderer/server';

/**
 * The storefront's security headers (see README, "Security headers"): the headers and the policy are
 * `@ridgeline/renderer/server`'s (`security/documentSecurity.ts`); here, their settings from the environment. The
 * baseline headers go on every response (static assets included, `installServerSecurity`, called by `server.mjs`);
 * the Content-Security-Policy on every HTML document (entry.server, with `createNonce` and `documentSecurityHeaders`).
 */
export {
  contentSecurityPolicy,
  createNonce,
  documentSecurityHeaders,
  type DocumentKind,
  type SecurityConfig,
} from '@ridgeline/renderer/server';

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

/** Sets up the production server (`server.mjs`) for `TRUSTED_PROXIES`: see `installProxyTrustAndBaselineHeaders`. */
export function installServerSecurity(app: ServerApp, env?: RawEnv): SecurityConfig {
  const config = readSecurityConfig(env, {});
  installProxyTrustAndBaselineHeaders(app, config.trustedProxies);
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

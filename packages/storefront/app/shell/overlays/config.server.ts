/** The shell's browser configuration (`ShellConfig`) from the storefront's configuration: only what the browser needs. */
import { getCommerceConfig } from '../../lib/commerce/commerce.server';
import type { CommerceConfig } from '../../lib/commerce/config.server';
import type { EinsteinBrowserConfig, ShellConfig } from './config';
import { envFrom, type RawEnv } from '../../lib/env.server';

/**
 * The Einstein settings a browser needs (host, public client id, site id, its realm) and the instance type:
 * `EINSTEIN_INSTANCE_TYPE` (`prd` | `sbx`), default `sbx` against the sandbox and `prd` otherwise. `EINSTEIN_ACTIVITIES=off`
 * turns every browser call off.
 */
export function einsteinBrowserConfig(commerce: CommerceConfig, env?: RawEnv): EinsteinBrowserConfig | undefined {
  const e = envFrom(env);
  if (!e.EINSTEIN_ACTIVITIES) return undefined;
  const type = e.EINSTEIN_INSTANCE_TYPE;
  const { host, clientId, siteId } = commerce.einstein;
  return {
    host,
    clientId,
    siteId,
    // The realm is the site id's prefix (`rdgl-RidgelineUS` → `rdgl`); a site id without one is its own realm.
    realm: siteId.includes('-') ? siteId.slice(0, siteId.indexOf('-')) : siteId,
    instanceType: type ?? (commerce.usingSandbox ? 'sbx' : 'prd'),
  };
}

export function shellConfig(locale: string, env?: RawEnv, commerce: CommerceConfig = getCommerceConfig()): ShellConfig {
  const einstein = einsteinBrowserConfig(commerce, env);
  const e = envFrom(env);
  return {
    locale,
    ...(einstein ? { einstein } : {}),
    // Only a build has a service worker (scripts/service-worker.mjs writes it); the dev server has none.
    serviceWorker: !import.meta.env.DEV,
    ...(e.SMS_WIDGET_SCRIPT_URL ? { smsWidget: { scriptUrl: e.SMS_WIDGET_SCRIPT_URL } } : {}),
    feedbackUrl: e.SUPPORT_URL,
  };
}

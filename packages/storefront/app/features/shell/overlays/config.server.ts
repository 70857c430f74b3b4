/** The shell's browser configuration (`ShellConfig`) from the storefront's configuration: only what the browser needs. */
import { CONSENT_COOKIE_ENDPOINT, EINSTEIN_ENDPOINT, type EinsteinBrowserConfig, type ShellConfig } from './config';
import { envFrom, type RawEnv } from '../../../platform/env.server';
import { intlFor } from '../../../platform/i18n/catalogs.server';
import { urls } from '../../../platform/urls';
import { reservationMessagesOf } from '../reservation/messages';

/**
 * What a browser needs for activity and recommendation calls: the storefront's own endpoint, nothing else (the host,
 * client id, site id, realm and instance type stay on the server). `EINSTEIN_ACTIVITIES=off` turns every browser call
 * off.
 */
export function einsteinBrowserConfig(env?: RawEnv): EinsteinBrowserConfig | undefined {
  return envFrom(env).EINSTEIN_ACTIVITIES ? { endpoint: EINSTEIN_ENDPOINT } : undefined;
}

export function shellConfig(locale: string, env?: RawEnv): ShellConfig {
  const einstein = einsteinBrowserConfig(env);
  const e = envFrom(env);
  return {
    locale,
    ...(einstein ? { einstein } : {}),
    // Only a build has a service worker (scripts/service-worker.mjs writes it); the dev server has none.
    serviceWorker: !import.meta.env.DEV,
    ...(e.SMS_WIDGET_SCRIPT_URL ? { smsWidget: { scriptUrl: e.SMS_WIDGET_SCRIPT_URL } } : {}),
    feedbackUrl: e.SUPPORT_URL,
    ...(e.DATA_LAYER_SHOPPER_DATA ? { shopperData: true as const } : {}),
    ...(e.AFFILIATE_EVENT_CONSENT ? { consent: { endpoint: CONSENT_COOKIE_ENDPOINT } } : {}),
    reservation: { messages: reservationMessagesOf(intlFor(locale)), bagHref: urls.cart(locale) },
  };
}

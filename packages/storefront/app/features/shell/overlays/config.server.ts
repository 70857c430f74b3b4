/** The shell's browser configuration (`ShellConfig`) from the storefront's configuration: only what the browser needs. */
import { ACTIVE_DATA_BEACON_PATH, type ActiveDataBrowserConfig } from '@ridgeline/commerce';
import {
  BROWSER_ERRORS_ENDPOINT,
  CONSENT_COOKIE_ENDPOINT,
  EINSTEIN_ENDPOINT,
  type BrowserErrorsConfig,
  type EinsteinBrowserConfig,
  type ShellConfig,
} from './config';
import { envFrom, type RawEnv } from '../../../platform/env.server';
import { intlFor } from '../../../platform/i18n/catalogs.server';
import { DEFAULT_LOCALE, DEFAULT_LOCALE_ID, shopLocale, urls } from '../../../platform/urls';
import { reservationMessagesOf } from '../reservation/messages';

/**
 * What a browser needs for activity and recommendation calls: the storefront's own endpoint, nothing else (the host,
 * client id, site id, realm and instance type stay on the server). `EINSTEIN_ACTIVITIES=off` turns every browser call
 * off.
 */
export function einsteinBrowserConfig(env?: RawEnv): EinsteinBrowserConfig | undefined {
  return envFrom(env).EINSTEIN_ACTIVITIES ? { endpoint: EINSTEIN_ENDPOINT } : undefined;
}

/**
 * The Active Data beacon's browser side (`ACTIVE_DATA_ORIGIN` set): the storefront's own path and the locale's
 * currency (the default locale's is `COMMERCE_CURRENCY`); the commerce instance's origin and site stay on the server.
 */
export function activeDataBrowserConfig(locale: string, env?: RawEnv): ActiveDataBrowserConfig | undefined {
  const e = envFrom(env);
  if (!e.ACTIVE_DATA_ORIGIN) return undefined;
  const shop = shopLocale(locale) ?? DEFAULT_LOCALE;
  return {
    endpoint: ACTIVE_DATA_BEACON_PATH,
    currency: shop.id === DEFAULT_LOCALE_ID ? e.COMMERCE_CURRENCY : shop.currency,
  };
}

/** The browser error reports (`BROWSER_ERRORS` on): the collector's path and the share of page views that report. */
export function browserErrorsConfig(env?: RawEnv): BrowserErrorsConfig | undefined {
  const e = envFrom(env);
  return e.BROWSER_ERRORS ? { endpoint: BROWSER_ERRORS_ENDPOINT, sampleRate: e.BROWSER_ERRORS_SAMPLE_RATE } : undefined;
}

export function shellConfig(locale: string, env?: RawEnv): ShellConfig {
  const einstein = einsteinBrowserConfig(env);
  const e = envFrom(env);
  const activeData = activeDataBrowserConfig(locale, env);
  const browserErrors = browserErrorsConfig(env);
  return {
    locale,
    ...(einstein ? { einstein } : {}),
    // Only a build has a service worker (scripts/service-worker.mjs writes it); the dev server has none.
    serviceWorker: !import.meta.env.DEV,
    ...(e.SMS_WIDGET_SCRIPT_URL ? { smsWidget: { scriptUrl: e.SMS_WIDGET_SCRIPT_URL } } : {}),
    feedbackUrl: e.SUPPORT_URL,
    ...(e.DATA_LAYER_SHOPPER_DATA ? { shopperData: true as const } : {}),
    ...(e.AFFILIATE_EVENT_CONSENT ? { consent: { endpoint: CONSENT_COOKIE_ENDPOINT } } : {}),
    ...(activeData ? { activeData } : {}),
    ...(browserErrors ? { browserErrors } : {}),
    reservation: { messages: reservationMessagesOf(intlFor(locale)), bagHref: urls.cart(locale) },
  };
}

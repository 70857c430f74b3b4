import type { ActiveDataBrowserConfig } from '@ridgeline/commerce';
import type { ReservationMessages } from '../reservation/messages';

/**
 * What the shell's overlays, offline handling and activity calls need in the browser
 * (docs/behaviour/shell.md#overlays-and-offline). It travels as the overlays island's props inside public, cacheable HTML: configuration only,
 * never anything about the visitor.
 */
export interface EinsteinBrowserConfig {
  /**
   * The storefront's same-origin activity endpoint (`EINSTEIN_ENDPOINT`): the browser posts its activities and
   * personal recommendation asks there; the server adds who the shopper is and forwards them to the service.
   */
  endpoint: string;
}

/** Where the browser's activity and recommendation calls go (`app/features/shell/activity/activity-route.ts`). */
export const EINSTEIN_ENDPOINT = '/__ridgeline/einstein';

export interface ShellConfig {
  /** The page's locale (links, the country selector's home country). */
  locale: string;
  /** Absent: no recommendation or activity call is ever made. */
  einstein?: EinsteinBrowserConfig;
  /** Register the service worker (production builds, which have one). */
  serviceWorker: boolean;
  /** The third-party SMS sign-up widget (`SMS_WIDGET_SCRIPT_URL`); absent: the footer promo's request goes unanswered. */
  smsWidget?: { scriptUrl: string };
  /** Where the footer's "Website feedback" opens (the help centre, `SUPPORT_URL`), in a new tab. */
  feedbackUrl?: string;
  /** Push the shopper's data-layer cart and user on each page (`DATA_LAYER_SHOPPER_DATA`). */
  shopperData?: true;
  /**
   * The shell's cart reservation alert: the timer's words in the page's locale and the bag's address (its hint links
   * there). Public words only; whether this shopper has a reservation is read from their cookie in the browser.
   */
  reservation?: { messages: ReservationMessages; bagHref: string };
  /** `AFFILIATE_EVENT_CONSENT`: tell the consent-cookie endpoint of each consent change (absent: never). */
  consent?: { endpoint: string };
  /**
   * `ACTIVE_DATA_ORIGIN`: each page view sends the Active Data beacon to this same-origin path, with the page's
   * locale's currency (absent: never). The commerce instance's address stays on the server.
   */
  activeData?: ActiveDataBrowserConfig;
  /**
   * `BROWSER_ERRORS`: the page's script errors, unhandled rejections and island failures are reported to `endpoint`
   * (at most a few per page), on the share `sampleRate` (0 to 1) of page views (absent: never).
   */
  browserErrors?: BrowserErrorsConfig;
}

/** Where and how often a page reports its errors (`ShellConfig.browserErrors`). */
export interface BrowserErrorsConfig {
  endpoint: string;
  sampleRate: number;
}

/** The storefront's browser error collector (`app/features/shell/routes/browser-errors.ts`). */
export const BROWSER_ERRORS_ENDPOINT = '/__ridgeline/errors';

/** The storefront's set-consent-cookie endpoint (`app/features/shell/routes/consent-cookie.ts`). */
export const CONSENT_COOKIE_ENDPOINT = '/__ridgeline/consent-cookie';

/** The kind of the overlays island (`ISLAND_PARTS`). */
export const SHELL_OVERLAYS_ISLAND = 'shell-overlays';
/** The kind of the weather button island (`ISLAND_PARTS`). */
export const SHELL_WEATHER_ISLAND = 'shell-weather';
/** The kind of the offline page's retry screen island (`ISLAND_PARTS`). */
export const SHELL_OFFLINE_ISLAND = 'shell-offline';

/** The server-rendered page the service worker answers an offline navigation with. */
export const OFFLINE_PATH = '/offline';
/** The service worker script (written into build/client by scripts/service-worker.mjs). */
export const SERVICE_WORKER_PATH = '/sw.js';

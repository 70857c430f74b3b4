import { Hono } from 'hono';
import type { Context } from 'hono';
import type { AuthService } from './auth.js';
import type { CommerceConfig } from './config.js';
import { ScapiError, scapiErrorResponse } from './errors.js';
import { checkRequest } from './shopper-api.js';

/**
 * The storefront shell's custom site APIs (the generic custom-API shape,
 * docs/behaviour/data-and-caching.md#custom-api-shape), over demo data:
 *   GET /custom/country/v1/organizations/{org}/verify?siteId&locale&countryCode → the country selector's overlay
 *   GET /custom/marketing/v1/organizations/{org}/slots/{slotId}?siteId&locale  → a marketing action by slot
 * and `GET /flags/{code}.svg`, the flag icons `flagsIconUrl` points at.
 */

export interface CountryLocale {
  id: string;
  name: string;
  /** where the locale's site is: a storefront path for the locales this site serves, else another site */
  url: string;
}

export interface Country {
  countryCode: string;
  name: string;
  /** the country's name in the language of the request's locale */
  translatedName: string;
  ecommerceEnabled: boolean;
  locales: CountryLocale[];
}

interface DemoCountry {
  countryCode: string;
  name: string;
  french: string;
  ecommerceEnabled: boolean;
  locales: CountryLocale[];
  /** two stripes of the demo flag */
  colours: [string, string];
}

/** The demo site sells in the United States and Canada; the other countries have sites of their own. */
export const DEMO_COUNTRIES: readonly DemoCountry[] = Object.freeze([
  {
    countryCode: 'US',
    name: 'United States',
    french: 'États-Unis',
    ecommerceEnabled: true,
    locales: [{ id: 'en-US', name: 'English', url: '/' }],
    colours: ['#1D3B8A', '#C8102E'],
  },
  {
    countryCode: 'CA',
    name: 'Canada',
    french: 'Canada',
    ecommerceEnabled: true,
    locales: [
      { id: 'en-CA', name: 'English', url: '/en-ca/home' },
      { id: 'fr-CA', name: 'français', url: '/fr-ca/home' },
    ],
    colours: ['#D52B1E', '#FFFFFF'],
  },
  {
    countryCode: 'GB',
    name: 'United Kingdom',
    french: 'Royaume-Uni',
    ecommerceEnabled: false,
    locales: [{ id: 'en-GB', name: 'English', url: 'https://uk.ridgeline.dev/' }],
    colours: ['#012169', '#C8102E'],
  },
  {
    countryCode: 'DE',
    name: 'Germany',
    french: 'Allemagne',
    ecommerceEnabled: false,
    locales: [{ id: 'de-DE', name: 'Deutsch', url: 'https://de.ridgeline.dev/' }],
    colours: ['#000000', '#FFCE00'],
  },
  {
    countryCode: 'FR',
    name: 'France',
    french: 'France',
    ecommerceEnabled: false,
    locales: [{ id: 'fr-FR', name: 'français', url: 'https://fr.ridgeline.dev/' }],
    colours: ['#002395', '#ED2939'],
  },
]);

/** Where every country's sites are listed (another site: the demo storefront has no such page). */
export const VIEW_ALL_COUNTRIES_URL = 'https://www.ridgeline.dev/international';

export interface CountryVerifyAnswer {
  /** null when there is nothing to offer: the visitor is in the locale's country, or in no country the sandbox knows */
  overlayDetails: { homeCountry: Country; visitingCountry: Country } | null;
  flagsIconUrl: string;
  viewAllCountriesUrl: string;
  modalTitle: string;
}

const countryOf = (code: string) => DEMO_COUNTRIES.find((c) => c.countryCode === code.toUpperCase());

function view(country: DemoCountry, locale: string): Country {
  return {
    countryCode: country.countryCode,
    name: country.name,
    translatedName: locale.toLowerCase().startsWith('fr') ? country.french : country.name,
    ecommerceEnabled: country.ecommerceEnabled,
    locales: country.locales.map((l) => ({ ...l })),
  };
}

/** The overlay for a visitor from `countryCode` on the `locale` site (pure; the route adds the origin). */
export function verifyCountry(locale: string, countryCode: string, origin: string): CountryVerifyAnswer {
  const home = countryOf(locale.split('-')[1] ?? '');
  const visiting = countryOf(countryCode);
  const french = locale.toLowerCase().startsWith('fr');
  const overlayDetails =
    home && visiting && home !== visiting
      ? { homeCountry: view(home, locale), visitingCountry: view(visiting, locale) }
      : null;
  const visitingName = visiting ? view(visiting, locale).translatedName : '';
  return {
    overlayDetails,
    flagsIconUrl: `${origin}/flags/`,
    viewAllCountriesUrl: VIEW_ALL_COUNTRIES_URL,
    modalTitle: overlayDetails
      ? french
        ? `Vous magasinez depuis : ${visitingName} ?`
        : `Shopping from ${visitingName}?`
      : '',
  };
}

/** A marketing action by slot (what a personalisation service answers for one slot of the shell). */
export interface MarketingAction {
  slotId: string;
  /** false: nothing is scheduled in this slot now (the storefront shows nothing) */
  active: boolean;
  displayMessage?: string;
  json?: Record<string, unknown>;
  items?: unknown[];
}

type ActionTemplate = Omit<MarketingAction, 'slotId'>;

/** The demo slots. `{origin}` in a string becomes the sandbox's origin (images on its media endpoint). */
export const DEMO_MARKETING_SLOTS: Readonly<Record<string, ActionTemplate>> = Object.freeze({
  'pick-up': {
    active: true,
    displayMessage: 'Pick Up Where You Left Off',
    json: {
      title: 'Pick Up Where You Left Off',
      subtitle: 'The last thing you looked at is still here.',
      ctaText: 'Take me back',
    },
    items: [],
  },
  'exit-intent': {
    active: true,
    displayMessage: 'Before you go',
    json: {
      heading: 'Before you go',
      body: 'Sign in to keep your bag and wish list on every device, and hear about new gear first.',
      buttonText: 'Sign in',
      imgUrl: '{origin}/i/ridgeline/forest-trail?w=560&h=315&fmt=auto',
      altText: 'A forest trail in morning light',
      customLinkName: 'exit-intent-sign-in',
      spaceBetweenElms: 3,
    },
    items: [],
  },
  weather: {
    active: true,
    displayMessage: 'Sunny, 75°F',
    json: {
      title: 'Sunny, 75°F',
      subtitle: 'UV index high this afternoon',
      ctaText: 'Shop sun protection',
      iconName: 'sun',
      drawerTitle: 'Made for sunny days',
      drawerSubtitle: 'Hats, shades and breathable layers for today’s forecast.',
      viewAllText: 'View all',
      viewAllLink: '/search?q=sun+protection',
    },
    items: [],
  },
});

function fill(value: unknown, origin: string): unknown {
  if (typeof value === 'string') return value.replaceAll('{origin}', origin);
  if (Array.isArray(value)) return value.map((v) => fill(v, origin));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fill(v, origin)]));
  return value;
}

/** A two-stripe demo flag (decorative), 3:2. */
function flagSvg(country: DemoCountry): string {
  const [top, bottom] = country.colours;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 30 20" width="30" height="20"><rect width="30" height="10" fill="${top}"/><rect y="10" width="30" height="10" fill="${bottom}"/><rect width="30" height="20" fill="none" stroke="#9CA3AF" stroke-width="0.5"/></svg>`;
}

export function createShellApis(
  config: CommerceConfig,
  auth: AuthService,
  slots: Readonly<Record<string, ActionTemplate>> = DEMO_MARKETING_SLOTS,
): Hono {
  const app = new Hono();
  const handle = (fn: (c: Context, origin: string, locale: string) => unknown) => (c: Context) => {
    try {
      const { origin, locale } = checkRequest(c, config, auth);
      return c.json(fn(c, origin, locale) as object);
    } catch (err) {
      if (err instanceof ScapiError) return scapiErrorResponse(c, err);
      throw err;
    }
  };
  app.get(
    '/custom/country/v1/organizations/:org/verify',
    handle((c, origin, locale) => {
      const countryCode = c.req.query('countryCode') ?? '';
      if (!/^[A-Za-z]{2}$/.test(countryCode)) {
        throw new ScapiError(
          400,
          'invalid-parameter',
          'Invalid Parameter',
          'Parameter "countryCode" must be a two-letter country code.',
        );
      }
      return verifyCountry(locale, countryCode, origin);
    }),
  );
  app.get(
    '/custom/marketing/v1/organizations/:org/slots/:slotId',
    handle((c, origin) => {
      const slotId = c.req.param('slotId') ?? '';
      const slot = Object.hasOwn(slots, slotId) ? slots[slotId] : undefined;
      if (!slot) throw new ScapiError(404, 'slot-not-found', 'Slot Not Found', `No marketing slot "${slotId}" exists.`);
      return { slotId, ...(fill(slot, origin) as ActionTemplate) };
    }),
  );
  app.get('/flags/:file', (c) => {
    const match = /^([a-z]{2})\.svg$/i.exec(c.req.param('file'));
    const country = match ? countryOf(match[1]!) : undefined;
    if (!country) return c.json({ error: { type: 'NOT_FOUND', message: 'no such flag' } }, 404);
    return c.body(flagSvg(country), 200, { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' });
  });
  return app;
}

/**
 * The overlays' opening rules and their storage keys, pure (the storefront's docs/behaviour/shell.md#overlays-and-offline). The
 * overlays island evaluates them before it loads any modal's code.
 */

/** The country the visitor chose (or kept, by closing the selector): an ISO 3166 alpha-2 code. */
export const COUNTRY_COOKIE = 'ridgeline-country';
/** 30 days, in seconds. */
export const COUNTRY_COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60;
/** sessionStorage: the pick-up modal has been shown in this browser session. */
export const PICK_UP_SESSION_FLAG = 'ridgeline-pick-up-shown';
/** localStorage: the exit-intent modal has been shown (ever, in this browser). */
export const EXIT_INTENT_FLAG = 'ridgeline-exit-intent-shown';
/** The pointer must leave the page within this many pixels of its top. */
export const EXIT_INTENT_TOP_PX = 20;
/** The exit-intent spacing when the payload's `spaceBetweenElms` is not an integer. */
export const DEFAULT_EXIT_INTENT_SPACING = 2;
/** One spacing step of the exit-intent modal, in px. */
export const EXIT_INTENT_SPACING_UNIT_PX = 8;
/** The exit-intent button opens the account entry this long after the modal starts closing. */
export const EXIT_INTENT_ACCOUNT_DELAY_MS = 100;

/** A two-letter country code, upper case, or undefined. */
export function countryCode(value: unknown): string | undefined {
  return typeof value === 'string' && /^[A-Za-z]{2}$/.test(value) ? value.toUpperCase() : undefined;
}

/** The country part of a locale (`en-US` → `US`); undefined for a locale without one. */
export function countryOfLocale(locale: string): string | undefined {
  return countryCode(locale.split(/[-_]/)[1]);
}

/** The `Set-Cookie`-style string `document.cookie` takes for the chosen country: 30 days, whole site. */
export function countryCookieString(country: string, secure: boolean): string {
  return `${COUNTRY_COOKIE}=${encodeURIComponent(country)}; Path=/; Max-Age=${COUNTRY_COOKIE_MAX_AGE_S}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/**
 * The country selector opens when the visitor's country is known (the server found it and the verify call answered
 * overlay details for it) and no country cookie is set.
 */
export function shouldOpenCountryModal(countryCookie: string | undefined, overlay: unknown): boolean {
  return countryCookie === undefined && overlay !== null && overlay !== undefined;
}

/** The last product the shopper viewed, as the product page stores it. */
export interface LastViewedProduct {
  prodImgSrc: string;
  prodName: string;
  prodHref: string;
}

/**
 * Pick Up Where You Left Off opens once per browser session: not yet shown in this session, a last-viewed product with
 * image, name and link, and an active marketing slot. Session storage that cannot be read counts as "shown": without
 * it the once-per-session rule cannot hold, so the modal stays away.
 */
export function shouldOpenPickUp(
  sessionFlag: string | null | undefined,
  product: LastViewedProduct | undefined,
  slotActive: boolean,
): boolean {
  return sessionFlag === null && product !== undefined && slotActive;
}

/** Exit intent is watched until it has been shown once; storage that cannot be read behaves as never shown. */
export function exitIntentShownBefore(flag: string | null | undefined): boolean {
  return flag !== null && flag !== undefined;
}

/** The pointer leaves the page (goes to no element) within `EXIT_INTENT_TOP_PX` of the top. */
export function isExitIntent(event: { clientY: number; relatedTarget: unknown }): boolean {
  return event.relatedTarget === null && event.clientY <= EXIT_INTENT_TOP_PX;
}

/** What the exit-intent modal shows; only a payload with all four texts opens it. */
export interface ExitIntentContent {
  heading: string;
  body: string;
  buttonText: string;
  imgUrl: string;
  altText: string;
  customLinkName?: string;
  /** Spacing steps between the modal's elements. */
  spacing: number;
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/** `spaceBetweenElms` when it is an integer (a gap cannot be negative: a negative one counts as not usable), else 2. */
export function exitIntentSpacing(value: unknown): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : DEFAULT_EXIT_INTENT_SPACING;
}

/** An absolute http(s) URL or a same-origin path (never `//host`, `javascript:` or `data:`). */
export function overlaySafeUrl(value: unknown): string | undefined {
  const candidate = text(value);
  if (!candidate) return undefined;
  if (candidate.startsWith('/'))
    return candidate.startsWith('//') || candidate.startsWith('/\\') ? undefined : candidate;
  try {
    const url = new URL(candidate);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** The exit-intent content of a marketing payload, or undefined when heading, body, buttonText or imgUrl is missing. */
export function exitIntentContent(json: Readonly<Record<string, unknown>> | undefined): ExitIntentContent | undefined {
  if (!json) return undefined;
  const heading = text(json.heading);
  const body = text(json.body);
  const buttonText = text(json.buttonText);
  const imgUrl = overlaySafeUrl(json.imgUrl);
  if (!heading || !body || !buttonText || !imgUrl) return undefined;
  const customLinkName = text(json.customLinkName);
  return {
    heading,
    body,
    buttonText,
    imgUrl,
    altText: text(json.altText) ?? '',
    ...(customLinkName ? { customLinkName } : {}),
    spacing: exitIntentSpacing(json.spaceBetweenElms),
  };
}

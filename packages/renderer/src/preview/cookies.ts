/**
 * Preview cookies: `vse` and `vse-timestamp` (set on entering preview, cleared by Cancel/Exit) and `customer-groups`
 * (the personalisation simulated in preview, written by the toolbar in the browser). Pure helpers. The `Cookie`
 * header is read by the storefront's one parser, `lib/cookies.ts`.
 */
export const VSE_COOKIE = 'vse';
export const VSE_TIMESTAMP_COOKIE = 'vse-timestamp';
export const CUSTOMER_GROUPS_COOKIE = 'customer-groups';
/** sessionStorage key the toolbar mirrors the customer groups under. */
export const CUSTOMER_GROUPS_STORAGE_KEY = 'customer-groups';

export interface CookieOptions {
  /** `Secure` (the request came over https) */
  secure?: boolean;
  /** readable by the page's scripts (the customer-groups cookie); default HttpOnly */
  script?: boolean;
}

/** A session cookie for the whole site, `SameSite=Lax`, `HttpOnly` unless `script`. */
export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  return [
    `${name}=${encodeURIComponent(value)}`,
    'Path=/',
    'SameSite=Lax',
    ...(options.script ? [] : ['HttpOnly']),
    ...(options.secure ? ['Secure'] : []),
  ].join('; ');
}

/** Expires a cookie set by `serializeCookie`. */
export function clearCookie(name: string, options: CookieOptions = {}): string {
  return [
    `${name}=`,
    'Path=/',
    'Max-Age=0',
    'Expires=Thu, 01 Jan 1970 00:00:00 GMT',
    'SameSite=Lax',
    ...(options.script ? [] : ['HttpOnly']),
    ...(options.secure ? ['Secure'] : []),
  ].join('; ');
}

/** Both preview cookies expired (Cancel, Exit, or a stored VSE that is no longer configured). */
export function clearPreviewCookies(options: CookieOptions = {}): string[] {
  return [clearCookie(VSE_COOKIE, options), clearCookie(VSE_TIMESTAMP_COOKIE, options)];
}

const GROUP = /^[\p{L}\p{N} _.'&-]{1,64}$/u;
const MAX_GROUPS = 32;

/**
 * Customer groups as kept in the cookie and sessionStorage: pipe-separated (as in the data layer). Unknown characters,
 * blanks and duplicates are dropped; at most 32 groups.
 */
export function parseCustomerGroups(value: string | null | undefined): string[] {
  if (!value) return [];
  const seen = new Set<string>();
  for (const raw of value.split('|')) {
    const group = raw.trim();
    if (GROUP.test(group)) seen.add(group);
    if (seen.size >= MAX_GROUPS) break;
  }
  return [...seen];
}

export function formatCustomerGroups(groups: readonly string[]): string {
  return parseCustomerGroups(groups.join('|')).join('|');
}

/**
 * The preview toolbar's Apply groups, in the browser: the groups kept in the `customer-groups` cookie (the server
 * reads it) and sessionStorage, then the page reloads with them.
 */
export function applyPreviewGroups(groups: readonly string[]): void {
  const value = formatCustomerGroups(groups);
  document.cookie = `${CUSTOMER_GROUPS_COOKIE}=${encodeURIComponent(value)}; Path=/; SameSite=Lax`;
  try {
    sessionStorage.setItem(CUSTOMER_GROUPS_STORAGE_KEY, value);
  } catch {
    // storage unavailable (privacy mode): the cookie is enough for the server
  }
  window.location.reload();
}

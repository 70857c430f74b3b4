/**
 * The browser's client-IP and consent-cookie calls (browser-safe), each with a deadline, a body limit and its failure
 * rule. See docs/behaviour/accounts.md#client-ip-and-consent-calls.
 */

/** The session-storage key the client IP is kept under. */
export const CLIENT_IP_STORAGE_KEY = 'ridgeline.clientIp';

/** How long either call may take. */
export const CONSENT_CALL_TIMEOUT_MS = 5_000;

/** The largest client-IP answer read (`{"clientIp":"…"}` is a few dozen bytes). */
const MAX_CLIENT_IP_BODY = 1024;

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const IPV6 = /^[0-9a-f:.]{2,45}$/i;

type Log = (entry: Record<string, unknown>) => void;
type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

/**
 * The shopper's address as the client-IP endpoint sees it (`GET {endpoint}` answering `{ clientIp }`), kept in
 * session storage under `CLIENT_IP_STORAGE_KEY` so a session asks once. An answer that is not an IP address, larger
 * than 1 KB, late or non-OK gives undefined and is logged; a storage failure is logged and ignored.
 */
export async function clientIp(
  endpoint: string,
  { fetchImpl = fetch, storage, log }: { fetchImpl?: typeof fetch; storage?: Storage; log: Log },
): Promise<string | undefined> {
  try {
    const kept = storage?.getItem(CLIENT_IP_STORAGE_KEY);
    if (kept && (IPV4.test(kept) || (kept.includes(':') && IPV6.test(kept)))) return kept;
  } catch (error) {
    log({ message: 'session storage failed', error: String((error as Error)?.message ?? error) });
  }
  let ip: unknown;
  try {
    const response = await fetchImpl(endpoint, { signal: AbortSignal.timeout(CONSENT_CALL_TIMEOUT_MS) });
    if (!response.ok) throw new Error(`Request failed with status ${response.status} ${response.statusText}`);
    if (Number(response.headers.get('content-length') ?? 0) > MAX_CLIENT_IP_BODY)
      throw new Error('client-IP answer too large');
    const text = await response.text();
    if (text.length > MAX_CLIENT_IP_BODY) throw new Error('client-IP answer too large');
    ip = (JSON.parse(text) as { clientIp?: unknown })?.clientIp;
  } catch (error) {
    log({ message: 'client IP failed', error: String((error as Error)?.message ?? error) });
    return undefined;
  }
  if (typeof ip !== 'string' || !(IPV4.test(ip) || (ip.includes(':') && IPV6.test(ip)))) {
    log({ message: 'client IP failed', error: 'not an IP address' });
    return undefined;
  }
  try {
    storage?.setItem(CLIENT_IP_STORAGE_KEY, ip);
  } catch (error) {
    log({ message: 'session storage failed', error: String((error as Error)?.message ?? error) });
  }
  return ip;
}

/**
 * After a consent change: `GET {endpoint}?domain&oneTrustActiveGroups&cjevent`, only when the site has the
 * affiliate-event setting and the page's address carries a `cjevent` parameter (at most 256 characters). A non-OK or
 * failed answer logs 'Consent update failed'. Resolves whether the call was made and answered OK.
 */
export async function updateConsentCookie(
  endpoint: string,
  {
    affiliateEvent,
    search,
    domain,
    activeGroups,
    fetchImpl = fetch,
    log,
  }: {
    affiliateEvent: boolean;
    search: string;
    domain: string;
    activeGroups: string;
    fetchImpl?: typeof fetch;
    log: Log;
  },
): Promise<boolean> {
  const cjevent = new URLSearchParams(search).get('cjevent')?.trim();
  if (!affiliateEvent || !cjevent || cjevent.length > 256) return false;
  const url = new URL(endpoint, 'http://relative.invalid');
  url.searchParams.set('domain', domain);
  url.searchParams.set('oneTrustActiveGroups', activeGroups);
  url.searchParams.set('cjevent', cjevent);
  const href = url.origin === 'http://relative.invalid' ? `${url.pathname}${url.search}` : url.href;
  try {
    const response = await fetchImpl(href, { signal: AbortSignal.timeout(CONSENT_CALL_TIMEOUT_MS) });
    if (response.ok) return true;
    log({ message: 'Consent update failed', status: response.status });
  } catch (error) {
    log({ message: 'Consent update failed', error: String((error as Error)?.message ?? error) });
  }
  return false;
}

/** The event a OneTrust consent banner fires on `window` when the shopper saves their choices (`detail`: group ids). */
export const CONSENT_CHANGED_EVENT = 'OneTrustGroupsUpdated';

/** Where OneTrust keeps the active groups, `,C0001,C0004,` (read when the event carries no list). */
interface ConsentWindow {
  OnetrustActiveGroups?: unknown;
}

/** The active groups of a consent change in OneTrust's own form, `,C0001,C0004,`; undefined when unreadable. */
export function activeConsentGroups(event: Event, fallback: unknown): string | undefined {
  const detail = (event as CustomEvent<unknown>).detail;
  if (Array.isArray(detail) && detail.every((id) => typeof id === 'string')) return `,${detail.join(',')},`;
  return typeof fallback === 'string' ? fallback : undefined;
}

/**
 * Calls `updateConsentCookie` after each consent change the page's consent manager reports (`OneTrustGroupsUpdated`),
 * with this page's host name and address. Nothing happens until a consent manager fires the event. Returns a stop.
 */
export function watchConsentChanges(
  endpoint: string,
  { target = window, log, fetchImpl }: { target?: Window; log: Log; fetchImpl?: typeof fetch },
): () => void {
  const listener = (event: Event) => {
    const activeGroups = activeConsentGroups(event, (target as unknown as ConsentWindow).OnetrustActiveGroups);
    if (activeGroups === undefined) return log({ message: 'Consent update failed', error: 'no consent groups' });
    void updateConsentCookie(endpoint, {
      affiliateEvent: true,
      search: target.location.search,
      domain: target.location.hostname,
      activeGroups,
      log,
      ...(fetchImpl ? { fetchImpl } : {}),
    });
  };
  target.addEventListener(CONSENT_CHANGED_EVENT, listener);
  return () => target.removeEventListener(CONSENT_CHANGED_EVENT, listener);
}

/** The affiliate network's event cookie the consent endpoint sets (CJ's `cje`), read by its tag. */
export const AFFILIATE_EVENT_COOKIE = 'cje';
/** How long the affiliate event is kept: a year, as the network's own tag keeps it. */
const AFFILIATE_EVENT_MAX_AGE_S = 365 * 24 * 60 * 60;

const HOST_NAME = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i;
const GROUP_ID = /^[A-Za-z0-9]{1,16}$/;
const CJEVENT = /^[A-Za-z0-9_-]{1,256}$/;

/** What the consent-cookie endpoint answers: the cookie to set or clear, or why the request is refused. */
export type ConsentCookieAnswer = { ok: true; setCookie: string } | { ok: false; problem: string };

/**
 * The set-consent-cookie endpoint's decision for `?domain&oneTrustActiveGroups&cjevent`: the affiliate event is kept
 * (`cje`, a year, host-only) only when the shopper's groups include the targeting group, and removed when they do
 * not (consent withdrawn). `domain` must be this request's own host: the cookie is never scoped by what a request
 * says. Values outside their shapes are refused and set nothing.
 */
export function consentCookieAnswer(
  params: URLSearchParams,
  { host, targetingGroup, secure }: { host: string; targetingGroup: string; secure: boolean },
): ConsentCookieAnswer {
  const domain = params.get('domain') ?? '';
  const groups = params.get('oneTrustActiveGroups') ?? '';
  const cjevent = params.get('cjevent') ?? '';
  if (!HOST_NAME.test(domain) || domain.toLowerCase() !== host.toLowerCase())
    return { ok: false, problem: '"domain" must be this site\'s host name.' };
  const ids = groups.split(',');
  const groupsValid =
    groups.length <= 512 &&
    ids.every((id, index) => GROUP_ID.test(id) || (id === '' && (index === 0 || index === ids.length - 1)));
  if (!groupsValid) return { ok: false, problem: '"oneTrustActiveGroups" must be comma-separated group ids.' };
  if (!CJEVENT.test(cjevent)) return { ok: false, problem: '"cjevent" must be 1 to 256 letters, digits, "-" or "_".' };
  const attributes = `Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
  return ids.includes(targetingGroup)
    ? {
        ok: true,
        setCookie: `${AFFILIATE_EVENT_COOKIE}=${cjevent}; Max-Age=${AFFILIATE_EVENT_MAX_AGE_S}; ${attributes}`,
      }
    : { ok: true, setCookie: `${AFFILIATE_EVENT_COOKIE}=; Max-Age=0; ${attributes}` };
}

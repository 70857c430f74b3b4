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

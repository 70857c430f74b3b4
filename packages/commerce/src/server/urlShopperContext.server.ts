/**
 * The shopper context a page's address asks for (docs/behaviour/shell.md#shopper-context-from-the-url): the typed
 * URL parameters of `shopperContextFromSearchParams` written to the requester's OWN shopper context, the usid of
 * their sealed session and nothing else (no parameter, header or cookie names a usid), with their own token. The
 * context is created (PUT) when the shopper has none, else merged (PATCH), so the coupon sync's codes are kept.
 */
import { readLimited } from '@ridgeline/renderer/server';
import { isIPv4 } from 'node:net';
import type { CommerceConfig } from './config.server';
import { log as commerceLog, messageOf } from './log.server';
import {
  DEFAULT_SHOPPER_CONTEXT_PARAMS,
  shopperContextFromSearchParams,
  type ShopperContextBody,
  type ShopperContextParam,
} from '../shopperContextParams';

/** The largest Shopper Context answer read (a context is a few hundred bytes). */
export const URL_SHOPPER_CONTEXT_MAX_BODY_BYTES = 16 * 1024;

/** Parameters a page reads for itself (the store locator's search: `country`, `postalCode`), never a context's. */
const PAGE_OWN_PARAMS = new Set(['country', 'postalCode']);

/**
 * The parameters a page request's shopper context is read from: the default mapping without the names a page reads
 * for itself (a store search for a postal code says nothing of where the shopper is, and must stay cacheable).
 */
export const PAGE_SHOPPER_CONTEXT_PARAMS: readonly ShopperContextParam[] = DEFAULT_SHOPPER_CONTEXT_PARAMS.filter(
  (entry) => !PAGE_OWN_PARAMS.has(entry.param),
);

export type UrlShopperContextOutcome = 'none' | 'no-session' | 'expired-session' | 'created' | 'updated' | 'failed';

/** The shopper context the address asks for, or undefined (then the request is an ordinary one). */
export function urlShopperContext(
  url: URL,
  mapping: readonly ShopperContextParam[] = PAGE_SHOPPER_CONTEXT_PARAMS,
): ShopperContextBody | undefined {
  return shopperContextFromSearchParams(url.searchParams, mapping);
}

/**
 * Writes the shopper context a GET's address asks for to the session's usid. Nothing is asked for another method or
 * when the address asks for none (`none`), or without a session (`no-session`: nobody else's usid is ever used
 * instead). `clientIp`, the address the server itself read (trusted proxies only), goes in as `clientIp` when it is
 * IPv4; a URL parameter never sets it. The read and the write share one deadline (`config.timeoutMs`); an answer over
 * `URL_SHOPPER_CONTEXT_MAX_BODY_BYTES` is a failure. A session whose token has expired writes nothing
 * (`expired-session`). A failure is logged (`url-shopper-context-failed`) and answered
 * `failed`, never thrown: the page renders.
 */
export async function writeUrlShopperContext(
  config: CommerceConfig,
  request: Request,
  session: { readonly usid?: string; readonly accessToken: string; readonly expiresAt?: number } | undefined,
  {
    clientIp,
    log = (fields) => commerceLog.warn(fields as { event: string }),
    fetchImpl = fetch,
    mapping,
    now = Date.now,
  }: {
    clientIp?: string;
    now?: () => number;
    log?: (entry: Record<string, unknown>) => void;
    fetchImpl?: typeof fetch;
    mapping?: readonly ShopperContextParam[];
  } = {},
): Promise<UrlShopperContextOutcome> {
  if (request.method !== 'GET') return 'none';
  const url = new URL(request.url);
  const asked = urlShopperContext(url, mapping);
  if (!asked) return 'none';
  if (!session?.usid) return 'no-session';
  // An expired token would only be refused (the next page, with a refreshed one, may carry the link again).
  if (session.expiresAt !== undefined && now() >= session.expiresAt) return 'expired-session';
  const body: ShopperContextBody = { ...asked, ...(clientIp && isIPv4(clientIp) ? { clientIp } : {}) };
  const origin = (config.proxy ?? `https://${config.shortCode}.api.commercecloud.salesforce.com`).replace(/\/$/, '');
  const target = new URL(
    `${origin}/shopper/shopper-context/v1/organizations/${encodeURIComponent(config.organizationId)}/shopper-context/${encodeURIComponent(session.usid)}`,
  );
  target.searchParams.set('siteId', config.siteId);
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(new Error('Shopper context call timed out')), config.timeoutMs);
  const signal = deadline.signal;
  const call = async (method: 'GET' | 'PUT' | 'PATCH', payload?: ShopperContextBody) => {
    const response = await fetchImpl(target, {
      method,
      headers: {
        authorization: `Bearer ${session.accessToken}`,
        accept: 'application/json',
        ...(payload ? { 'content-type': 'application/json' } : {}),
      },
      ...(payload ? { body: JSON.stringify(payload) } : {}),
      signal,
    });
    await readLimited(response.body, URL_SHOPPER_CONTEXT_MAX_BODY_BYTES, response.headers.get('content-length'));
    return response;
  };
  try {
    const existing = await call('GET');
    if (existing.status !== 404 && !existing.ok)
      throw new Error(`Request failed with status ${existing.status} ${existing.statusText}`);
    const kind = existing.status === 404 ? 'created' : 'updated';
    const written = await call(kind === 'created' ? 'PUT' : 'PATCH', body);
    if (!written.ok) throw new Error(`Request failed with status ${written.status} ${written.statusText}`);
    return kind;
  } catch (error) {
    log({ event: 'url-shopper-context-failed', message: messageOf(error) });
    return 'failed';
  } finally {
    clearTimeout(timer);
  }
}

/**
 * CDN purge adapters: tell the CDN in front of the storefront that every response carrying one of some tags is stale.
 * One per CDN, each in that CDN's own wire format, each request with a deadline; a failure is a `CdnPurgeError` naming
 * the CDN and the status (the caller logs it; the in-process purge has already happened).
 *
 * - Fastly: `POST {api}/service/{serviceId}/purge` with `Fastly-Key` and the keys in a `Surrogate-Key` header, at most
 *   256 keys a request (Fastly's batch purge); `Fastly-Soft-Purge: 1` when soft (marks stale instead of evicting).
 * - Cloudflare: `POST {api}/zones/{zoneId}/purge_cache`, `Authorization: Bearer {token}`, `{"tags":[…]}`, at most 30
 *   tags a request.
 * - Akamai Fast Purge v3: `POST https://{host}/ccu/v3/invalidate/tag/{network}`, `{"objects":[…]}` (bodies under
 *   Fast Purge's 50,000 bytes), signed with EdgeGrid (`EG1-HMAC-SHA256`).
 */
import { createHash, createHmac, randomUUID } from 'node:crypto';

export const CDN_PURGE_TIMEOUT_MS = 5_000;
export const FASTLY_KEYS_PER_PURGE = 256;
export const CLOUDFLARE_TAGS_PER_PURGE = 30;
export const AKAMAI_MAX_BODY_BYTES = 50_000;

export type CdnName = 'fastly' | 'cloudflare' | 'akamai';

export interface CdnPurgeAdapter {
  readonly cdn: CdnName;
  /** Purges every response carrying any of `tags`; resolves with the number of requests made. */
  purge(tags: readonly string[]): Promise<number>;
}

export class CdnPurgeError extends Error {
  override name = 'CdnPurgeError';
  constructor(
    message: string,
    readonly cdn: CdnName,
    readonly status?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

interface Common {
  /** Each request ends after this long (default `CDN_PURGE_TIMEOUT_MS`). */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export interface FastlyPurgeOptions extends Common {
  serviceId: string;
  apiToken: string;
  /** default `https://api.fastly.com` */
  apiUrl?: string;
  soft?: boolean;
}

export interface CloudflarePurgeOptions extends Common {
  zoneId: string;
  apiToken: string;
  /** default `https://api.cloudflare.com/client/v4` */
  apiUrl?: string;
}

export interface AkamaiPurgeOptions extends Common {
  /** the API client's host, e.g. `akab-….purge.akamaiapis.net` */
  host: string;
  clientToken: string;
  clientSecret: string;
  accessToken: string;
  network?: 'production' | 'staging';
  /** replaces `https://{host}` (a local stand-in); the signature still names the address requested */
  apiUrl?: string;
  /** EdgeGrid's timestamp and nonce (tests) */
  now?: () => Date;
  nonce?: () => string;
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += size) out.push(items.slice(start, start + size));
  return out;
}

async function send(cdn: CdnName, url: string, init: RequestInit, options: Common): Promise<void> {
  const timeoutMs = options.timeoutMs ?? CDN_PURGE_TIMEOUT_MS;
  let response: Response;
  try {
    response = await (options.fetch ?? fetch)(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const timedOut = (error as Error)?.name === 'TimeoutError';
    throw new CdnPurgeError(
      `${cdn} purge ${timedOut ? `timed out after ${timeoutMs} ms` : `failed: ${(error as Error)?.message ?? error}`}`,
      cdn,
      undefined,
      { cause: error },
    );
  }
  // the body is read (bounded by the same deadline) only to name the failure; a success's body is dropped
  const detail = response.ok ? '' : (await response.text().catch(() => '')).slice(0, 200);
  if (!response.ok) {
    throw new CdnPurgeError(
      `${cdn} purge answered HTTP ${response.status}${detail ? `: ${detail}` : ''}`,
      cdn,
      response.status,
    );
  }
  await response.body?.cancel().catch(() => undefined);
}

const required = (cdn: CdnName, fields: Record<string, string | undefined>) => {
  const missing = Object.entries(fields)
    .filter(([, value]) => !value)
    .map(([name]) => name);
  if (missing.length > 0) throw new TypeError(`The ${cdn} purge adapter needs ${missing.join(', ')}.`);
};

export function createFastlyPurge(options: FastlyPurgeOptions): CdnPurgeAdapter {
  required('fastly', { serviceId: options.serviceId, apiToken: options.apiToken });
  const api = (options.apiUrl ?? 'https://api.fastly.com').replace(/\/+$/, '');
  return {
    cdn: 'fastly',
    async purge(tags) {
      const batches = chunks([...new Set(tags)], FASTLY_KEYS_PER_PURGE);
      for (const keys of batches) {
        await send(
          'fastly',
          `${api}/service/${encodeURIComponent(options.serviceId)}/purge`,
          {
            method: 'POST',
            headers: {
              'Fastly-Key': options.apiToken,
              'Surrogate-Key': keys.join(' '),
              Accept: 'application/json',
              ...(options.soft ? { 'Fastly-Soft-Purge': '1' } : {}),
            },
          },
          options,
        );
      }
      return batches.length;
    },
  };
}

export function createCloudflarePurge(options: CloudflarePurgeOptions): CdnPurgeAdapter {
  required('cloudflare', { zoneId: options.zoneId, apiToken: options.apiToken });
  const api = (options.apiUrl ?? 'https://api.cloudflare.com/client/v4').replace(/\/+$/, '');
  return {
    cdn: 'cloudflare',
    async purge(tags) {
      const batches = chunks([...new Set(tags)], CLOUDFLARE_TAGS_PER_PURGE);
      for (const batch of batches) {
        await send(
          'cloudflare',
          `${api}/zones/${encodeURIComponent(options.zoneId)}/purge_cache`,
          {
            method: 'POST',
            headers: { Authorization: `Bearer ${options.apiToken}`, 'Content-Type': 'application/json' },
            body: JSON.stringify({ tags: batch }),
          },
          options,
        );
      }
      return batches.length;
    },
  };
}

/** EdgeGrid's timestamp: `yyyyMMddTHH:mm:ss+0000`, UTC. */
export function edgeGridTimestamp(date: Date): string {
  const iso = date.toISOString(); // 2026-11-28T12:00:00.000Z
  return `${iso.slice(0, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}T${iso.slice(11, 19)}+0000`;
}

/**
 * The `Authorization` header of an EdgeGrid (EG1-HMAC-SHA256) request: the signing key is the HMAC of the timestamp
 * with the client secret; it signs method, scheme, host, path and query, the (empty) signed headers, the SHA-256 of
 * the POST body and the header's own first part, tab-separated.
 */
export function edgeGridAuthorization(input: {
  method: string;
  url: string;
  body: string;
  clientToken: string;
  clientSecret: string;
  accessToken: string;
  timestamp: string;
  nonce: string;
}): string {
  const url = new URL(input.url);
  const base = `EG1-HMAC-SHA256 client_token=${input.clientToken};access_token=${input.accessToken};timestamp=${input.timestamp};nonce=${input.nonce};`;
  const contentHash =
    input.method === 'POST' && input.body
      ? createHash('sha256').update(input.body.slice(0, 131_072)).digest('base64')
      : '';
  const data = [
    input.method.toUpperCase(),
    url.protocol.replace(':', ''),
    url.host.toLowerCase(),
    `${url.pathname}${url.search}`,
    '',
    contentHash,
    base,
  ].join('\t');
  const signingKey = createHmac('sha256', input.clientSecret).update(input.timestamp).digest('base64');
  const signature = createHmac('sha256', signingKey).update(data).digest('base64');
  return `${base}signature=${signature}`;
}

export function createAkamaiPurge(options: AkamaiPurgeOptions): CdnPurgeAdapter {
  required('akamai', {
    host: options.host,
    clientToken: options.clientToken,
    clientSecret: options.clientSecret,
    accessToken: options.accessToken,
  });
  const api = (options.apiUrl ?? `https://${options.host}`).replace(/\/+$/, '');
  const network = options.network ?? 'production';
  return {
    cdn: 'akamai',
    async purge(tags) {
      // as many tags a request as keep the body under Fast Purge's limit
      const batches: string[][] = [];
      for (const tag of new Set(tags)) {
        const last = batches.at(-1);
        if (last && JSON.stringify({ objects: [...last, tag] }).length < AKAMAI_MAX_BODY_BYTES) last.push(tag);
        else batches.push([tag]);
      }
      for (const objects of batches) {
        const url = `${api}/ccu/v3/invalidate/tag/${network}`;
        const body = JSON.stringify({ objects });
        const authorization = edgeGridAuthorization({
          method: 'POST',
          url,
          body,
          clientToken: options.clientToken,
          clientSecret: options.clientSecret,
          accessToken: options.accessToken,
          timestamp: edgeGridTimestamp(options.now?.() ?? new Date()),
          nonce: options.nonce?.() ?? randomUUID(),
        });
        await send(
          'akamai',
          url,
          { method: 'POST', headers: { Authorization: authorization, 'Content-Type': 'application/json' }, body },
          options,
        );
      }
      return batches.length;
    },
  };
}

/**
 * Amplience's publish webhooks, received: the signature checked, replays refused, the item named as cache tags.
 *
 * Amplience signs each webhook with the secret set on the webhook in Dynamic Content: the `X-Amplience-Webhook-Signature`
 * header is the base64 HMAC-SHA256 of the raw request body (the bytes as sent; dc-management-sdk-js's
 * `WebhookSignature.calculate` computes the same). Amplience sends no signed delivery time, so the time a replay is
 * judged by is the one inside the signed body: the event's own date (`payload.lastPublishedDate`, `publishedDate`,
 * `lastModifiedDate` or `createdDate`, the first present). A delivery whose date is further than the window from now is
 * refused; inside the window, a signature already accepted is acknowledged and does nothing again.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { readLimited, UpstreamBodyTooLargeError } from '../delivery/readLimited';
import { ALL_PAGES_TAG, contentIdTag, contentKeyTag, OVERFLOW_TAG } from './cacheTags';

export const AMPLIENCE_SIGNATURE_HEADER = 'X-Amplience-Webhook-Signature';
/** A webhook body larger than this is refused unread (413): Amplience's content-item payloads are far smaller. */
export const MAX_WEBHOOK_BODY_BYTES = 512 * 1024;
/** How far an event's date may lie in the past: Amplience retries a failed delivery for a few minutes. */
export const WEBHOOK_REPLAY_WINDOW_MS = 15 * 60_000;
/** How far in the future (clock skew between Amplience and this server). */
export const WEBHOOK_CLOCK_SKEW_MS = 60_000;

/** The base64 HMAC-SHA256 of `body` with `secret`, as Amplience sends it. */
export function amplienceSignature(body: Uint8Array | string, secret: string): string {
  return createHmac('sha256', secret).update(body).digest('base64');
}

/** Whether `given` is the signature of `body`: compared in constant time, whatever its length or content. */
export function verifyAmplienceSignature(body: Uint8Array, given: string | null | undefined, secret: string): boolean {
  if (!secret || !given) return false;
  const expected = createHmac('sha256', secret).update(body).digest();
  let received: Buffer;
  try {
    received = Buffer.from(given.trim(), 'base64');
  } catch {
    return false;
  }
  // a length check first is safe: the expected length (32 bytes) is public
  return received.length === expected.length && timingSafeEqual(received, expected);
}

export type WebhookVerdict =
  { ok: true; event: AmplienceEvent; signature: string } | { ok: false; status: 400 | 401 | 409; reason: string };

export interface AmplienceEvent {
  /** e.g. `dynamic-content.content-item.published`, `dynamic-content.snapshot.published` */
  name: string;
  /** the event's date, milliseconds since the epoch */
  at: number;
  /** the delivery ids and keys the event names */
  ids: string[];
  keys: string[];
  /** an edition went live: it names no items, so every tagged response is stale */
  all: boolean;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' && value.length > 0 ? value : undefined);

/** The event a verified body describes, or why it describes none. */
export function parseAmplienceEvent(body: Uint8Array): AmplienceEvent | string {
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(body).toString('utf8'));
  } catch {
    return 'the body is not JSON';
  }
  if (!isObject(json) || !isObject(json.payload)) return 'the body has no event name and payload';
  const name = text(json.name);
  if (!name) return 'the body has no event name and payload';
  const payload = json.payload;
  const dated = ['lastPublishedDate', 'publishedDate', 'lastModifiedDate', 'createdDate']
    .map((field) => text(payload[field]))
    .find(Boolean);
  const at = dated ? Date.parse(dated) : Number.NaN;
  if (!Number.isFinite(at)) return 'the payload carries no date (lastPublishedDate, lastModifiedDate or createdDate)';
  const ids = new Set<string>();
  const keys = new Set<string>();
  const body_ = isObject(payload.body) ? payload.body : undefined;
  const meta = body_ && isObject(body_._meta) ? body_._meta : undefined;
  const root = isObject(payload.rootContentItem) ? payload.rootContentItem : undefined;
  for (const id of [payload.id, payload.contentItemId, payload.rootContentItemId, root?.id, meta?.deliveryId])
    if (text(id) && !name.includes('.edition.')) ids.add(id as string);
  for (const key of [payload.deliveryKey, meta?.deliveryKey, root?.deliveryKey]) if (text(key)) keys.add(key as string);
  // a snapshot's own id is not a content item's: only its root item's counts
  if (name.includes('.snapshot.') && text(payload.id)) ids.delete(payload.id as string);
  return { name, at, ids: [...ids], keys: [...keys], all: name.includes('.edition.') };
}

/**
 * The tags an event makes stale: its items by id and key, and every response whose tags overflowed; an edition going
 * live, everything (`rl-all`).
 */
export function tagsForEvent(event: AmplienceEvent): string[] {
  if (event.all) return [ALL_PAGES_TAG];
  if (event.ids.length === 0 && event.keys.length === 0) return [];
  return [...event.ids.map(contentIdTag), ...event.keys.map(contentKeyTag), OVERFLOW_TAG];
}

export interface AmplienceWebhookVerifierOptions {
  secret: string;
  replayWindowMs?: number;
  clockSkewMs?: number;
  now?: () => number;
}

/**
 * The receiving side: `verify` checks a delivery (signature, then date, then repetition) before anything of the body is
 * believed; `accepted` records a delivery that was acted on, so the same one within the window does nothing again.
 */
export function createAmplienceWebhookVerifier(options: AmplienceWebhookVerifierOptions) {
  if (!options.secret) throw new TypeError('An Amplience webhook verifier needs the webhook secret.');
  const windowMs = options.replayWindowMs ?? WEBHOOK_REPLAY_WINDOW_MS;
  const skewMs = options.clockSkewMs ?? WEBHOOK_CLOCK_SKEW_MS;
  const now = options.now ?? (() => Date.now());
  // signatures accepted within the window (bounded: a flood of valid deliveries cannot grow it without end)
  const seen = new LRUCache<string, number>({ max: 10_000 });
  return {
    verify(body: Uint8Array, signature: string | null | undefined): WebhookVerdict {
      if (!signature) return { ok: false, status: 401, reason: `no ${AMPLIENCE_SIGNATURE_HEADER} header` };
      if (!verifyAmplienceSignature(body, signature, options.secret))
        return { ok: false, status: 401, reason: 'the signature does not match the body' };
      const event = parseAmplienceEvent(body);
      if (typeof event === 'string') return { ok: false, status: 400, reason: event };
      const at = now();
      if (event.at < at - windowMs || event.at > at + skewMs)
        return { ok: false, status: 401, reason: 'the event date is outside the replay window' };
      // Remembered by the signature's canonical text: the decoder also takes it without padding or in the URL-safe
      // alphabet, and a replay with the same bytes written another way must still be recognised.
      const key = amplienceSignature(body, options.secret);
      const acceptedAt = seen.get(key);
      if (acceptedAt !== undefined && at - acceptedAt < windowMs + skewMs)
        return { ok: false, status: 409, reason: 'this delivery was already accepted' };
      return { ok: true, event, signature: key };
    },
    accepted(signature: string): void {
      seen.set(signature, now());
    },
  };
}

export type AmplienceWebhookVerifier = ReturnType<typeof createAmplienceWebhookVerifier>;

export interface AmplienceWebhookHandlerOptions {
  secret: string;
  /** the verifier of the process (it remembers accepted deliveries); tests give one on a fixed clock */
  verifier: AmplienceWebhookVerifier;
  /** purges the tags everywhere; `cdnError` when the CDN purge failed (the delivery is then not marked as done) */
  purge: (tags: string[]) => Promise<{ local: number; cdn: string; cdnError?: string }>;
  /** told why a delivery was refused */
  onRefused?: (status: number, reason: string) => void;
}

const NO_STORE = { 'Cache-Control': 'no-store' };
const answer = (status: number, body: Record<string, unknown>) => Response.json(body, { status, headers: NO_STORE });

/**
 * The webhook's answer to one request, `no-store`: 405 but for POST; 413 for a body over `MAX_WEBHOOK_BODY_BYTES`
 * (unread when its length says so); 401 for a missing or wrong signature or an event outside the replay window; 400
 * for a signed body that is no event; 200 `already-purged` for a delivery already acted on, `ignored` for an event
 * naming no item, `purged` once purged; 502 when the CDN purge failed (the retry purges again). Nothing of the body is
 * believed before the signature is checked.
 */
export async function amplienceWebhookResponse(
  request: Request,
  options: AmplienceWebhookHandlerOptions,
): Promise<Response> {
  if (request.method !== 'POST') return answer(405, { error: 'Method not allowed' });
  let body: Buffer;
  try {
    body = await readLimited(request.body, MAX_WEBHOOK_BODY_BYTES, request.headers.get('content-length'));
  } catch (error) {
    if (error instanceof UpstreamBodyTooLargeError) return answer(413, { error: 'The body is too large.' });
    throw error;
  }
  const verdict = options.verifier.verify(body, request.headers.get(AMPLIENCE_SIGNATURE_HEADER));
  if (!verdict.ok) {
    if (verdict.status === 409) return answer(200, { status: 'already-purged' });
    options.onRefused?.(verdict.status, verdict.reason);
    return answer(verdict.status, { error: verdict.status === 401 ? 'Unauthorized' : 'Bad request' });
  }
  const tags = tagsForEvent(verdict.event);
  if (tags.length === 0) {
    options.verifier.accepted(verdict.signature);
    return answer(200, { status: 'ignored', event: verdict.event.name });
  }
  const outcome = await options.purge(tags);
  if (outcome.cdnError) return answer(502, { status: 'cdn-purge-failed', purged: outcome.local, cdn: outcome.cdn });
  options.verifier.accepted(verdict.signature);
  return answer(200, { status: 'purged', tags: tags.length, purged: outcome.local, cdn: outcome.cdn });
}

/**
 * `POST /__ridgeline/webhooks/amplience`: Amplience says content was published; the pages built from it are purged
 * here and at the CDN (docs/reference/cdn-caching.md, "The publish webhook").
 *
 * Nothing of the body is believed before its signature is checked (`X-Amplience-Webhook-Signature`, HMAC-SHA256 of the
 * raw body with `AMPLIENCE_WEBHOOK_SECRET`, compared in constant time). Answers: 404 without a configured secret (the
 * route does not exist for the world; the reason is logged once), 413 for a body over `MAX_WEBHOOK_BODY_BYTES`, 401
 * for a missing or wrong signature or an event dated outside the replay window, 400 for a signed body that is no
 * event, 200 when purged (or when the same delivery was already purged), 502 when the CDN purge failed (Amplience
 * retries; the delivery is not marked as done so the retry purges again).
 */
import {
  AMPLIENCE_SIGNATURE_HEADER,
  createAmplienceWebhookVerifier,
  MAX_WEBHOOK_BODY_BYTES,
  readLimited,
  tagsForEvent,
  UpstreamBodyTooLargeError,
  type AmplienceWebhookVerifier,
  type CdnPurgeAdapter,
} from '@ridgeline/renderer/server';
import { purgeEverywhere } from './cdn.server';
import { envFrom, type RawEnv } from './env.server';
import { log } from './log.server';

const NO_STORE = { 'Cache-Control': 'no-store' };
const answer = (status: number, body: Record<string, unknown>) => Response.json(body, { status, headers: NO_STORE });

// One verifier per secret for the process: it remembers the deliveries already accepted (replays inside the window).
let verifierFor: { secret: string; verifier: AmplienceWebhookVerifier } | undefined;
let unconfiguredLogged = false;

export interface AmplienceWebhookOptions {
  env?: RawEnv;
  /** the CDN to purge (default: the one `CDN_PURGE` selects) */
  adapter?: CdnPurgeAdapter;
  /** a verifier of one's own (tests: a fixed clock) */
  verifier?: AmplienceWebhookVerifier;
}

export async function amplienceWebhookResponse(
  request: Request,
  options: AmplienceWebhookOptions = {},
): Promise<Response> {
  const secret = envFrom(options.env).AMPLIENCE_WEBHOOK_SECRET;
  if (!secret) {
    if (!unconfiguredLogged) {
      unconfiguredLogged = true;
      log.warn(
        { event: 'webhook-unconfigured' },
        'POST /__ridgeline/webhooks/amplience answered 404: AMPLIENCE_WEBHOOK_SECRET is not set',
      );
    }
    return answer(404, { error: 'Not found' });
  }
  if (request.method !== 'POST') return answer(405, { error: 'Method not allowed' });
  let body: Buffer;
  try {
    body = await readLimited(request.body, MAX_WEBHOOK_BODY_BYTES, request.headers.get('content-length'));
  } catch (error) {
    if (error instanceof UpstreamBodyTooLargeError) return answer(413, { error: 'The body is too large.' });
    throw error;
  }
  if (!options.verifier && verifierFor?.secret !== secret)
    verifierFor = { secret, verifier: createAmplienceWebhookVerifier({ secret }) };
  const verifier = options.verifier ?? verifierFor!.verifier;
  const verdict = verifier.verify(body, request.headers.get(AMPLIENCE_SIGNATURE_HEADER));
  if (!verdict.ok) {
    if (verdict.status === 409) return answer(200, { status: 'already-purged' });
    log.warn({ event: 'webhook-refused', status: verdict.status }, `Amplience webhook refused: ${verdict.reason}`);
    return answer(verdict.status, { error: verdict.status === 401 ? 'Unauthorized' : 'Bad request' });
  }
  const tags = tagsForEvent(verdict.event);
  if (tags.length === 0) {
    verifier.accepted(verdict.signature);
    return answer(200, { status: 'ignored', event: verdict.event.name });
  }
  const outcome = await purgeEverywhere(tags, 'adapter' in options ? options.adapter : undefined);
  if (outcome.cdnError) return answer(502, { status: 'cdn-purge-failed', purged: outcome.local, cdn: outcome.cdn });
  verifier.accepted(verdict.signature);
  return answer(200, { status: 'purged', tags: tags.length, purged: outcome.local, cdn: outcome.cdn });
}

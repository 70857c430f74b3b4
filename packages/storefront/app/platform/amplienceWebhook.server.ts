/**
 * `POST /__ridgeline/webhooks/amplience`: Amplience says content was published; the pages built from it are purged
 * here and at the CDN (docs/reference/cdn-caching.md, "The publish webhook"). The checks and answers are the
 * renderer's `amplienceWebhookResponse` (signature in constant time, replay window, body limit); this wires the
 * secret (`AMPLIENCE_WEBHOOK_SECRET`: unset, the route answers 404 and says why in the log, once) and the purge.
 */
import {
  amplienceWebhookResponse as respond,
  createAmplienceWebhookVerifier,
  type AmplienceWebhookVerifier,
  type CdnPurgeAdapter,
} from '@ridgeline/renderer/server';
import { purgeEverywhere } from './cdn.server';
import { envFrom, type RawEnv } from './env.server';
import { log } from './log.server';

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

export function amplienceWebhookResponse(request: Request, options: AmplienceWebhookOptions = {}): Promise<Response> {
  const secret = envFrom(options.env).AMPLIENCE_WEBHOOK_SECRET;
  if (!secret) {
    if (!unconfiguredLogged) {
      unconfiguredLogged = true;
      log.warn(
        { event: 'webhook-unconfigured' },
        'the Amplience webhook answers 404: AMPLIENCE_WEBHOOK_SECRET is not set',
      );
    }
    return Promise.resolve(
      Response.json({ error: 'Not found' }, { status: 404, headers: { 'Cache-Control': 'no-store' } }),
    );
  }
  if (!options.verifier && verifierFor?.secret !== secret)
    verifierFor = { secret, verifier: createAmplienceWebhookVerifier({ secret }) };
  return respond(request, {
    secret,
    verifier: options.verifier ?? verifierFor!.verifier,
    purge: (tags) => purgeEverywhere(tags, 'adapter' in options ? options.adapter : undefined),
    onRefused: (status, reason) =>
      log.warn({ event: 'webhook-refused', status }, `Amplience webhook refused: ${reason}`),
  });
}

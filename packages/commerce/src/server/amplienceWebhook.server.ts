/**
 * `POST /__ridgeline/webhooks/amplience`: Amplience says content was published; the pages built from it are purged
 * here and at the CDN (the storefront's docs/reference/cdn-caching.md, "The publish webhook"). The checks and answers
 * are the renderer's `amplienceWebhookResponse` (signature in constant time, replay window, body limit); this adds the
 * app's memory of accepted deliveries (one verifier per secret), the answer without a secret (404, said once in
 * the log) and the purge (`purgeEverywhere`).
 */
import {
  amplienceWebhookResponse as respond,
  createAmplienceWebhookVerifier,
  type AmplienceWebhookVerifier,
  type CdnPurgeAdapter,
} from '@ridgeline/renderer/server';
import { purgeEverywhere } from './cdn.server';
import { log } from './log.server';

export interface AmplienceWebhookEndpointOptions {
  /** `AMPLIENCE_WEBHOOK_SECRET`: unset, the endpoint answers 404 */
  secret: string | undefined;
  /** the CDN to purge (none: this process only) */
  adapter: CdnPurgeAdapter | undefined;
  /** a verifier of one's own (tests: a fixed clock) instead of the app's */
  verifier?: AmplienceWebhookVerifier;
}

export type AmplienceWebhookEndpoint = (
  request: Request,
  options: AmplienceWebhookEndpointOptions,
) => Promise<Response>;

/**
 * The endpoint of one app (kept in its app context): one verifier per secret, which remembers the deliveries already
 * accepted (replays inside the window), and the missing secret said once in the log.
 */
export function createAmplienceWebhookEndpoint(): AmplienceWebhookEndpoint {
  let verifierFor: { secret: string; verifier: AmplienceWebhookVerifier } | undefined;
  let unconfiguredLogged = false;
  return (request, { secret, adapter, verifier }) => {
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
    if (!verifier && verifierFor?.secret !== secret)
      verifierFor = { secret, verifier: createAmplienceWebhookVerifier({ secret }) };
    return respond(request, {
      secret,
      verifier: verifier ?? verifierFor!.verifier,
      purge: (tags) => purgeEverywhere(tags, adapter),
      onRefused: (status, reason) =>
        log.warn({ event: 'webhook-refused', status }, `Amplience webhook refused: ${reason}`),
    });
  };
}

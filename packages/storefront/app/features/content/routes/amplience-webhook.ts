import type { Route } from './+types/amplience-webhook';
import { amplienceWebhookEndpoint, cdnPurgeAdapter } from '@ridgeline/commerce/server';
import { getEnv } from '../../../platform/env.server';

/**
 * `/__ridgeline/webhooks/amplience` (resource route): Amplience's publish webhook. A signed delivery purges the pages
 * built from the published item, here and at the CDN `CDN_PURGE` selects (`amplienceWebhookEndpoint` of
 * @ridgeline/commerce); 404 without `AMPLIENCE_WEBHOOK_SECRET`, 401 for a missing, wrong or replayed signature.
 * @caching no-store
 */
function answer(request: Request) {
  const env = getEnv();
  return amplienceWebhookEndpoint(request, { secret: env.AMPLIENCE_WEBHOOK_SECRET, adapter: cdnPurgeAdapter(env) });
}

export function action({ request }: Route.ActionArgs) {
  return answer(request);
}

export function loader({ request }: Route.LoaderArgs) {
  return answer(request);
}

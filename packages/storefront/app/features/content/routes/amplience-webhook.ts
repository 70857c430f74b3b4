import type { Route } from './+types/amplience-webhook';
import { amplienceWebhookResponse } from '../../../platform/amplienceWebhook.server';

/**
 * `/__ridgeline/webhooks/amplience` (resource route): Amplience's publish webhook. A signed delivery purges the pages
 * built from the published item, here and at the CDN (`platform/amplienceWebhook.server.ts`); 404 without
 * `AMPLIENCE_WEBHOOK_SECRET`, 401 for a missing, wrong or replayed signature.
 * @caching no-store
 */
export function action({ request }: Route.ActionArgs) {
  return amplienceWebhookResponse(request);
}

export function loader({ request }: Route.LoaderArgs) {
  return amplienceWebhookResponse(request);
}

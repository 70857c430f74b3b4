import type { Route } from './+types/amplience-webhook';
import { cdnPurgeAdapter } from '@ridgeline/commerce/server';
import { appContextOf } from '../../../platform/request/appContext.server';
import { getEnv } from '../../../platform/env.server';

/**
 * `/__ridgeline/webhooks/amplience` (resource route): Amplience's publish webhook. A signed delivery purges the pages
 * built from the published item, here and at the CDN `CDN_PURGE` selects (the app's `createAmplienceWebhookEndpoint` of
 * @ridgeline/commerce); 404 without `AMPLIENCE_WEBHOOK_SECRET`, 401 for a missing, wrong or replayed signature.
 * @caching no-store
 */
function answer({ request, context }: Route.ActionArgs | Route.LoaderArgs) {
  const env = getEnv();
  return appContextOf(context).amplienceWebhook(request, {
    secret: env.AMPLIENCE_WEBHOOK_SECRET,
    adapter: cdnPurgeAdapter(env),
  });
}

export function action(args: Route.ActionArgs) {
  return answer(args);
}

export function loader(args: Route.LoaderArgs) {
  return answer(args);
}

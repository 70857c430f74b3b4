/**
 * The content feature's app-wide state: the publish webhook's endpoint, whose memory of accepted deliveries (replays)
 * lives as long as the app, handed to the platform by the composition root (`app/appFeatures.server.ts`).
 */
import type { FeatureStateFactories } from '../../platform/request/appContext.server';
import { createAmplienceWebhookEndpoint, type AmplienceWebhookEndpoint } from '@ridgeline/commerce/server';

declare module '../../platform/request/appContext.server' {
  interface FeatureAppState {
    /** `POST /__ridgeline/webhooks/amplience`, with the deliveries it accepted */
    readonly amplienceWebhook: AmplienceWebhookEndpoint;
  }
}

export const contentState = {
  amplienceWebhook: () => createAmplienceWebhookEndpoint(),
} satisfies Pick<FeatureStateFactories, 'amplienceWebhook'>;

/**
 * What the features hand the platform's app context: their commerce clients and their app-wide state. The platform
 * names no feature (decision 0013); this composition root is the one place that lists them, and the type checks the
 * list complete against what the features declared (`FeatureClients`, `FeatureAppState`).
 */
import { accountClients } from './features/account/clients.server';
import { contentState } from './features/content/clients.server';
import { shellClients, shellState } from './features/shell/clients.server';
import { shopClients, shopState } from './features/shop/clients.server';
import { storeClients } from './features/stores/clients.server';
import { toolkitState } from './features/toolkit/clients.server';
import {
  createAppContext as createPlatformAppContext,
  type AppContext,
  type AppContextOptions,
  type AppFeatures,
} from './platform/request/appContext.server';

export const APP_FEATURES: AppFeatures = {
  clients: { ...accountClients, ...shopClients, ...shellClients, ...storeClients },
  state: { ...contentState, ...shopState, ...shellState, ...toolkitState },
};

/** The app context over every feature (server.mjs through the entry, the dev server's middleware, tests). */
export function createAppContext(options: AppContextOptions = {}): AppContext {
  return createPlatformAppContext(APP_FEATURES, options);
}

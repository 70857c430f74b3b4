/**
 * The app context: what one running storefront makes once and every request shares, the Hydrogen way. server.mjs
 * calls the entry's `createAppContext()` when it starts (after `checkConfig`; the entry hands this module the
 * features' factories, `APP_FEATURES`) and passes it to every request through React Router's load context
 * (`getLoadContext(req, app)`); loaders and actions read it with `appContextOf(context)`, and the request context
 * (`requestContextOf(args).commerce`) takes its clients from it. Nothing here is kept at module level: two app
 * contexts (two tests, two servers in one process) share no client, no guest session and no memory.
 *
 * The platform names no feature: the features declare their clients and app-wide state by module augmentation
 * (`FeatureClients`, `FeatureAppState`) and the composition root hands their factories over.
 */
import type { IncomingMessage } from 'node:http';
import { createContext, RouterContextProvider } from 'react-router';
import { createAppMetrics, onPurge, type AppMetrics } from '@ridgeline/commerce/server';
import { createContentClients, type ContentClients } from '../content.server';
import { readCommerceConfig } from '../commerce/config.server';
import type { RawEnv } from '../env.server';
import { clientAddressContext, normaliseClientAddress } from './clientAddress.server';
import {
  createCommerceClientRegistry,
  type CommerceClientRegistry,
  type CommerceClientRegistryOptions,
  type FeatureClientFactories,
} from './commerceClients.server';

/**
 * What features keep for the life of the app beside their clients (the checkout's memory of the steps reported, the
 * coupon sync): each feature declares its members here by module augmentation, in its `clients.server.ts`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the features' module augmentation
export interface FeatureAppState {}

/** One maker for every member a feature declared in `FeatureAppState`, given the app's commerce clients. */
export type FeatureStateFactories = {
  readonly [K in keyof FeatureAppState]-?: (app: { readonly commerce: CommerceClientRegistry }) => FeatureAppState[K];
};

/** What the features hand the platform: their clients and their app-wide state (the composition root's `APP_FEATURES`). */
export interface AppFeatures {
  readonly clients: FeatureClientFactories;
  readonly state: FeatureStateFactories;
}

/** What one app (one server) makes once and every request shares. */
export type AppContext = Readonly<FeatureAppState> & {
  /** the commerce clients, per shop locale, and the app's one guest session */
  readonly commerce: CommerceClientRegistry;
  /** the content clients (and so the content cache), per hub and locale */
  readonly content: ContentClients;
  /** the app's metrics registry and counters (`createAppMetrics` of @ridgeline/commerce): served by server.mjs's metrics listener */
  readonly metrics: AppMetrics;
};

export interface AppContextOptions extends Omit<CommerceClientRegistryOptions, 'features'> {
  /** the environment to read (tests); the process's checked environment when not given */
  env?: RawEnv;
  /** a registry of the test's own (fake clients); else one over the environment's commerce configuration */
  commerce?: CommerceClientRegistry;
}

/** The app's shared state, made once when the server starts (server.mjs, through entry.server) or once per test. */
export function createAppContext(features: AppFeatures, options: AppContextOptions = {}): AppContext {
  const { env, commerce: given, ...registryOptions } = options;
  const commerce =
    given ?? createCommerceClientRegistry(readCommerceConfig(env), { ...registryOptions, features: features.clients });
  const state = Object.fromEntries(
    Object.entries(features.state).map(([name, make]) => [
      name,
      (make as (app: { commerce: CommerceClientRegistry }) => unknown)({ commerce }),
    ]),
  ) as unknown as FeatureAppState;
  const content = createContentClients();
  // a publish (the Amplience webhook, here or from another instance) drops the content answers built from what it names
  onPurge(content.purge);
  return { ...state, commerce, content, metrics: createAppMetrics() };
}

/** The load-context key of the app context (none: `appContextOf` makes one for the request). */
export const appContextKey = createContext<AppContext | null>(null);

/**
 * The app context of a loader's or action's `context`: the one server.mjs passed, or the one the root's middleware
 * made for a request of the dev server (`react-router dev` has no load-context hook). A context without one (a unit
 * test that calls a loader with a bare context) is a mistake: the error says what to pass.
 */
export function appContextOf(context: Readonly<RouterContextProvider> | null | undefined): AppContext {
  const found = typeof context?.get === 'function' ? context.get(appContextKey) : undefined;
  if (found) return found;
  throw new TypeError(
    'No app context in the load context: pass getLoadContext(req, createAppContext(APP_FEATURES)) (tests: createAppContext() of app/appFeatures.server.ts).',
  );
}

/**
 * React Router's load context for an Express request (server.mjs: React Router's handler and the render cache): a
 * `RouterContextProvider` (as `future.v8_middleware` requires) holding the app context and the shopper's address,
 * `req.ip` under the app's `trust proxy` setting. The render cache renders shared pages from a clean request, with no
 * visitor: no address (`unknown`).
 */
export function getLoadContext(
  req: (IncomingMessage & { ip?: string | undefined }) | undefined,
  app: AppContext,
): RouterContextProvider {
  if (!app?.commerce) throw new TypeError('getLoadContext needs the app context: pass createAppContext() to it.');
  const context = new RouterContextProvider();
  context.set(appContextKey, app);
  context.set(clientAddressContext, normaliseClientAddress(req?.ip));
  return context;
}

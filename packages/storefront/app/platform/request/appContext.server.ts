/**
 * The app context: what one running storefront makes once and every request shares, the Hydrogen way. server.mjs
 * calls `createAppContext()` when it starts (after `checkConfig`) and hands it to every request through React
 * Router's load context (`getLoadContext(req, app)`); loaders and actions read it with `appContextOf(context)`, and
 * the request context (`requestContextOf(args).commerce`) takes its clients from it. Nothing here is kept at module
 * level: two app contexts (two tests, two servers in one process) share no client, no guest session and no memory.
 *
 * `react-router dev` has no load-context hook for Node, and a unit test may call a loader with a bare context: then
 * `appContextOf` makes an app context for that request alone (its clients are made on first read, so a request that
 * reads none makes none). Production always runs through server.mjs, which passes the one app context.
 */
import type { IncomingMessage } from 'node:http';
import { createContext, RouterContextProvider } from 'react-router';
import { readCommerceConfig } from '../commerce/config.server';
import type { RawEnv } from '../env.server';
import { createShopperCouponSyncer } from '../../features/shell/shopperContext/couponSync.server';
import { createCheckoutStepReporter, type CheckoutStepReporter } from '@ridgeline/commerce/server';
import { clientAddressContext, normaliseClientAddress } from './clientAddress.server';
import {
  createCommerceClientRegistry,
  type CommerceClientRegistry,
  type CommerceClientRegistryOptions,
} from './commerceClients.server';

/** What one app (one server) makes once and every request shares. */
export interface AppContext {
  /** the commerce clients, per shop locale, and the app's one guest session */
  readonly commerce: CommerceClientRegistry;
  /** checkoutStep activity, once per step and basket (the app's memory of the steps reported) */
  readonly checkoutSteps: CheckoutStepReporter;
  /** the bag's promo codes on to the shopper context: one coupon sync per shopper, for the app */
  readonly syncCoupons: ReturnType<typeof createShopperCouponSyncer>;
}

export interface AppContextOptions extends CommerceClientRegistryOptions {
  /** the environment to read (tests); the process's checked environment when not given */
  env?: RawEnv;
  /** a registry of the test's own (fake clients); else one over the environment's commerce configuration */
  commerce?: CommerceClientRegistry;
}

/** The app's shared state, made once when the server starts (server.mjs) or once per test. */
export function createAppContext(options: AppContextOptions = {}): AppContext {
  const { env, commerce: given, ...registryOptions } = options;
  const commerce = given ?? createCommerceClientRegistry(readCommerceConfig(env), registryOptions);
  return {
    commerce,
    checkoutSteps: createCheckoutStepReporter(() => commerce.einstein),
    syncCoupons: createShopperCouponSyncer(),
  };
}

/** The load-context key of the app context (none: `appContextOf` makes one for the request). */
export const appContextKey = createContext<AppContext | null>(null);

/**
 * The app context of a loader's or action's `context`: the one server.mjs passed; without one (the dev server, a
 * test's bare context) one made now and stored in this request's context, so the request still reads one app context.
 */
export function appContextOf(context: Readonly<RouterContextProvider> | null | undefined): AppContext {
  // a test may pass `{}` for a context: nothing to read, nowhere to keep
  const provider = typeof context?.get === 'function' ? context : undefined;
  const found = provider?.get(appContextKey);
  if (found) return found;
  const made = createAppContext();
  provider?.set(appContextKey, made);
  return made;
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

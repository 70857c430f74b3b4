/**
 * The storefront's decision engine: its configuration (`DECISION_ENGINE_URL`, `_RETAILER`, `_CHANNEL`, through the one
 * schema in `lib/env.server.ts`) and the process's provider. The engine itself (the Monetate Engine API call, the
 * reading of its answer, the per-visitor cache, what content actions ask of a page) is the renderer's
 * (`@ridgeline/renderer/server`, packages/renderer/src/personalisation/). Who the visitor is (cookies, do-not-track,
 * preview) is the request layer's (`app/platform/request/decisions.server.ts`).
 */
import {
  cachedDecisions,
  createMonetateEngine,
  DECISION_TIMEOUT_MS,
  type DecisionEngineProvider,
  type MonetateEngineConfig,
} from '@ridgeline/renderer/server';
import { envFrom, type RawEnv } from '../env.server';
import { cappedByBudget } from '../upstream.server';

/** The sandbox's demo retailer and channel (packages/sandbox README, "Decision engine"). */
export const SANDBOX_DECISION_ENGINE = {
  path: '/api/engine/v1',
  retailer: 'ridgeline',
  channel: 'a-ridgeline/p/localhost',
} as const;

export type DecisionEngineConfig = { provider: 'off' } | ({ provider: 'monetate' } & MonetateEngineConfig);

/**
 * Pure: the decision engine of an environment. `DECISION_ENGINE_URL=off`, or unset in production: off. Unset outside
 * production: the sandbox's (as every other sandbox default). `npm start` and the e2e servers name the sandbox's.
 */
export function readDecisionEngineConfig(env?: RawEnv): DecisionEngineConfig {
  const e = envFrom(env);
  const url =
    e.DECISION_ENGINE_URL ?? (e.production || !e.sandbox ? undefined : `${e.sandbox}${SANDBOX_DECISION_ENGINE.path}`);
  if (!url || url === 'off') return { provider: 'off' };
  return {
    provider: 'monetate',
    url: url.replace(/\/+$/, ''),
    // readEnv has made sure both are given when there is no sandbox
    retailer: e.DECISION_ENGINE_RETAILER ?? SANDBOX_DECISION_ENGINE.retailer,
    channel: e.DECISION_ENGINE_CHANNEL ?? SANDBOX_DECISION_ENGINE.channel,
    timeoutMs: cappedByBudget(DECISION_TIMEOUT_MS, e.RENDER_BUDGET_MS),
  };
}

let processEngine: { provider: DecisionEngineProvider | undefined } | undefined;

/**
 * The process's engine, made on first use and kept (its actions cache with it), or undefined when the engine is off.
 * The configuration is checked once at start and does not change under a running process, so, as with the commerce
 * clients (`request/commerceClients.server.ts`), nothing is keyed by it.
 */
export function getDecisionEngine(): DecisionEngineProvider | undefined {
  if (!processEngine) {
    const config = readDecisionEngineConfig();
    processEngine = {
      provider: config.provider === 'off' ? undefined : cachedDecisions(createMonetateEngine(config), config),
    };
  }
  return processEngine.provider;
}

/**
 * The personalisation decision engine behind a provider interface, like the search provider
 * (`lib/commerce/searchService/`): configuration (`DECISION_ENGINE_URL`, `_RETAILER`, `_CHANNEL`, through the one
 * schema in `lib/env.server.ts`), the call and the reading of its answer, and what the content actions ask of a page.
 * Who the visitor is (cookies, do-not-track, preview) is the request layer's (`app/platform/request/decisions.server.ts`).
 *
 * The wire protocol is the Monetate Engine API's decision call (docs/behaviour/personalisation.md):
 * `POST {url}/decide/{retailer}` with `{ channel, events, monetateId | deviceId, customerId?, preview? }`; its answer
 * counts only when `meta.code` is 200, and then `data.responses[0].actions` are the decisions.
 */
import { z } from '../zod';
import { envFrom, type RawEnv } from '../env.server';
import { readLimited } from '../requestGuards.server';
import { cappedByBudget, deadlineFetch } from '../upstream.server';
import { createSwrCache, type SwrCache } from '@ridgeline/commerce/server';

/** The decision call's own deadline (body included), never past the render budget: a page waits for it. */
export const DECISION_TIMEOUT_MS = 2_000;
/** The largest answer read: a page's actions are a few kilobytes. */
export const DECISION_MAX_BODY_BYTES = 256 * 1024;
/**
 * The seed's query cache for actions, "2 min / 1 min", read as the content queries are (docs/behaviour/
 * data-and-caching.md): fresh for a minute, then served for another minute while a new call refreshes it; after two
 * minutes a page waits for the engine again. Per visitor (see `decisionCacheKey`), never shared between visitors.
 */
export const DECISION_CACHE_TIMES = { freshMs: 60_000, staleMs: 60_000 } as const;
/** The sandbox's demo retailer and channel (packages/sandbox README, "Decision engine"). */
export const SANDBOX_DECISION_ENGINE = {
  path: '/api/engine/v1',
  retailer: 'ridgeline',
  channel: 'a-ridgeline/p/localhost',
} as const;
/** The `requestId` of the one DecisionRequest event a page sends. */
export const DECISION_REQUEST_ID = 'page';

export type DecisionEngineConfig =
  | { provider: 'off' }
  | {
      provider: 'monetate';
      /** the API base; the call goes to `{url}/decide/{retailer}` */
      url: string;
      retailer: string;
      channel: string;
      timeoutMs: number;
    };

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

/** What a page asks the engine about. */
export interface DecisionInput {
  /** the engine's visitor id (the visitor cookie), else a device id (`iwebid`) for a first visit */
  visitor: { monetateId: string } | { deviceId: string };
  /** a signed-in customer's id; none for guests */
  customerId?: string;
  customerGroups: readonly string[];
  pageView: { url: string; pageType: string };
  /** a preview token (`{experienceId}:{variantId}` in the sandbox): only from preview or the toolkit */
  preview?: string;
}

/** One impression report of an action (the Engine API's ImpressionReporting, the fields read here). */
export interface DecisionReport {
  experienceId?: number;
  experienceName: string;
  variantLabel: string;
  isControl: boolean;
}

/** A content action (as the decision engine sends it: actionType, selector, json { amplienceGroups, contentKey, selector }, component, items). */
export interface DecisionAction {
  actionType: string;
  component?: string;
  selector?: string;
  json?: { amplienceGroups?: string[]; contentKey?: string; selector?: string };
  items?: unknown[];
  reports: DecisionReport[];
}

export interface DecisionResult {
  /** the visitor id the engine answered (to keep in the visitor cookie) */
  monetateId?: string;
  actions: DecisionAction[];
}

/** The provider interface: one decision call. A failure throws `DecisionEngineError` (the page shows its defaults). */
export interface DecisionEngineProvider {
  readonly name: string;
  decide(input: DecisionInput, signal?: AbortSignal): Promise<DecisionResult>;
}

export class DecisionEngineError extends Error {
  override name = 'DecisionEngineError';
}

const reportSchema = z
  .object({
    experience_id: z.number().optional(),
    experience_name: z.string().max(200),
    variant_label: z.string().max(200),
    is_control: z.boolean().optional(),
  })
  .transform((report): DecisionReport => ({
    ...(report.experience_id !== undefined ? { experienceId: report.experience_id } : {}),
    experienceName: report.experience_name,
    variantLabel: report.variant_label,
    isControl: report.is_control ?? false,
  }));

/** An action as read: unknown fields dropped, a malformed known field drops the field (never the whole answer). */
const actionSchema = z
  .object({
    actionType: z.string().max(200),
    component: z.string().max(200).optional().catch(undefined),
    selector: z.string().max(200).optional().catch(undefined),
    json: z
      .object({
        amplienceGroups: z.array(z.string().max(100)).max(50).optional().catch(undefined),
        contentKey: z.string().max(300).optional().catch(undefined),
        selector: z.string().max(200).optional().catch(undefined),
      })
      .optional()
      .catch(undefined),
    items: z.array(z.unknown()).max(100).optional().catch(undefined),
    impressionReporting: z.array(reportSchema).max(20).optional().catch(undefined),
  })
  .transform(
    ({ impressionReporting, ...action }) => ({ ...action, reports: impressionReporting ?? [] }) as DecisionAction,
  );

const answerSchema = z.object({
  meta: z.object({ code: z.number(), monetateId: z.string().optional() }),
  data: z
    .object({ responses: z.array(z.object({ requestId: z.string().optional(), actions: z.array(z.unknown()) })) })
    .optional(),
});

/** The body of a page's decision call: its page view, the shopper's groups, and one DecisionRequest. */
export function decisionBody(config: { channel: string }, input: DecisionInput): Record<string, unknown> {
  return {
    channel: config.channel,
    ...input.visitor,
    ...(input.customerId ? { customerId: input.customerId } : {}),
    ...(input.preview ? { preview: input.preview } : {}),
    events: [
      { eventType: 'monetate:context:PageView', url: input.pageView.url, pageType: input.pageView.pageType },
      {
        eventType: 'monetate:context:CustomVariables',
        customVariables: [{ variable: 'customerGroups', value: [...input.customerGroups] }],
      },
      { eventType: 'monetate:decision:DecisionRequest', requestId: DECISION_REQUEST_ID, includeReporting: true },
    ],
  };
}

/** Reads an answer: a decision only when `meta.code` is 200; the first response's actions, each read on its own. */
export function readDecisionAnswer(answer: unknown): DecisionResult {
  const parsed = answerSchema.safeParse(answer);
  if (!parsed.success) throw new DecisionEngineError('The decision engine answered an unexpected shape.');
  if (parsed.data.meta.code !== 200)
    throw new DecisionEngineError(`The decision engine answered meta.code ${parsed.data.meta.code}.`);
  const actions = (parsed.data.data?.responses[0]?.actions ?? []).flatMap((action) => {
    const read = actionSchema.safeParse(action);
    return read.success ? [read.data] : [];
  });
  return { actions, ...(parsed.data.meta.monetateId ? { monetateId: parsed.data.meta.monetateId } : {}) };
}

/** The Monetate Engine API provider. */
export function createMonetateEngine(
  config: Extract<DecisionEngineConfig, { provider: 'monetate' }>,
  options: { fetch?: typeof fetch } = {},
): DecisionEngineProvider {
  const doFetch = deadlineFetch(options.fetch ?? fetch, config.timeoutMs);
  const endpoint = `${config.url}/decide/${encodeURIComponent(config.retailer)}`;
  return {
    name: 'monetate',
    async decide(input, signal) {
      let response: Response;
      try {
        response = await doFetch(endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify(decisionBody(config, input)),
          ...(signal ? { signal } : {}),
        });
      } catch (error) {
        throw new DecisionEngineError(`The decision call failed: ${(error as Error).message}`);
      }
      if (!response.ok) {
        await response.body?.cancel().catch(() => undefined);
        throw new DecisionEngineError(`The decision engine answered ${response.status}.`);
      }
      let text: Buffer;
      try {
        text = await readLimited(response.body, DECISION_MAX_BODY_BYTES, response.headers.get('content-length'));
      } catch (error) {
        await response.body?.cancel().catch(() => undefined);
        throw new DecisionEngineError(`The decision answer could not be read: ${(error as Error).message}`);
      }
      let json: unknown;
      try {
        json = JSON.parse(text.toString('utf8'));
      } catch {
        throw new DecisionEngineError('The decision answer is not JSON.');
      }
      return readDecisionAnswer(json);
    },
  };
}

/** The cache key of a decision: everything the call sends, so no two visitors (or pages) ever share an entry. */
export function decisionCacheKey(config: { retailer: string; channel: string }, input: DecisionInput): string {
  return JSON.stringify([
    config.retailer,
    config.channel,
    input.visitor,
    input.customerId ?? null,
    [...input.customerGroups].sort(),
    input.pageView.url,
    input.pageView.pageType,
    input.preview ?? null,
  ]);
}

/** A provider whose answers are kept per `decisionCacheKey` for `DECISION_CACHE_TIMES`. */
export function cachedDecisions(
  provider: DecisionEngineProvider,
  config: { retailer: string; channel: string },
  cache: SwrCache = createDecisionCache(),
): DecisionEngineProvider {
  // A shared load outlives the request that started it: its own deadline ends it, not that request's signal.
  return {
    name: provider.name,
    decide: (input) => cache.get(decisionCacheKey(config, input), () => provider.decide(input)),
  };
}

/** The actions cache: bounded, no stale-if-error (a decision two minutes old is not worth showing after a failure). */
export function createDecisionCache(now?: () => number): SwrCache {
  return createSwrCache({
    ...DECISION_CACHE_TIMES,
    staleIfErrorMs: 0,
    maxEntries: 10_000,
    maxPendingMs: DECISION_TIMEOUT_MS * 2,
    ...(now ? { now } : {}),
  });
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

/** What a page's actions ask of it. */
export interface AppliedDecisions {
  /** the content item (delivery key) to show at a place (selector), the first action for a place winning */
  contentKeys: Record<string, string>;
  /** more customer groups to resolve personalised containers with, at a place (selector) or `*` (everywhere) */
  amplienceGroups: Record<string, string[]>;
  /** the experiences the visitor is in, as the engine reported them */
  experiences: DecisionReport[];
}

/** A selector a page may name: an id or class, no markup (the engine's text never reaches the HTML unchecked). */
const SELECTOR = /^[#.]?[A-Za-z][\w-]{0,80}$/;
/** A delivery key as Content Delivery accepts them. */
const DELIVERY_KEY = /^[A-Za-z0-9][\w./-]{0,149}$/;

/** Pure: the content actions of a decision, applied (unknown action types, malformed selectors and keys are ignored). */
export function applyDecisionActions(actions: readonly DecisionAction[]): AppliedDecisions {
  const applied: AppliedDecisions = { contentKeys: {}, amplienceGroups: {}, experiences: [] };
  for (const action of actions) {
    for (const report of action.reports) {
      if (
        !applied.experiences.some(
          (seen) => seen.experienceName === report.experienceName && seen.variantLabel === report.variantLabel,
        )
      )
        applied.experiences.push(report);
    }
    const selector = action.json?.selector ?? action.selector;
    const place = selector === undefined ? '*' : SELECTOR.test(selector) ? selector : undefined;
    if (place === undefined) continue;
    const key = action.json?.contentKey;
    if (key !== undefined && place !== '*' && DELIVERY_KEY.test(key) && applied.contentKeys[place] === undefined)
      applied.contentKeys[place] = key;
    const groups = action.json?.amplienceGroups;
    if (groups?.length)
      applied.amplienceGroups[place] = [...new Set([...(applied.amplienceGroups[place] ?? []), ...groups])];
  }
  return applied;
}

/** The customer groups of a place: the shopper's plus what the actions add there and everywhere. */
export function groupsAt(applied: AppliedDecisions, selector: string, shopperGroups: readonly string[]): string[] {
  return [
    ...new Set([
      ...shopperGroups,
      ...(applied.amplienceGroups['*'] ?? []),
      ...(applied.amplienceGroups[selector] ?? []),
    ]),
  ];
}

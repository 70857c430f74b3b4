/**
 * The personalisation decision engine behind a provider interface: the call and the reading of its answer, and a
 * per-visitor cache of answers. Configuration (where the engine is, whether it is on) is the app's; who the visitor
 * is comes in as plain facts (`visitorDecision.ts`).
 *
 * The wire protocol is the Monetate Engine API's decision call (docs/behaviour/personalisation.md):
 * `POST {url}/decide/{retailer}` with `{ channel, events, monetateId | deviceId, customerId?, preview? }`; its answer
 * counts only when `meta.code` is 200, and then `data.responses[0].actions` are the decisions.
 *
 * Server entry only: it calls `fetch` and keeps an in-process cache (lru-cache).
 */
import { deadlineSignal } from '../delivery/deadlineSignal';
import { StaleWhileRevalidateCache } from '../delivery/staleWhileRevalidateCache';
import { isPlainObject } from '../contentModel';
import { readLimited } from '../delivery/readLimited';
import type { DecisionAction, DecisionReport } from './decisionActions';

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
/** The `requestId` of the one DecisionRequest event a page sends. */
export const DECISION_REQUEST_ID = 'page';

/** Where a Monetate-protocol engine is and how long a call may take. */
export interface MonetateEngineConfig {
  /** the API base; the call goes to `{url}/decide/{retailer}` */
  url: string;
  retailer: string;
  channel: string;
  timeoutMs: number;
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

/** A string of at most `max` characters, else undefined. */
const text = (value: unknown, max: number): string | undefined =>
  typeof value === 'string' && value.length <= max ? value : undefined;

/** A report as read; undefined when a field it needs is missing or of another type. */
function readReport(value: unknown): DecisionReport | undefined {
  if (!isPlainObject(value)) return undefined;
  const experienceName = text(value.experience_name, 200);
  const variantLabel = text(value.variant_label, 200);
  const { experience_id: experienceId, is_control: isControl } = value;
  if (experienceName === undefined || variantLabel === undefined) return undefined;
  if (experienceId !== undefined && typeof experienceId !== 'number') return undefined;
  if (isControl !== undefined && typeof isControl !== 'boolean') return undefined;
  return {
    ...(experienceId !== undefined ? { experienceId } : {}),
    experienceName,
    variantLabel,
    isControl: isControl ?? false,
  };
}

/** The reports of an action: all of them, or none when the list is malformed (one bad report drops the list). */
function readReports(value: unknown): DecisionReport[] {
  if (!Array.isArray(value) || value.length > 20) return [];
  const reports = value.map(readReport);
  return reports.every((report) => report !== undefined) ? (reports as DecisionReport[]) : [];
}

function readActionJson(value: unknown): DecisionAction['json'] {
  if (!isPlainObject(value)) return undefined;
  const groups = value.amplienceGroups;
  const amplienceGroups =
    Array.isArray(groups) && groups.length <= 50 && groups.every((group) => text(group, 100) !== undefined)
      ? (groups as string[])
      : undefined;
  const contentKey = text(value.contentKey, 300);
  const selector = text(value.selector, 200);
  return {
    ...(amplienceGroups ? { amplienceGroups: [...amplienceGroups] } : {}),
    ...(contentKey !== undefined ? { contentKey } : {}),
    ...(selector !== undefined ? { selector } : {}),
  };
}

/** An action as read: unknown fields dropped, a malformed known field drops the field (never the whole answer). */
function readAction(value: unknown): DecisionAction | undefined {
  if (!isPlainObject(value)) return undefined;
  const actionType = text(value.actionType, 200);
  if (actionType === undefined) return undefined;
  const component = text(value.component, 200);
  const selector = text(value.selector, 200);
  const json = readActionJson(value.json);
  const items = Array.isArray(value.items) && value.items.length <= 100 ? [...value.items] : undefined;
  return {
    actionType,
    ...(component !== undefined ? { component } : {}),
    ...(selector !== undefined ? { selector } : {}),
    ...(json ? { json } : {}),
    ...(items ? { items } : {}),
    reports: readReports(value.impressionReporting),
  };
}

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
  const unexpected = () => new DecisionEngineError('The decision engine answered an unexpected shape.');
  if (!isPlainObject(answer) || !isPlainObject(answer.meta) || typeof answer.meta.code !== 'number') throw unexpected();
  const { code, monetateId } = answer.meta;
  if (monetateId !== undefined && typeof monetateId !== 'string') throw unexpected();
  let actions: unknown[] = [];
  if (answer.data !== undefined) {
    const responses = isPlainObject(answer.data) ? answer.data.responses : undefined;
    const wellFormed =
      Array.isArray(responses) &&
      responses.every(
        (response) =>
          isPlainObject(response) &&
          Array.isArray(response.actions) &&
          (response.requestId === undefined || typeof response.requestId === 'string'),
      );
    if (!wellFormed) throw unexpected();
    actions = (responses[0] as { actions?: unknown[] } | undefined)?.actions ?? [];
  }
  if (code !== 200) throw new DecisionEngineError(`The decision engine answered meta.code ${code}.`);
  return {
    actions: actions.flatMap((action) => readAction(action) ?? []),
    ...(monetateId ? { monetateId } : {}),
  };
}

/** The Monetate Engine API provider. Every call ends by `config.timeoutMs` (body included) or the caller's signal. */
export function createMonetateEngine(
  config: MonetateEngineConfig,
  options: { fetch?: typeof fetch } = {},
): DecisionEngineProvider {
  const doFetch = options.fetch ?? fetch;
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
          // A fetch's signal also ends the reading of its body: one deadline for the whole call.
          signal: deadlineSignal(config.timeoutMs, signal),
        });
      } catch (error) {
        throw new DecisionEngineError(`The decision call failed: ${(error as Error).message}`);
      }
      if (!response.ok) {
        await response.body?.cancel().catch(() => undefined);
        throw new DecisionEngineError(`The decision engine answered ${response.status}.`);
      }
      let body: string;
      try {
        body = (
          await readLimited(response.body, DECISION_MAX_BODY_BYTES, response.headers.get('content-length'))
        ).toString('utf8');
      } catch (error) {
        await response.body?.cancel().catch(() => undefined);
        throw new DecisionEngineError(`The decision answer could not be read: ${(error as Error).message}`);
      }
      let json: unknown;
      try {
        json = JSON.parse(body);
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

/** The cache `cachedDecisions` keeps answers in (`createDecisionCache`). */
export type DecisionCache = StaleWhileRevalidateCache<DecisionResult>;

/** The actions cache: bounded, no stale-if-error (a decision two minutes old is not worth showing after a failure). */
export function createDecisionCache(now?: () => number): DecisionCache {
  return new StaleWhileRevalidateCache<DecisionResult>({
    ...DECISION_CACHE_TIMES,
    staleIfErrorMs: 0,
    maxEntries: 10_000,
    maxPendingMs: DECISION_TIMEOUT_MS * 2,
    ...(now ? { now } : {}),
  });
}

/** A provider whose answers are kept per `decisionCacheKey` for `DECISION_CACHE_TIMES`. */
export function cachedDecisions(
  provider: DecisionEngineProvider,
  config: { retailer: string; channel: string },
  cache: DecisionCache = createDecisionCache(),
): DecisionEngineProvider {
  // A shared load outlives the request that started it: its own deadline ends it, not that request's signal.
  return {
    name: provider.name,
    decide: (input) => cache.get(decisionCacheKey(config, input), () => provider.decide(input)),
  };
}

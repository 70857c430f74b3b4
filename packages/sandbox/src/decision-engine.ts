import { createHash, randomInt } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { Hono } from 'hono';
import type { StoreProblem } from './store.js';

/**
 * Stand-in for a personalisation decision engine: the Monetate Engine API's decision call
 * (`POST /api/engine/v1/decide/{retailerShortname}`, Swagger "Monetate Engine API" 1.0.0), over rules an editor
 * keeps beside the content: `{contentDir}/_decision-engine/*.json` (that folder is not content; see store.ts).
 *
 * Request body: `{ channel, events, monetateId? | deviceId?, customerId?, preview? }`. The events read:
 * `monetate:context:PageView` (`pageType`, `url` or `path`), `monetate:context:CustomVariables` (the variable
 * `customerGroups`, a list or a pipe-separated string) and exactly the `monetate:decision:DecisionRequest` events
 * answered (each `requestId` gets a response). Answer: `{ meta: { code, errors, warnings, monetateId }, data:
 * { responses: [{ requestId, actions }] } }`; 400 with `meta.code` 400 and the errors for a malformed body.
 *
 * Split tests assign a visitor by a hash of (visitor id, experience id): the same visitor gets the same variant for as
 * long as it sends the same id, and nothing is stored. The visitor id is `monetateId`; without one it is derived from
 * `deviceId` (the same device, the same id), or new when neither is sent, and answered in `meta.monetateId` for the
 * client to keep (the real engine answers one when neither id is sent; the sandbox always does).
 */

/** Where a rules file lives under each content folder. */
export const DECISION_RULES_DIR = '_decision-engine';
export const DECISION_PATH = '/api/engine/v1/decide/:retailer';
/** The request log `GET /__sandbox/decisions` keeps (newest last). */
export const DECISION_LOG_SIZE = 500;
/** A larger body is refused (the storefront's calls are a few hundred bytes). */
export const MAX_DECISION_BODY_BYTES = 64 * 1024;
/** What the sandbox accepts as a visitor or device id: no spaces, quotes or separators can reach a cookie. */
export const VISITOR_ID_PATTERN = /^[A-Za-z0-9._-]{1,100}$/;

export interface DecisionAction {
  actionType: string;
  [field: string]: unknown;
}

export interface DecisionVariant {
  /** used by preview tokens `{experienceId}:{variantId}` */
  id: string;
  label: string;
  /** share of the split (any positive numbers; default 1 each) */
  weight: number;
  /** the control group: its actions are usually none */
  control: boolean;
  actions: DecisionAction[];
}

export interface DecisionExperience {
  id: number;
  name: string;
  /** `inactive`: only a preview token shows it */
  active: boolean;
  /** who and where: every given condition must hold */
  where: {
    pageTypes?: string[];
    /** URL path patterns; `*` matches anything (`*\/monetate-example-1` also matches locale prefixes) */
    paths?: string[];
    /** the visitor is in at least one of these customer groups */
    customerGroups?: string[];
    /** ISO date-times: the experience runs from (inclusive) until (exclusive) */
    from?: string;
    until?: string;
  };
  variants: DecisionVariant[];
}

/** What a decision call asked for (the parsed body's fields) and what was decided: the log's line. */
export interface DecisionRequestRecord extends Omit<ParsedRequest, 'path' | 'requests'> {
  at: string;
  retailer: string;
  /** `{experienceId}:{variantId}` of each decision made */
  decisions: string[];
}

export interface DecisionEngineOptions {
  /** the content folders whose `_decision-engine/*.json` hold the rules (later folders replace experiences by id) */
  contentDirs: readonly string[];
  now?: () => Date;
  /** a new visitor id (default `2.{9 random digits}.{epoch ms}`, the shape of Monetate's) */
  newVisitorId?: () => string;
  onProblem?: (problem: StoreProblem) => void;
}

export interface DecisionEngine {
  app: Hono;
  experiences: DecisionExperience[];
  problems: StoreProblem[];
  log: DecisionRequestRecord[];
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const stringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((entry) => typeof entry === 'string');

/** One experience from a rules file, or the reason it is refused. */
export function parseExperience(value: unknown): DecisionExperience | string {
  if (!isObject(value)) return 'an experience must be an object';
  const { id, name, status, where = {}, variants } = value;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0) return 'id must be a positive whole number';
  if (typeof name !== 'string' || !name) return `experience ${id}: name must be a non-empty string`;
  if (status !== undefined && status !== 'active' && status !== 'inactive')
    return `experience ${id}: status must be active or inactive`;
  if (!isObject(where)) return `experience ${id}: where must be an object`;
  for (const list of ['pageTypes', 'paths', 'customerGroups'] as const) {
    if (where[list] !== undefined && !stringList(where[list]))
      return `experience ${id}: where.${list} must be a list of strings`;
  }
  for (const time of ['from', 'until'] as const) {
    if (
      where[time] !== undefined &&
      (typeof where[time] !== 'string' || Number.isNaN(Date.parse(where[time] as string)))
    )
      return `experience ${id}: where.${time} must be an ISO date-time`;
  }
  if (!Array.isArray(variants) || variants.length === 0) return `experience ${id}: variants must be a non-empty list`;
  const parsed: DecisionVariant[] = [];
  for (const variant of variants) {
    if (!isObject(variant) || typeof variant.id !== 'string' || !variant.id || typeof variant.label !== 'string')
      return `experience ${id}: each variant needs an id and a label`;
    const weight = variant.weight ?? 1;
    if (typeof weight !== 'number' || !(weight > 0))
      return `experience ${id}: variant ${variant.id}: weight must be a positive number`;
    const actions = variant.actions ?? [];
    if (
      !Array.isArray(actions) ||
      !actions.every((action) => isObject(action) && typeof action.actionType === 'string')
    )
      return `experience ${id}: variant ${variant.id}: actions must be objects with an actionType`;
    parsed.push({
      id: variant.id,
      label: variant.label,
      weight,
      control: variant.control === true,
      actions: actions as DecisionAction[],
    });
  }
  return { id, name, active: status !== 'inactive', where: where as DecisionExperience['where'], variants: parsed };
}

/** Every experience of the folders' rules files; later folders (and later files) replace an experience by id. */
export function loadDecisionRules(contentDirs: readonly string[]): {
  experiences: DecisionExperience[];
  problems: StoreProblem[];
} {
  const byId = new Map<number, DecisionExperience>();
  const problems: StoreProblem[] = [];
  for (const dir of contentDirs) {
    const rulesDir = path.join(path.resolve(dir), DECISION_RULES_DIR);
    let files: string[];
    try {
      if (!statSync(rulesDir).isDirectory()) continue;
      files = readdirSync(rulesDir)
        .filter((name) => name.endsWith('.json') && !name.startsWith('.'))
        .sort();
    } catch {
      continue;
    }
    for (const name of files) {
      const file = path.join(rulesDir, name);
      let parsed: unknown;
      try {
        parsed = JSON.parse(readFileSync(file, 'utf8'));
      } catch (error) {
        problems.push({ file, message: `invalid JSON: ${(error as Error).message}` });
        continue;
      }
      if (!isObject(parsed) || !Array.isArray(parsed.experiences)) {
        problems.push({ file, message: 'a decision rules file is { "experiences": [...] }' });
        continue;
      }
      for (const entry of parsed.experiences) {
        const experience = parseExperience(entry);
        if (typeof experience === 'string') problems.push({ file, message: experience });
        else byId.set(experience.id, experience);
      }
    }
  }
  return { experiences: [...byId.values()], problems };
}

/** The visitor id of a device id sent without a monetateId: always the same for the same device. */
export function deviceVisitorId(deviceId: string): string {
  return `2.${createHash('sha256').update(deviceId).digest().readUInt32BE(0)}.0`;
}

/** A visitor's place in an experience's split, 0 ≤ bucket < 1: the same (visitor, experience) always gives the same. */
export function splitBucket(visitorId: string, experienceId: number): number {
  const digest = createHash('sha256').update(`${visitorId}:${experienceId}`).digest();
  return digest.readUInt32BE(0) / 0x1_0000_0000;
}

/** The variant a visitor sees: the weights laid end to end, the bucket picks one. */
export function assignVariant(experience: DecisionExperience, visitorId: string): DecisionVariant {
  const total = experience.variants.reduce((sum, variant) => sum + variant.weight, 0);
  let point = splitBucket(visitorId, experience.id) * total;
  for (const variant of experience.variants) {
    if (point < variant.weight) return variant;
    point -= variant.weight;
  }
  return experience.variants.at(-1)!;
}

const globPattern = (glob: string) =>
  new RegExp(
    `^${glob
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}$`,
  );

export interface DecisionContext {
  pageType?: string;
  path?: string;
  customerGroups: readonly string[];
  now: Date;
}

/** Whether an experience's conditions hold for a request (its status aside). */
export function experienceApplies(experience: DecisionExperience, context: DecisionContext): boolean {
  const { pageTypes, paths, customerGroups, from, until } = experience.where;
  if (pageTypes && !(context.pageType !== undefined && pageTypes.includes(context.pageType))) return false;
  if (paths && !(context.path !== undefined && paths.some((glob) => globPattern(glob).test(context.path!))))
    return false;
  if (customerGroups && !customerGroups.some((group) => context.customerGroups.includes(group))) return false;
  if (from && context.now.getTime() < Date.parse(from)) return false;
  if (until && context.now.getTime() >= Date.parse(until)) return false;
  return true;
}

/** The `impressionReporting` entry of an action (the Engine API's ImpressionReporting). */
function reporting(experience: DecisionExperience, variant: DecisionVariant) {
  const total = experience.variants.reduce((sum, entry) => sum + entry.weight, 0);
  const control = experience.variants.filter((entry) => entry.control).reduce((sum, entry) => sum + entry.weight, 0);
  const hasTargets = Boolean(experience.where.customerGroups);
  return {
    experience_id: experience.id,
    experience_label: experience.name,
    experience_name: experience.name,
    variant_label: variant.label,
    is_control: variant.control,
    control_allocation: control > 0 ? control / total : null,
    experience_type: experience.variants.length > 1 ? 'Standard Test' : '100% Experience',
    has_targets: hasTargets,
    tags: [],
  };
}

interface ParsedRequest {
  channel?: string;
  monetateId?: string;
  deviceId?: string;
  customerId?: string;
  preview?: string;
  pageType?: string;
  url?: string;
  path?: string;
  customerGroups: string[];
  requests: { requestId: string; includeReporting: boolean }[];
}

/** The request body, or the errors that make it a 400. */
export function parseDecisionBody(body: unknown): ParsedRequest | string[] {
  if (!isObject(body)) return ['The request body must be a JSON object.'];
  const errors: string[] = [];
  const optionalId = (name: 'monetateId' | 'deviceId') => {
    const value = body[name];
    if (value === undefined) return undefined;
    if (typeof value !== 'string' || !VISITOR_ID_PATTERN.test(value))
      errors.push(`${name} must be 1 to 100 letters, digits, dots, hyphens or underscores.`);
    return typeof value === 'string' ? value : undefined;
  };
  const monetateId = optionalId('monetateId');
  const deviceId = optionalId('deviceId');
  for (const name of ['channel', 'customerId', 'preview'] as const) {
    if (body[name] !== undefined && (typeof body[name] !== 'string' || (body[name] as string).length > 200))
      errors.push(`${name} must be a string of at most 200 characters.`);
  }
  if (!Array.isArray(body.events)) return [...errors, 'events must be a list of events.'];
  const parsed: ParsedRequest = { customerGroups: [], requests: [] };
  for (const event of body.events) {
    if (!isObject(event) || typeof event.eventType !== 'string') {
      errors.push('Each event must be an object with an eventType.');
      continue;
    }
    if (event.eventType === 'monetate:context:PageView') {
      if (typeof event.url !== 'string' && typeof event.path !== 'string')
        errors.push('monetate:context:PageView needs a url or a path.');
      if (typeof event.pageType === 'string') parsed.pageType = event.pageType;
      if (typeof event.url === 'string') {
        parsed.url = event.url;
        try {
          parsed.path = new URL(event.url).pathname;
        } catch {
          errors.push('monetate:context:PageView url must be an absolute URL.');
        }
      } else if (typeof event.path === 'string') parsed.path = event.path;
    } else if (event.eventType === 'monetate:context:CustomVariables') {
      if (!Array.isArray(event.customVariables)) errors.push('monetate:context:CustomVariables needs customVariables.');
      else
        for (const variable of event.customVariables) {
          if (!isObject(variable) || variable.variable !== 'customerGroups') continue;
          const value = variable.value;
          if (stringList(value)) parsed.customerGroups.push(...value);
          else if (typeof value === 'string')
            parsed.customerGroups.push(
              ...value
                .split('|')
                .map((group) => group.trim())
                .filter(Boolean),
            );
        }
    } else if (event.eventType === 'monetate:decision:DecisionRequest') {
      if (typeof event.requestId !== 'string' || !event.requestId)
        errors.push('monetate:decision:DecisionRequest needs a requestId.');
      else parsed.requests.push({ requestId: event.requestId, includeReporting: event.includeReporting === true });
    }
    // other event types (cart, product views, impressions) are accepted and, here, have no effect
  }
  if (errors.length > 0) return errors;
  return {
    ...parsed,
    ...(typeof body.channel === 'string' ? { channel: body.channel } : {}),
    ...(monetateId ? { monetateId } : {}),
    ...(deviceId ? { deviceId } : {}),
    ...(typeof body.customerId === 'string' && body.customerId ? { customerId: body.customerId } : {}),
    ...(typeof body.preview === 'string' && body.preview ? { preview: body.preview } : {}),
  };
}

export function createDecisionEngine(options: DecisionEngineOptions): DecisionEngine {
  const now = options.now ?? (() => new Date());
  const newVisitorId = options.newVisitorId ?? (() => `2.${randomInt(100_000_000, 1_000_000_000)}.${now().getTime()}`);
  const { experiences, problems } = loadDecisionRules(options.contentDirs);
  problems.forEach((problem) => options.onProblem?.(problem));
  const log: DecisionRequestRecord[] = [];
  const app = new Hono();

  const failure = (errors: string[], status: 400 | 413) => ({
    meta: { code: status, errors: errors.map((message) => ({ message })), warnings: [] },
    data: { responses: [] },
  });

  app.post(DECISION_PATH, async (c) => {
    const length = Number(c.req.header('content-length') ?? 0);
    if (length > MAX_DECISION_BODY_BYTES)
      return c.json(failure([`The body is larger than ${MAX_DECISION_BODY_BYTES} bytes.`], 413), 413);
    let body: unknown;
    try {
      const text = await c.req.text();
      if (Buffer.byteLength(text) > MAX_DECISION_BODY_BYTES)
        return c.json(failure([`The body is larger than ${MAX_DECISION_BODY_BYTES} bytes.`], 413), 413);
      body = JSON.parse(text);
    } catch {
      return c.json(failure(['The request body must be JSON.'], 400), 400);
    }
    const request = parseDecisionBody(body);
    if (Array.isArray(request)) return c.json(failure(request, 400), 400);
    // The id every decision of this visitor is keyed on, sent back for the client to keep: a device id maps to the
    // same visitor id every time, so its first decision and the later ones (sent with that monetateId) agree.
    const monetateId =
      request.monetateId ?? (request.deviceId !== undefined ? deviceVisitorId(request.deviceId) : newVisitorId());
    const visitorId = monetateId;
    const at = now();
    const context: DecisionContext = {
      customerGroups: request.customerGroups,
      now: at,
      ...(request.pageType !== undefined ? { pageType: request.pageType } : {}),
      ...(request.path !== undefined ? { path: request.path } : {}),
    };
    const warnings: { message: string }[] = [];
    // `{experienceId}:{variantId}`: that variant, whatever the experience's status, targeting or split says
    let forced: { experience: number; variant: string } | undefined;
    if (request.preview) {
      const match = /^(\d+):(.+)$/.exec(request.preview);
      const experience = match ? experiences.find((entry) => entry.id === Number(match[1])) : undefined;
      if (experience && experience.variants.some((variant) => variant.id === match![2]))
        forced = { experience: experience.id, variant: match![2]! };
      else warnings.push({ message: `Unknown preview token ${JSON.stringify(request.preview.slice(0, 80))}.` });
    }
    const chosen: { experience: DecisionExperience; variant: DecisionVariant }[] = [];
    for (const experience of experiences) {
      if (forced?.experience === experience.id) {
        // first: a client applies the first action for a place, and the previewed one is what the editor asked to see
        chosen.unshift({ experience, variant: experience.variants.find((variant) => variant.id === forced!.variant)! });
      } else if (experience.active && experienceApplies(experience, context)) {
        chosen.push({ experience, variant: assignVariant(experience, visitorId) });
      }
    }
    const responses = request.requests.map(({ requestId, includeReporting }) => ({
      requestId,
      actions: chosen.flatMap(({ experience, variant }) =>
        variant.actions.map((action) => ({
          ...action,
          impressionId: `${experience.id}.${variant.id}`,
          ...(includeReporting ? { impressionReporting: [reporting(experience, variant)] } : {}),
        })),
      ),
    }));
    log.push({
      at: at.toISOString(),
      retailer: c.req.param('retailer'),
      customerGroups: request.customerGroups,
      decisions: chosen.map(({ experience, variant }) => `${experience.id}:${variant.id}`),
      ...(request.channel !== undefined ? { channel: request.channel } : {}),
      ...(request.monetateId !== undefined ? { monetateId: request.monetateId } : {}),
      ...(request.deviceId !== undefined ? { deviceId: request.deviceId } : {}),
      ...(request.customerId !== undefined ? { customerId: request.customerId } : {}),
      ...(request.preview !== undefined ? { preview: request.preview } : {}),
      ...(request.pageType !== undefined ? { pageType: request.pageType } : {}),
      ...(request.url !== undefined ? { url: request.url } : {}),
    });
    if (log.length > DECISION_LOG_SIZE) log.splice(0, log.length - DECISION_LOG_SIZE);
    return c.json({ meta: { code: 200, errors: [], warnings, monetateId }, data: { responses } });
  });

  /** The requests received, newest last; `?monetateId=` / `?deviceId=` narrow it (e2e checks of what was sent). */
  app.get('/__sandbox/decisions', (c) => {
    const monetateId = c.req.query('monetateId');
    const deviceId = c.req.query('deviceId');
    return c.json({
      experiences: experiences.map(({ id, name, active }) => ({ id, name, active })),
      requests: log.filter(
        (entry) =>
          (monetateId === undefined || entry.monetateId === monetateId) &&
          (deviceId === undefined || entry.deviceId === deviceId),
      ),
    });
  });

  return { app, experiences, problems, log };
}

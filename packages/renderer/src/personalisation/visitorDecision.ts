/**
 * A page's decision for one visitor, from plain facts (docs/behaviour/personalisation.md, "Decision engine"): whether
 * they may be asked about at all (do-not-track, consent), which ids stand for them (only plausible ones), and the
 * engine's actions applied. Where the facts come from (cookies, a session, a preview) and how the ids are kept (which
 * cookies) is the app's: it gets back which ids to keep, make or forget.
 */
import { applyDecisionActions, noDecisions, type AppliedDecisions } from './decisionActions';
import type { DecisionEngineProvider, DecisionInput } from './decisionEngine';

/** What may stand for a visitor, and be written back: no separators, spaces or quotes. */
export const DECISION_VISITOR_ID = /^[A-Za-z0-9._-]{1,100}$/;
/** A device id: a UUID (the app makes them). */
export const DECISION_DEVICE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A preview token the engine may be sent (`{experienceId}:{variantId}` and the like). */
export const DECISION_PREVIEW_TOKEN = /^[\w.:-]{1,100}$/;

export type DecisionStatus =
  /** the engine answered; `applied` holds its actions */
  | 'decided'
  /** no engine configured */
  | 'off'
  /** do-not-track or no tracking consent: no call, no id */
  | 'do-not-track'
  /** the call failed or timed out (reported through `onFailure`): the defaults */
  | 'failed';

/** What the app knows of a visitor. Raw ids as stored: anything implausible is ignored here. */
export interface VisitorFacts {
  /** `Sec-GPC`/`DNT` asked, or no consent to tracking */
  doNotTrack: boolean;
  /** the engine's visitor id kept from an earlier answer */
  visitorId?: string | undefined;
  /** the device id kept from an earlier page */
  deviceId?: string | undefined;
  /** a signed-in customer's id; none for guests */
  customerId?: string | undefined;
  customerGroups: readonly string[];
}

export interface VisitorDecisionOptions {
  /** undefined or null: no engine (status `off`) */
  engine: DecisionEngineProvider | null | undefined;
  facts: VisitorFacts;
  pageView: DecisionInput['pageView'];
  /** a preview token forced by the app (only in preview or a toolkit); an implausible one is not sent */
  preview?: string | undefined;
  /** ends the call early (the page's request went away) */
  signal?: AbortSignal | undefined;
  /** makes a device id for a first visit (default: a random UUID) */
  newDeviceId?: () => string;
  /** told of a failed call; the page shows its defaults either way */
  onFailure?: (error: Error, engineName: string) => void;
}

export interface VisitorDecision {
  status: DecisionStatus;
  applied: AppliedDecisions;
  /** the preview token sent */
  preview?: string;
  /** the visitor id to keep (renewed by every decision, also a failed one); undefined: none to keep */
  keepVisitorId?: string;
  /** a device id made for this visit, to keep */
  newDeviceId?: string;
  /** do-not-track: ids kept from before the visitor asked not to be tracked are to be removed */
  forgetIds: boolean;
}

/** The preview token as it may be sent, or undefined. */
export function decisionPreviewToken(token: string | null | undefined): string | undefined {
  return token !== null && token !== undefined && DECISION_PREVIEW_TOKEN.test(token) ? token : undefined;
}

/** The decision of a page for a visitor. Never throws: a failed call is reported and reads as no decision. */
export async function decideForVisitor(options: VisitorDecisionOptions): Promise<VisitorDecision> {
  const { engine, facts, pageView, signal } = options;
  // Neither a call nor an id for a visitor who asked not to be tracked.
  if (facts.doNotTrack) return { status: 'do-not-track', applied: noDecisions(), forgetIds: true };
  if (!engine) return { status: 'off', applied: noDecisions(), forgetIds: false };
  const knownVisitor =
    facts.visitorId !== undefined && DECISION_VISITOR_ID.test(facts.visitorId) ? facts.visitorId : undefined;
  const knownDevice =
    facts.deviceId !== undefined && DECISION_DEVICE_ID.test(facts.deviceId) ? facts.deviceId : undefined;
  const newDeviceId = knownDevice ? undefined : (options.newDeviceId ?? (() => crypto.randomUUID()))();
  const preview = decisionPreviewToken(options.preview);
  const input: DecisionInput = {
    visitor: knownVisitor ? { monetateId: knownVisitor } : { deviceId: (knownDevice ?? newDeviceId)! },
    customerGroups: facts.customerGroups,
    pageView,
    ...(facts.customerId ? { customerId: facts.customerId } : {}),
    ...(preview ? { preview } : {}),
  };
  const made = { forgetIds: false, ...(newDeviceId ? { newDeviceId } : {}), ...(preview ? { preview } : {}) };
  try {
    const result = await engine.decide(input, signal);
    // An answered id of another shape is never written back; the known one stays.
    const visitor = result.monetateId && DECISION_VISITOR_ID.test(result.monetateId) ? result.monetateId : knownVisitor;
    return {
      status: 'decided',
      applied: applyDecisionActions(result.actions),
      ...made,
      ...(visitor ? { keepVisitorId: visitor } : {}),
    };
  } catch (error) {
    options.onFailure?.(error instanceof Error ? error : new Error(String(error)), engine.name);
    // The visitor stays who they were: their id is kept for another while from this view.
    return {
      status: 'failed',
      applied: noDecisions(),
      ...made,
      ...(knownVisitor ? { keepVisitorId: knownVisitor } : {}),
    };
  }
}

/**
 * The engine's visitor id. The requirements name no cookie; this is the one Monetate's own integration keeps it in (`mt.v`),
 * so a shop that also runs Monetate's tag shares one visitor. 30 minutes, renewed by every decision.
 */
export const VISITOR_COOKIE = 'mt.v';
export const VISITOR_COOKIE_MAX_AGE_S = 30 * 60;
/** The device id (a UUID the storefront makes), sent as `deviceId` while there is no visitor id: 365 days, Secure. */
export const DEVICE_COOKIE = 'iwebid';
export const DEVICE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** A cookie of the decision for the caller to write (the shape the `cookie` package's `stringifySetCookie` takes). */
export interface DecisionCookie {
  name: string;
  value: string;
  path: '/';
  sameSite: 'lax';
  secure: boolean;
  maxAge: number;
  httpOnly?: true;
}

/**
 * The cookies a decision keeps (or, under do-not-track, clears): the visitor id renewed by every decision, also a
 * failed one (the visitor stays who they were for 30 minutes from this view); a new device id; and under do-not-track
 * the expiry of ids kept from before the visitor asked not to be tracked. `cookies` are the request's.
 */
export function decisionCookies(
  decision: Pick<VisitorDecision, 'forgetIds' | 'newDeviceId' | 'keepVisitorId'>,
  { cookies, secure }: { cookies: Readonly<Record<string, string>>; secure: boolean },
): DecisionCookie[] {
  const out: DecisionCookie[] = [];
  if (decision.forgetIds)
    for (const name of [VISITOR_COOKIE, DEVICE_COOKIE])
      if (cookies[name] !== undefined)
        out.push({ name, value: '', path: '/', sameSite: 'lax', secure: secure || name === DEVICE_COOKIE, maxAge: 0 });
  // Secure always, as the decision engine's cookie contract wants (browsers keep a Secure cookie from http://localhost too).
  if (decision.newDeviceId)
    out.push({
      name: DEVICE_COOKIE,
      value: decision.newDeviceId,
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: true,
      maxAge: DEVICE_COOKIE_MAX_AGE_S,
    });
  if (decision.keepVisitorId)
    out.push({
      name: VISITOR_COOKIE,
      value: decision.keepVisitorId,
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure,
      maxAge: VISITOR_COOKIE_MAX_AGE_S,
    });
  return out;
}

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

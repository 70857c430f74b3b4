/**
 * A page's personalisation decision (docs/behaviour/personalisation.md): who the visitor is to the decision
 * engine (its cookies), whether they may be asked about at all (do-not-track, consent), what preview forces, and the
 * engine's actions applied. Pages that use it are the visitor's own: `private, no-store`, never in the render cache.
 */
import { randomUUID } from 'node:crypto';
import { stringifySetCookie } from 'cookie';
import {
  applyDecisionActions,
  getDecisionEngine,
  type AppliedDecisions,
  type DecisionEngineProvider,
  type DecisionInput,
} from '../decisions/engine.server';
import { isHttpsRequest } from '../requestOrigin.server';
import { toolkitEnabled } from './shopperContextOverride';
import type { RequestContext } from './context.server';
import { log } from '../log.server';

/**
 * The engine's visitor id. The seed names no cookie; this is the one Monetate's own integration keeps it in (`mt.v`),
 * so a shop that also runs Monetate's tag shares one visitor. 30 minutes, renewed by every decision.
 */
export const VISITOR_COOKIE = 'mt.v';
export const VISITOR_COOKIE_MAX_AGE_S = 30 * 60;
/** The device id (a UUID the storefront makes), sent as `deviceId` while there is no visitor id: 365 days, Secure. */
export const DEVICE_COOKIE = 'iwebid';
export const DEVICE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
/** The query parameter of a preview token (Monetate's experience editor appends `?preview=`): preview or toolkit only. */
export const DECISION_PREVIEW_PARAM = 'preview';

/** What may reach a cookie or the engine as a visitor id: no separators, spaces or quotes. */
const VISITOR_ID = /^[A-Za-z0-9._-]{1,100}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PREVIEW_TOKEN = /^[\w.:-]{1,100}$/;

export type DecisionStatus =
  /** the engine answered; `applied` holds its actions */
  | 'decided'
  /** no engine configured */
  | 'off'
  /** `Sec-GPC`/`DNT` or no tracking consent: no call, no cookie */
  | 'do-not-track'
  /** the call failed or timed out (logged): the defaults */
  | 'failed';

export interface PageDecision {
  status: DecisionStatus;
  applied: AppliedDecisions;
  /** the preview token sent, when preview or the toolkit forced one */
  preview?: string;
  /** the decision cookies to set (or, under do-not-track, to clear) */
  setCookie: string[];
}

const NOTHING: AppliedDecisions = { contentKeys: {}, amplienceGroups: {}, experiences: [] };

function visitorCookie(value: string, secure: boolean): string {
  return stringifySetCookie({
    name: VISITOR_COOKIE,
    value,
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: VISITOR_COOKIE_MAX_AGE_S,
  });
}

function deviceCookie(value: string): string {
  // Secure always, as the decision engine's cookie contract wants (browsers keep a Secure cookie from http://localhost too).
  return stringifySetCookie({
    name: DEVICE_COOKIE,
    value,
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: true,
    maxAge: DEVICE_COOKIE_MAX_AGE_S,
  });
}

const expired = (name: string, secure: boolean) =>
  stringifySetCookie({ name, value: '', path: '/', sameSite: 'lax', secure, maxAge: 0 });

/** A preview token the request may force: only in a preview (VSE) or with the merchandiser toolkit on. */
export function forcedPreview(context: Pick<RequestContext, 'request' | 'preview'>): string | undefined {
  if (context.preview === undefined && !toolkitEnabled()) return undefined;
  const token = new URL(context.request.url).searchParams.get(DECISION_PREVIEW_PARAM) ?? undefined;
  return token !== undefined && PREVIEW_TOKEN.test(token) ? token : undefined;
}

export interface PageView {
  pageType: string;
  /** the page's address as the shopper sees it */
  url: string;
}

/**
 * The decision of a page for the request's visitor. Never throws: a failed call is logged and reads as no decision.
 * `engine` is the process's (`getDecisionEngine()`) unless a test passes its own (or `null`: off).
 */
export async function decideForPage(
  context: Pick<RequestContext, 'request' | 'preview' | 'shopper' | 'cookies'>,
  pageView: PageView,
  engine: DecisionEngineProvider | null = getDecisionEngine() ?? null,
): Promise<PageDecision> {
  const { shopper, cookies, request } = context;
  const secure = isHttpsRequest(request);
  if (shopper.doNotTrack || !shopper.consent.tracking) {
    // Neither a call nor an id: ids kept from before the visitor asked not to be tracked are removed.
    const clear = [VISITOR_COOKIE, DEVICE_COOKIE]
      .filter((name) => cookies[name] !== undefined)
      .map((name) => expired(name, secure || name === DEVICE_COOKIE));
    return { status: 'do-not-track', applied: NOTHING, setCookie: clear };
  }
  if (!engine) return { status: 'off', applied: NOTHING, setCookie: [] };
  const setCookie: string[] = [];
  const knownVisitor =
    cookies[VISITOR_COOKIE] !== undefined && VISITOR_ID.test(cookies[VISITOR_COOKIE])
      ? cookies[VISITOR_COOKIE]
      : undefined;
  let device =
    cookies[DEVICE_COOKIE] !== undefined && UUID.test(cookies[DEVICE_COOKIE]) ? cookies[DEVICE_COOKIE] : undefined;
  if (!device) {
    device = randomUUID();
    setCookie.push(deviceCookie(device));
  }
  const preview = forcedPreview(context);
  const input: DecisionInput = {
    visitor: knownVisitor ? { monetateId: knownVisitor } : { deviceId: device },
    customerGroups: shopper.customerGroups,
    pageView,
    ...(shopper.signedIn && shopper.customerId ? { customerId: shopper.customerId } : {}),
    ...(preview ? { preview } : {}),
  };
  try {
    const result = await engine.decide(input, request.signal);
    const visitor = result.monetateId && VISITOR_ID.test(result.monetateId) ? result.monetateId : knownVisitor;
    if (visitor) setCookie.push(visitorCookie(visitor, secure));
    return {
      status: 'decided',
      applied: applyDecisionActions(result.actions),
      setCookie,
      ...(preview ? { preview } : {}),
    };
  } catch (error) {
    log.warn({ event: 'decision-engine', engine: engine.name }, (error as Error).message);
    // The visitor stays who they were: their id is kept for its 30 minutes from this view.
    if (knownVisitor) setCookie.push(visitorCookie(knownVisitor, secure));
    return { status: 'failed', applied: NOTHING, setCookie, ...(preview ? { preview } : {}) };
  }
}

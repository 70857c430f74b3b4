/**
 * A page's personalisation decision (docs/behaviour/personalisation.md): the request's facts about the visitor (its
 * cookies, do-not-track, consent, what preview forces) handed to the renderer's `decideForVisitor`, and the ids it
 * keeps written as cookies. Pages that use it are the visitor's own: `private, no-store`, never in the render cache.
 */
import { stringifySetCookie } from 'cookie';
import type { AppliedDecisions } from '@ridgeline/renderer';
import {
  decideForVisitor,
  decisionPreviewToken,
  type DecisionEngineProvider,
  type DecisionStatus,
} from '@ridgeline/renderer/server';
import { getDecisionEngine } from '../decisions/engine.server';
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

export type { DecisionStatus };

export interface PageDecision {
  status: DecisionStatus;
  applied: AppliedDecisions;
  /** the preview token sent, when preview or the toolkit forced one */
  preview?: string;
  /** the decision cookies to set (or, under do-not-track, to clear) */
  setCookie: string[];
}

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
  return decisionPreviewToken(new URL(context.request.url).searchParams.get(DECISION_PREVIEW_PARAM));
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
  const decision = await decideForVisitor({
    engine,
    facts: {
      doNotTrack: shopper.doNotTrack || !shopper.consent.tracking,
      visitorId: cookies[VISITOR_COOKIE],
      deviceId: cookies[DEVICE_COOKIE],
      customerId: shopper.signedIn ? shopper.customerId : undefined,
      customerGroups: shopper.customerGroups,
    },
    pageView,
    preview: forcedPreview(context),
    signal: request.signal,
    onFailure: (error, name) => log.warn({ event: 'decision-engine', engine: name }, error.message),
  });
  const setCookie: string[] = [];
  // Under do-not-track, ids kept from before the visitor asked not to be tracked are removed.
  if (decision.forgetIds)
    for (const name of [VISITOR_COOKIE, DEVICE_COOKIE])
      if (cookies[name] !== undefined) setCookie.push(expired(name, secure || name === DEVICE_COOKIE));
  if (decision.newDeviceId) setCookie.push(deviceCookie(decision.newDeviceId));
  // Renewed by every decision, also a failed one: the visitor stays who they were for 30 minutes from this view.
  if (decision.keepVisitorId) setCookie.push(visitorCookie(decision.keepVisitorId, secure));
  return {
    status: decision.status,
    applied: decision.applied,
    setCookie,
    ...(decision.preview ? { preview: decision.preview } : {}),
  };
}

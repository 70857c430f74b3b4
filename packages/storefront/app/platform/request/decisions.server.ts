/**
 * A page's personalisation decision (docs/behaviour/personalisation.md): the request's facts about the visitor (its
 * cookies, do-not-track, consent, what preview forces) handed to the renderer's `decideForVisitor`, and the ids it
 * keeps written as cookies. Pages that use it are the visitor's own: `private, no-store`, never in the render cache.
 */
import { stringifySetCookie } from 'cookie';
import type { AppliedDecisions } from '@ridgeline/renderer';
import {
  decideForVisitor,
  decisionCookies,
  decisionPreviewToken,
  DEVICE_COOKIE,
  VISITOR_COOKIE,
  type DecisionEngineProvider,
  type DecisionStatus,
} from '@ridgeline/renderer/server';
import { getDecisionEngine } from '../decisions/engine.server';
import { isHttpsRequest } from '../requestOrigin.server';
import { toolkitEnabled } from './shopperContextOverride';
import type { RequestContext } from './context.server';
import { log } from '../log.server';

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
  const setCookie = decisionCookies(decision, { cookies, secure }).map((cookie) => stringifySetCookie(cookie));
  return {
    status: decision.status,
    applied: decision.applied,
    setCookie,
    ...(decision.preview ? { preview: decision.preview } : {}),
  };
}

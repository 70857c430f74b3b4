import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import {
  ACTIVITY_ENDPOINT_HEADERS,
  ACTIVITY_ID_COOKIE,
  ACTIVITY_RATE_LIMIT,
  answerActivityCall,
  type ActivityCallDeps,
} from '@ridgeline/commerce/server';
import { parseCookies } from '../../../platform/cookies';
import { log as serverLog } from '../../../platform/log.server';
import {
  bodyProblem,
  crossSiteReason,
  crossSiteRefusal,
  readRequestBody,
} from '../../../platform/requestGuards.server';

export interface ActivityEndpointDeps extends Pick<ActivityCallDeps, 'shopper' | 'einstein' | 'enabled'> {
  /** the request's client address (the rate limit's key) */
  clientAddress: string;
  limiter?: RateLimiterMemory;
  log?: (entry: Record<string, unknown>) => void;
}

let processLimiter: RateLimiterMemory | undefined;
export function activityRateLimiter(): RateLimiterMemory {
  return (processLimiter ??= new RateLimiterMemory({
    points: ACTIVITY_RATE_LIMIT.points,
    duration: ACTIVITY_RATE_LIMIT.durationS,
  }));
}

/**
 * The activity endpoint (@ridgeline/commerce's `answerActivityCall`) with the storefront's guards: its cross-site
 * check, its body reader, its per-address rate limit (one per process) and the anonymous activity id's cookie.
 */
export function activityEndpoint(request: Request, path: string, deps: ActivityEndpointDeps): Promise<Response> {
  const limiter = deps.limiter ?? activityRateLimiter();
  return answerActivityCall(request, path, {
    ...deps,
    log: deps.log ?? ((entry) => serverLog.warn({ event: 'activity-endpoint', ...entry })),
    refuseCrossSite: (refused) => {
      const reason = crossSiteReason(refused, { allowNonBrowser: true });
      return reason ? crossSiteRefusal(refused, reason) : undefined;
    },
    rateLimit: async () => {
      try {
        await limiter.consume(deps.clientAddress);
        return undefined;
      } catch (refusal) {
        if (!(refusal instanceof RateLimiterRes)) throw refusal;
        return refusal.msBeforeNext;
      }
    },
    readBody: async (read, maxBytes) => {
      try {
        return (await readRequestBody(read, maxBytes)).toString('utf8');
      } catch (error) {
        const problem = bodyProblem(error, ACTIVITY_ENDPOINT_HEADERS);
        if (problem) return problem;
        throw error;
      }
    },
    activityIdCookie: parseCookies(request.headers.get('cookie'))[ACTIVITY_ID_COOKIE],
  });
}

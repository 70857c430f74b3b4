import {
  crossSiteReason,
  crossSiteRefusal,
  readRequestBody,
  bodyProblem,
} from '../../../../platform/requestGuards.server';
import type { ShopperAuth } from '../../../../platform/commerce/shopperSession.server';
import { requireCustomer, withTokenRefresh } from '../account.server';
import {
  logAccountFailure,
  parseProfilingAnswer,
  profilingData,
  type ProfileDeps,
  type ProfilingAnswers,
} from '@ridgeline/commerce/server';

const NO_STORE = { 'Cache-Control': 'private, no-store' } as const;
/** One step's answer is a few dozen bytes. */
export const PROFILING_BODY_MAX_BYTES = 4 * 1024;

const json = (body: unknown, status: number, cookies: string[] = []) => {
  const headers = new Headers(NO_STORE);
  for (const cookie of cookies) headers.append('Set-Cookie', cookie);
  return Response.json(body, { status, headers });
};

/**
 * `/account/profiling`, the drawer's same-origin endpoint: GET answers the step data (`preferenceTypes`, `answers`);
 * POST saves one step's answer (JSON) to the progressive-profiling API. Registered customers only (401 otherwise);
 * 404 while profiling is off. Personal: never cached.
 */
/** Not signed in, or the session ended while the drawer was open (the sign-in redirect): 401, cookies cleared. */
const signedOut = (redirect: Response) =>
  json({ message: 'Sign in to fill in your profile.' }, 401, redirect.headers.getSetCookie());

export async function profilingEndpoint(
  request: Request,
  deps: { profile: ProfileDeps; auth: ShopperAuth },
  enabled: boolean,
): Promise<Response> {
  if (!enabled) return json({ message: 'Not found.' }, 404);
  if (request.method === 'POST') {
    const crossSite = crossSiteReason(request, { allowNonBrowser: false });
    if (crossSite) return crossSiteRefusal(request, crossSite);
  } else if (request.method !== 'GET' && request.method !== 'HEAD') {
    return json({ message: 'Method not allowed.' }, 405);
  }
  const shopper = await requireCustomer(request, deps.auth, 'en-US');
  if (shopper instanceof Response) return signedOut(shopper);
  const profile = withTokenRefresh(deps.profile, shopper, deps.auth, request);
  if (request.method !== 'POST') {
    try {
      return json(profilingData(await profile.profilingStepData(shopper.accessToken)), 200, shopper.cookies);
    } catch (error) {
      if (error instanceof Response) return signedOut(error);
      logAccountFailure('profiling-step-data-failed', error);
      return json({ message: 'The preferences could not be read.' }, 502, shopper.cookies);
    }
  }
  let answer: ProfilingAnswers | undefined;
  try {
    const body = await readRequestBody(request, PROFILING_BODY_MAX_BYTES);
    answer = parseProfilingAnswer(JSON.parse(new TextDecoder().decode(body)));
  } catch (error) {
    const problem = bodyProblem(error, NO_STORE);
    if (problem) return problem;
  }
  if (!answer) return json({ message: 'The answer is not valid.' }, 400, shopper.cookies);
  try {
    const progress = await profile.saveProfilingAnswers(shopper.accessToken, answer);
    return json({ progressDecimal: progress.progressDecimal }, 200, shopper.cookies);
  } catch (error) {
    if (error instanceof Response) return signedOut(error);
    logAccountFailure('profiling-save-failed', error);
    return json({ message: 'The answer could not be saved.' }, 502, shopper.cookies);
  }
}

/**
 * The browser error collector (docs/behaviour/shell.md#browser-error-reports): `POST /__ridgeline/errors` takes one
 * report (`browserErrorReport.ts`) and writes it as one structured log line, `event: 'browser-error'`, with its kind,
 * message, page path, and the source file, line and column of this site's own scripts. Every value is checked again
 * here (a report is whatever a client chose to send), none is ever answered back.
 *
 * Guards, in order: POST only (405), `BROWSER_ERRORS` on (else 404), this site's pages only (403,
 * `allowNonBrowser: false`), JSON only (415), a per-address rate limit (429; rate-limiter-flexible's memory counter,
 * one per process, as the activity endpoint's), a body of at most `BROWSER_ERRORS_BODY_MAX_BYTES` (413), a report
 * (400). Then 204.
 */
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { log as serverLog } from '../../../platform/log.server';
import {
  bodyProblem,
  crossSiteReason,
  crossSiteRefusal,
  isJsonRequest,
  readRequestBody,
} from '../../../platform/requestGuards.server';
import { browserErrorReportOf, type BrowserErrorReport } from './browserErrorReport';

/** The largest report body read. */
export const BROWSER_ERRORS_BODY_MAX_BYTES = 4_096;
/** Reports taken from one shopper address: a page sends at most five, a shared address may have many shoppers. */
export const BROWSER_ERRORS_RATE_LIMIT = { points: 30, durationS: 60 } as const;

/** The headers of every answer. */
export const BROWSER_ERRORS_HEADERS: Readonly<Record<string, string>> = {
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex',
};

export interface BrowserErrorsDeps {
  /** `BROWSER_ERRORS`. */
  enabled: boolean;
  /** The request's client address (`clientAddressOf`): the rate limit's key. */
  clientAddress: string;
  /** The per-address limit of reports: the app's (`createBrowserErrorsLimiter`, the shell's `FeatureAppState`). */
  limiter: RateLimiterMemory;
  /** Writes the report's line (default: the server's logger, `warn`). */
  log?: (report: BrowserErrorReport) => void;
}

/** The per-address limit of reports, one per app. */
export function createBrowserErrorsLimiter(): RateLimiterMemory {
  return new RateLimiterMemory({
    keyPrefix: 'browser-errors',
    points: BROWSER_ERRORS_RATE_LIMIT.points,
    duration: BROWSER_ERRORS_RATE_LIMIT.durationS,
  });
}

/** The report's one line: its fields, and its message as the line's message. */
export function logBrowserError({ message, ...fields }: BrowserErrorReport): void {
  serverLog.warn({ event: 'browser-error', ...fields }, message);
}

const answer = (status: number, body?: unknown, headers: Record<string, string> = {}) =>
  body === undefined
    ? new Response(null, { status, headers: { ...BROWSER_ERRORS_HEADERS, ...headers } })
    : Response.json(body, { status, headers: { ...BROWSER_ERRORS_HEADERS, ...headers } });

/** The answer to any method but POST. */
export const browserErrorsMethodNotAllowed = () => answer(405, { message: 'Method not allowed' }, { Allow: 'POST' });

/** Takes one report (see the module's comment). */
export async function collectBrowserError(request: Request, deps: BrowserErrorsDeps): Promise<Response> {
  if (request.method !== 'POST') return browserErrorsMethodNotAllowed();
  if (!deps.enabled) return answer(404, { message: 'Not found' });
  const crossSite = crossSiteReason(request, { allowNonBrowser: false });
  if (crossSite) return crossSiteRefusal(request, crossSite);
  if (!isJsonRequest(request)) return answer(415, { message: 'Send application/json.' });
  try {
    await deps.limiter.consume(deps.clientAddress);
  } catch (refusal) {
    if (!(refusal instanceof RateLimiterRes)) throw refusal;
    return answer(
      429,
      { message: 'Too many reports.' },
      {
        'Retry-After': String(Math.max(1, Math.ceil(refusal.msBeforeNext / 1000))),
      },
    );
  }
  let text: string;
  try {
    text = (await readRequestBody(request, BROWSER_ERRORS_BODY_MAX_BYTES)).toString('utf8');
  } catch (error) {
    const problem = bodyProblem(error, BROWSER_ERRORS_HEADERS);
    if (problem) return problem;
    throw error;
  }
  let sent: unknown;
  try {
    sent = JSON.parse(text);
  } catch {
    sent = undefined;
  }
  const report = browserErrorReportOf(sent);
  if (!report) return answer(400, { message: 'Send one report: { kind, message, page }.' });
  (deps.log ?? logBrowserError)(report);
  return answer(204);
}

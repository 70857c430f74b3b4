import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { bodyProblem, crossSiteReason, crossSiteRefusal, readRequestBody } from '../../platform/requestGuards.server';
import { TimeoutError, TOOLKIT_REQUEST_TIMEOUT_MS, withDeadline } from '../../platform/upstream.server';
import { contextFromDraft, pickToolkitContext, type ToolkitContext } from '@ridgeline/renderer';
import { ToolkitApiError } from '@ridgeline/commerce/server';
import {
  deleteShopperContext,
  listCustomerGroups,
  readShopperContext,
  usidCookie,
  writeShopperContext,
} from './toolkit.server';
import { log, messageOf } from '../../platform/log.server';
import { toolkitEnabled, toolkitUsid } from '../../platform/request/shopperContextOverride';
import { appContextOf } from '../../platform/request/appContext.server';

const NO_STORE = { 'Cache-Control': 'no-store' } as const;
/** A draft is a few fields and qualifier maps; a larger body is refused (413) unread. */
export const TOOLKIT_MAX_BODY_BYTES = 64 * 1024;

function json(body: unknown, status = 200, headers?: Headers): Response {
  const out = new Headers(headers);
  out.set('Cache-Control', 'no-store');
  out.set('Content-Type', 'application/json; charset=utf-8');
  return new Response(JSON.stringify(body), { status, headers: out });
}

function disabled(): Response {
  return new Response('Not Found', { status: 404, headers: NO_STORE });
}

/** The commerce calls of one toolkit request, under one overall deadline (`TOOLKIT_REQUEST_TIMEOUT_MS`). */
function withinDeadline<T>(request: Request, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
  return withDeadline(
    TOOLKIT_REQUEST_TIMEOUT_MS,
    `The commerce API did not answer within ${TOOLKIT_REQUEST_TIMEOUT_MS} ms`,
    work,
    request.signal,
  );
}

function logFailure(event: string, error: unknown) {
  log.warn({ event }, messageOf(error));
}

/**
 * `GET /__toolkit`: the panel's data — every customer group (custom API) and this browser's stored context (null when
 * none). 404 unless `MERCHANDISER_TOOLKIT=1`.
 * @caching no-store
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  if (!toolkitEnabled()) return disabled();
  const usid = toolkitUsid(request);
  const app = appContextOf(context);
  const { guestTokens } = app.commerce;
  try {
    const [groups, context] = await withinDeadline(request, (signal) =>
      Promise.all([
        listCustomerGroups(guestTokens, app.customerGroups),
        usid ? readShopperContext(usid, signal, guestTokens) : Promise.resolve(null),
      ]),
    );
    return json({ groups, context });
  } catch (error) {
    logFailure('toolkit-load-failed', error);
    return json({ message: 'The toolkit data could not be loaded' }, error instanceof TimeoutError ? 504 : 502);
  }
}

/**
 * `POST /__toolkit` (JSON): `{ intent: 'apply', draft }` creates (PUT) or updates (PATCH) the shopper context of this
 * browser's usid (a new usid goes into an httpOnly cookie) → `{ ok: true, kind, context }`; `{ intent: 'exit' }`
 * deletes it and expires the cookie → `{ ok: true }`. A refused update → `{ ok: false, message }` with the API's status.
 * Only JSON is accepted (a cross-site form cannot send it without CORS), only from this site's pages when a browser
 * says where it comes from (`Origin` / `Sec-Fetch-Site`; 403), and at most `TOOLKIT_MAX_BODY_BYTES` (413). The
 * chained commerce calls end within `TOOLKIT_REQUEST_TIMEOUT_MS` (504 `{ ok: false, message }` past it).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (!toolkitEnabled()) return disabled();
  if (request.method !== 'POST') return json({ ok: false, message: 'Method not allowed' }, 405);
  const crossSite = crossSiteReason(request, { allowNonBrowser: true });
  if (crossSite) return crossSiteRefusal(request, crossSite, (message) => ({ ok: false, message }));
  if (!(request.headers.get('Content-Type') ?? '').toLowerCase().startsWith('application/json')) {
    return json({ ok: false, message: 'Expected application/json' }, 415);
  }
  let text: string;
  try {
    text = (await readRequestBody(request, TOOLKIT_MAX_BODY_BYTES)).toString('utf8');
  } catch (error) {
    const problem = bodyProblem(error, {}, (message) => ({ ok: false, message }));
    if (problem) return problem;
    throw error;
  }
  let body: { intent?: unknown; draft?: unknown; context?: unknown };
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    return json({ ok: false, message: 'The request body must be JSON' }, 400);
  }
  if (typeof body !== 'object' || body === null)
    return json({ ok: false, message: 'The request body must be a JSON object' }, 400);
  const headers = new Headers();
  const existingUsid = toolkitUsid(request);
  const { guestTokens } = appContextOf(context).commerce;

  if (body.intent === 'exit') {
    try {
      if (existingUsid)
        await withinDeadline(request, (signal) => deleteShopperContext(existingUsid, signal, guestTokens));
    } catch (error) {
      logFailure('toolkit-exit-failed', error);
    }
    headers.append('Set-Cookie', usidCookie(request, '', 0));
    return json({ ok: true }, 200, headers);
  }

  if (body.intent !== 'apply') return json({ ok: false, message: 'Unknown toolkit action' }, 400);
  const desired: ToolkitContext = body.draft
    ? contextFromDraft(normaliseDraft(body.draft))
    : pickToolkitContext(body.context);
  const usid = existingUsid ?? crypto.randomUUID();
  if (!existingUsid) headers.append('Set-Cookie', usidCookie(request, usid));
  try {
    const result = await withinDeadline(request, (signal) => writeShopperContext(usid, desired, signal, guestTokens));
    return json({ ok: true, kind: result.kind, context: result.context }, 200, headers);
  } catch (error) {
    logFailure('toolkit-update-failed', error);
    const status =
      error instanceof TimeoutError
        ? 504
        : error instanceof ToolkitApiError && error.status >= 400 && error.status < 600
          ? error.status
          : 502;
    return json({ ok: false, message: error instanceof Error ? error.message : 'Update failed' }, status, headers);
  }
}

/** A posted draft, every field type-checked (anything else becomes empty). */
function normaliseDraft(value: unknown) {
  const source = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const picked = pickToolkitContext(source);
  return {
    effectiveDateTime: typeof source.effectiveDateTime === 'string' ? source.effectiveDateTime : '',
    customerGroupIds: picked.customerGroupIds ?? [],
    sourceCode: typeof source.sourceCode === 'string' ? source.sourceCode : '',
    customQualifiers: picked.customQualifiers ?? {},
    assignmentQualifiers: picked.assignmentQualifiers ?? {},
  };
}

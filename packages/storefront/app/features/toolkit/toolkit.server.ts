/**
 * The merchandiser toolkit on the server: the shopper context of this browser's toolkit usid (an httpOnly cookie)
 * through commerce-sdk-isomorphic `ShopperContexts` with the server's guest token, and the customer-group list through
 * the customer-groups custom API (`helpers.callCustomEndpoint`). Only when `MERCHANDISER_TOOLKIT=1`.
 */
import { getCommerceConfig } from '../../platform/commerce/commerce.server';
import {
  clientConfig,
  sdk,
  sdkErrorStatus as statusOf,
  withGuestToken,
  type GuestTokenSource,
} from '@ridgeline/commerce/server';
import { getConfig } from '../../platform/config.server';
import { cappedByBudget, withDeadline } from '../../platform/upstream.server';
import { isHttpsRequest } from '../../platform/requestOrigin.server';
import {
  NO_TOOLKIT,
  TOOLKIT_USID_COOKIE,
  toolkitEnabled,
  toolkitUsid,
  type ToolkitRequestState,
} from '../../platform/request/shopperContextOverride';
import { patchBody, pickToolkitContext, writeKind, type CustomerGroup, type ToolkitContext } from './toolkit';
import { log, messageOf } from '../../platform/log.server';

/** Customer groups stale after 300000 ms (docs/behaviour/toolkit.md#input-rules). */
export const CUSTOMER_GROUPS_STALE_MS = 300_000;
/**
 * A toolkit read on a page request gives up after this long, capped at the render budget (the page then renders for
 * the default groups, uncached).
 */
const READ_TIMEOUT_MS = 3_000;

export function usidCookie(request: Request, usid: string, maxAgeSeconds?: number): string {
  const secure = isHttpsRequest(request) ? '; Secure' : '';
  const age = maxAgeSeconds === undefined ? '' : `; Max-Age=${maxAgeSeconds}`;
  return `${TOOLKIT_USID_COOKIE}=${encodeURIComponent(usid)}; Path=/; SameSite=Lax; HttpOnly${age}${secure}`;
}

/**
 * Runs a call with the app's guest token (`appContextOf(context).commerce.guestTokens`, passed by the caller: the
 * toolkit keeps no session of its own); after a 401 once more with a new one.
 */
const authed = <T>(tokens: GuestTokenSource, call: (authorization: string) => Promise<T>) =>
  withGuestToken(tokens, ({ authorization }) => call(authorization));

/** Every call of the client ends after the commerce timeout; `signal` (a caller's deadline) can end it sooner. */
function contextsClient(authorization: string, signal?: AbortSignal) {
  return new sdk.ShopperContexts({
    ...clientConfig(getCommerceConfig()),
    headers: { authorization },
    ...(signal ? { fetchOptions: { signal } } : {}),
  });
}

/** The stored context of a usid, or null when there is none (404). */
export async function readShopperContext(
  usid: string,
  signal: AbortSignal | undefined,
  tokens: GuestTokenSource,
): Promise<ToolkitContext | null> {
  try {
    const answer = await authed(tokens, (authorization) =>
      contextsClient(authorization, signal).getShopperContext({ parameters: { usid } }),
    );
    return pickToolkitContext(answer);
  } catch (error) {
    if (statusOf(error) === 404) return null;
    throw error;
  }
}

/** An error the API answered with (status + its problem detail), for the action's response and the log. */
export class ToolkitApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ToolkitApiError';
  }
}

async function apiError(error: unknown): Promise<ToolkitApiError> {
  const response = (error as { response?: Response })?.response;
  if (!response) return new ToolkitApiError(502, error instanceof Error ? error.message : String(error));
  let detail = `${response.status} ${response.statusText}`.trim();
  try {
    const body = (await response.clone().json()) as { title?: string; detail?: string };
    detail = [body.title, body.detail].filter(Boolean).join(': ') || detail;
  } catch {
    // not JSON
  }
  return new ToolkitApiError(response.status, detail);
}

/**
 * docs/behaviour/toolkit.md#apply: creates the context (PUT) when none exists for the usid, else updates it (PATCH).
 * `signal` (the request's overall deadline) ends whichever of the chained calls is running.
 */
export async function writeShopperContext(
  usid: string,
  desired: ToolkitContext,
  signal: AbortSignal | undefined,
  tokens: GuestTokenSource,
): Promise<{ kind: 'create' | 'update'; context: ToolkitContext }> {
  try {
    const existing = await readShopperContext(usid, signal, tokens);
    const kind = writeKind(existing);
    if (kind === 'create') {
      await authed(tokens, (authorization) =>
        contextsClient(authorization, signal).createShopperContext({
          parameters: { usid },
          body: { ...desired } as never,
        }),
      );
    } else {
      await authed(tokens, (authorization) =>
        contextsClient(authorization, signal).updateShopperContext({
          parameters: { usid },
          body: patchBody(existing!, desired) as never,
        }),
      );
    }
    return { kind, context: (await readShopperContext(usid, signal, tokens)) ?? desired };
  } catch (error) {
    throw error instanceof ToolkitApiError ? error : await apiError(error);
  }
}

/** Exit: the context of the usid deleted (none is fine). */
export async function deleteShopperContext(
  usid: string,
  signal: AbortSignal | undefined,
  tokens: GuestTokenSource,
): Promise<void> {
  try {
    await authed(tokens, (authorization) =>
      contextsClient(authorization, signal).deleteShopperContext({ parameters: { usid } }),
    );
  } catch (error) {
    if (statusOf(error) !== 404) throw await apiError(error);
  }
}

let groupsCache: { at: number; groups: Promise<CustomerGroup[]> } | undefined;

/** The full customer-group list (custom API `customer-groups`, endpoint `groups`), fresh for 300 s. */
export function listCustomerGroups(tokens: GuestTokenSource, now: number = Date.now()): Promise<CustomerGroup[]> {
  if (groupsCache && now - groupsCache.at < CUSTOMER_GROUPS_STALE_MS) return groupsCache.groups;
  const config = getCommerceConfig();
  const groups = authed(tokens, async (authorization) => {
    const response = (await sdk.helpers.callCustomEndpoint({
      options: {
        method: 'GET',
        headers: { authorization },
        customApiPathParameters: { apiName: 'customer-groups', endpointPath: 'groups' },
      },
      clientConfig: { ...clientConfig(config), throwOnBadResponse: false },
      rawResponse: true,
    })) as Response;
    if (!response.ok) {
      throw Object.assign(new Error(`Request failed with status ${response.status} ${response.statusText}`), {
        response,
      });
    }
    const body = (await response.json()) as { data?: unknown };
    return (Array.isArray(body.data) ? body.data : [])
      .filter((g): g is CustomerGroup => typeof (g as CustomerGroup)?.id === 'string')
      .map((g) => ({
        id: g.id,
        ...(g.description ? { description: g.description } : {}),
        ...(g.type ? { type: g.type } : {}),
      }));
  });
  groupsCache = { at: now, groups };
  groups.catch(() => {
    if (groupsCache?.groups === groups) groupsCache = undefined;
  });
  return groups;
}

/**
 * The toolkit's state for a request: the shopper context of its usid. Nothing is asked of the API when the toolkit is
 * off or the request has no usid cookie. A failed read is logged, and counts as "no groups, do not cache". Not
 * memoised here: the request context (`request/context.server.ts`) reads it at most once per request, for the root
 * loader (the preview toolbar) and the page loader alike.
 */
export function readToolkitState(
  request: Request,
  cookies: Readonly<Record<string, string>> | undefined,
  tokens: GuestTokenSource,
): Promise<ToolkitRequestState> {
  if (!toolkitEnabled()) return Promise.resolve(NO_TOOLKIT);
  const usid = toolkitUsid(request, cookies);
  if (!usid) return Promise.resolve(NO_TOOLKIT);
  return withDeadline(
    cappedByBudget(READ_TIMEOUT_MS, getConfig().renderBudgetMs),
    'Toolkit context read timed out',
    (signal) => readShopperContext(usid, signal, tokens),
  ).then(
    (stored): ToolkitRequestState => {
      if (!stored) return NO_TOOLKIT;
      const groups = stored.customerGroupIds ?? [];
      return groups.length ? { noStore: true, customerGroups: groups } : { noStore: true };
    },
    (error: unknown): ToolkitRequestState => {
      log.warn({ event: 'toolkit-context-read-failed' }, messageOf(error));
      return { noStore: true };
    },
  );
}

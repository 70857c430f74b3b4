/**
 * The merchandiser toolkit's commerce calls: the shopper context of a toolkit usid through commerce-sdk-isomorphic
 * `ShopperContexts`, and the customer-group list through the customer-groups custom API
 * (`helpers.callCustomEndpoint`), each with the caller's guest token (renewed once after a 401).
 */
import { patchBody, pickToolkitContext, writeKind, type CustomerGroup, type ToolkitContext } from '@ridgeline/renderer';
import type { CommerceConfig } from './config.server';
import { sdk } from './sdk.server';
import { clientConfig, sdkErrorStatus as statusOf, withGuestToken, type GuestTokenSource } from './token.server';

/** Customer groups stale after 300000 ms (docs/behaviour/toolkit.md#input-rules). */
export const CUSTOMER_GROUPS_STALE_MS = 300_000;

const authed = <T>(tokens: GuestTokenSource, call: (authorization: string) => Promise<T>) =>
  withGuestToken(tokens, ({ authorization }) => call(authorization));

/** Every call of the client ends after the commerce timeout; `signal` (a caller's deadline) can end it sooner. */
function contextsClient(config: CommerceConfig, authorization: string, signal?: AbortSignal) {
  return new sdk.ShopperContexts({
    ...clientConfig(config),
    headers: { authorization },
    ...(signal ? { fetchOptions: { signal } } : {}),
  });
}

/** The stored context of a usid, or null when there is none (404). */
export async function readShopperContext(
  config: CommerceConfig,
  usid: string,
  signal: AbortSignal | undefined,
  tokens: GuestTokenSource,
): Promise<ToolkitContext | null> {
  try {
    const answer = await authed(tokens, (authorization) =>
      contextsClient(config, authorization, signal).getShopperContext({ parameters: { usid } }),
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
  config: CommerceConfig,
  usid: string,
  desired: ToolkitContext,
  signal: AbortSignal | undefined,
  tokens: GuestTokenSource,
): Promise<{ kind: 'create' | 'update'; context: ToolkitContext }> {
  try {
    const existing = await readShopperContext(config, usid, signal, tokens);
    const kind = writeKind(existing);
    if (kind === 'create') {
      await authed(tokens, (authorization) =>
        contextsClient(config, authorization, signal).createShopperContext({
          parameters: { usid },
          body: { ...desired } as never,
        }),
      );
    } else {
      await authed(tokens, (authorization) =>
        contextsClient(config, authorization, signal).updateShopperContext({
          parameters: { usid },
          body: patchBody(existing!, desired) as never,
        }),
      );
    }
    return { kind, context: (await readShopperContext(config, usid, signal, tokens)) ?? desired };
  } catch (error) {
    throw error instanceof ToolkitApiError ? error : await apiError(error);
  }
}

/** Exit: the context of the usid deleted (none is fine). */
export async function deleteShopperContext(
  config: CommerceConfig,
  usid: string,
  signal: AbortSignal | undefined,
  tokens: GuestTokenSource,
): Promise<void> {
  try {
    await authed(tokens, (authorization) =>
      contextsClient(config, authorization, signal).deleteShopperContext({ parameters: { usid } }),
    );
  } catch (error) {
    if (statusOf(error) !== 404) throw await apiError(error);
  }
}

/**
 * Where one app keeps the site's customer-group list between calls: its app context holds one (the list is the same
 * for every shopper), so two apps in one process never share it and a test starts empty.
 */
export interface CustomerGroupsCache {
  current?: { at: number; groups: Promise<CustomerGroup[]> };
}

/**
 * The full customer-group list (custom API `customer-groups`, endpoint `groups`), kept in `cache` for
 * `CUSTOMER_GROUPS_STALE_MS`. Callers at the same time share one request; a failed request is not kept.
 */
export function listCustomerGroups(
  config: CommerceConfig,
  tokens: GuestTokenSource,
  cache: CustomerGroupsCache,
  now: number = Date.now(),
): Promise<CustomerGroup[]> {
  const kept = cache.current;
  if (kept && now - kept.at < CUSTOMER_GROUPS_STALE_MS) return kept.groups;
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
  cache.current = { at: now, groups };
  groups.catch(() => {
    if (cache.current?.groups === groups) cache.current = undefined;
  });
  return groups;
}

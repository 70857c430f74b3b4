/**
 * The merchandiser toolkit on the server: the shopper context of this browser's toolkit usid (an httpOnly cookie) and
 * the customer-group list (`@ridgeline/commerce/server`'s Shopper Context calls), with the server's guest token. Only
 * when `MERCHANDISER_TOOLKIT=1`.
 */
import { getCommerceConfig } from '../../platform/commerce/commerce.server';
import * as commerce from '@ridgeline/commerce/server';
import type { CustomerGroupsCache, GuestTokenSource } from '@ridgeline/commerce/server';
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
import type { ToolkitContext } from '@ridgeline/renderer';
import { log, messageOf } from '../../platform/log.server';

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

/** The toolkit's Shopper Context calls on this storefront's commerce configuration (the tokens: the app's guest token). */
export const readShopperContext = (usid: string, signal: AbortSignal | undefined, tokens: GuestTokenSource) =>
  commerce.readShopperContext(getCommerceConfig(), usid, signal, tokens);
export const writeShopperContext = (
  usid: string,
  desired: ToolkitContext,
  signal: AbortSignal | undefined,
  tokens: GuestTokenSource,
) => commerce.writeShopperContext(getCommerceConfig(), usid, desired, signal, tokens);
export const deleteShopperContext = (usid: string, signal: AbortSignal | undefined, tokens: GuestTokenSource) =>
  commerce.deleteShopperContext(getCommerceConfig(), usid, signal, tokens);
export const listCustomerGroups = (tokens: GuestTokenSource, cache: CustomerGroupsCache) =>
  commerce.listCustomerGroups(getCommerceConfig(), tokens, cache);

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

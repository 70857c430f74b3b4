import type { GuestTokenSource } from '@ridgeline/commerce/server';
import { envFrom, type RawEnv } from '../env.server';
import { parseCookies } from '../cookies';

/**
 * A merchandiser's stand-in shopper: with `MERCHANDISER_TOOLKIT=1`, a browser that carries a toolkit usid cookie may
 * have a shopper context (customer groups) that overrides the shopper's own. The platform knows only these facts (the
 * switch, the cookie, the state's shape): whether a request may be shared, which groups it renders for. Reading the
 * stored context is the toolkit feature's (`features/toolkit/toolkit.server.ts`, `readToolkitState`), handed to the
 * request context by the root's middleware (`createRequestContextMiddleware`).
 */

/** `MERCHANDISER_TOOLKIT=1` (also `true`/`on`) turns the toolkit on. */
export function toolkitEnabled(env?: RawEnv): boolean {
  return envFrom(env).MERCHANDISER_TOOLKIT;
}

export const TOOLKIT_USID_COOKIE = 'ridgeline-tk-usid';
const USID_PATTERN = /^[A-Za-z0-9-]{8,64}$/;

/** The toolkit usid of a request's cookie, if it is a plausible one. */
export function toolkitUsid(
  request: Request,
  cookies: Readonly<Record<string, string>> = parseCookies(request.headers.get('cookie')),
): string | undefined {
  const value = cookies[TOOLKIT_USID_COOKIE];
  return value !== undefined && USID_PATTERN.test(value) ? value : undefined;
}

/** What the toolkit simulates for one request. */
export interface ToolkitRequestState {
  /** a shopper context exists for the request's usid (or could not be read): the response must not be cached */
  noStore: boolean;
  /** its `customerGroupIds`, when it has any */
  customerGroups?: string[];
}

export const NO_TOOLKIT: ToolkitRequestState = { noStore: false };

/** Reads a request's toolkit state (the toolkit feature's `readToolkitState`). */
export type ToolkitStateReader = (
  request: Request,
  cookies: Readonly<Record<string, string>>,
  tokens: GuestTokenSource,
) => Promise<ToolkitRequestState>;

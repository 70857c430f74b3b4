import {
  bodyProblem,
  crossSiteReason,
  crossSiteRefusal,
  readRequestBody,
} from '../../../platform/requestGuards.server';
import {
  readShopperSession,
  sessionChanged,
  sessionCookie,
  SHOPPER_SESSION_COOKIE,
  usableSession,
  type ShopperAuth,
  type ShopperSession,
} from '../../../platform/commerce/shopperSession.server';
import { parseCookies } from '../../../platform/cookies';
import { safeRedirect } from '../redirect';
import { WISHLIST_MESSAGES, type WishlistOutcome } from './messages';
import { WishlistCallError, type WishList, type WishlistApi } from '@ridgeline/commerce/server';
import { log } from '../../../platform/log.server';

/** A wish-list change is a product id and an action: a larger body is refused (413) unread. */
export const WISHLIST_MAX_BYTES = 4 * 1024;
const PERSONAL = { 'Cache-Control': 'private, no-store' } as const;
const PRODUCT_ID = /^[\w.-]{1,100}$/;

export interface WishlistDeps {
  auth: ShopperAuth;
  api: WishlistApi;
  now?: () => number;
}

/** The registered shopper of a request with a usable token (refreshed when due), or undefined for a guest. */
export async function registeredSession(
  request: Request,
  deps: WishlistDeps,
): Promise<{ session: ShopperSession; changed: boolean } | undefined> {
  const stored = parseCookies(request.headers.get('cookie'))[SHOPPER_SESSION_COOKIE];
  const current = readShopperSession(request);
  if (!current?.registered || !current.customerId) return undefined;
  const session = await usableSession(current, deps.auth, (deps.now ?? Date.now)());
  // A refresh that gave a new guest means the sign-in is over: treat the shopper as a guest.
  if (!session.registered || !session.customerId) return undefined;
  return { session, changed: sessionChanged(session, stored) };
}

/** The customer's wish list, or none yet (nothing is created by reading). */
export async function readWishList(session: ShopperSession, api: WishlistApi): Promise<WishList | undefined> {
  return api.find(session.accessToken, session.customerId!);
}

/**
 * Adds a product to the customer's wish list, creating the list (type `wish_list`) when they have none; a product
 * already in it is left alone ("already"). Removes it ("removed", also when it was not there).
 */
export async function changeWishList(
  session: ShopperSession,
  api: WishlistApi,
  productId: string,
  action: 'add' | 'remove',
): Promise<WishlistOutcome> {
  const { accessToken } = session;
  const customerId = session.customerId!;
  const found = await api.find(accessToken, customerId);
  if (action === 'remove') {
    for (const item of found?.items.filter((entry) => entry.productId === productId) ?? []) {
      await api.removeItem(accessToken, customerId, found!.id, item.id);
    }
    return 'removed';
  }
  if (found?.items.some((item) => item.productId === productId)) return 'already';
  const list = found ?? (await api.create(accessToken, customerId));
  await api.addItem(accessToken, customerId, list.id, productId);
  return 'added';
}

const withSessionCookie = (
  headers: Headers,
  request: Request,
  current: { session: ShopperSession; changed: boolean } | undefined,
) => {
  if (current?.changed)
    headers.append(
      'Set-Cookie',
      sessionCookie(current.session, { secure: new URL(request.url).protocol === 'https:' }),
    );
};

const failureMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** `GET /__ridgeline/wishlist`: `{ signedIn, productIds }` of this shopper, never cached anywhere. */
export async function wishlistIdsResponse(request: Request, deps: WishlistDeps): Promise<Response> {
  const headers = new Headers(PERSONAL);
  let current;
  try {
    current = await registeredSession(request, deps);
    if (!current) return Response.json({ signedIn: false, productIds: [] }, { headers });
    const list = await readWishList(current.session, deps.api);
    withSessionCookie(headers, request, current);
    return Response.json(
      { signedIn: true, productIds: [...new Set(list?.items.map((item) => item.productId) ?? [])] },
      { headers },
    );
  } catch (error) {
    log.error({ event: 'wishlist-read-failed' }, failureMessage(error));
    withSessionCookie(headers, request, current);
    return Response.json({ ok: false, message: failureMessage(error) }, { status: 502, headers });
  }
}

/**
 * `POST /__ridgeline/wishlist`: `productId` and `action` (`add` | `remove`), as JSON (the hearts: the answer is
 * `{ ok: true, outcome }` or `{ ok: false, code, message }`) or as a form (the wish-list page's Remove without
 * JavaScript: 303 back to the same-site `returnTo`). Only from this site's pages.
 */
export async function wishlistChangeResponse(request: Request, deps: WishlistDeps): Promise<Response> {
  const isJson = /^application\/json\b/i.test(request.headers.get('content-type') ?? '');
  const headers = new Headers(PERSONAL);
  const crossSite = crossSiteReason(request, { allowNonBrowser: isJson });
  if (crossSite) return crossSiteRefusal(request, crossSite, (message) => ({ ok: false, code: 'cross-site', message }));
  let fields: { productId?: unknown; action?: unknown; returnTo?: unknown };
  try {
    const body = await readRequestBody(request, WISHLIST_MAX_BYTES);
    if (isJson) fields = (JSON.parse(body.toString('utf8')) ?? {}) as typeof fields;
    else fields = Object.fromEntries(new URLSearchParams(body.toString('utf8')));
  } catch (error) {
    const problem = bodyProblem(error, PERSONAL, (message) => ({ ok: false, code: 'invalid', message }));
    if (problem) return problem;
    return Response.json(
      { ok: false, code: 'invalid', message: 'The request could not be read.' },
      { status: 400, headers },
    );
  }
  const back = safeRedirect(fields.returnTo, '/');
  const answer = (status: number, body: Record<string, unknown>) => {
    if (isJson) return Response.json(body, { status, headers });
    headers.set('Location', back);
    return new Response(null, { status: 303, headers });
  };
  const { productId, action } = fields;
  if (typeof productId !== 'string' || !PRODUCT_ID.test(productId) || (action !== 'add' && action !== 'remove')) {
    return answer(400, {
      ok: false,
      code: 'invalid',
      message: 'A product id and an action (add or remove) are needed.',
    });
  }
  let current;
  try {
    current = await registeredSession(request, deps);
    if (!current) return answer(401, { ok: false, code: 'sign-in', message: WISHLIST_MESSAGES.signInToContinue });
    const outcome = await changeWishList(current.session, deps.api, productId, action);
    withSessionCookie(headers, request, current);
    return answer(200, { ok: true, outcome, productId });
  } catch (error) {
    const status = error instanceof WishlistCallError && error.status >= 400 && error.status < 500 ? error.status : 502;
    log.error({ event: 'wishlist-change-failed', action, productId, status }, failureMessage(error));
    withSessionCookie(headers, request, current);
    return answer(status, { ok: false, code: 'failed', message: failureMessage(error) });
  }
}

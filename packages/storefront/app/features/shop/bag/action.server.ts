import {
  bagCountCookie,
  readShopperSession,
  sessionChanged,
  sessionCookie,
  SHOPPER_SESSION_COOKIE,
} from '../../../platform/commerce/shopperSession.server';
import { parseCookies } from '../../../platform/cookies';
import { sameOriginPath } from '../../../platform/safeRedirect';
import { DEFAULT_LOCALE, localeOfPath, type ShopLocale } from '../../../platform/urls';
import { reservationCookie } from '../cart/cartCookies.server';
import { readGuardedForm } from '../cart/cartActions.server';
import { addToBag, type AddToBagDeps } from './addToBag.server';
import { ADDED_PARAM, ADDED_QUANTITY_PARAM, BAG_ERROR_MESSAGES, BAG_ERROR_PARAM, type BagErrorCode } from './messages';
import { envFrom, type RawEnv } from '../../../platform/env.server';

/** The add-to-bag form is a few short fields; a larger body is refused (413) unread. */
export const ADD_TO_BAG_MAX_BYTES = 8 * 1024;
/** The most of one item a shopper may add at once unless configured (`CART_MAX_ORDER_QUANTITY`). */
export { DEFAULT_MAX_ORDER_QUANTITY } from '../../../platform/env.server';

/** `CART_MAX_ORDER_QUANTITY`: a whole number from 1 to 999 (SCAPI's limit of one line), else the default. */
export function maxOrderQuantity(env?: RawEnv): number {
  return envFrom(env).CART_MAX_ORDER_QUANTITY;
}

const BASE = 'http://storefront.invalid';
const NO_STORE = { 'Cache-Control': 'no-store' };

/** A same-origin path to go back to (the product page), by the shared check (`sameOriginPath`); else undefined. */
export function samePath(value: FormDataEntryValue | null): string | undefined {
  const path = sameOriginPath(value);
  if (path === undefined) return undefined;
  const url = new URL(path, BASE);
  for (const name of [ADDED_PARAM, ADDED_QUANTITY_PARAM, BAG_ERROR_PARAM]) url.searchParams.delete(name);
  return `${url.pathname}${url.search}`;
}

/** The shop locale of a same-origin path (`/fr-ca/p/…` → fr-CA); the default locale for anything else. */
export function localeOf(path: string): ShopLocale {
  const url = new URL(path, BASE);
  const found = localeOfPath(url.pathname, url.search);
  return found.kind === 'locale' ? found.locale : DEFAULT_LOCALE;
}

const wantsJson = (request: Request) => /\bapplication\/json\b/i.test(request.headers.get('accept') ?? '');

/**
 * `POST /cart/items`: the product page's add-to-bag form. Without JavaScript it is a plain form post answered with a
 * redirect (303) back to the product page, which then says what happened; the island sends the same form with
 * `Accept: application/json` and gets `{ ok, count }` or `{ ok: false, code, message }`. Only from this site's pages
 * (`Origin` / `Sec-Fetch-Site`; a post with neither is refused too, as a form needs no script), at most
 * `ADD_TO_BAG_MAX_BYTES`. Sets the shopper's session cookie when it changed and the bag count cookie after an add.
 */
export async function addToBagAction(
  request: Request,
  depsOf: AddToBagDeps | ((locale: ShopLocale) => AddToBagDeps),
  options: { maxQuantity?: number } = {},
): Promise<Response> {
  const form = await readGuardedForm(request, ADD_TO_BAG_MAX_BYTES, (message) => ({
    ok: false,
    code: 'failed',
    message,
  }));
  if (form instanceof Response) return form;

  const secure = new URL(request.url).protocol === 'https:';
  const json = wantsJson(request);
  const back = samePath(form.get('returnTo')) ?? '/';
  // One endpoint for every locale: the page the form came from names the shop locale (and so the basket's currency).
  const deps = typeof depsOf === 'function' ? depsOf(localeOf(back)) : depsOf;
  const headers = new Headers(NO_STORE);
  const answer = (status: number, body: Record<string, unknown>, query: Record<string, string>) => {
    if (json) return Response.json(body, { status, headers });
    const target = new URL(back, BASE);
    for (const [name, value] of Object.entries(query)) target.searchParams.set(name, value);
    headers.set('Location', `${target.pathname}${target.search}`);
    return new Response(null, { status: 303, headers });
  };
  const refuse = (code: BagErrorCode, status: number) =>
    answer(status, { ok: false, code, message: BAG_ERROR_MESSAGES[code] }, { [BAG_ERROR_PARAM]: code });

  const productId = form.get('pid');
  const rawQuantity = String(form.get('quantity') ?? '1').trim();
  const quantity = /^\d{1,4}$/.test(rawQuantity) ? Number(rawQuantity) : NaN;
  if (typeof productId !== 'string' || !/^[\w.-]{1,100}$/.test(productId)) return refuse('selection', 400);
  if (!Number.isInteger(quantity) || quantity < 1) return refuse('quantity', 400);
  if (quantity > (options.maxQuantity ?? maxOrderQuantity())) return refuse('max-quantity', 400);

  const stored = parseCookies(request.headers.get('cookie'))[SHOPPER_SESSION_COOKIE];
  const result = await addToBag(readShopperSession(request), { productId, quantity }, deps);
  // The cookie is written only when the session changed (a login, a refresh, a new basket).
  if (result.session && sessionChanged(result.session, stored))
    headers.append('Set-Cookie', sessionCookie(result.session, { secure }));
  if (!result.ok) return refuse(result.code, result.status);
  headers.append('Set-Cookie', bagCountCookie(result.count, { secure }));
  // The bag's reservation timer reads when the basket's items stop being reserved.
  headers.append('Set-Cookie', reservationCookie(result.basket, { secure }));
  return answer(
    200,
    { ok: true, count: result.count, productId, quantity },
    { [ADDED_PARAM]: productId, [ADDED_QUANTITY_PARAM]: String(quantity) },
  );
}

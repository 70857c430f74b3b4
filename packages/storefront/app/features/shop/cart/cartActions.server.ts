import {
  asBasketError,
  bagErrorCodeOf,
  CART_ERROR_PARAM,
  CART_INTENTS,
  CART_ITEM_PARAM,
  type Basket,
  type CartErrorCode,
  type CartIntent,
} from '@ridgeline/commerce/server';
import {
  bodyProblem,
  crossSiteReason,
  crossSiteRefusal,
  readRequestBody,
} from '../../../platform/requestGuards.server';
import { withParams } from '../../../platform/urls';
import { basketCookies } from './cartCookies.server';
import { logOf, readShopperBasket, type ShopDeps } from './shopperBasket.server';

/** The bag page's forms are a few short fields (a remove-all lists item ids); a larger body is refused (413) unread. */
export const CART_FORM_MAX_BYTES = 8 * 1024;
const NO_STORE = 'no-store';
const ITEM_ID = /^[\w-]{1,128}$/;

/** The form of a guarded post (same origin, size-limited); a Response when it must be refused. */
export async function readGuardedForm(request: Request, limit: number): Promise<FormData | Response> {
  const crossSite = crossSiteReason(request, { allowNonBrowser: false });
  if (crossSite) return crossSiteRefusal(request, crossSite);
  try {
    const body = await readRequestBody(request, limit);
    return await new Request(request.url, {
      method: 'POST',
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
      body: new Uint8Array(body),
    }).formData();
  } catch (error) {
    const problem = bodyProblem(error, { 'Cache-Control': NO_STORE });
    if (problem) return problem;
    return Response.json(
      { message: 'The form could not be read.' },
      { status: 400, headers: { 'Cache-Control': NO_STORE } },
    );
  }
}

/**
 * `POST /cart`: the bag page's forms, answered with a redirect (303) back to the bag, with or without JavaScript.
 * `intent=update` (itemId, productId, quantity; 0 removes the line), `intent=remove` (itemId) and
 * `intent=remove-unavailable` (itemId, repeated: the lines the 'Items Unavailable' dialog lists). A quantity above the
 * maximum order quantity is refused before the API is asked; one above the stock is the API's refusal. A refusal
 * changes nothing and comes back as `?cartError={code}&item={itemId}`. Every answer re-sets the bag count and
 * reservation cookies from the basket as it is after the change.
 */
export async function cartAction(request: Request, deps: ShopDeps, options: { cartPath: string }): Promise<Response> {
  const form = await readGuardedForm(request, CART_FORM_MAX_BYTES);
  if (form instanceof Response) return form;
  const secure = new URL(request.url).protocol === 'https:';
  const headers = new Headers({ 'Cache-Control': NO_STORE });
  const redirect = (query: Record<string, string> = {}) => {
    headers.set('Location', withParams(options.cartPath, new URLSearchParams(query)));
    return new Response(null, { status: 303, headers });
  };

  const intent = String(form.get('intent') ?? '') as CartIntent;
  if (!CART_INTENTS.includes(intent)) return redirect({ [CART_ERROR_PARAM]: 'form' });
  if (intent === 'apply-coupon' || intent === 'remove-coupon')
    return couponAction(intent, form, request, deps, { headers, redirect, secure });
  const itemIds = form
    .getAll('itemId')
    .map(String)
    .filter((id) => ITEM_ID.test(id));
  const itemId = itemIds[0];
  if (!itemId) return redirect({ [CART_ERROR_PARAM]: 'item' });
  let current: Awaited<ReturnType<typeof readShopperBasket>> | undefined;
  const refuse = (code: CartErrorCode, basket?: Basket) => {
    // A failed read says nothing about the basket: the cookies stay as they were.
    if (current && !current.failed)
      basketCookies(headers, {
        basket: basket ?? current.basket,
        session: current.session,
        stored: current.stored,
        secure,
      });
    return redirect({ [CART_ERROR_PARAM]: code, [CART_ITEM_PARAM]: itemId });
  };

  let quantity = 0;
  const productId = String(form.get('productId') ?? '');
  if (intent === 'update') {
    const raw = String(form.get('quantity') ?? '').trim();
    quantity = /^\d{1,4}$/.test(raw) ? Number(raw) : NaN;
    if (!Number.isInteger(quantity) || quantity < 0)
      return redirect({ [CART_ERROR_PARAM]: 'quantity', [CART_ITEM_PARAM]: itemId });
    if (quantity > deps.maxOrderQuantity)
      return redirect({ [CART_ERROR_PARAM]: 'max-quantity', [CART_ITEM_PARAM]: itemId });
  }

  current = await readShopperBasket(request, deps);
  const { session, basket } = current;
  if (current.failed) return refuse('failed');
  if (!session || !basket) return refuse('item');
  const line = (basket.productItems ?? []).find((item) => item.itemId === itemId);
  if (!line) return refuse('item');

  try {
    let after: Basket = basket;
    if (intent === 'update' && quantity > 0) {
      after = await deps.baskets.updateItemQuantity(
        session.accessToken,
        basket.basketId,
        itemId,
        line.productId ?? productId,
        quantity,
      );
    } else if (intent === 'remove-unavailable') {
      const owned = new Set((basket.productItems ?? []).map((item) => item.itemId));
      for (const id of itemIds)
        if (owned.has(id)) after = await deps.baskets.removeItem(session.accessToken, basket.basketId, id);
    } else {
      after = await deps.baskets.removeItem(session.accessToken, basket.basketId, itemId);
    }
    basketCookies(headers, { basket: after, session, stored: current.stored, secure });
    return redirect();
  } catch (error) {
    const problem = asBasketError(error);
    const code = bagErrorCodeOf(problem);
    if (code === 'failed')
      logOf(deps)({ message: 'basket change failed', intent, status: problem.status, title: problem.title });
    // The API refused without changing the basket: the cookies say what it still holds.
    return refuse(code === 'selection' ? 'failed' : code);
  }
}

const COUPON_CODE = /^[\w-]{1,64}$/;

/**
 * `intent=apply-coupon` (field `code`) and `intent=remove-coupon` (field `couponItemId`). An unknown or repeated code is
 * the API's refusal and changes nothing. After a change the shopper context gets the basket's flagged coupons.
 */
async function couponAction(
  intent: 'apply-coupon' | 'remove-coupon',
  form: FormData,
  request: Request,
  deps: ShopDeps,
  {
    headers,
    redirect,
    secure,
  }: { headers: Headers; redirect: (query?: Record<string, string>) => Response; secure: boolean },
): Promise<Response> {
  const code = String(form.get('code') ?? '').trim();
  const couponItemId = String(form.get('couponItemId') ?? '');
  if (intent === 'apply-coupon' && !code) return redirect({ [CART_ERROR_PARAM]: 'coupon-empty' });
  if (intent === 'apply-coupon' && !COUPON_CODE.test(code)) return redirect({ [CART_ERROR_PARAM]: 'coupon-invalid' });
  if (intent === 'remove-coupon' && !ITEM_ID.test(couponItemId))
    return redirect({ [CART_ERROR_PARAM]: 'coupon-failed' });

  const current = await readShopperBasket(request, deps);
  const { session, basket } = current;
  if (current.failed || !session || !basket)
    return redirect({ [CART_ERROR_PARAM]: current.failed ? 'failed' : 'item' });
  try {
    const after =
      intent === 'apply-coupon'
        ? await deps.baskets.addCoupon(session.accessToken, basket.basketId, code)
        : await deps.baskets.removeCoupon(session.accessToken, basket.basketId, couponItemId);
    basketCookies(headers, { basket: after, session, stored: current.stored, secure });
    await deps.syncCoupons?.(session, after);
    return redirect();
  } catch (error) {
    const problem = asBasketError(error);
    basketCookies(headers, { basket, session, stored: current.stored, secure });
    if (problem.status === 400 && /invalid-coupon-code$/.test(problem.type))
      return redirect({ [CART_ERROR_PARAM]: 'coupon-invalid' });
    if (problem.status === 400 && /coupon-already-in-basket$/.test(problem.type))
      return redirect({ [CART_ERROR_PARAM]: 'coupon-applied' });
    logOf(deps)({ message: 'coupon change failed', intent, status: problem.status, title: problem.title });
    return redirect({ [CART_ERROR_PARAM]: 'coupon-failed' });
  }
}

import {
  applyCartLineChange,
  applyCouponChange,
  asBasketError,
  CART_ERROR_PARAM,
  CART_INTENTS,
  CART_ITEM_PARAM,
  cartChangeTarget,
  cartLineRefusal,
  couponRefusal,
  readCartLineChange,
  readCouponChange,
  removesLine,
  type CartErrorCode,
  type CartIntent,
} from '@ridgeline/commerce/server';
import {
  bodyProblem,
  crossSiteReason,
  crossSiteRefusal,
  readRequestBody,
} from '../../../platform/requestGuards.server';
import { flashToastCookie } from '../../../platform/toasts/flashToast';
import { withParams } from '../../../platform/urls';
import { basketCookies } from './cartCookies.server';
import { logOf, readShopperBasket, type ShopDeps } from './shopperBasket.server';

/** The bag page's forms are a few short fields (a remove-all lists item ids); a larger body is refused (413) unread. */
export const CART_FORM_MAX_BYTES = 8 * 1024;
const NO_STORE = 'no-store';

/**
 * The form of a guarded post (same origin, size-limited); a Response when it must be refused, its body `shape`d as
 * the caller's answers are (`{ message }` by default).
 */
export async function readGuardedForm(
  request: Request,
  limit: number,
  shape: (message: string) => unknown = (message) => ({ message }),
): Promise<FormData | Response> {
  const crossSite = crossSiteReason(request, { allowNonBrowser: false });
  if (crossSite) return crossSiteRefusal(request, crossSite, shape);
  try {
    const body = await readRequestBody(request, limit);
    return await new Request(request.url, {
      method: 'POST',
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
      body: new Uint8Array(body),
    }).formData();
  } catch (error) {
    const headers = { 'Cache-Control': NO_STORE };
    return (
      bodyProblem(error, headers, shape) ??
      Response.json(shape('The form could not be read.'), { status: 400, headers })
    );
  }
}

/**
 * `POST /cart`: the bag page's forms, answered with a redirect (303) back to the bag, with or without JavaScript.
 * `intent=update` (itemId, productId, quantity; 0 removes the line), `intent=remove` (itemId),
 * `intent=remove-unavailable` (itemId, repeated: the lines the 'Items Unavailable' dialog lists), `intent=apply-coupon`
 * (code) and `intent=remove-coupon` (couponItemId); the rules are `readCartLineChange` / `readCouponChange`
 * (@ridgeline/commerce). A refusal changes nothing and comes back as `?cartError={code}&item={itemId}`. Every answer
 * re-sets the bag count and reservation cookies from the basket as it is after the change (a failed read leaves them).
 * A line that left the bag sets the next page's toast (`options.itemRemoved`, "Item removed from cart").
 */
export async function cartAction(
  request: Request,
  deps: ShopDeps,
  options: { cartPath: string; itemRemoved?: string },
): Promise<Response> {
  const form = await readGuardedForm(request, CART_FORM_MAX_BYTES);
  if (form instanceof Response) return form;
  const secure = new URL(request.url).protocol === 'https:';
  const headers = new Headers({ 'Cache-Control': NO_STORE });
  const redirect = (code?: CartErrorCode, itemId?: string, target?: string) => {
    const query = new URLSearchParams(code ? { [CART_ERROR_PARAM]: code } : {});
    if (code && itemId) query.set(CART_ITEM_PARAM, itemId);
    headers.set('Location', withParams(options.cartPath, query) + (target ? `#${target}` : ''));
    return new Response(null, { status: 303, headers });
  };

  const intent = String(form.get('intent') ?? '') as CartIntent;
  if (!CART_INTENTS.includes(intent)) return redirect('form');
  const read =
    intent === 'apply-coupon' || intent === 'remove-coupon'
      ? readCouponChange(form, intent)
      : readCartLineChange(form, intent, deps.maxOrderQuantity);
  if (!read.ok) return redirect(read.code, read.itemId);
  const change = read.change;
  const itemId = 'itemId' in change ? change.itemId : undefined;
  const coupon = !('itemId' in change);

  const current = await readShopperBasket(request, deps);
  const { session, basket, stored } = current;
  if (current.failed) return redirect('failed', itemId);
  const cookies = (after = basket) => basketCookies(headers, { basket: after, session, stored, secure });
  if (!session || !basket) {
    cookies();
    return redirect('item', itemId);
  }
  try {
    const after =
      'itemId' in change
        ? await applyCartLineChange(deps.baskets, session.accessToken, basket, change)
        : await applyCouponChange(deps.baskets, session.accessToken, basket.basketId, change);
    cookies(after ?? basket);
    // The line is not in the basket: nothing was asked.
    if (!after) return redirect('item', itemId);
    // After a change the shopper context gets the basket's flagged coupons.
    if (coupon) await deps.syncCoupons?.(session, after);
    else if (options.itemRemoved && removesLine(change))
      headers.append('Set-Cookie', flashToastCookie({ title: options.itemRemoved, status: 'success' }, { secure }));
    return redirect(undefined, undefined, cartChangeTarget(change, after));
  } catch (error) {
    const problem = asBasketError(error);
    // The API refused without changing the basket: the cookies say what it still holds.
    cookies();
    const code = coupon ? couponRefusal(problem) : cartLineRefusal(problem);
    if (code === undefined || code === 'failed')
      logOf(deps)({
        message: coupon ? 'coupon change failed' : 'basket change failed',
        intent,
        status: problem.status,
        title: problem.title,
      });
    return redirect(code ?? 'coupon-failed', itemId);
  }
}

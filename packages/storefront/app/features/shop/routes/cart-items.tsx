import type { Route } from './+types/cart-items';
import { addToBagAction } from '../bag/action.server';
import { urls } from '../../../platform/urls';
import { appContextOf } from '../../../platform/request/appContext.server';

/**
 * `POST /cart/items`: add to bag (the product page's form; see `shop/bag/action.server.ts`). The address has no locale
 * prefix: the add is in the locale of the page the form came from (its `returnTo`), so the action asks the app context's registry
 * for that locale's clients (a new basket is in its currency) rather than the request context's.
 * @caching no-store
 */
export function action({ request, context }: Route.ActionArgs) {
  const { commerce } = appContextOf(context);
  return addToBagAction(request, (locale) => commerce.forLocale(locale).addToBag);
}

/** Nothing to show at this address: a GET (a reload after the post, a typed URL) goes to the bag. */
export function loader() {
  return new Response(null, { status: 303, headers: { Location: urls.cart(), 'Cache-Control': 'no-store' } });
}

import type { Route } from './+types/cart';
import { ISLANDS_HANDLE } from '../../../platform/document';
import { appContextOf } from '../../../platform/request/appContext.server';
import { requestContextOf } from '../../../platform/request/context.server';
import { personalHeaders } from '../../../platform/personalHeaders';
import { urls } from '../../../platform/urls';
import { cartAction } from '../cart/cartActions.server';
import { loadCartPage } from '../cart/cartPage.server';
import { CartPage } from '../cart/CartPage';
import { ShopDataLayer } from '../../shell/dataLayer/ShopDataLayer';
import { pageTitle, pageTitles } from '../../../platform/i18n/pageTitle';

/**
 * `/cart`: the shopper's bag (personal, never cached). See docs/behaviour/cart-and-checkout.md.
 * @caching private
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const { locale: shopLocale, commerce } = requestContextOf({ request, context });
  const { deps, locale } = commerce.shop;
  return loadCartPage(request, deps, { locale, localeId: shopLocale.id });
}

/** `POST /cart`: change a quantity, remove a line, remove the unavailable lines (303 back to the bag). */
export function action({ request, context }: Route.ActionArgs) {
  const { locale: shopLocale, commerce } = requestContextOf({ request, context });
  // the bag's promo codes go on to the shopper context (a shell concern the shop layer does not import); the app's
  // one syncer, so a shopper's updates queue behind each other
  const { syncCoupons } = appContextOf(context);
  return cartAction(request, { ...commerce.shop.deps, syncCoupons }, { cartPath: urls.cart(shopLocale.id) });
}

export const headers: Route.HeadersFunction = personalHeaders;

/** An islands document: the bag works with plain forms; only the steppers, the dialog and the timer hydrate. */
export const handle = ISLANDS_HANDLE;

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, pageTitles.bag) }, { name: 'robots', content: 'noindex' }];
}

export default function Cart({ loaderData }: Route.ComponentProps) {
  const view = loaderData;
  const products = view.lines.map((line) => ({
    id: line.productId,
    name: line.name,
    quantity: line.quantity,
    ...(line.basePrice !== undefined ? { price: line.basePrice } : {}),
  }));
  return (
    <>
      <CartPage view={view} />
      <ShopDataLayer
        data={{
          pageType: 'cart',
          locale: view.locale,
          currency: view.currency,
          products,
          amount: view.totals.total ?? 0,
        }}
      />
    </>
  );
}

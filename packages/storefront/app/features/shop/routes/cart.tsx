import type { Route } from './+types/cart';
import { formatMoney } from '@ridgeline/commerce';
import { Island } from '@ridgeline/renderer';
import { CartPage, CartQuantityForm, LoyaltyTracker, UnavailableItems } from '@ridgeline/ui';
import { useIntl } from 'react-intl';
import { ISLANDS_HANDLE } from '../../../platform/document';
import { appContextOf } from '../../../platform/request/appContext.server';
import { requestContextOf } from '../../../platform/request/context.server';
import { personalHeaders } from '../../../platform/personalHeaders';
import { urls } from '../../../platform/urls';
import { cartAction } from '../cart/cartActions.server';
import { intlFor } from '../../../platform/i18n/catalogs.server';
import { loadCartPage } from '../cart/cartPage.server';
import {
  cartErrorsText,
  cartPageText,
  cartQuantityMessagesOf,
  itemRemovedMessage,
  loyaltyTrackerProps,
  unavailableItemsMessagesOf,
} from '../cart/messages';
import { CART_QUANTITY_ISLAND, UNAVAILABLE_ITEMS_ISLAND } from '../cart/islands';
import { reservationMessagesOf } from '../../shell/reservation/messages';
import { RESERVATION_TIMER_ISLAND, ReservationTimer } from '../../shell/reservation/ReservationTimer';
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
  // promo codes go on to the shopper context (a shell concern): the app's one syncer queues a shopper's updates
  const { syncCoupons } = appContextOf(context);
  return cartAction(
    request,
    { ...commerce.shop.deps, syncCoupons },
    { cartPath: urls.cart(shopLocale.id), itemRemoved: intlFor(shopLocale.id).formatMessage(itemRemovedMessage) },
  );
}

export const headers: Route.HeadersFunction = personalHeaders;

/** An islands document: the bag works with plain forms; only the steppers, the dialog and the timer hydrate. */
export const handle = ISLANDS_HANDLE;

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, pageTitles.bag) }, { name: 'robots', content: 'noindex' }];
}

/** The bag (the view of @ridgeline/ui with the page's words): the timer, the dialog and the steppers are islands. */
export default function Cart({ loaderData }: Route.ComponentProps) {
  const view = loaderData;
  const intl = useIntl();
  const timer = reservationMessagesOf(intl);
  // `{name}` is filled per line in the browser.
  const quantity = cartQuantityMessagesOf(intl);
  const unavailable = view.lines.filter((line) => !line.orderable);
  const unavailableProps = {
    action: view.links.action,
    itemIds: view.unavailableItemIds,
    names: unavailable.map((line) => line.name),
    messages: unavailableItemsMessagesOf(intl),
  };
  const loyalty = loyaltyTrackerProps(intl, view.loyalty);
  const products = view.lines.map((line) => ({
    id: line.productId,
    name: line.name,
    quantity: line.quantity,
    ...(line.basePrice !== undefined ? { price: line.basePrice } : {}),
  }));
  return (
    <>
      <CartPage
        lines={view.lines}
        totals={view.totals}
        coupons={view.coupons}
        failed={view.failed}
        {...cartErrorsText(intl, view.error)}
        links={view.links}
        formatMoney={(amount) => formatMoney(amount, view.currency, view.locale)}
        text={cartPageText(intl, view)}
        timer={
          <Island kind={RESERVATION_TIMER_ISLAND} trigger="load" props={{ messages: timer }}>
            <ReservationTimer messages={timer} />
          </Island>
        }
        unavailable={
          unavailable.length ? (
            <Island kind={UNAVAILABLE_ITEMS_ISLAND} trigger="load" props={unavailableProps}>
              <UnavailableItems {...unavailableProps} />
            </Island>
          ) : null
        }
        loyalty={loyalty ? <LoyaltyTracker {...loyalty} /> : null}
        quantityForm={(line) => {
          const { itemId, productId, name, quantity: count, maxQuantity } = line;
          const props = { action: view.links.action, itemId, productId, name, quantity: count, maxQuantity };
          return (
            <Island kind={CART_QUANTITY_ISLAND} trigger="interaction" props={{ ...props, messages: quantity }}>
              <CartQuantityForm {...props} messages={quantity} />
            </Island>
          );
        }}
      />
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

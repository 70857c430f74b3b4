import type { Route } from './+types/checkout';
import { formatMoney, type CheckoutStep } from '@ridgeline/commerce';
import { Island } from '@ridgeline/renderer';
import { CheckoutPage } from '@ridgeline/ui';
import { useIntl } from 'react-intl';
import { ShopDataLayer } from '../../shell/dataLayer/ShopDataLayer';
import { ISLANDS_HANDLE } from '../../../platform/document';
import { appContextOf } from '../../../platform/request/appContext.server';
import { requestContextOf } from '../../../platform/request/context.server';
import { personalHeaders } from '../../../platform/personalHeaders';
import { checkoutAction, loadCheckoutPage } from '../checkout/checkout.server';
import { checkoutPageText, checkoutStepMessages } from '../checkout/messages';
import { reservationMessagesOf } from '../../shell/reservation/messages';
import { RESERVATION_TIMER_ISLAND, ReservationTimer } from '../../shell/reservation/ReservationTimer';
import { envFrom } from '../../../platform/env.server';
import { pagePartTitle, pageTitle, pageTitles } from '../../../platform/i18n/pageTitle';

/**
 * `/checkout`: contact, shipping address (a signed-in shopper's saved ones first), shipping method and a demo payment
 * (personal, never cached).
 * @caching private
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const { locale: shopLocale, commerce, shopper } = requestContextOf({ request, context });
  const { deps, locale } = commerce.shop;
  // checkoutStep (stepName, stepNumber, basketId) for each step reached, with the session's identity; once per step
  // and basket (the app context's memory of the steps reported).
  const { checkoutSteps } = appContextOf(context);
  const onStep = (step: CheckoutStep, basketId: string) => {
    if (envFrom().EINSTEIN_ACTIVITIES) void checkoutSteps(shopper, step, basketId);
  };
  // a signed-in shopper's address book: the address step offers it (`commerce.profile`, the account's client)
  const customers = commerce.profile.profile;
  return loadCheckoutPage(request, deps, { locale, localeId: shopLocale.id, onStep, customers });
}

/** `POST /checkout`: one step per form; 303 back on success, 400 with the values and messages when refused. */
export function action({ request, context }: Route.ActionArgs) {
  const { locale: shopLocale, commerce } = requestContextOf({ request, context });
  return checkoutAction(request, commerce.shop.deps, {
    localeId: shopLocale.id,
    customers: commerce.profile.profile,
  });
}

export const headers: Route.HeadersFunction = personalHeaders;

export const handle = ISLANDS_HANDLE;

export function meta({ matches, loaderData }: Route.MetaArgs) {
  // The open step is in the title: each step is a full page load, and the title is what a screen reader hears first.
  const step = loaderData?.step;
  const title = step
    ? pagePartTitle(matches, checkoutStepMessages[step], pageTitles.checkout)
    : pageTitle(matches, pageTitles.checkout);
  return [{ title }, { name: 'robots', content: 'noindex' }];
}

/** The checkout (the view of @ridgeline/ui with the page's words) and its reservation timer island. */
export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  const intl = useIntl();
  const timer = reservationMessagesOf(intl);
  const products = loaderData.lines.map((line) => ({
    id: line.productId,
    quantity: line.quantity,
    ...(line.price !== undefined ? { price: line.price } : {}),
  }));
  return (
    <>
      <CheckoutPage
        view={loaderData}
        result={actionData}
        focusOpenStep={loaderData.focusOpenStep}
        text={checkoutPageText(intl)}
        formatMoney={(amount) => formatMoney(amount, loaderData.currency, loaderData.locale)}
        timer={
          <Island kind={RESERVATION_TIMER_ISLAND} trigger="load" props={{ messages: timer }}>
            <ReservationTimer messages={timer} />
          </Island>
        }
      />
      {/* The beginCheckout entry and activity, from the browser (the activity respects do-not-track): renders nothing. */}
      <ShopDataLayer
        data={{
          pageType: 'checkout',
          locale: loaderData.locale,
          currency: loaderData.currency,
          products,
          amount: loaderData.totals.total ?? 0,
        }}
      />
    </>
  );
}

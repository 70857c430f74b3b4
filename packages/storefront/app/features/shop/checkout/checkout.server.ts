import { clearedShopperGroupsCookie } from '../../../platform/commerce/shopperGroupsCookie.server';
import { data } from 'react-router';
import {
  asBasketError,
  BasketApiError,
  checkoutAddressBook,
  checkoutShippingMethods,
  checkoutView,
  runCheckoutStep,
  savedAddressChoices,
  type CheckoutCustomers,
  type CheckoutFormResult,
  type CheckoutStep,
  type CheckoutStepWords,
  type Order,
} from '@ridgeline/commerce/server';
import { bagCountCookie, sessionCookie } from '../../../platform/commerce/shopperSession.server';
import { urls } from '../../../platform/urls';
import { basketCookies, reservationCookie } from '../cart/cartCookies.server';
import { readGuardedForm } from '../cart/cartActions.server';
import { PERSONAL_CACHE_CONTROL } from '../cart/cartPage.server';
import { hasItems, logOf, readShopperBasket, type ShopDeps } from '../cart/shopperBasket.server';
import { defineMessages } from '../../../platform/i18n/defineMessages';
import { formatMessages } from '../../../platform/i18n/formatMessages';
import { intlFor } from '../../../platform/i18n/catalogs.server';
import { DEFAULT_LOCALE_ID } from '../../../platform/urls';
import { addressMessages, contactEmailSchema, parseShippingAddress } from '../../../platform/address';

/** What a refused checkout step says (besides the fields' own messages, `addressMessages`), in the request's locale. */
const stepWords = defineMessages({
  checkFields: { id: 'checkout.error.checkFields', defaultMessage: 'Please check the highlighted fields.' },
  shippingMethod: { id: 'checkout.error.shippingMethod', defaultMessage: 'Choose a shipping method.' },
  incomplete: {
    id: 'checkout.error.incomplete',
    defaultMessage: 'Please complete every step before placing your order.',
  },
  form: { id: 'checkout.error.form', defaultMessage: 'The form could not be read. Please try again.' },
  savedAddressGone: {
    id: 'checkout.error.savedAddressGone',
    defaultMessage: 'That address is no longer in your account. Choose another or enter a new one.',
  },
  savedAddressIncomplete: {
    id: 'checkout.error.savedAddressIncomplete',
    defaultMessage: 'That saved address is incomplete. Please complete it below.',
  },
});
const m = defineMessages({
  bagUnreachable: {
    id: 'checkout.error.bagUnreachable',
    defaultMessage: "We couldn't reach your bag. Please try again.",
  },
  stepFailed: {
    id: 'checkout.error.stepFailed',
    defaultMessage: "We couldn't complete this step. Please try again; nothing was lost.",
  },
});

/**
 * The parameter of the checkout address a done step redirects to (`?done={intent}`): that page load follows a step,
 * so the open step's heading takes focus (a plain visit leaves focus at the top). It changes nothing else.
 */
export const CHECKOUT_STEP_DONE_PARAM = 'done';

function checkoutAfterStep(checkoutUrl: string, intent: string): string {
  const url = new URL(checkoutUrl, 'http://storefront.invalid');
  url.searchParams.set(CHECKOUT_STEP_DONE_PARAM, intent);
  return `${url.pathname}${url.search}`;
}

/** The checkout's forms are a few short fields; a larger body is refused (413) unread. */
export const CHECKOUT_FORM_MAX_BYTES = 8 * 1024;

/**
 * `GET /checkout`: the shopper's basket as a checkout (personal, `private, no-store`). No basket, or an empty one: to
 * the bag (303). `onStep` hears the step the page opens (the checkoutStep activity). The basket is moved to the locale's currency when it differs (see `readShopperBasket`).
 */
export async function loadCheckoutPage(
  request: Request,
  deps: ShopDeps,
  options: {
    locale: string;
    localeId?: string;
    onStep?: (step: CheckoutStep, basketId: string) => void;
    /** a signed-in shopper's address book, offered at the address step (a failed read only loses the offer) */
    customers?: CheckoutCustomers;
  },
) {
  const secure = new URL(request.url).protocol === 'https:';
  const { stored, session, basket, failed } = await readShopperBasket(request, deps);
  const headers = new Headers({ 'Cache-Control': PERSONAL_CACHE_CONTROL });
  if (failed) throw data('The bag could not be loaded.', { status: 503, headers: { 'Cache-Control': 'no-store' } });
  if (!session || !hasItems(basket)) {
    basketCookies(headers, { basket, session, stored, secure });
    headers.set('Location', urls.cart(options.localeId));
    throw new Response(null, { status: 303, headers });
  }
  // Either read failing only loses what it offers (logged): the checkout still opens.
  const orNone = <T>(read: Promise<T[]>, message: string) =>
    read.catch((error: unknown): T[] => {
      logOf(deps)({ message, error: String((error as Error)?.message ?? error) });
      return [];
    });
  const [methods, book] = await Promise.all([
    orNone(checkoutShippingMethods(deps.baskets, session.accessToken, basket.basketId), 'shipping methods failed'),
    orNone(checkoutAddressBook(session, options.customers), 'address book failed'),
  ]);
  basketCookies(headers, { basket, session, stored, secure });
  const view = checkoutView(basket, methods, {
    currency: deps.currency,
    locale: options.locale,
    links: { action: urls.checkout(options.localeId), cart: urls.cart(options.localeId) },
  });
  // The step the page opens (the checkoutStep activity): reported, never awaited.
  options.onStep?.(view.step, basket.basketId);
  const focusOpenStep = new URL(request.url).searchParams.has(CHECKOUT_STEP_DONE_PARAM);
  const savedAddresses = book.length > 0 ? { savedAddresses: savedAddressChoices(book, view.address) } : {};
  return data({ ...view, ...savedAddresses, focusOpenStep }, { headers });
}

/**
 * `POST /checkout`: one step per form (`intent` = contact, address, saved-address, shipping-method, place-order;
 * `runCheckoutStep` of @ridgeline/commerce does what each asks of the APIs). A step that is
 * accepted redirects (303) back to the checkout, which opens the next step; a refused one answers 400 with the values
 * and messages (the page shows them, nothing is lost). 'Place order' adds the demo payment instrument, creates the
 * order and redirects to its confirmation; the session forgets the basket (the next add starts a new one) and the bag
 * count cookie is 0.
 */
export async function checkoutAction(
  request: Request,
  deps: ShopDeps,
  options: { localeId?: string; customers?: CheckoutCustomers },
) {
  const form = await readGuardedForm(request, CHECKOUT_FORM_MAX_BYTES);
  if (form instanceof Response) return form;
  const secure = new URL(request.url).protocol === 'https:';
  const headers = new Headers({ 'Cache-Control': 'no-store' });
  const refuse = (result: CheckoutFormResult, status = 400) => data(result, { status, headers });
  const intl = intlFor(options.localeId ?? DEFAULT_LOCALE_ID);
  const { session, basket, failed } = await readShopperBasket(request, deps);
  if (failed) return refuse({ step: 'order', message: intl.formatMessage(m.bagUnreachable) }, 503);
  if (!session || !hasItems(basket)) {
    headers.set('Location', urls.cart(options.localeId));
    return new Response(null, { status: 303, headers });
  }
  const back = () => {
    headers.set('Location', checkoutAfterStep(urls.checkout(options.localeId), intent));
    return new Response(null, { status: 303, headers });
  };
  const intent = String(form.get('intent') ?? '');
  try {
    const outcome = await runCheckoutStep(form, session, basket, {
      baskets: deps.baskets,
      customers: options.customers,
      parseAddress: (values) => parseShippingAddress(values, intl),
      parseEmail: (value) => {
        const email = contactEmailSchema(intl).safeParse(value);
        if (email.success) return { ok: true, email: email.data };
        return {
          ok: false,
          message: email.error.issues[0]?.message ?? intl.formatMessage(addressMessages.emailRequired),
        };
      },
      words: formatMessages(intl, stepWords) satisfies CheckoutStepWords,
    });
    if (outcome.kind === 'refused') return refuse(outcome.result);
    if (outcome.kind === 'done') return back();
    const order: Order = outcome.order;
    const { basketId: _ordered, ...withoutBasket } = session;
    headers.append('Set-Cookie', sessionCookie(withoutBasket, { secure }));
    headers.append('Set-Cookie', bagCountCookie(0, { secure }));
    headers.append('Set-Cookie', reservationCookie(undefined, { secure }));
    // an order changes the dynamic groups (First-Time Buyers → Repeat Customers, Big Spenders, Canada Shoppers)
    headers.append('Set-Cookie', clearedShopperGroupsCookie({ secure }));
    headers.set('Location', urls.orderConfirmation(order.orderNo, options.localeId));
    return new Response(null, { status: 303, headers });
  } catch (error) {
    const problem = asBasketError(error);
    logOf(deps)({
      message: 'checkout step failed',
      intent,
      status: problem.status,
      type: problem.type,
      title: problem.title,
    });
    const message =
      problem instanceof BasketApiError && problem.status >= 400 && problem.status < 500 && problem.detail
        ? `${problem.title}: ${problem.detail}`
        : intl.formatMessage(m.stepFailed);
    return refuse(
      { step: REFUSAL_STEP[intent] ?? (intent as CheckoutFormResult['step']), message },
      problem.status >= 400 && problem.status < 500 ? 409 : 502,
    );
  }
}

/** The section of the page that shows an API refusal, where the intent is not a step's own name. */
const REFUSAL_STEP: Readonly<Record<string, CheckoutFormResult['step']>> = {
  'place-order': 'order',
  'saved-address': 'address',
};

/** A 404 that no cache keeps: the owner of the order must never get another shopper's cached not-found. */
export function personalNotFound(): Response {
  return new Response('Not Found', {
    status: 404,
    statusText: 'Not Found',
    headers: { 'Cache-Control': PERSONAL_CACHE_CONTROL },
  });
}

/** `GET /checkout/confirmation/{orderNo}`: the shopper's own order; anyone else's (or none) is the not-found page. */
export async function loadConfirmationPage(request: Request, orderNo: string, deps: ShopDeps) {
  if (!/^[\w-]{1,64}$/.test(orderNo)) throw personalNotFound();
  const { session } = await readShopperBasket(request, deps);
  if (!session) throw personalNotFound();
  let order: Order;
  try {
    order = await deps.baskets.getOrder(session.accessToken, orderNo);
  } catch (error) {
    const problem = asBasketError(error);
    if (problem.status === 404 || problem.status === 403 || problem.status === 401) throw personalNotFound();
    throw error;
  }
  return data(order, { headers: { 'Cache-Control': PERSONAL_CACHE_CONTROL } });
}

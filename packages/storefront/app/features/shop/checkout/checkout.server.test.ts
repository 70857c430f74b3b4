import { describe, expect, it, vi } from 'vitest';
import { decodeSession, encodeSession, SHOPPER_SESSION_COOKIE } from '../../../platform/commerce/shopperSession.server';
import { BAG_COUNT_COOKIE } from '../../../platform/bagCount';
import { RESERVATION_COOKIE, type CheckoutFormResult, type CheckoutStep, type CheckoutView } from '@ridgeline/commerce';
import {
  BasketApiError,
  checkoutStepFields,
  type AccountCustomer,
  type CustomerAddress,
} from '@ridgeline/commerce/server';
import {
  cookieNamed,
  fakeDeps,
  formPost,
  GUEST_TOKEN,
  ORIGIN,
  REGISTERED_TOKEN,
  shopperWithBasket,
  tokenWith,
} from '../../../testing/shopFixtures';
import { checkoutAction, loadCheckoutPage, loadConfirmationPage } from './checkout.server';

const address = {
  firstName: 'Jo',
  lastName: 'Hiker',
  address1: '1 Trail Rd',
  city: 'Portland',
  stateCode: 'OR',
  postalCode: '97201',
  countryCode: 'US',
};
type DataResult<T> = { data: T; init: { status?: number; headers?: HeadersInit } | null };

async function page(deps: ReturnType<typeof fakeDeps>, cookie: string): Promise<CheckoutView> {
  return (
    (await loadCheckoutPage(new Request(`${ORIGIN}/checkout`, { headers: { cookie } }), deps, {
      locale: 'en-US',
    })) as unknown as DataResult<CheckoutView>
  ).data;
}
const step = (deps: ReturnType<typeof fakeDeps>, cookie: string, fields: Record<string, string>) =>
  checkoutAction(formPost('/checkout', fields, { cookie }), deps, {}) as Promise<
    Response | DataResult<CheckoutFormResult>
  >;
const asResponse = (value: unknown) => value as Response;

describe('checkout', () => {
  it('an empty bag, or no session, goes to the bag (303)', async () => {
    const deps = fakeDeps();
    const thrown = await loadCheckoutPage(new Request(`${ORIGIN}/checkout`), deps, { locale: 'en-US' }).catch(
      (error: unknown) => error,
    );
    expect((thrown as Response).status).toBe(303);
    expect((thrown as Response).headers.get('location')).toBe('/cart');
    const { cookie } = await shopperWithBasket(deps, []);
    const again = await loadCheckoutPage(new Request(`${ORIGIN}/checkout`, { headers: { cookie } }), deps, {
      locale: 'en-US',
    }).catch((error: unknown) => error);
    expect((again as Response).headers.get('location')).toBe('/cart');
  });

  it('walks contact → address → shipping method → place order, then the confirmation; the bag is forgotten', async () => {
    const deps = fakeDeps();
    const { cookie, basketId } = await shopperWithBasket(deps, [{ productId: 'P1-M', quantity: 2 }]);
    expect((await page(deps, cookie)).step).toBe('contact');

    expect(asResponse(await step(deps, cookie, { intent: 'contact', email: 'jo@example.com' })).status).toBe(303);
    expect((await page(deps, cookie)).step).toBe('address');
    expect(
      asResponse(await step(deps, cookie, { intent: 'address', ...address, stateCode: 'or' })).headers.get('location'),
    ).toBe('/checkout?done=address');
    const atMethod = await page(deps, cookie);
    expect(atMethod).toMatchObject({ step: 'shipping-method', email: 'jo@example.com', address: { ...address } });
    expect(atMethod.shippingMethods.map((m) => m.id)).toEqual(['001', '002']);
    await step(deps, cookie, { intent: 'shipping-method', shippingMethodId: '002' });
    const atPayment = await page(deps, cookie);
    expect(atPayment).toMatchObject({
      step: 'payment',
      shippingMethodId: '002',
      totals: { subtotal: 20, shipping: 15.99 },
    });

    const placed = asResponse(await step(deps, cookie, { intent: 'place-order' }));
    expect(placed.status).toBe(303);
    expect(placed.headers.get('location')).toBe('/checkout/confirmation/00000001');
    expect(deps.baskets.addPaymentInstrument).toHaveBeenCalledWith(
      GUEST_TOKEN,
      basketId,
      expect.objectContaining({
        paymentMethodId: 'CREDIT_CARD',
        paymentCard: expect.objectContaining({ maskedNumber: '************1111' }),
      }),
    );
    expect(cookieNamed(placed, BAG_COUNT_COOKIE)).toMatch(/=0;/);
    expect(cookieNamed(placed, RESERVATION_COOKIE)).toMatch(/Max-Age=0/);
    // an order changes the shopper's dynamic groups (First-Time Buyers → Repeat Customers): asked again next time
    expect(cookieNamed(placed, 'ridgeline-groups')).toMatch(/^ridgeline-groups=; Max-Age=0/);
    const session = decodeSession(cookieNamed(placed, SHOPPER_SESSION_COOKIE)!.split(';')[0]!.split('=')[1]);
    expect(session?.basketId).toBeUndefined();

    const nextCookie = `${SHOPPER_SESSION_COOKIE}=${cookieNamed(placed, SHOPPER_SESSION_COOKIE)!.split(';')[0]!.split('=')[1]}`;
    const order = (await loadConfirmationPage(
      new Request(`${ORIGIN}/checkout/confirmation/00000001`, { headers: { cookie: nextCookie } }),
      '00000001',
      deps,
    )) as unknown as DataResult<{ orderNo: string; orderTotal: number }>;
    expect(order.data).toMatchObject({ orderNo: '00000001', customerInfo: { email: 'jo@example.com' } });
    expect(new Headers(order.init?.headers).get('cache-control')).toBe('private, no-store');
  });

  it('a page load that follows a done step (?done=) asks for focus on the open step; a plain visit does not', async () => {
    const deps = fakeDeps();
    const { cookie } = await shopperWithBasket(deps, [{ productId: 'P1-M', quantity: 1 }]);
    const load = async (path: string) =>
      (
        (await loadCheckoutPage(new Request(`${ORIGIN}${path}`, { headers: { cookie } }), deps, {
          locale: 'en-US',
        })) as unknown as DataResult<CheckoutView & { focusOpenStep: boolean }>
      ).data.focusOpenStep;
    expect(await load('/checkout')).toBe(false);
    expect(await load('/checkout?done=contact')).toBe(true);
    // In a query-style locale the locale parameter stays and the marker is added.
    const done = asResponse(
      await checkoutAction(formPost('/checkout', { intent: 'contact', email: 'jo@example.com' }, { cookie }), deps, {
        localeId: 'fr-ca',
      }),
    );
    expect(new URL(done.headers.get('location')!, ORIGIN).searchParams.get('done')).toBe('contact');
  });

  it('another shopper (or nobody) gets 404 for the order, never cached', async () => {
    const deps = fakeDeps();
    const { cookie } = await shopperWithBasket(deps, [{ productId: 'P1-M', quantity: 1 }]);
    await step(deps, cookie, { intent: 'contact', email: 'jo@example.com' });
    await step(deps, cookie, { intent: 'address', ...address });
    await step(deps, cookie, { intent: 'shipping-method', shippingMethodId: '001' });
    await step(deps, cookie, { intent: 'place-order' });
    const other = await shopperWithBasket(deps, [], tokenWith('uido:slas::gcid:someone-else'));
    for (const who of [other.cookie, '']) {
      const thrown = (await loadConfirmationPage(
        new Request(`${ORIGIN}/checkout/confirmation/00000001`, { headers: { cookie: who } }),
        '00000001',
        deps,
      ).catch((e: unknown) => e)) as Response;
      expect(thrown.status).toBe(404);
      expect(thrown.headers.get('cache-control')).toBe('private, no-store');
    }
  });

  it('a bad address answers 400 with the values and messages; the basket keeps what it had', async () => {
    const deps = fakeDeps();
    const { cookie } = await shopperWithBasket(deps, [{ productId: 'P1-M', quantity: 1 }]);
    await step(deps, cookie, { intent: 'contact', email: 'jo@example.com' });
    const refused = (await step(deps, cookie, {
      intent: 'address',
      ...address,
      postalCode: 'K1A 0B1',
    })) as DataResult<CheckoutFormResult>;
    expect(refused.init?.status).toBe(400);
    expect(refused.data).toMatchObject({
      step: 'address',
      fieldErrors: { postalCode: 'Enter a ZIP code such as 12345 or 12345-6789.' },
      values: { firstName: 'Jo', postalCode: 'K1A 0B1' },
    });
    expect(deps.baskets.updateShippingAddress).not.toHaveBeenCalled();
    const badEmail = (await step(deps, cookie, { intent: 'contact', email: 'nope' })) as DataResult<CheckoutFormResult>;
    expect(badEmail.data.fieldErrors?.email).toMatch(/email address/);
    expect((await page(deps, cookie)).email).toBe('jo@example.com');
  });

  it('an unknown shipping method is refused; place order before every step is done is refused', async () => {
    const deps = fakeDeps();
    const { cookie } = await shopperWithBasket(deps, [{ productId: 'P1-M', quantity: 1 }]);
    await step(deps, cookie, { intent: 'contact', email: 'jo@example.com' });
    const early = (await step(deps, cookie, { intent: 'place-order' })) as DataResult<CheckoutFormResult>;
    expect(early.data).toMatchObject({
      step: 'address',
      message: 'Please complete every step before placing your order.',
    });
    expect(deps.baskets.createOrder).not.toHaveBeenCalled();
    await step(deps, cookie, { intent: 'address', ...address });
    const method = (await step(deps, cookie, {
      intent: 'shipping-method',
      shippingMethodId: '999',
    })) as DataResult<CheckoutFormResult>;
    expect(method.data.fieldErrors?.shippingMethodId).toBe('Choose a shipping method.');
  });

  it('the email is set only when it differs from the basket’s', async () => {
    const deps = fakeDeps();
    const { cookie } = await shopperWithBasket(deps, [{ productId: 'P1-M', quantity: 1 }]);
    await step(deps, cookie, { intent: 'contact', email: 'jo@example.com' });
    await step(deps, cookie, { intent: 'contact', email: 'jo@example.com' });
    expect(deps.baskets.updateCustomerEmail).toHaveBeenCalledTimes(1);
  });

  it('is refused from another site', async () => {
    const deps = fakeDeps();
    const { cookie } = await shopperWithBasket(deps, [{ productId: 'P1-M', quantity: 1 }]);
    const response = asResponse(
      await checkoutAction(
        formPost('/checkout', { intent: 'contact', email: 'a@b.co' }, { cookie, origin: 'https://evil.test' }),
        deps,
        {},
      ),
    );
    expect(response.status).toBe(403);
    expect(deps.baskets.updateCustomerEmail).not.toHaveBeenCalled();
  });
});

describe('checkout for a signed-in shopper: the address book', () => {
  const home: CustomerAddress = { addressId: 'Home', ...address, phone: '5035550100' };
  const cabin: CustomerAddress = {
    addressId: 'Cabin',
    ...address,
    address1: '9 Ridge Way',
    city: 'Bend',
    postalCode: '97701',
    preferred: true,
  };
  /** The account's customer read, over a book the test can change; `fail` makes it refuse. */
  function customersWith(book: CustomerAddress[], fail = false) {
    return {
      getCustomer: vi.fn(async (token: string, customerId: string): Promise<AccountCustomer> => {
        if (fail) throw new Error('customers down');
        expect([token, customerId]).toEqual([REGISTERED_TOKEN, 'c1']);
        return { customerId, addresses: book };
      }),
    };
  }
  /** A signed-in shopper (the session's customer and registered mark) with a basket at the address step. */
  async function signedIn(deps: ReturnType<typeof fakeDeps>) {
    const { session } = await shopperWithBasket(deps, [{ productId: 'P1-M', quantity: 1 }], REGISTERED_TOKEN);
    const cookie = `${SHOPPER_SESSION_COOKIE}=${encodeSession({ ...session, customerId: 'c1', registered: { firstName: 'Jo' } })}`;
    await step(deps, cookie, { intent: 'contact', email: 'jo@example.com' });
    return cookie;
  }
  const load = async (deps: ReturnType<typeof fakeDeps>, cookie: string, customers: ReturnType<typeof customersWith>) =>
    (
      (await loadCheckoutPage(new Request(`${ORIGIN}/checkout`, { headers: { cookie } }), deps, {
        locale: 'en-US',
        customers,
      })) as unknown as DataResult<CheckoutView>
    ).data;
  const choose = (
    deps: ReturnType<typeof fakeDeps>,
    cookie: string,
    customers: ReturnType<typeof customersWith>,
    addressId: string,
  ) =>
    checkoutAction(formPost('/checkout', { intent: 'saved-address', addressId }, { cookie }), deps, {
      customers,
    }) as Promise<Response | DataResult<CheckoutFormResult>>;

  it('the address step offers the saved addresses, the preferred one first and checked', async () => {
    const deps = fakeDeps();
    const cookie = await signedIn(deps);
    const view = await load(deps, cookie, customersWith([home, cabin]));
    expect(view.step).toBe('address');
    expect(view.savedAddresses?.map((entry) => [entry.id, entry.selected])).toEqual([
      ['Cabin', true],
      ['Home', false],
    ]);
  });

  it('one post ships to a saved address: the basket takes its fields, the page opens the next step with it checked', async () => {
    const deps = fakeDeps();
    const cookie = await signedIn(deps);
    const customers = customersWith([home, cabin]);
    const done = asResponse(await choose(deps, cookie, customers, 'Home'));
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe('/checkout?done=saved-address');
    expect(deps.baskets.updateShippingAddress).toHaveBeenCalledWith(REGISTERED_TOKEN, expect.any(String), {
      ...address,
      phone: '5035550100',
    });
    const view = await load(deps, cookie, customers);
    expect(view).toMatchObject({ step: 'shipping-method', address: { ...address, phone: '5035550100' } });
    expect(view.savedAddresses?.find((entry) => entry.selected)?.id).toBe('Home');
  });

  it('an API refusal of a saved address is shown at the address step', async () => {
    const deps = fakeDeps();
    const cookie = await signedIn(deps);
    deps.baskets.updateShippingAddress.mockRejectedValueOnce(
      new BasketApiError(400, 'invalid-address', 'Invalid Address', 'The address cannot be shipped to.'),
    );
    const refused = (await choose(deps, cookie, customersWith([home]), 'Home')) as DataResult<CheckoutFormResult>;
    expect(refused.init?.status).toBe(409);
    expect(refused.data).toEqual({ step: 'address', message: 'Invalid Address: The address cannot be shipped to.' });
  });

  it('an id not in the shopper’s own book is refused (400), the basket unchanged', async () => {
    const deps = fakeDeps();
    const cookie = await signedIn(deps);
    const refused = (await choose(deps, cookie, customersWith([home]), 'Cabin')) as DataResult<CheckoutFormResult>;
    expect(refused.init?.status).toBe(400);
    expect(refused.data).toEqual({
      step: 'address',
      message: 'That address is no longer in your account. Choose another or enter a new one.',
    });
    expect(deps.baskets.updateShippingAddress).not.toHaveBeenCalled();
  });

  it('a saved address the checkout’s rules refuse fills the new address form, with its messages', async () => {
    const deps = fakeDeps();
    const cookie = await signedIn(deps);
    const partial: CustomerAddress = { addressId: 'Old', firstName: 'Jo', lastName: 'Hiker', countryCode: 'US' };
    const refused = (await choose(deps, cookie, customersWith([partial]), 'Old')) as DataResult<CheckoutFormResult>;
    expect(refused.init?.status).toBe(400);
    expect(refused.data).toMatchObject({
      step: 'address',
      message: 'That saved address is incomplete. Please complete it below.',
      values: { firstName: 'Jo', lastName: 'Hiker', countryCode: 'US' },
      fieldErrors: { address1: expect.any(String), city: expect.any(String), postalCode: expect.any(String) },
    });
    expect(deps.baskets.updateShippingAddress).not.toHaveBeenCalled();
  });

  it('a guest has no book: nothing is offered, nothing is read, a saved-address post is refused', async () => {
    const deps = fakeDeps();
    const { cookie } = await shopperWithBasket(deps, [{ productId: 'P1-M', quantity: 1 }]);
    const customers = customersWith([home]);
    expect(await load(deps, cookie, customers)).not.toHaveProperty('savedAddresses');
    const refused = (await choose(deps, cookie, customers, 'Home')) as DataResult<CheckoutFormResult>;
    expect(refused.init?.status).toBe(400);
    expect(customers.getCustomer).not.toHaveBeenCalled();
  });

  it('a book that cannot be read only loses the offer: the checkout opens, the failure is logged', async () => {
    const log = vi.fn();
    const deps = fakeDeps({ log });
    const cookie = await signedIn(deps);
    const view = await load(deps, cookie, customersWith([home], true));
    expect(view.step).toBe('address');
    expect(view).not.toHaveProperty('savedAddresses');
    expect(log).toHaveBeenCalledWith({ message: 'address book failed', error: 'customers down' });
  });
});

describe('checkoutStep activity', () => {
  it('the page reports each step it opens, with its basket: contact 1, address 2, shipping method 3, payment 4', async () => {
    const deps = fakeDeps();
    const { cookie, basketId } = await shopperWithBasket(deps, [{ productId: 'P1-M', quantity: 1 }]);
    const heard: [CheckoutStep, string][] = [];
    const open = () =>
      loadCheckoutPage(new Request(`${ORIGIN}/checkout`, { headers: { cookie } }), deps, {
        locale: 'en-US',
        onStep: (step, id) => heard.push([step, id]),
      });
    await open();
    await checkoutAction(formPost('/checkout', { intent: 'contact', email: 'jo@example.com' }, { cookie }), deps, {});
    await open();
    await checkoutAction(formPost('/checkout', { intent: 'address', ...address }, { cookie }), deps, {});
    await open();
    await checkoutAction(
      formPost('/checkout', { intent: 'shipping-method', shippingMethodId: '001' }, { cookie }),
      deps,
      {},
    );
    await open();
    expect(heard).toEqual([
      ['contact', basketId],
      ['address', basketId],
      ['shipping-method', basketId],
      ['payment', basketId],
    ]);
    expect(heard.map(([step, id]) => checkoutStepFields(step, id))).toEqual([
      { stepName: 'contact', stepNumber: 1, basketId },
      { stepName: 'address', stepNumber: 2, basketId },
      { stepName: 'shipping-method', stepNumber: 3, basketId },
      { stepName: 'payment', stepNumber: 4, basketId },
    ]);
  });
});

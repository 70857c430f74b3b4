import { describe, expect, it, vi } from 'vitest';
import { fakeBasketApi, GUEST_TOKEN, NOW } from '../testing/fakeShop';
import type { ShopperSession } from './shopperSession.server';
import { runCheckoutStep, type CheckoutStepDeps } from './checkoutSteps.server';

const WORDS = {
  checkFields: 'check fields',
  shippingMethod: 'choose a method',
  incomplete: 'incomplete',
  form: 'unreadable',
  savedAddressGone: 'gone',
  savedAddressIncomplete: 'incomplete address',
};
const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
};
const session = (overrides: Partial<ShopperSession> = {}): ShopperSession => ({
  accessToken: GUEST_TOKEN,
  refreshToken: 'r',
  usid: 'u',
  expiresAt: NOW + 60_000,
  ...overrides,
});

async function setup(book: { addressId: string; [field: string]: string }[] = []) {
  const baskets = fakeBasketApi();
  const basket = await baskets.createBasket(GUEST_TOKEN);
  const customers = {
    getCustomer: vi.fn(async (_token: string, customerId: string) => ({ customerId, addresses: book })),
  };
  const deps: CheckoutStepDeps = {
    baskets,
    customers,
    // the checks are the caller's: these stand in for them
    parseAddress: (values) =>
      values.postalCode
        ? { ok: true, address: values as never }
        : { ok: false, errors: { postalCode: 'postal code needed' } },
    parseEmail: (value) => (value.includes('@') ? { ok: true, email: value } : { ok: false, message: 'bad e-mail' }),
    words: WORDS,
  };
  return { baskets, basket, customers, deps };
}

describe('runCheckoutStep', () => {
  it('sets the contact e-mail, or refuses it with the message and the value sent', async () => {
    const { basket, deps } = await setup();
    expect(await runCheckoutStep(form({ intent: 'contact', email: 'nope' }), session(), basket, deps)).toEqual({
      kind: 'refused',
      result: { step: 'contact', fieldErrors: { email: 'bad e-mail' }, values: { email: 'nope' } },
    });
    expect(
      await runCheckoutStep(form({ intent: 'contact', email: 'jo@example.com' }), session(), basket, deps),
    ).toEqual({ kind: 'done' });
  });

  it('ships to a saved address only from the signed-in shopper’s own book', async () => {
    const home = { addressId: 'Home', firstName: 'Jo', postalCode: '97201', extra: 'not an address field' };
    const { basket, deps, customers, baskets } = await setup([home]);
    const signedIn = session({ customerId: 'c1', registered: { firstName: 'Jo' } });
    expect(await runCheckoutStep(form({ intent: 'saved-address', addressId: 'Home' }), signedIn, basket, deps)).toEqual(
      {
        kind: 'done',
      },
    );
    const shipped = await baskets.getBasket(GUEST_TOKEN, basket.basketId);
    expect(shipped.shipments?.[0]?.shippingAddress).toMatchObject({ firstName: 'Jo', postalCode: '97201' });
    expect(shipped.shipments?.[0]?.shippingAddress).not.toHaveProperty('extra');
    expect(customers.getCustomer).toHaveBeenCalledWith(GUEST_TOKEN, 'c1');
    expect(
      await runCheckoutStep(form({ intent: 'saved-address', addressId: 'Cabin' }), signedIn, basket, deps),
    ).toEqual({
      kind: 'refused',
      result: { step: 'address', message: 'gone' },
    });
    // a guest has no book: nothing is read
    customers.getCustomer.mockClear();
    expect(
      (await runCheckoutStep(form({ intent: 'saved-address', addressId: 'Home' }), session(), basket, deps)).kind,
    ).toBe('refused');
    expect(customers.getCustomer).not.toHaveBeenCalled();
  });

  it('a saved address the checks refuse comes back as the form’s values, with the messages', async () => {
    const { basket, deps } = await setup([{ addressId: 'Old', firstName: 'Jo', city: 'Bend' }]);
    const signedIn = session({ customerId: 'c1', registered: {} });
    expect(await runCheckoutStep(form({ intent: 'saved-address', addressId: 'Old' }), signedIn, basket, deps)).toEqual({
      kind: 'refused',
      result: {
        step: 'address',
        fieldErrors: { postalCode: 'postal code needed' },
        message: 'incomplete address',
        values: { firstName: 'Jo', city: 'Bend' },
      },
    });
  });

  it('refuses placing an order before every step, and a form with no known intent', async () => {
    const { basket, deps } = await setup();
    expect(await runCheckoutStep(form({ intent: 'place-order' }), session(), basket, deps)).toEqual({
      kind: 'refused',
      result: { step: 'contact', message: 'incomplete' },
    });
    expect(await runCheckoutStep(form({ intent: 'surprise' }), session(), basket, deps)).toEqual({
      kind: 'refused',
      result: { step: 'order', message: 'unreadable' },
    });
  });
});

/**
 * The checkout's form posts on the shopper's basket (`intent` contact, address, saved-address, shipping-method,
 * place-order): what each asks of the Shopper Baskets and Orders APIs, and what a refused one says. The storefront
 * keeps the request's guards, cookies and redirects (docs/behaviour/cart-and-checkout.md).
 */
import type { AddressField } from '../checkout/address';
import { ADDRESS_FIELDS } from '../checkout/address';
import type { ShippingAddress } from '../checkout/addressSchema';
import { basketCheckoutStep, demoPaymentInstrument } from './cartView.server';
import type { CheckoutFormResult } from '../checkout/checkoutView';
import type { Basket, BasketApi, Order } from './basket.server';
import type { AccountCustomer, CustomerAddress } from './account/profile.server';
import type { ShopperSession } from './shopperSession.server';

/** The customer read the checkout needs: a signed-in shopper's address book. */
export interface CheckoutCustomers {
  getCustomer(token: string, customerId: string): Promise<AccountCustomer>;
}

/** A signed-in shopper's address book, read with the session's token; a guest has none. A refused read throws. */
export async function checkoutAddressBook(
  session: ShopperSession,
  customers: CheckoutCustomers | undefined,
): Promise<CustomerAddress[]> {
  if (!customers || !session.registered || !session.customerId) return [];
  return (await customers.getCustomer(session.accessToken, session.customerId)).addresses ?? [];
}

/** What a refused step says besides its fields' own messages, in the request's locale. */
export interface CheckoutStepWords {
  checkFields: string;
  shippingMethod: string;
  incomplete: string;
  form: string;
  savedAddressGone: string;
  savedAddressIncomplete: string;
}

export interface CheckoutStepDeps {
  baskets: BasketApi;
  customers?: CheckoutCustomers | undefined;
  /** The address form's check, with its messages in the request's locale. */
  parseAddress(
    values: Record<string, unknown>,
  ): { ok: true; address: ShippingAddress } | { ok: false; errors: Partial<Record<AddressField, string>> };
  /** The contact e-mail's check: the address, or the message to show. */
  parseEmail(value: string): { ok: true; email: string } | { ok: false; message: string };
  words: CheckoutStepWords;
}

/** A post's outcome: done (back to the checkout), refused (the page with the values and messages), or the order. */
export type CheckoutStepOutcome =
  { kind: 'done' } | { kind: 'refused'; result: CheckoutFormResult } | { kind: 'ordered'; order: Order };

const formValues = (form: FormData, names: readonly string[]) =>
  Object.fromEntries(
    names.map((name) => [name, String(form.get(name) ?? '').slice(0, 200)]).filter(([, value]) => value !== ''),
  );

/** A saved address as the address form's values (strings only). */
const addressValues = (saved: CustomerAddress): Record<string, string> =>
  Object.fromEntries(
    ADDRESS_FIELDS.filter((field) => typeof saved[field] === 'string').map((field) => [field, saved[field] as string]),
  );

/**
 * One checkout post. A saved address is looked up again in the shopper's own book with their token, so an id names
 * nothing outside it. 'Place order' adds the demo payment instrument once and creates the order. API refusals throw
 * (the caller says them).
 */
export async function runCheckoutStep(
  form: FormData,
  session: ShopperSession,
  basket: Basket,
  deps: CheckoutStepDeps,
): Promise<CheckoutStepOutcome> {
  const token = session.accessToken;
  const { words } = deps;
  const refuse = (result: CheckoutFormResult): CheckoutStepOutcome => ({ kind: 'refused', result });
  const setAddress = async (values: Record<string, unknown>, refused: Omit<CheckoutFormResult, 'step'>) => {
    const parsed = deps.parseAddress(values);
    if (!parsed.ok) return refuse({ step: 'address', fieldErrors: parsed.errors, ...refused });
    await deps.baskets.updateShippingAddress(token, basket.basketId, parsed.address);
    return { kind: 'done' } as const;
  };
  switch (String(form.get('intent') ?? '')) {
    case 'contact': {
      const email = deps.parseEmail(String(form.get('email') ?? '').trim());
      if (!email.ok)
        return refuse({ step: 'contact', fieldErrors: { email: email.message }, values: formValues(form, ['email']) });
      // Only when it differs: the basket keeps one customer email.
      if (basket.customerInfo?.email !== email.email)
        await deps.baskets.updateCustomerEmail(token, basket.basketId, email.email);
      return { kind: 'done' };
    }
    case 'address': {
      const sent = ADDRESS_FIELDS.map((field) => [field, form.get(field) ?? undefined]).filter(
        ([, v]) => v !== undefined,
      );
      return setAddress(Object.fromEntries(sent), {
        message: words.checkFields,
        values: formValues(form, ADDRESS_FIELDS),
      });
    }
    case 'saved-address': {
      const id = String(form.get('addressId') ?? '');
      const saved = (await checkoutAddressBook(session, deps.customers)).find((entry) => entry.addressId === id);
      if (!saved) return refuse({ step: 'address', message: words.savedAddressGone });
      // one the checkout's rules refuse fills the new-address form, with its messages
      const values = addressValues(saved);
      return setAddress(values, { message: words.savedAddressIncomplete, values });
    }
    case 'shipping-method': {
      const id = String(form.get('shippingMethodId') ?? '');
      const methods = await deps.baskets.shippingMethods(token, basket.basketId);
      if (!methods.some((method) => method.id === id))
        return refuse({ step: 'shipping-method', fieldErrors: { shippingMethodId: words.shippingMethod } });
      await deps.baskets.updateShippingMethod(token, basket.basketId, id);
      return { kind: 'done' };
    }
    case 'place-order': {
      const step = basketCheckoutStep(basket);
      if (step !== 'payment') return refuse({ step, message: words.incomplete });
      if (!basket.paymentInstruments?.length)
        await deps.baskets.addPaymentInstrument(token, basket.basketId, demoPaymentInstrument(basket.orderTotal));
      return { kind: 'ordered', order: await deps.baskets.createOrder(token, basket.basketId) };
    }
    default:
      return refuse({ step: 'order', message: words.form });
  }
}

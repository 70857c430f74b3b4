/** The checkout page's model (browser-safe). */
import type { BasketAddress } from '../server/basket.server';
import type { CartTotals } from '../cart/cartView';
import type { AddressField } from './address';

export type CheckoutStep = 'contact' | 'address' | 'shipping-method' | 'payment';
export const CHECKOUT_STEPS: readonly CheckoutStep[] = ['contact', 'address', 'shipping-method', 'payment'];

export interface CheckoutLine {
  itemId: string;
  productId: string;
  name: string;
  quantity: number;
  price?: number;
}

/** The address the checkout's form shows and sends: the basket's address fields. */
export type CheckoutAddress = Omit<BasketAddress, 'fullName'>;

export interface CheckoutView {
  lines: CheckoutLine[];
  currency: string;
  locale: string;
  totals: CartTotals;
  email?: string;
  address?: CheckoutAddress;
  shippingMethods: { id: string; name: string; description?: string; price?: number }[];
  shippingMethodId?: string;
  /** The first step not done yet; 'payment' once everything else is. */
  step: CheckoutStep;
  links: { action: string; cart: string };
  /** A signed-in shopper's address book, to ship to in one step (`savedAddressChoices`); absent for guests. */
  savedAddresses?: CheckoutSavedAddress[];
}

/** A saved address the address step offers: its name in the address book, its fields, and whether it is the choice. */
export interface CheckoutSavedAddress {
  id: string;
  address: CheckoutAddress;
  /** the radio checked when the page opens */
  selected: boolean;
}

/** The fields that tell two addresses apart (a saved one and the basket's). */
const IDENTITY_FIELDS = ['firstName', 'lastName', 'address1', 'address2', 'city', 'postalCode', 'countryCode'] as const;
const sameAddress = (a: CheckoutAddress, b: CheckoutAddress) =>
  IDENTITY_FIELDS.every((field) => (a[field] ?? '').trim().toLowerCase() === (b[field] ?? '').trim().toLowerCase());

/**
 * The address book as the address step offers it: the preferred address first, then the book's order. The one
 * checked is the basket's address when it is one of them; with no address on the basket yet, the preferred one (else
 * the first); when the basket ships to an address the book does not hold, none (the shopper typed it: the form shows it).
 */
export function savedAddressChoices(
  book: readonly (CheckoutAddress & { addressId: string; preferred?: boolean })[],
  basketAddress: CheckoutAddress | undefined,
): CheckoutSavedAddress[] {
  const ordered = [...book].sort((a, b) => Number(Boolean(b.preferred)) - Number(Boolean(a.preferred)));
  const current = basketAddress ? ordered.findIndex((entry) => sameAddress(entry, basketAddress)) : 0;
  return ordered.map(({ addressId, preferred: _preferred, ...address }, index) => ({
    id: addressId,
    address,
    selected: index === current,
  }));
}

/** What a refused step post sends back to the page (status 400): the step, the values sent and the messages. */
export interface CheckoutFormResult {
  step: CheckoutStep | 'order';
  message?: string;
  fieldErrors?: Partial<Record<AddressField | 'email' | 'shippingMethodId', string>>;
  values?: Record<string, string>;
}

/** The step to show open: the first one not complete. */
export function currentStep(view: Pick<CheckoutView, 'email' | 'address' | 'shippingMethodId'>): CheckoutStep {
  if (!view.email) return 'contact';
  const address = view.address;
  if (
    !address?.firstName ||
    !address.lastName ||
    !address.address1 ||
    !address.city ||
    !address.postalCode ||
    !address.countryCode
  )
    return 'address';
  if (!view.shippingMethodId) return 'shipping-method';
  return 'payment';
}

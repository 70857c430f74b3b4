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

/**
 * The checkout's `checkoutStep` activity (docs/behaviour/cart-and-checkout.md#activity): the checkout's steps are
 * server forms, so the server reports each step the shopper reaches, with the shopper's identity from their session
 * (never from the page). Skipped under do-not-track; a failure is logged by the client and never holds the page.
 */
import { identityOf, type EinsteinClient } from '../../lib/commerce/einstein.server';
import { CHECKOUT_STEPS, type CheckoutStep } from './checkoutView';

/** `stepName` is the step's id; `stepNumber` its place on the page (1 Contact … 4 Payment, as the headings number them). */
export function checkoutStepFields(step: CheckoutStep, basketId: string): { stepName: CheckoutStep; stepNumber: number; basketId: string } {
  return { stepName: step, stepNumber: CHECKOUT_STEPS.indexOf(step) + 1, basketId };
}

export interface CheckoutStepShopper {
  readonly signedIn: boolean;
  readonly doNotTrack: boolean;
  readonly visitorIds: { readonly usid?: string; readonly customerId?: string };
}

/** Sends `checkoutStep` for the step the page opens; resolves false when skipped or failed. Never throws. */
export async function reportCheckoutStep(einstein: EinsteinClient, shopper: CheckoutStepShopper, step: CheckoutStep, basketId: string): Promise<boolean> {
  if (shopper.doNotTrack) return false;
  const identity = identityOf(shopper);
  if (!identity) return false;
  return einstein.activity('checkoutStep', checkoutStepFields(step, basketId), identity);
}

/**
 * The checkout's `checkoutStep` activity (docs/behaviour/cart-and-checkout.md#activity): the checkout's steps are
 * server forms, so the server reports them, with the shopper's identity from their session (never from the page).
 *
 * Each step is reported once per basket, when the page first opens at it or at a later one: a step the shopper never
 * had to open is reached all the same (a registered shopper's e-mail is already on the basket; the sandbox, like a
 * real instance, gives the shipment a default method, so the page goes from the address straight to payment). Steps
 * go out in order, one after the other. Skipped under do-not-track; a failure is logged by the client and never holds
 * the page.
 */
import { identityOf, type EinsteinClient } from './einstein.server';
import { CHECKOUT_STEPS, type CheckoutStep } from '../checkout/checkoutView';

/** `stepName` is the step's id; `stepNumber` its place on the page (1 Contact … 4 Payment, as the headings number them). */
export function checkoutStepFields(
  step: CheckoutStep,
  basketId: string,
): { stepName: CheckoutStep; stepNumber: number; basketId: string } {
  return { stepName: step, stepNumber: CHECKOUT_STEPS.indexOf(step) + 1, basketId };
}

export interface CheckoutStepShopper {
  readonly signedIn: boolean;
  readonly doNotTrack: boolean;
  readonly visitorIds: { readonly usid?: string; readonly customerId?: string };
}

/** How many baskets the reporter remembers (the oldest is forgotten first; a forgotten one may report a step again). */
export const REMEMBERED_CHECKOUTS = 5_000;

export type CheckoutStepReporter = (
  shopper: CheckoutStepShopper,
  opened: CheckoutStep,
  basketId: string,
) => Promise<CheckoutStep[]>;

/**
 * A reporter remembering, per basket, the last step it reported (in this process: a second storefront process may
 * report a step again, which the service takes as the same step reached twice). Resolves to the steps sent.
 */
export function createCheckoutStepReporter(
  einstein: () => EinsteinClient,
  remembered = REMEMBERED_CHECKOUTS,
): CheckoutStepReporter {
  const reached = new Map<string, number>();
  return async (shopper, opened, basketId) => {
    if (shopper.doNotTrack) return [];
    const identity = identityOf(shopper);
    if (!identity) return [];
    const upTo = CHECKOUT_STEPS.indexOf(opened) + 1;
    const from = (reached.get(basketId) ?? 0) + 1;
    if (upTo < from) return [];
    // Written before anything is sent, so a second load of the page at the same time sends nothing twice.
    reached.delete(basketId);
    reached.set(basketId, upTo);
    if (reached.size > remembered) reached.delete(reached.keys().next().value!);
    const steps = CHECKOUT_STEPS.slice(from - 1, upTo);
    const client = einstein();
    for (const step of steps) await client.activity('checkoutStep', checkoutStepFields(step, basketId), identity);
    return steps;
  };
}

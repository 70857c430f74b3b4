import { describe, expect, it, vi } from 'vitest';
import type { EinsteinClient } from './einstein.server';
import { checkoutStepFields, createCheckoutStepReporter } from './checkoutActivity.server';

const fakeEinstein = () => {
  const activity = vi.fn(async () => true);
  return { client: { activity } as unknown as EinsteinClient, activity };
};

describe('checkoutStep', () => {
  it('stepName is the step, stepNumber its place on the page (1 Contact … 4 Payment)', () => {
    expect(checkoutStepFields('contact', 'b-1')).toEqual({ stepName: 'contact', stepNumber: 1, basketId: 'b-1' });
    expect(checkoutStepFields('payment', 'b-1')).toEqual({ stepName: 'payment', stepNumber: 4, basketId: 'b-1' });
  });

  it('each step is sent once per basket, in order, with the session’s usid as cookieId and the customer as userId; steps opened past are reached too', async () => {
    const { client, activity } = fakeEinstein();
    const report = createCheckoutStepReporter(() => client);
    const signedIn = { signedIn: true, doNotTrack: false, visitorIds: { usid: 'u-1', customerId: 'c-1' } };
    // A registered shopper's e-mail is on the basket already: the page opens at the address.
    expect(await report(signedIn, 'address', 'b-1')).toEqual(['contact', 'address']);
    expect(await report(signedIn, 'address', 'b-1')).toEqual([]);
    // The shipment got a default method: the page goes from the address to payment.
    expect(await report(signedIn, 'payment', 'b-1')).toEqual(['shipping-method', 'payment']);
    expect(await report({ signedIn: false, doNotTrack: false, visitorIds: { usid: 'u-2' } }, 'contact', 'b-2')).toEqual(
      ['contact'],
    );
    expect(activity.mock.calls).toEqual([
      ['checkoutStep', { stepName: 'contact', stepNumber: 1, basketId: 'b-1' }, { cookieId: 'u-1', userId: 'c-1' }],
      ['checkoutStep', { stepName: 'address', stepNumber: 2, basketId: 'b-1' }, { cookieId: 'u-1', userId: 'c-1' }],
      [
        'checkoutStep',
        { stepName: 'shipping-method', stepNumber: 3, basketId: 'b-1' },
        { cookieId: 'u-1', userId: 'c-1' },
      ],
      ['checkoutStep', { stepName: 'payment', stepNumber: 4, basketId: 'b-1' }, { cookieId: 'u-1', userId: 'c-1' }],
      ['checkoutStep', { stepName: 'contact', stepNumber: 1, basketId: 'b-2' }, { cookieId: 'u-2' }],
    ]);
  });

  it('two loads at once send each step once; a bounded memory forgets the oldest basket first', async () => {
    const { client, activity } = fakeEinstein();
    const report = createCheckoutStepReporter(() => client, 2);
    const guest = { signedIn: false, doNotTrack: false, visitorIds: { usid: 'u' } };
    await Promise.all([report(guest, 'contact', 'b-1'), report(guest, 'contact', 'b-1')]);
    expect(activity).toHaveBeenCalledTimes(1);
    await report(guest, 'contact', 'b-2');
    await report(guest, 'contact', 'b-3');
    expect(await report(guest, 'contact', 'b-1')).toEqual(['contact']);
    expect(await report(guest, 'contact', 'b-3')).toEqual([]);
  });

  it('nothing under do-not-track, nor without a session', async () => {
    const { client, activity } = fakeEinstein();
    const report = createCheckoutStepReporter(() => client);
    expect(
      await report(
        { signedIn: true, doNotTrack: true, visitorIds: { usid: 'u-1', customerId: 'c-1' } },
        'payment',
        'b-1',
      ),
    ).toEqual([]);
    expect(await report({ signedIn: false, doNotTrack: false, visitorIds: {} }, 'payment', 'b-1')).toEqual([]);
    expect(activity).not.toHaveBeenCalled();
  });
});

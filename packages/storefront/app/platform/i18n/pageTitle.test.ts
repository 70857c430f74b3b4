import { describe, expect, it } from 'vitest';
import { messagesFor } from './catalogs.server';
import { checkoutStepMessages } from '../../features/shop/checkout/messages';
import { pagePartTitle, pageTitle, pageTitles } from './pageTitle';

const rootMatch = (locale: string) => ({ id: 'root', data: { locale, messages: messagesFor(locale) } });

describe('page titles', () => {
  it('are in the request’s locale, from the root route’s messages', () => {
    expect(pageTitle([rootMatch('en-US')], pageTitles.bag)).toBe('Bag | Ridgeline');
    expect(pageTitle([rootMatch('fr-CA')], pageTitles.bag)).toBe('Panier | Ridgeline');
    expect(
      pageTitle([rootMatch('fr-CA'), { id: 'routes/checkout-confirmation', data: {} }], pageTitles.order, {
        orderNo: '00001234',
      }),
    ).toBe('Commande 00001234 | Ridgeline');
  });

  it('fall back to English when the root has no data', () => {
    expect(pageTitle([undefined, { id: 'routes/cart' }], pageTitles.account)).toBe('My Account | Ridgeline');
  });

  it('name the open part first (a checkout step), in the request’s locale', () => {
    expect(pagePartTitle([rootMatch('en-US')], checkoutStepMessages.address, pageTitles.checkout)).toBe(
      '2. Shipping address – Checkout | Ridgeline',
    );
  });
});

import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { intlFor } from '../../../platform/i18n/catalogs.server';
import { loyaltyState, runningView, type ReservationView } from '@ridgeline/commerce';
import { CartQuantityForm, LoyaltyTracker, ReservationAlert, UnavailableItems } from '@ridgeline/ui';
import {
  CART_ERROR_MESSAGES,
  cartErrorMessages,
  cartQuantityMessagesOf,
  ENGLISH_CART_QUANTITY_MESSAGES,
  ENGLISH_UNAVAILABLE_ITEMS_MESSAGES,
  loyaltyTrackerProps,
  unavailableItemsMessagesOf,
  type UnavailableItemsMessages,
} from './messages';
import {
  ENGLISH_RESERVATION_MESSAGES,
  reservationMessagesOf,
  type ReservationMessages,
} from '../../shell/reservation/messages';

const notice = (messages?: UnavailableItemsMessages) =>
  renderToStaticMarkup(
    <UnavailableItems
      action="/cart"
      itemIds={['item-2']}
      names={['Trail Fleece']}
      messages={messages ?? ENGLISH_UNAVAILABLE_ITEMS_MESSAGES}
    />,
  );

describe('the Items Unavailable messages', () => {
  it('en-US: the island’s own English is the catalogue’s', () => {
    expect(unavailableItemsMessagesOf(intlFor('en-US'))).toEqual(ENGLISH_UNAVAILABLE_ITEMS_MESSAGES);
    const html = notice();
    expect(html).toContain('Items Unavailable');
    expect(html).toContain('Some items are no longer available online and will be removed from your cart.');
    expect(html).toContain('>Remove<');
  });

  it('fr-CA: the island’s props come from the catalogue, nothing English left', () => {
    const messages = unavailableItemsMessagesOf(intlFor('fr-CA'));
    for (const [key, english] of Object.entries(ENGLISH_UNAVAILABLE_ITEMS_MESSAGES))
      expect(messages[key as keyof UnavailableItemsMessages], key).not.toBe(english);
    const html = notice(messages);
    expect(html).toContain('Articles non disponibles');
    expect(html).toContain('Certains articles ne sont plus offerts en ligne et seront retirés de votre panier.');
    expect(html).toContain('(Trail Fleece)');
    for (const english of Object.values(ENGLISH_UNAVAILABLE_ITEMS_MESSAGES)) expect(html).not.toContain(english);
  });
});

describe('a line’s quantity form messages', () => {
  const form = (messages?: ReturnType<typeof cartQuantityMessagesOf>) =>
    renderToStaticMarkup(
      <CartQuantityForm
        action="/cart"
        itemId="item-1"
        productId="RM1001"
        name="Rain $& Jacket"
        quantity={1}
        maxQuantity={3}
        messages={messages ?? ENGLISH_CART_QUANTITY_MESSAGES}
      />,
    );

  it('en-US: the island’s own English is the catalogue’s; the name goes in as it is', () => {
    expect(cartQuantityMessagesOf(intlFor('en-US'))).toEqual(ENGLISH_CART_QUANTITY_MESSAGES);
    expect(form()).toContain('Increase the quantity of Rain $&amp; Jacket');
  });

  it('fr-CA: the island’s props come from the catalogue, `{name}` filled per line', () => {
    const messages = cartQuantityMessagesOf(intlFor('fr-CA'));
    expect(messages.quantity).toContain('{name}');
    for (const [key, english] of Object.entries(ENGLISH_CART_QUANTITY_MESSAGES))
      expect(messages[key as keyof typeof messages], key).not.toBe(english);
    const html = form(messages);
    expect(html).toContain('Augmenter la quantité de Rain $&amp; Jacket');
    expect(html).not.toContain('{name}');
  });
});

describe('the bag errors', () => {
  it('the view’s English message is the en-US catalogue’s, per code', () => {
    const intl = intlFor('en-US');
    for (const [code, descriptor] of Object.entries(cartErrorMessages))
      expect(CART_ERROR_MESSAGES[code as keyof typeof CART_ERROR_MESSAGES], code).toBe(intl.formatMessage(descriptor));
  });

  it('fr-CA: every code has its French', () => {
    const intl = intlFor('fr-CA');
    for (const [code, descriptor] of Object.entries(cartErrorMessages))
      expect(intl.formatMessage(descriptor), code).not.toBe(
        CART_ERROR_MESSAGES[code as keyof typeof CART_ERROR_MESSAGES],
      );
  });
});

const member = (points: number, status = 'member') => ({
  status: {
    loyaltyActiveInCurrentSession: true,
    tier: { status, expirationDate: { formattedString: 'December 31, 2027' } },
    rewardsBalance: { available: { points, currencyFormattedString: '$12.00' } },
  },
});

/** The tracker as the bag page renders it: its props in the page's locale (nothing when there are none). */
const tracker = (state: Parameters<typeof loyaltyTrackerProps>[1], locale = 'en-US') => {
  const props = loyaltyTrackerProps(intlFor(locale), state);
  return props ? renderToStaticMarkup(<LoyaltyTracker {...props} />) : '';
};

describe('the loyalty tracker', () => {
  it('renders nothing for error and not active; the tier and progress otherwise', () => {
    expect(tracker({ kind: 'error' })).toBe('');
    expect(tracker({ kind: 'inactive' })).toBe('');
    expect(tracker(null)).toBe('');
    const html = tracker(loyaltyState(member(250, 'titanium'), 500));
    expect(html).toContain('Titanium rewards');
    expect(html).toContain('250 of 500 points');
    expect(html).toContain('value="250"');
    expect(html).toContain('250 of 500 points to your next reward (available: $12.00)');
    expect(html).toContain('aria-label="Rewards progress: 50%"');
    expect(html).toContain('Tier valid until December 31, 2027');
    expect(html).toContain('Rewards start at $5.00');
  });

  it('fr-CA: the tracker in French, no English word left', () => {
    const html = tracker(loyaltyState(member(250, 'titanium'), 500), 'fr-CA');
    expect(html).toContain('Récompenses Titane');
    expect(html).toContain('250 points sur 500 avant votre prochaine récompense (disponible : $12.00)');
    expect(html).toContain('aria-label="Progression vers la récompense : 50 %"');
    expect(html).toContain('Niveau valide jusqu’au December 31, 2027');
    expect(html).toContain('Les récompenses commencent à $5.00');
    expect(html).not.toMatch(/rewards|points to|Tier valid|progress:/i);
    expect(tracker(loyaltyState(member(100), 500), 'fr-CA')).toContain('Récompenses Membre');
    expect(tracker({ kind: 'loading' }, 'fr-CA')).toContain('aria-label="Récompenses"');
    expect(tracker(loyaltyState(member(100), 500), 'en-CA')).toContain('Member rewards');
  });
});

describe('reservation timer messages per locale', () => {
  const html = (messages: ReservationMessages, view: ReservationView) =>
    renderToStaticMarkup(<ReservationAlert view={view} messages={messages} onClose={() => {}} />);

  it('en-US: the specified words, the clock as m:ss; the same English as the catalogue', () => {
    const english = reservationMessagesOf(intlFor('en-US'));
    expect(english).toEqual(ENGLISH_RESERVATION_MESSAGES);
    expect(reservationMessagesOf(intlFor('en-CA'))).toEqual(ENGLISH_RESERVATION_MESSAGES);
    const running = renderToStaticMarkup(
      <ReservationAlert view={runningView(125_000)} messages={english} onClose={() => {}} />,
    );
    expect(running).toContain('Your cart is reserved for 2:05');
    expect(running).toContain('Checkout now while it&#x27;s still available');
    expect(html(english, { kind: 'expired' })).toContain('Sorry, time has expired');
  });

  it('fr-CA: the island’s props come from the catalogue, the clock filled in the browser', () => {
    const messages = reservationMessagesOf(intlFor('fr-CA'));
    expect(messages.running).toContain('{clock}');
    for (const [key, english] of Object.entries(ENGLISH_RESERVATION_MESSAGES))
      expect(messages[key as keyof ReservationMessages], key).not.toBe(english);
    const running = html(messages, runningView(125_000));
    expect(running).toContain('Votre panier est réservé pendant 2:05');
    expect(running).toContain('Passez à la caisse pendant que c’est encore disponible');
    const expired = html(messages, { kind: 'expired' });
    expect(expired).toContain('Désolé, le délai est écoulé');
    expect(expired).toContain('aria-label="Fermer"');
    for (const english of Object.values(ENGLISH_RESERVATION_MESSAGES)) {
      expect(running + expired).not.toContain(english.replace('{clock}', '').replace("'", '&#x27;'));
    }
  });
});

import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { intlFor } from '../../../platform/i18n/catalogs.server';
import { CartQuantityForm } from './CartQuantityForm';
import {
  CART_ERROR_MESSAGES,
  cartErrorMessages,
  cartQuantityMessagesOf,
  ENGLISH_CART_QUANTITY_MESSAGES,
  ENGLISH_UNAVAILABLE_ITEMS_MESSAGES,
  unavailableItemsMessagesOf,
  type UnavailableItemsMessages,
} from './messages';
import { UnavailableItems } from './UnavailableItems';

const notice = (messages?: UnavailableItemsMessages) =>
  renderToStaticMarkup(
    <UnavailableItems
      action="/cart"
      itemIds={['item-2']}
      names={['Trail Fleece']}
      {...(messages ? { messages } : {})}
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
        {...(messages ? { messages } : {})}
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

import { ENGLISH_CART_BUTTON_MESSAGES, type CartButtonMessages } from './messages';

/** "Cart" or "Cart, 3 items": the count belongs in the control's name, the badge is decorative. */
export function cartLabel(
  count: number | null,
  messages: CartButtonMessages = ENGLISH_CART_BUTTON_MESSAGES,
  locale = 'en-US',
): string {
  if (!count) return messages.empty;
  const template = new Intl.PluralRules(locale).select(count) === 'one' ? messages.one : messages.other;
  return template.replace('#', new Intl.NumberFormat(locale).format(count));
}

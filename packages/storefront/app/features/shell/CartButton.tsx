import { CountBadge, HeaderIconLink, Icon, VisuallyHidden } from '@ridgeline/ui';
import { useEffect } from 'react';
import { urls } from '../../platform/urls';
import { bagCountStore, readBagCount } from '../../platform/bagCount';
import { cartLabel } from './cartLabel';
import { CART_BADGE_DISPLAY_LIMIT } from './constants';
import type { CartButtonMessages } from './messages';

export interface CartButtonProps {
  localeId?: string;
  /** Its name in the page's locale (`cartButtonMessagesOf`); English without them. */
  messages?: CartButtonMessages;
}

/**
 * The header's cart button: a link to the cart with the bag's item count as a badge (`9+` above
 * `CART_BADGE_DISPLAY_LIMIT`). The server renders it without a count; as an island (trigger `idle`) it reads the
 * `ridgeline-bag-count` cookie into the shared store after hydration.
 */
export function CartButton({ localeId, messages }: CartButtonProps) {
  const count = bagCountStore.use();
  useEffect(readBagCount, []);
  return (
    // The name comes from the (visually hidden) text, not aria-label: the badge's visible "9+" must not contradict a
    // label (WCAG 2.5.3, label in name); the badge is aria-hidden.
    <HeaderIconLink href={urls.cart(localeId)} data-cart-button="">
      <Icon name="bag" size="lg" />
      <VisuallyHidden>{cartLabel(count, messages, localeId)}</VisuallyHidden>
      <CountBadge count={count ?? 0} limit={CART_BADGE_DISPLAY_LIMIT} />
    </HeaderIconLink>
  );
}

import { Icon, Link } from '@ridgeline/ui';
import { useEffect } from 'react';
import { urls } from '../../../platform/urls';
import { bagCountStore, readBagCount } from '../../../platform/bagCount';

export interface BackToCartLinkProps {
  localeId?: string;
}

/** The checkout header's 'Back to cart' link with the bag's item count (from the shared store; none on the server). */
export function BackToCartLink({ localeId }: BackToCartLinkProps) {
  const count = bagCountStore.use();
  useEffect(readBagCount, []);
  return (
    <Link href={urls.cart(localeId)} variant="standalone" data-back-to-cart="">
      <Icon name="arrow-back" size="sm" /> Back to cart{count ? ` (${count})` : ''}
    </Link>
  );
}

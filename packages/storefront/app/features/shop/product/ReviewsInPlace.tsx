import { useEffect } from 'react';
import { startInPlaceNavigation } from '@ridgeline/renderer/islands';
import { CRITICAL_STYLE_ATTRIBUTE } from '../../../platform/emotion';
import { documentNonce } from '../../../platform/nonce';

/** Island `reviews-in-place` (idle): the reviews' and questions' links load in place (product-page.md#reviews). */
export function ReviewsInPlace() {
  useEffect(() => {
    const onReplaced = (region: Element) => {
      const section = region.querySelector<HTMLElement>(`#${location.hash.slice(1) || 'reviews'}`);
      section?.setAttribute('tabindex', '-1');
      section?.focus();
    };
    const within = '[data-accordion="reviews"], [data-accordion="questions"]';
    const options = { region: '[data-product-accordions]', within, onReplaced, nonce: documentNonce() };
    return startInPlaceNavigation({ ...options, styleIdsAttribute: CRITICAL_STYLE_ATTRIBUTE }).stop;
  }, []);
  return null;
}

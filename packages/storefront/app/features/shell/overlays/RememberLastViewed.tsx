import { useEffect } from 'react';
import { rememberLastViewedProduct, type LastViewedProduct } from '@ridgeline/renderer';

/**
 * The product page's `last-viewed-product` island (trigger `idle`; `shop/product/lastViewed.ts`): a real product view
 * stores the product for Pick Up Where You Left Off. It renders nothing; a product storage refuses is simply not kept.
 */
export function RememberLastViewed({ prodImgSrc, prodName, prodHref }: LastViewedProduct) {
  useEffect(() => {
    rememberLastViewedProduct({ prodImgSrc, prodName, prodHref });
  }, [prodImgSrc, prodName, prodHref]);
  return null;
}

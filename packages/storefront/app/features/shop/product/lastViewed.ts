import { imageAt, type ProductDetailModel, type Selection, imagesFor, selectionHref } from '@ridgeline/commerce';

/**
 * The product page tells the shell which product the shopper is looking at, for Pick Up Where You Left Off
 * (docs/behaviour/shell.md#pick-up-where-you-left-off): an island of this kind (trigger `idle`, nothing rendered)
 * stores it in the browser. The kind is a literal here, and its component lives with the overlays
 * (`shell/overlays/RememberLastViewed.tsx`, mapped in `islands/parts.ts`), so the product page imports no shell code.
 */
export const LAST_VIEWED_PRODUCT_ISLAND = 'last-viewed-product';

/** The pick-up modal's image is 120 px wide; twice that for dense screens, from the product images' sizes. */
const LAST_VIEWED_IMAGE_WIDTH = 296;

/** What the pick-up modal shows of a product (the overlays' `LastViewedProduct`). */
export interface LastViewedProps {
  prodImgSrc: string;
  prodName: string;
  prodHref: string;
}

/** The product as the shopper sees it (the selected colour's first image, its address); undefined without an image. */
export function lastViewedOf(model: ProductDetailModel, selection: Selection): LastViewedProps | undefined {
  const image = imagesFor(model, selection)[0];
  if (!image || !model.name.trim()) return undefined;
  return {
    prodImgSrc: imageAt(image.base, LAST_VIEWED_IMAGE_WIDTH),
    prodName: model.name,
    prodHref: selectionHref(model, selection),
  };
}

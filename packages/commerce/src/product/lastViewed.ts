import { imageAt } from './images';
import type { ProductDetailModel, Selection } from './model';
import { imagesFor, selectionHref } from './selection';

// What the product page tells the shell of the product on screen, for Pick Up Where You Left Off
// (docs/behaviour/shell.md#pick-up-where-you-left-off): the browser stores it (the `last-viewed-product` island).

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

import type { AddedItem, ProductBuyBoxAttribute } from '@ridgeline/ui';
import { imageAt } from './images';
import type { ProductDetailModel, Selection } from './model';
import {
  COLOR_ATTRIBUTE,
  describeSelection,
  imagesFor,
  isValueOrderable,
  priceFor,
  selectionHref,
  withChoice,
} from './selection';

/** The 'Added to bag' modal's item: the selection's first image (148 px, 1x and 2x), its values and price. */
export function addedItem(model: ProductDetailModel, selection: Selection, quantity: number): AddedItem {
  const image = imagesFor(model, selection)[0];
  return {
    name: model.name,
    ...(image
      ? {
          imageSrc: imageAt(image.base, 148),
          imageSrcSet: `${imageAt(image.base, 148)} 1x, ${imageAt(image.base, 296)} 2x`,
          imageAlt: image.alt,
        }
      : {}),
    quantity,
    variationValues: describeSelection(model, selection),
    price: priceFor(model, selection),
  };
}

/** The buy box's selectors: colour as swatches, the others as chips; every value a link to its selection. */
export function buyBoxSelectors(model: ProductDetailModel, selection: Selection): ProductBuyBoxAttribute[] {
  return model.attributes.map((attribute) => ({
    id: attribute.id,
    name: attribute.name,
    variant: attribute.id === COLOR_ATTRIBUTE ? 'swatch' : 'chip',
    ...(selection[attribute.id] !== undefined ? { selected: selection[attribute.id] } : {}),
    options: attribute.values.map((value) => ({
      value: value.value,
      name: value.name,
      href: selectionHref(model, withChoice(selection, attribute.id, value.value)),
      orderable: isValueOrderable(model, selection, attribute.id, value.value),
      ...(value.swatch ? { swatchUrl: value.swatch } : {}),
    })),
  }));
}

/** What an add without JavaScript put in the bag: "Summit Jacket, Qty 2, Colour: Pine, Size: M". */
export function addedLine(model: ProductDetailModel, selection: Selection, quantity: number, qtyLabel: string): string {
  const values = describeSelection(model, selection).map((entry) => `, ${entry.label}: ${entry.value}`);
  return `${model.name}, ${qtyLabel} ${quantity}${values.join('')}`;
}

/** What the add-to-bag endpoint answered: the bag's new count, or the failure's code (undefined: no usable answer). */
export type AddToBagAnswer = { ok: true; count: number } | { ok: false; code?: unknown };

/**
 * Posts the add-to-bag form as a fetch (`Accept: application/json`, the shopper's cookies) instead of a page load.
 * A network failure or an answer that is not the endpoint's JSON is `{ ok: false }`.
 */
export async function postAddToBag(form: HTMLFormElement, doFetch: typeof fetch = fetch): Promise<AddToBagAnswer> {
  try {
    const response = await doFetch(form.action, {
      method: 'POST',
      body: new URLSearchParams(new FormData(form) as unknown as Record<string, string>),
      headers: { Accept: 'application/json' },
      credentials: 'same-origin',
    });
    const body = (await response.json().catch(() => ({}))) as { ok?: boolean; count?: number; code?: unknown };
    if (response.ok && body.ok && typeof body.count === 'number') return { ok: true, count: body.count };
    return { ok: false, code: body.code };
  } catch {
    return { ok: false };
  }
}

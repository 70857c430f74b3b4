/**
 * The product page's variation rules (docs/behaviour/product-page.md): what a selection is, which values can still
 * be ordered, the stock message, the price to show and the links that change the selection. Pure and browser-safe:
 * the server renders the page with them and the island re-renders with them after each pick.
 */
import { stockState, type PriceModel, type PricedColour, type StockState } from '@ridgeline/ui';
import {
  VARIANT_ID_PARAM,
  type ProductDetailModel,
  type ProductImage,
  type Selection,
  type VariantModel,
} from './model';

export const COLOR_ATTRIBUTE = 'color';

/** `href` with a query string appended (after `?`, or `&` when `href` has one); `href` itself without one. */
function withParams(href: string, params: URLSearchParams): string {
  const search = params.toString();
  return search ? `${href}${href.includes('?') ? '&' : '?'}${search}` : href;
}

const cents = (amount: number) => Math.round(amount * 100);
const isAmount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

function hasValue(model: ProductDetailModel, attributeId: string, value: string | null | undefined): value is string {
  return (
    typeof value === 'string' &&
    Boolean(model.attributes.find((a) => a.id === attributeId)?.values.some((v) => v.value === value))
  );
}

/**
 * The selection a page address asks for: the variant id (`?pid=`) when it names one of this product's variants,
 * else one parameter per attribute (`?color=010&size=M`); values the product does not have are ignored. Without a
 * colour, the initial colour is chosen (the represented colour, else the first orderable one), so the page always
 * shows a colour's images; sizes are never chosen for the shopper.
 */
export function selectionFromQuery(model: ProductDetailModel, params: URLSearchParams): Selection {
  const byId = params.get(VARIANT_ID_PARAM);
  const variant = byId ? model.variants.find((v) => v.id === byId) : undefined;
  const selection: Record<string, string> = {};
  for (const attribute of model.attributes) {
    const value = variant ? variant.values[attribute.id] : params.get(attribute.id);
    if (hasValue(model, attribute.id, value)) selection[attribute.id] = value;
  }
  if (selection[COLOR_ATTRIBUTE] === undefined && hasValue(model, COLOR_ATTRIBUTE, model.initialColor)) {
    selection[COLOR_ATTRIBUTE] = model.initialColor;
  }
  return selection;
}

/** The variants that agree with every chosen value (all of them for an empty selection). */
export function matchingVariants(model: ProductDetailModel, selection: Selection): VariantModel[] {
  const chosen = Object.entries(selection);
  return model.variants.filter((variant) => chosen.every(([id, value]) => variant.values[id] === value));
}

/**
 * Whether picking `value` for `attributeId` leads to something orderable: a value is orderable if any variant with
 * it, and with the other attributes' current choices, is orderable. A product without variants answers for itself.
 */
export function isValueOrderable(
  model: ProductDetailModel,
  selection: Selection,
  attributeId: string,
  value: string,
): boolean {
  if (model.variants.length === 0) return model.orderable;
  return matchingVariants(model, { ...selection, [attributeId]: value }).some((variant) => variant.orderable);
}

/** Every attribute has a choice. */
export function isComplete(model: ProductDetailModel, selection: Selection): boolean {
  return model.attributes.every((attribute) => selection[attribute.id] !== undefined);
}

/** The variant of a complete selection; undefined while a choice is missing or when no variant has those values. */
export function selectedVariant(model: ProductDetailModel, selection: Selection): VariantModel | undefined {
  if (model.attributes.length === 0 || !isComplete(model, selection)) return undefined;
  return matchingVariants(model, selection)[0];
}

/** The attributes still without a choice (their names: 'Size'). */
export function missingChoices(model: ProductDetailModel, selection: Selection): string[] {
  return model.attributes
    .filter((attribute) => selection[attribute.id] === undefined)
    .map((attribute) => attribute.name);
}

/**
 * The stock message: 'Out of stock' when a product with variants has no orderable variant, or when every choice is
 * made and that variant cannot be ordered or has nothing left; 'Only {n} left!' at the low-inventory threshold (ui's
 * `stockState`); nothing while choices are missing or when plenty is left.
 */
export function stockFor(model: ProductDetailModel, selection: Selection): StockState {
  if (model.variants.length === 0)
    return stockState({ orderable: model.orderable, stockLevel: model.stockLevel ?? null });
  if (!model.variants.some((variant) => variant.orderable)) return stockState({ orderable: false });
  if (!isComplete(model, selection)) return { status: 'in-stock' };
  const variant = selectedVariant(model, selection);
  if (!variant) return stockState({ orderable: false });
  return stockState({ orderable: variant.orderable, stockLevel: variant.stockLevel ?? null });
}

/**
 * The price for a selection: over the variants that agree with it, one price when their current prices are equal
 * (a sale when below the highest list price), else a range (lowest to highest, with the list range when known).
 * Variants without prices fall back to the master's price; no price at all is `null` ('Price Not Found').
 */
export function priceFor(model: ProductDetailModel, selection: Selection): PriceModel | null {
  const priced = matchingVariants(model, selection).filter((variant) => isAmount(variant.price));
  if (priced.length === 0) return model.price;
  const current = priced.map((variant) => variant.price as number);
  const lists = priced.map((variant) => variant.list).filter(isAmount);
  const min = Math.min(...current);
  const max = Math.max(...current);
  const minList = lists.length > 0 ? Math.min(...lists) : undefined;
  const maxList = lists.length > 0 ? Math.max(...lists) : undefined;
  if (cents(min) === cents(max)) {
    return maxList !== undefined && cents(maxList) > cents(min)
      ? { type: 'single', sales: min, list: maxList }
      : { type: 'single', sales: min };
  }
  return {
    type: 'range',
    minSale: min,
    maxSale: max,
    ...(minList !== undefined ? { minList, maxList: maxList ?? minList } : {}),
  };
}

/** Each colour with its price, for ui's `PriceTierList` (colours that cost the same share a tier). */
export function colourPrices(model: ProductDetailModel): PricedColour[] {
  const colour = model.attributes.find((attribute) => attribute.id === COLOR_ATTRIBUTE);
  return (colour?.values ?? []).map((value) => ({
    id: value.value,
    name: value.name,
    price: priceFor(model, { [COLOR_ATTRIBUTE]: value.value }),
  }));
}

/** The query of a selection, attributes in the product's order (`color=010&size=M`). */
export function selectionQuery(model: ProductDetailModel, selection: Selection): URLSearchParams {
  const query = new URLSearchParams();
  for (const attribute of model.attributes) {
    const value = selection[attribute.id];
    if (value !== undefined) query.set(attribute.id, value);
  }
  return query;
}

/** The page address of a selection: the product's path with the selection's query. */
export function selectionHref(model: ProductDetailModel, selection: Selection): string {
  return withParams(model.path, selectionQuery(model, selection));
}

/** The selection after picking `value` for `attributeId` (the other choices are kept). */
export function withChoice(selection: Selection, attributeId: string, value: string): Selection {
  return { ...selection, [attributeId]: value };
}

/** The images to show: the selected colour's, else the images of no particular colour, else the first colour's. */
export function imagesFor(model: ProductDetailModel, selection: Selection): ProductImage[] {
  const colour = selection[COLOR_ATTRIBUTE];
  const own = colour !== undefined ? model.images[colour] : undefined;
  if (own && own.length > 0) return own;
  const generic = model.images[''];
  if (generic && generic.length > 0) return generic;
  return Object.values(model.images).find((images) => images.length > 0) ?? [];
}

/** The most the shopper may ask for: the site's maximum order quantity, and the selected variant's stock when known. */
export function quantityLimit(model: ProductDetailModel, selection: Selection): number {
  const variant = selectedVariant(model, selection);
  const stock = variant ? variant.stockLevel : model.variants.length === 0 ? model.stockLevel : undefined;
  const max =
    isAmount(stock) && stock > 0 ? Math.min(model.maxOrderQuantity, Math.floor(stock)) : model.maxOrderQuantity;
  return Math.max(model.minOrderQuantity, max);
}

/** The chosen values as the shopper reads them ('Color: Black', 'Size: M'), for the 'Added to bag' summary. */
export function describeSelection(model: ProductDetailModel, selection: Selection): { label: string; value: string }[] {
  return model.attributes.flatMap((attribute) => {
    const chosen = attribute.values.find((value) => value.value === selection[attribute.id]);
    return chosen ? [{ label: attribute.name, value: chosen.name }] : [];
  });
}

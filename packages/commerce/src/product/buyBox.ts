import { formatMoney, type AddedItem, type PriceModel, type ProductBuyBoxAttribute } from '@ridgeline/ui';
import { imageAt } from './images';
import type { ProductDetailModel, QuantityPrice, Selection } from './model';
import {
  COLOR_ATTRIBUTE,
  describeSelection,
  imagesFor,
  isComplete,
  isValueOrderable,
  matchingVariants,
  priceFor,
  selectionHref,
  stockFor,
  withChoice,
} from './selection';

/** The buy box's words for what a choice announces and why an option is unavailable, in the page's language. */
export interface ChoiceWords {
  /** "in stock" */
  inStock: string;
  /** "Out of stock" */
  outOfStock: string;
  /** "Only {stockLevel} left!" */
  lowStock: string;
  /** "not available in {values}": a value no variant has with the other choices ("not available in Black"). */
  notAvailableIn: string;
}

const fill = (message: string, name: string, value: string | number) => message.split(`{${name}}`).join(String(value));

/**
 * Why picking `value` leads to nothing orderable (undefined when it leads to something): out of stock when variants
 * with it and the other choices exist but none can be ordered; "not available in Black" when none exists.
 */
export function unavailableReason(
  model: ProductDetailModel,
  selection: Selection,
  attributeId: string,
  value: string,
  words: ChoiceWords,
): string | undefined {
  if (isValueOrderable(model, selection, attributeId, value)) return undefined;
  if (model.variants.length === 0 || matchingVariants(model, withChoice(selection, attributeId, value)).length > 0)
    return words.outOfStock;
  const { [attributeId]: _own, ...others } = selection;
  const values = describeSelection(model, others).map((entry) => entry.value);
  return values.length > 0 ? fill(words.notAvailableIn, 'values', values.join(', ')) : words.outOfStock;
}

/**
 * What a choice announces, once, politely: the chosen values, then (every choice made) the variant's stock:
 * "Color: Black, Size: M, in stock", "Color: Black, Size: L, Out of stock", "Color: Black, Size: M, Only 3 left!".
 */
export function choiceAnnouncement(model: ProductDetailModel, selection: Selection, words: ChoiceWords): string {
  const values = describeSelection(model, selection).map((entry) => `${entry.label}: ${entry.value}`);
  if (!isComplete(model, selection)) return values.join(', ');
  const stock = stockFor(model, selection);
  const level = selectedVariantLevel(model, selection);
  const status =
    stock.status === 'out-of-stock'
      ? words.outOfStock
      : stock.status === 'low-stock' && level !== undefined
        ? fill(words.lowStock, 'stockLevel', level)
        : words.inStock;
  return [...values, status].join(', ');
}

function selectedVariantLevel(model: ProductDetailModel, selection: Selection): number | undefined {
  const level = model.variants.length === 0 ? model.stockLevel : matchingVariants(model, selection)[0]?.stockLevel;
  return typeof level === 'number' ? Math.floor(level) : undefined;
}

/** The quantity price a line of `quantity` items reaches (the highest step at or below it), or undefined. */
export function priceTierFor(model: ProductDetailModel, quantity: number): QuantityPrice | undefined {
  return (model.quantityPrices ?? []).filter((tier) => quantity >= tier.quantity).at(-1);
}

/** One item's price for a line of `quantity`: the selection's price, or the quantity price it reaches when lower. */
export function linePriceFor(model: ProductDetailModel, selection: Selection, quantity: number): PriceModel | null {
  const price = priceFor(model, selection);
  const tier = priceTierFor(model, quantity);
  if (!tier || !price || price.type !== 'single' || tier.price >= price.sales) return price;
  return { type: 'single', sales: tier.price, list: price.list ?? price.sales };
}

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
    price: linePriceFor(model, selection, quantity),
  };
}

/**
 * The buy box's selectors: colour as swatches, the others as chips; every value a link to its selection. With
 * `words`, an unavailable value says why (`unavailableReason`).
 */
export function buyBoxSelectors(
  model: ProductDetailModel,
  selection: Selection,
  words?: ChoiceWords,
): ProductBuyBoxAttribute[] {
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
      ...reasonOf(model, selection, attribute.id, value.value, words),
      ...(value.swatch ? { swatchUrl: value.swatch } : {}),
    })),
  }));
}

function reasonOf(model: ProductDetailModel, selection: Selection, id: string, value: string, words?: ChoiceWords) {
  const reason = words ? unavailableReason(model, selection, id, value, words) : undefined;
  return reason ? { unavailableReason: reason } : {};
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

/** The buy box's words for quantity prices, the unit price and a restricted product, in the page's language. */
export interface PricingWords {
  /** "Buy {quantity} or more: {price} each" */
  quantityPrice: string;
  /** "{price} / {per} {measure}" ("$3.46 / 100 g"); `{per}` is left out when it is 1 ("$12.00 / kg"). */
  unitPrice: string;
  /** A restricted type's notice by its id (`hazmat`), and `other` for a type this shop has no words for. */
  restricted: Readonly<Record<string, string>> & { other: string };
}

/** The quantity prices as lines of the buy box ("Buy 4 or more: $6.95 each"), lowest quantity first. */
export function quantityPriceLines(model: ProductDetailModel, words: PricingWords): string[] {
  const money = (amount: number) => formatMoney(amount, { locale: model.locale, currency: model.currency });
  return (model.quantityPrices ?? []).map((tier) =>
    fill(fill(words.quantityPrice, 'quantity', tier.quantity), 'price', money(tier.price)),
  );
}

/** The price per unit of measure as the buy box shows it ("$3.46 / 100 g"), or undefined. */
export function unitPriceLine(model: ProductDetailModel, words: PricingWords): string | undefined {
  const unit = model.unitPrice;
  if (!unit) return undefined;
  const price = formatMoney(unit.price, { locale: model.locale, currency: model.currency });
  const template = unit.per === 1 ? words.unitPrice.replace(/\{per\}\s*/g, '') : words.unitPrice;
  return fill(fill(fill(template, 'price', price), 'per', unit.per), 'measure', unit.measure);
}

/** What a restricted product's type means for the shopper, or undefined for a product without one. */
export function restrictionNotice(model: ProductDetailModel, words: PricingWords): string | undefined {
  if (!model.restrictedType) return undefined;
  return Object.hasOwn(words.restricted, model.restrictedType)
    ? words.restricted[model.restrictedType]
    : words.restricted.other;
}

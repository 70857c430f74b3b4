import type { HtmlSanitizer } from '../toTileModel';
import {
  toProductCopy,
  toProductDetailModel,
  type DetailProduct,
  type ProductCopy,
  type VariantDetail,
} from './fromCommerce';
import { DEFAULT_PRODUCT_PAGE_FLAGS, type ProductPageFlags } from './flags';
import { imageAt } from './images';
import { VARIANT_ID_PARAM, type ProductDetailModel, type Selection } from './model';
import { imagesFor, selectionFromQuery } from './selection';

/** The product page's head, before the storefront adds its locale alternates. */
export interface ProductPageHead {
  title: string;
  description?: string;
  canonical: string;
  openGraph: {
    title: string;
    description?: string;
    type: 'website';
    url: string;
    image?: { url: string; width: number; height: number; alt: string };
  };
}

export interface ProductPageParts {
  model: ProductDetailModel;
  selection: Selection;
  copy: ProductCopy;
  head: ProductPageHead;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/**
 * The product page's parts from Shopper Products' answer (`ProductClient.productDetail`): the buy box's model with
 * its variants' stock and prices, the selection the address asks for (a variant's own address shows that variant
 * chosen, unless the query chooses), the accordions' copy and the head (canonical on the master's address; the
 * selection's first image, at the Open Graph size, as its image).
 */
export function productPageParts(
  found: { product: unknown; variants: readonly unknown[] },
  productId: string,
  options: {
    sanitize: HtmlSanitizer;
    /** The master's address in the page's locale. */
    productPath: (masterId: string) => string;
    /** The public origin the canonical address is on. */
    origin: string;
    locale: string;
    currency: string;
    maxOrderQuantity: number;
    /** The page's switches (`productPageFlags`); absent: every default (all on). */
    flags?: ProductPageFlags;
    /** The page address's query (`?color=…&size=…`, `?pid=…`). */
    query: URLSearchParams;
    ogImage: { width: number; height: number };
  },
): ProductPageParts {
  const product = found.product as DetailProduct;
  const flags = options.flags ?? DEFAULT_PRODUCT_PAGE_FLAGS;
  const details = new Map<string, VariantDetail>();
  for (const variant of found.variants as VariantDetail[])
    if (typeof variant?.id === 'string') details.set(variant.id, variant);
  const path = options.productPath(text(product.master?.masterId) ?? productId);
  const model = toProductDetailModel(product, details, {
    sanitize: options.sanitize,
    path,
    locale: options.locale,
    currency: options.currency,
    maxOrderQuantity: options.maxOrderQuantity,
    fitTip: flags.fitTip,
    techBadge: flags.techBadge,
    shippingReturnsDrawer: flags.shippingReturnsDrawer,
    outfitTool: flags.outfitTool,
    onModel: flags.onModel,
    restrictedProductTypes: flags.restrictedProductTypes,
  });
  const query = new URLSearchParams(options.query);
  const chosen = query.has(VARIANT_ID_PARAM) || model.attributes.some((a) => query.has(a.id));
  if (product.type?.variant && !chosen) query.set(VARIANT_ID_PARAM, productId);
  // A variation group's own address (a colour of a master, say) shows the master with the group's values chosen.
  if (product.type?.variationGroup && !product.type.variant && !chosen)
    for (const [id, value] of Object.entries(product.variationValues ?? {}))
      if (typeof value === 'string') query.set(id, value);
  const selection = selectionFromQuery(model, query);
  const image = imagesFor(model, selection)[0];
  const description = text(product.pageDescription) ?? text(product.shortDescription);
  const canonical = new URL(path, options.origin).href;
  return {
    model,
    selection,
    copy: { ...toProductCopy(product, options.sanitize), defaultOpen: flags.openAccordions },
    head: {
      title: text(product.pageTitle) ?? model.name,
      ...(description ? { description } : {}),
      canonical,
      openGraph: {
        title: model.name,
        ...(description ? { description } : {}),
        type: 'website',
        url: canonical,
        ...(image
          ? {
              image: {
                url: `${imageAt(image.base, options.ogImage.width)}&h=${options.ogImage.height}`,
                ...options.ogImage,
                alt: image.alt,
              },
            }
          : {}),
      },
    },
  };
}

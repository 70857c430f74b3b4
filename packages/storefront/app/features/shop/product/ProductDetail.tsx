import {
  ProductBuyBox,
  SizeGuideLink,
  type AddedItem,
  type ShippingReturnsContent,
  type SizeGuideData,
} from '@ridgeline/ui';
import { useCallback, useMemo, useRef, useState, type FormEvent } from 'react';
import { priceOf } from '@ridgeline/commerce';
import { reportAddToCart } from '../../shell/dataLayer/shopEvents';
import { BAG_COUNT_EVENT, isBagErrorCode, type BagErrorCode } from '../bag/messages';
import { fillMessage } from '../../../platform/i18n/defineMessages';
import { ENGLISH_BUY_BOX_MESSAGES, type BuyBoxMessages } from './messages';
import {
  addedItem,
  addedLine,
  buyBoxSelectors,
  choiceAnnouncement,
  postAddToBag,
  galleryImage,
  type ProductDetailModel,
  type Selection,
  COLOR_ATTRIBUTE,
  colourPrices,
  imagesFor,
  linePriceFor,
  priceFor,
  priceTierFor,
  quantityLimit,
  quantityPriceLines,
  restrictionNotice,
  selectedVariant,
  unitPriceLine,
  type PricingWords,
  selectionHref,
  stockFor,
  withChoice,
  type BagNotice,
} from '@ridgeline/commerce';

export interface ProductDetailProps {
  model: ProductDetailModel;
  selection: Selection;
  links: { addToBag: string; checkout: string; cart: string };
  notice?: BagNotice<BagErrorCode>;
  /** The words in the page's language (formatted on the server); default English. */
  messages?: BuyBoxMessages;
  /** The size guide of the product's brand and category (the size-guide service's), if any. */
  sizeGuide?: SizeGuideData;
  /** The shop's shipping and returns terms in the page's language (the drawer's); default English. */
  shippingReturns?: ShippingReturnsContent;
}

/** The island kind of the product page's interactive part (`app/islands/parts.ts`). */
export const PRODUCT_DETAIL_ISLAND = 'product-detail';

/**
 * The product page's interactive part, one island (hydrated on the first interaction): gallery, name, badges, price,
 * variation selectors, stock, quantity and the add-to-bag form. Without JavaScript every part of it still works:
 * selectors are links, the form posts to `/cart/items` and the page comes back saying what happened. With it, a
 * pick updates the page in place (images, price, stock, the address through `history.replaceState`) and an add is a
 * fetch that opens the 'Added to bag' modal.
 */
export function ProductDetail({
  model,
  selection: initial,
  links,
  notice,
  messages = ENGLISH_BUY_BOX_MESSAGES,
  sizeGuide,
  shippingReturns,
}: ProductDetailProps) {
  const [selection, setSelection] = useState<Selection>(initial);
  const latest = useRef(selection); // choices replayed one after another after hydration each build on the last
  const [quantity, setQuantity] = useState(model.minOrderQuantity);
  const [error, setError] = useState<BagErrorCode | undefined>(
    notice?.kind === 'error' && isBagErrorCode(notice.code) ? notice.code : undefined,
  );
  const [pending, setPending] = useState(false);
  const [added, setAdded] = useState<{ item: AddedItem; count: number } | null>(null);

  const closeAdded = useCallback(() => setAdded(null), []);

  const variant = selectedVariant(model, selection);
  const stock = stockFor(model, selection);
  const limit = quantityLimit(model, selection);
  const price = priceFor(model, selection);
  // the colour's images are the model's own array: mapped again only when the colour changes (the gallery is memoised)
  const colourImages = imagesFor(model, selection);
  const images = useMemo(() => colourImages.map(galleryImage), [colourImages]);
  const canOrder = stock.status !== 'out-of-stock';

  const choose = (attributeId: string, value: string) => {
    const next = (latest.current = withChoice(latest.current, attributeId, value));
    setSelection(next);
    setError(undefined);
    setQuantity((current) => Math.min(current, quantityLimit(model, next)));
    // The address follows once the pick is on screen: `replaceState` took 3 ms of the tap at full speed (12 at CPU ×4)
    // before the page could paint the choice.
    const href = selectionHref(model, next);
    requestAnimationFrame(() => setTimeout(() => window.history.replaceState(window.history.state, '', href), 0));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    if (model.variants.length > 0 && !variant) {
      setError('selection');
      return;
    }
    setPending(true);
    setError(undefined);
    try {
      const answer = await postAddToBag(event.currentTarget);
      if (answer.ok) {
        setAdded({ item: addedItem(model, selection, quantity), count: answer.count });
        window.dispatchEvent(new CustomEvent(BAG_COUNT_EVENT, { detail: { count: answer.count } }));
        // the quantity chosen may reach a quantity price: the entry carries its step and price
        const tier = priceTierFor(model, quantity);
        const unitPrice = priceOf(linePriceFor(model, selection, quantity));
        void reportAddToCart(
          {
            id: model.id,
            sku: variant?.id ?? model.id,
            name: model.name,
            quantity,
            ...(unitPrice !== undefined ? { price: unitPrice } : {}),
          },
          model.currency,
          window,
          tier?.quantity,
        ).catch(() => {});
      } else {
        setError(isBagErrorCode(answer.code) ? answer.code : 'failed');
      }
    } finally {
      setPending(false);
    }
  };

  const pricing: PricingWords = {
    quantityPrice: messages.quantityPrice,
    unitPrice: messages.unitPrice,
    restricted: { hazmat: messages.restrictedHazmat, other: messages.restrictedOther },
  };
  const noticeVariant = notice?.kind === 'added' ? model.variants.find((v) => v.id === notice.productId) : undefined;
  const noticeSelection = noticeVariant ? noticeVariant.values : selection;

  return (
    <ProductBuyBox
      productId={model.id}
      name={model.name}
      locale={model.locale}
      currency={model.currency}
      images={images}
      galleryKey={selection[COLOR_ATTRIBUTE] ?? ''}
      {...(model.technologyBadge ? { technologyBadge: model.technologyBadge } : {})}
      price={price}
      colourPrices={colourPrices(model)}
      promotions={model.promotions}
      attributes={buyBoxSelectors(model, selection, messages)}
      onSelect={choose}
      announcement={choiceAnnouncement(model, selection, messages)}
      stock={{
        show: Boolean(stock.message),
        orderable: canOrder,
        level: variant?.stockLevel ?? model.stockLevel ?? 0,
      }}
      form={{
        action: links.addToBag,
        pid: variant?.id ?? (model.variants.length === 0 ? model.id : ''),
        returnTo: selectionHref(model, selection),
        onSubmit: submit,
      }}
      quantity={{
        min: model.minOrderQuantity,
        max: limit,
        step: model.stepQuantity,
        value: quantity,
        onChange: setQuantity,
      }}
      pending={pending}
      {...(error ? { problem: { code: error, message: messages.errors[error] } } : {})}
      {...(notice?.kind === 'added'
        ? {
            notice: {
              line: addedLine(model, noticeSelection, notice.quantity, messages.qty),
              price: priceFor(model, noticeSelection),
              ...(notice.bagCount !== undefined ? { bagCount: notice.bagCount } : {}),
            },
          }
        : {})}
      added={added}
      onCloseAdded={closeAdded}
      links={links}
      sizeHelp={sizeGuide && <SizeGuideLink guide={sizeGuide} text={messages} />}
      fitTip={model.fitTip}
      shippingReturns={model.shippingReturnsDrawer && (shippingReturns ?? true)}
      unitPrice={unitPriceLine(model, pricing)}
      quantityPrices={quantityPriceLines(model, pricing)}
      restriction={restrictionNotice(model, pricing)}
      text={{
        ...messages,
        images: fillMessage(messages.images, { name: model.name }),
        bag: (count) => (count !== undefined ? fillMessage(messages.bagCount, { count }) : messages.bag),
      }}
    />
  );
}

import styled from '@emotion/styled';
import {
  AddedToBagModal,
  Button,
  groupPriceTiers,
  Heading,
  Link,
  Price,
  PriceTierList,
  ProductGallery,
  QuantityStepper,
  StockMessage,
  TechnologyBadge,
  theme,
  VariationSelector,
  type AddedItem,
} from '@ridgeline/ui';
import { useEffect, useState, type FormEvent } from 'react';
import { priceOf } from '@ridgeline/commerce';
import { reportAddToCart } from '../../shell/dataLayer/shopEvents';
import { BAG_COUNT_EVENT, isBagErrorCode, type BagErrorCode } from '../bag/messages';
import { fillMessage } from '../../../platform/i18n/defineMessages';
import { ENGLISH_BUY_BOX_MESSAGES, type BuyBoxMessages } from './messages';
import {
  galleryImage,
  imageAt,
  type ProductDetailModel,
  type Selection,
  COLOR_ATTRIBUTE,
  colourPrices,
  describeSelection,
  imagesFor,
  isValueOrderable,
  priceFor,
  quantityLimit,
  selectedVariant,
  selectionHref,
  stockFor,
  withChoice,
} from '@ridgeline/commerce';

/** What the server says happened to the last add without JavaScript (the page after the form's redirect). */
export type BagNotice =
  | {
      kind: 'added';
      productId: string;
      quantity: number;
      /** the bag's count, from its cookie (the page is then `no-store`) */ bagCount?: number;
    }
  | { kind: 'error'; code: BagErrorCode };

export interface ProductDetailProps {
  model: ProductDetailModel;
  selection: Selection;
  links: { addToBag: string; checkout: string; cart: string };
  notice?: BagNotice;
  /** The words in the page's language (formatted on the server); default English. */
  messages?: BuyBoxMessages;
}

/** The island kind of the product page's interactive part (`app/islands/parts.ts`). */
export const PRODUCT_DETAIL_ISLAND = 'product-detail';

const Layout = styled.div({
  display: 'grid',
  gap: theme.space[6],
  [theme.mq.up('lg')]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)', gap: theme.space[10] },
});

const Info = styled.div({ display: 'grid', gap: theme.space[4], alignContent: 'start' });
const Promotions = styled.div({
  fontSize: theme.fontSizes.sm,
  color: theme.colors.text.secondary,
  '& p': { margin: 0 },
});
const Form = styled.form({ display: 'grid', gap: theme.space[4] });
const Actions = styled.div({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: theme.space[3] });
const Problem = styled.p({ margin: 0, color: theme.colors.status.error.base, fontSize: theme.fontSizes.sm });
const Notice = styled.section({
  display: 'grid',
  gap: theme.space[2],
  padding: theme.space[4],
  border: `1px solid ${theme.colors.border.default}`,
  borderRadius: theme.radii.md,
  background: theme.colors.background.subtle,
  '& h2': { margin: 0, fontSize: theme.fontSizes.lg },
  '& p': { margin: 0 },
});

function addedItem(model: ProductDetailModel, selection: Selection, quantity: number): AddedItem {
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
}: ProductDetailProps) {
  const [selection, setSelection] = useState<Selection>(initial);
  const [quantity, setQuantity] = useState(model.minOrderQuantity);
  const [error, setError] = useState<BagErrorCode | undefined>(
    notice?.kind === 'error' && isBagErrorCode(notice.code) ? notice.code : undefined,
  );
  const [pending, setPending] = useState(false);
  const [added, setAdded] = useState<{ item: AddedItem; count: number } | null>(null);

  // The modal closes when the page changes: back/forward, or a page restored from the back-forward cache.
  useEffect(() => {
    const close = () => setAdded(null);
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) close();
    };
    window.addEventListener('popstate', close);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      window.removeEventListener('popstate', close);
      window.removeEventListener('pageshow', onPageShow);
    };
  }, []);

  const variant = selectedVariant(model, selection);
  const stock = stockFor(model, selection);
  const limit = quantityLimit(model, selection);
  const price = priceFor(model, selection);
  const tiers = colourPrices(model);
  const showTiers = groupPriceTiers(tiers).length > 1;
  const images = imagesFor(model, selection).map(galleryImage);
  const canOrder = stock.status !== 'out-of-stock';
  const returnTo = selectionHref(model, selection);

  const choose = (attributeId: string, value: string) => {
    const next = withChoice(selection, attributeId, value);
    setSelection(next);
    setError(undefined);
    setQuantity((current) => Math.min(current, quantityLimit(model, next)));
    window.history.replaceState(window.history.state, '', selectionHref(model, next));
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
      const response = await fetch(event.currentTarget.action, {
        method: 'POST',
        body: new URLSearchParams(new FormData(event.currentTarget) as unknown as Record<string, string>),
        headers: { Accept: 'application/json' },
        credentials: 'same-origin',
      });
      const body = (await response.json().catch(() => ({}))) as { ok?: boolean; count?: number; code?: unknown };
      if (response.ok && body.ok && typeof body.count === 'number') {
        setAdded({ item: addedItem(model, selection, quantity), count: body.count });
        window.dispatchEvent(new CustomEvent(BAG_COUNT_EVENT, { detail: { count: body.count } }));
        const unitPrice = priceOf(price);
        void reportAddToCart(
          {
            id: model.id,
            sku: variant?.id ?? model.id,
            name: model.name,
            quantity,
            ...(unitPrice !== undefined ? { price: unitPrice } : {}),
          },
          model.currency,
        ).catch(() => {});
      } else {
        setError(isBagErrorCode(body.code) ? body.code : 'failed');
      }
    } catch {
      setError('failed');
    } finally {
      setPending(false);
    }
  };

  const noticeVariant = notice?.kind === 'added' ? model.variants.find((v) => v.id === notice.productId) : undefined;
  const noticeSelection = noticeVariant ? noticeVariant.values : selection;

  return (
    <Layout data-product-detail={model.id}>
      <ProductGallery
        key={selection[COLOR_ATTRIBUTE] ?? ''}
        images={images}
        label={fillMessage(messages.images, { name: model.name })}
      />
      <Info>
        <Heading level={1} size="2xl">
          {model.name}
        </Heading>
        {model.technologyBadge ? <TechnologyBadge code={model.technologyBadge} locale={model.locale} /> : null}
        <div data-product-price="">
          <Price price={price} variant="product-info" locale={model.locale} currency={model.currency} />
        </div>
        {showTiers ? <PriceTierList colours={tiers} locale={model.locale} currency={model.currency} /> : null}
        {model.promotions.length > 0 ? (
          <Promotions>
            {model.promotions.map((html) => (
              <p key={html} dangerouslySetInnerHTML={{ __html: html }} />
            ))}
          </Promotions>
        ) : null}
        {model.attributes.map((attribute) => (
          <VariationSelector
            key={attribute.id}
            label={attribute.name}
            variant={attribute.id === COLOR_ATTRIBUTE ? 'swatch' : 'chip'}
            selected={selection[attribute.id]}
            onSelect={(value) => choose(attribute.id, value)}
            options={attribute.values.map((value) => ({
              value: value.value,
              name: value.name,
              href: selectionHref(model, withChoice(selection, attribute.id, value.value)),
              orderable: isValueOrderable(model, selection, attribute.id, value.value),
              ...(value.swatch ? { swatchUrl: value.swatch } : {}),
            }))}
          />
        ))}
        <div aria-live="polite" data-product-stock="">
          {stock.message ? (
            <StockMessage
              orderable={stock.status !== 'out-of-stock'}
              stockLevel={variant?.stockLevel ?? model.stockLevel ?? 0}
              outOfStockLabel={messages.outOfStock}
              lowStockLabel={messages.lowStock}
            />
          ) : null}
        </div>
        <Form method="post" action={links.addToBag} onSubmit={submit} noValidate={false}>
          <input type="hidden" name="pid" value={variant?.id ?? (model.variants.length === 0 ? model.id : '')} />
          <input type="hidden" name="returnTo" value={returnTo} />
          <Actions>
            <QuantityStepper
              key={`${variant?.id ?? ''}:${limit}`}
              min={model.minOrderQuantity}
              max={limit}
              step={model.stepQuantity}
              value={Math.min(quantity, limit)}
              onValueChange={setQuantity}
              disabled={!canOrder}
              label={messages.quantity}
              decreaseLabel={messages.decrease}
              increaseLabel={messages.increase}
            />
            <Button
              type="submit"
              size="lg"
              disabled={!canOrder || pending}
              aria-describedby={error ? 'add-to-bag-problem' : undefined}
            >
              {canOrder ? messages.addToBag : messages.outOfStock}
            </Button>
          </Actions>
          <div role="alert" id="add-to-bag-problem">
            {error ? <Problem data-bag-error={error}>{messages.errors[error]}</Problem> : null}
          </div>
        </Form>
        {notice?.kind === 'added' && !added ? (
          <Notice role="status" aria-labelledby="added-to-bag-notice" data-added-notice="">
            <h2 id="added-to-bag-notice">{messages.addedToBag}</h2>
            <p>
              {model.name}, {messages.qty} {notice.quantity}
              {describeSelection(model, noticeSelection)
                .map((entry) => `, ${entry.label}: ${entry.value}`)
                .join('')}
            </p>
            <Price
              price={priceFor(model, noticeSelection)}
              variant="price-tier"
              locale={model.locale}
              currency={model.currency}
            />
            <Actions>
              <Link href={links.checkout}>{messages.checkout}</Link>
              <Link href={links.cart}>
                {notice.bagCount !== undefined
                  ? fillMessage(messages.bagCount, { count: notice.bagCount })
                  : messages.bag}
              </Link>
            </Actions>
          </Notice>
        ) : null}
      </Info>
      <AddedToBagModal
        open={added !== null}
        onOpenChange={(open) => {
          if (!open) setAdded(null);
        }}
        item={added?.item ?? null}
        checkoutHref={links.checkout}
        bagHref={links.cart}
        bagCount={added?.count ?? 0}
        locale={model.locale}
        currency={model.currency}
        title={messages.addedToBag}
        checkoutLabel={messages.checkout}
        bagLabel={(count) => fillMessage(messages.bagCount, { count })}
        quantityLabel={messages.qty}
        closeLabel={messages.close}
      />
    </Layout>
  );
}

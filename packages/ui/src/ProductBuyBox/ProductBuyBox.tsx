import styled from '@emotion/styled';
import { fillWords } from '../words';
import { memo, useEffect, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { AddedToBagModal, type AddedItem } from '../AddedToBagModal';
import { Button } from '../Button';
import { Heading } from '../Heading';
import { Link } from '../Link';
import { Notice as StatusNotice } from '../Notice';
import { Price, type PriceModel } from '../Price';
import { groupPriceTiers, PriceTierList, type PricedColour } from '../PriceTierList';
import { ProductGallery, type GalleryImage } from '../ProductGallery';
import { QuantityStepper } from '../QuantityStepper';
import { ShippingReturnsLink, type ShippingReturnsContent } from '../ShippingReturns';
import { StockMessage } from '../StockMessage';
import { TechnologyBadge } from '../TechnologyBadge';
import { theme } from '../theme';
import { VariationSelector, type VariationOption } from '../VariationSelector';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';

/** The gallery renders again only when its images or words change: a size or a quantity picked leaves it as it is (its
 * slides and thumbnails were a good part of a pick's render on a phone). */
const Gallery = memo(ProductGallery);

/** The buy box's words, formatted by the caller (placeholders filled). */
export interface ProductBuyBoxText {
  /** The gallery's name ("Summit Jacket images"). */
  images: string;
  /** A thumbnail's name, `{n}` and `{total}` filled in; default 'Show image {n} of {total}'. */
  showImage?: string;
  addToBag: string;
  outOfStock: string;
  /** "Only {stockLevel} left!" (StockMessage fills the count). */
  lowStock: string;
  quantity: string;
  decrease: string;
  increase: string;
  addedToBag: string;
  checkout: string;
  qty: string;
  close: string;
  /** The bag link: "Bag", or "Bag (3)" with the bag's count. */
  bag: (count?: number) => string;
}

/** One variation attribute's selector (colour as swatches, the others as chips). */
export interface ProductBuyBoxAttribute {
  id: string;
  name: string;
  variant: 'swatch' | 'chip';
  selected?: string;
  options: readonly VariationOption[];
}

export interface ProductBuyBoxProps {
  productId: string;
  name: string;
  locale: string;
  currency: string;
  images: readonly GalleryImage[];
  /** The gallery starts over when this changes (the colour). */
  galleryKey: string;
  technologyBadge?: string | number;
  price: PriceModel | null;
  /** Every colour with its price: a tier list shows when they differ. */
  colourPrices: readonly PricedColour[];
  /** Promotion callouts (sanitized HTML). */
  promotions: readonly string[];
  attributes: readonly ProductBuyBoxAttribute[];
  /** A pick without a page load (the selectors are links without JavaScript). */
  onSelect: (attributeId: string, value: string) => void;
  /**
   * What the current choice is, for assistive technology ("Color: Black, Size: M, in stock"): announced politely once
   * after each pick in place, never on load (the page itself says it then).
   */
  announcement?: string;
  stock: { show: boolean; orderable: boolean; level: number };
  /** The add-to-bag form: posts `pid`, `quantity` and `returnTo` to `action` (without JavaScript too). */
  form: { action: string; pid: string; returnTo: string; onSubmit: (event: FormEvent<HTMLFormElement>) => void };
  quantity: { min: number; max: number; step: number; value: number; onChange: (value: number) => void };
  pending: boolean;
  /** What went wrong with the last add (its code marks the element; the message is shown). */
  problem?: { code: string; message: string };
  /** The page after an add without JavaScript: what was added ("Summit Jacket, Qty 2, Colour: Pine") and its price. */
  notice?: { line: string; price: PriceModel | null; bagCount?: number };
  /** The add that just succeeded with JavaScript: the modal. */
  added: { item: AddedItem; count: number } | null;
  /** The modal closes: its close button, Escape, or the page changing (back/forward, back-forward cache). */
  onCloseAdded: () => void;
  links: { checkout: string; cart: string };
  text: ProductBuyBoxText;
  /** Help with the size under the variation selectors (a size guide link). */
  sizeHelp?: ReactNode;
  /** A short line on how it fits ("Runs small: we suggest one size up."), under the variation selectors. */
  fitTip?: string | undefined;
  /** A Shipping & Returns link under the form that opens the terms in a drawer; `true`: the shop's English terms. */
  shippingReturns?: boolean | ShippingReturnsContent | undefined;
  /** The price per unit of measure, worded ("$3.46 / 100 g"), under the price. */
  unitPrice?: string | undefined;
  /** The quantity prices, worded ("Buy 4 or more: $6.95 each"), under the price. */
  quantityPrices?: readonly string[] | undefined;
  /** What the product's restricted type means for the shopper ("Ground shipping only…"), above the form. */
  restriction?: string | undefined;
}

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
const SizeHelp = styled.div({ display: 'grid', gap: theme.space[1], fontSize: theme.fontSizes.sm });
const FitTip = styled.p({ margin: 0, color: theme.colors.text.secondary });
const UnitPrice = styled.p({
  margin: `${theme.space[1]} 0 0`,
  fontSize: theme.fontSizes.sm,
  color: theme.colors.text.secondary,
});
const QuantityPrices = styled.ul({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'grid',
  gap: theme.space[1],
  fontSize: theme.fontSizes.sm,
  fontWeight: 700,
  color: theme.colors.text.primary,
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

/**
 * A product page's buy box: gallery, name, technology badge, price (and prices by colour when they differ),
 * promotions, variation selectors, stock, quantity and the add-to-bag form, the notice of an add made without
 * JavaScript and the 'Added to bag' modal of one made with it. Controlled: the caller keeps the selection, the
 * quantity and the add's state.
 */
export function ProductBuyBox({
  productId,
  name,
  locale,
  currency,
  images,
  galleryKey,
  technologyBadge,
  price,
  colourPrices,
  promotions,
  attributes,
  onSelect,
  announcement,
  stock,
  form,
  quantity,
  pending,
  problem,
  notice,
  added,
  onCloseAdded,
  links,
  text,
  sizeHelp,
  fitTip,
  shippingReturns,
  unitPrice,
  quantityPrices = [],
  restriction,
}: ProductBuyBoxProps) {
  const canOrder = stock.orderable;
  const [picked, setPicked] = useState(false);
  const showImage = text.showImage;
  const thumbnailLabel = useMemo(
    () => (showImage ? (n: number, total: number) => fillWords(showImage, { n, total }) : undefined),
    [showImage],
  );
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) onCloseAdded();
    };
    window.addEventListener('popstate', onCloseAdded);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      window.removeEventListener('popstate', onCloseAdded);
      window.removeEventListener('pageshow', onPageShow);
    };
  }, [onCloseAdded]);
  return (
    <Layout data-product-detail={productId}>
      <Gallery key={galleryKey} images={images} label={text.images} {...(thumbnailLabel ? { thumbnailLabel } : {})} />
      <Info>
        <Heading level={1} size="2xl">
          {name}
        </Heading>
        {technologyBadge ? <TechnologyBadge code={technologyBadge} locale={locale} /> : null}
        <div data-product-price="">
          <Price price={price} variant="product-info" locale={locale} currency={currency} />
          {unitPrice ? <UnitPrice data-unit-price="">{unitPrice}</UnitPrice> : null}
        </div>
        {quantityPrices.length > 0 ? (
          <QuantityPrices data-quantity-prices="">
            {quantityPrices.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </QuantityPrices>
        ) : null}
        {groupPriceTiers(colourPrices).length > 1 ? (
          <PriceTierList colours={colourPrices} locale={locale} currency={currency} />
        ) : null}
        {promotions.length > 0 ? (
          <Promotions>
            {promotions.map((html) => (
              <p key={html} dangerouslySetInnerHTML={{ __html: html }} />
            ))}
          </Promotions>
        ) : null}
        {attributes.map((attribute) => (
          <VariationSelector
            key={attribute.id}
            label={attribute.name}
            variant={attribute.variant}
            selected={attribute.selected}
            onSelect={(value) => {
              setPicked(true);
              onSelect(attribute.id, value);
            }}
            options={attribute.options}
          />
        ))}
        {sizeHelp || fitTip ? (
          <SizeHelp data-size-help="">
            {fitTip ? <FitTip data-fit-tip="">{fitTip}</FitTip> : null}
            {sizeHelp}
          </SizeHelp>
        ) : null}
        <VisuallyHidden role="status" data-choice-announcement="">
          {picked ? announcement : null}
        </VisuallyHidden>
        <div data-product-stock="">
          {stock.show ? (
            <StockMessage
              orderable={stock.orderable}
              stockLevel={stock.level}
              outOfStockLabel={text.outOfStock}
              lowStockLabel={text.lowStock}
            />
          ) : null}
        </div>
        {restriction ? (
          <StatusNotice tone="warning" data-restriction="">
            {restriction}
          </StatusNotice>
        ) : null}
        <Form method="post" action={form.action} onSubmit={form.onSubmit} noValidate={false}>
          <input type="hidden" name="pid" value={form.pid} />
          <input type="hidden" name="returnTo" value={form.returnTo} />
          <Actions>
            <QuantityStepper
              key={`${form.pid}:${quantity.max}`}
              min={quantity.min}
              max={quantity.max}
              step={quantity.step}
              value={Math.min(quantity.value, quantity.max)}
              onValueChange={quantity.onChange}
              disabled={!canOrder}
              label={text.quantity}
              decreaseLabel={text.decrease}
              increaseLabel={text.increase}
            />
            <Button
              type="submit"
              size="lg"
              // Never `disabled` while adding: a disabled button drops keyboard focus to <body>, and the 'Added to
              // bag' modal then has nothing to return focus to. The caller ignores a submit while pending.
              disabled={!canOrder}
              aria-disabled={pending || undefined}
              aria-busy={pending || undefined}
              aria-describedby={problem ? 'add-to-bag-problem' : undefined}
            >
              {canOrder ? text.addToBag : text.outOfStock}
            </Button>
          </Actions>
          <div role="alert" id="add-to-bag-problem">
            {problem ? <Problem data-bag-error={problem.code}>{problem.message}</Problem> : null}
          </div>
        </Form>
        {shippingReturns ? (
          <ShippingReturnsLink
            closeLabel={text.close}
            {...(typeof shippingReturns === 'object' ? { content: shippingReturns } : {})}
          />
        ) : null}
        {notice && !added ? (
          <Notice role="status" aria-labelledby="added-to-bag-notice" data-added-notice="">
            <h2 id="added-to-bag-notice">{text.addedToBag}</h2>
            <p>{notice.line}</p>
            <Price price={notice.price} variant="price-tier" locale={locale} currency={currency} />
            <Actions>
              <Link href={links.checkout}>{text.checkout}</Link>
              <Link href={links.cart}>{text.bag(notice.bagCount)}</Link>
            </Actions>
          </Notice>
        ) : null}
      </Info>
      <AddedToBagModal
        open={added !== null}
        onOpenChange={(open) => {
          if (!open) onCloseAdded();
        }}
        item={added?.item ?? null}
        checkoutHref={links.checkout}
        bagHref={links.cart}
        bagCount={added?.count ?? 0}
        locale={locale}
        currency={currency}
        title={text.addedToBag}
        checkoutLabel={text.checkout}
        bagLabel={(count) => text.bag(count)}
        quantityLabel={text.qty}
        closeLabel={text.close}
      />
    </Layout>
  );
}

import styled from '@emotion/styled';
import type { HTMLAttributes } from 'react';
import { withoutProps } from '../internal/styleProps';
import { Skeleton } from '../Skeleton/Skeleton';
import { theme } from '../theme/theme';
import type { FontSize } from '../theme/tokens';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { describePrice, formatMoney, priceNotFoundMessage, type PriceModel } from './priceModel';

/** The four price layouts (docs/behaviour/product-tile.md#price). */
export type PriceVariant = 'product-info' | 'price-tier' | 'tier-grid' | 'tile';
export const priceVariants: readonly PriceVariant[] = ['product-info', 'price-tier', 'tier-grid', 'tile'];

interface VariantStyle {
  size: FontSize;
  listSize: FontSize;
  /** `column` stacks the sale price over the struck list price (grid cells). */
  direction: 'row' | 'column';
  /** Shows "n% off" next to a single sale price. */
  showDiscount: boolean;
}

const variantStyles: Record<PriceVariant, VariantStyle> = {
  'product-info': { size: '2xl', listSize: 'lg', direction: 'row', showDiscount: true },
  'price-tier': { size: 'md', listSize: 'sm', direction: 'row', showDiscount: false },
  'tier-grid': { size: 'sm', listSize: 'xs', direction: 'column', showDiscount: true },
  tile: { size: 'md', listSize: 'sm', direction: 'row', showDiscount: false },
};

export interface PriceProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The price; `null`/`undefined` (or amounts that are not numbers) show 'Price Not Found'. */
  price?: PriceModel | null;
  /** Data not ready yet: a skeleton (the region is `aria-busy`). */
  loading?: boolean;
  variant?: PriceVariant;
  /** BCP 47 locale for `Intl.NumberFormat`; default `en-US`. */
  locale?: string;
  /** ISO 4217 currency; default `USD`. */
  currency?: string;
  /** Overrides the variant's default for showing the truncated "n% off" of a single sale price. */
  showDiscount?: boolean;
}

const Root = styled('div', { shouldForwardProp: withoutProps('variantStyle') })<{ variantStyle: VariantStyle }>(
  ({ variantStyle }) => ({
    display: 'flex',
    flexDirection: variantStyle.direction,
    flexWrap: 'wrap',
    alignItems: variantStyle.direction === 'row' ? 'baseline' : 'flex-start',
    columnGap: theme.space[2],
    rowGap: theme.space[1],
    fontSize: theme.fontSizes[variantStyle.size],
    lineHeight: theme.lineHeights.snug,
    color: theme.colors.text.primary,
    fontWeight: theme.fontWeights.semibold,
  }),
);

const Current = styled.span({ fontVariantNumeric: 'tabular-nums' });
const SaleCurrent = styled.span({ color: theme.colors.text.sale, fontVariantNumeric: 'tabular-nums' });
const ListPrice = styled('s', { shouldForwardProp: withoutProps('size') })<{ size: FontSize }>(({ size }) => ({
  fontSize: theme.fontSizes[size],
  fontWeight: theme.fontWeights.regular,
  color: theme.colors.text.secondary,
}));
const Discount = styled('span', { shouldForwardProp: withoutProps('size') })<{ size: FontSize }>(({ size }) => ({
  fontSize: theme.fontSizes[size],
  color: theme.colors.text.sale,
}));
const NotFound = styled.span({ fontWeight: theme.fontWeights.regular, color: theme.colors.text.secondary });

/** `$40.00 – $60.00`; one price when both ends format the same (e.g. a sale range over one list price). */
const rangeText = (min: string, max: string) => (min === max ? min : `${min} – ${max}`);

/**
 * A formatted price: single, range, or sale (the list price struck through, announced as
 * "Sale price $x, was $y"), with the percent discount truncated to a whole percent, 'Price Not
 * Found' when there is no price, and a skeleton while loading.
 */
export function Price({
  price,
  loading = false,
  variant = 'tile',
  locale = 'en-US',
  currency = 'USD',
  showDiscount,
  ...rest
}: PriceProps) {
  const style = variantStyles[variant];
  const common = { ...rest, variantStyle: style, 'data-price-variant': variant };

  if (loading) {
    return (
      <Root {...common} aria-busy="true" data-price="loading">
        <Skeleton width="5em" height="1.2em" />
        <VisuallyHidden>Loading price</VisuallyHidden>
      </Root>
    );
  }

  const money = (amount: number) => formatMoney(amount, { locale, currency });
  // A sale, single or range: announced as one sentence, the list price struck through, an optional discount.
  const saleView = (current: string, list: string, discountPercent: number) => (
    <Root {...common} data-price="sale">
      <VisuallyHidden>{`Sale price ${current}, was ${list}`}</VisuallyHidden>
      <SaleCurrent aria-hidden="true">{current}</SaleCurrent>
      <ListPrice aria-hidden="true" size={style.listSize}>
        {list}
      </ListPrice>
      {discountPercent > 0 ? (
        <Discount size={style.listSize} data-discount={discountPercent}>
          {`${discountPercent}% off`}
        </Discount>
      ) : null}
    </Root>
  );
  const display = describePrice(price);

  switch (display.kind) {
    case 'not-found':
      return (
        <Root {...common} data-price="not-found">
          <NotFound>{priceNotFoundMessage}</NotFound>
        </Root>
      );
    case 'single':
      return (
        <Root {...common} data-price="single">
          <Current>{money(display.current)}</Current>
        </Root>
      );
    case 'range':
      return (
        <Root {...common} data-price="range">
          <Current>{rangeText(money(display.min), money(display.max))}</Current>
        </Root>
      );
    case 'sale': {
      const withDiscount = (showDiscount ?? style.showDiscount) && display.discountPercent > 0;
      return saleView(money(display.current), money(display.list), withDiscount ? display.discountPercent : 0);
    }
    case 'sale-range':
      return saleView(
        rangeText(money(display.min), money(display.max)),
        rangeText(money(display.listMin), money(display.listMax)),
        0,
      );
  }
}

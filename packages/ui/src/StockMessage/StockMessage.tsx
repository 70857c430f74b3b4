import styled from '@emotion/styled';
import type { HTMLAttributes } from 'react';
import { Icon } from '../Icon/Icon';
import { withoutProps } from '../internal/styleProps';
import { theme } from '../theme/theme';
import { lowStockThreshold, stockState, type StockInput, type StockStatus } from './stockState';

export interface StockMessageProps extends StockInput, Omit<HTMLAttributes<HTMLParagraphElement>, 'children'> {
  /** Low-stock threshold; default 5 (docs/behaviour/product-tile.md#stock). */
  threshold?: number;
  /** The out-of-stock words in the page's language; default 'Out of stock'. */
  outOfStockLabel?: string;
  /** The low-stock words in the page's language, `{stockLevel}` standing for the number; default 'Only {stockLevel} left!'. */
  lowStockLabel?: string;
}

const Root = styled('p', { shouldForwardProp: withoutProps('status') })<{ status: StockStatus }>(({ status }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space[1],
  margin: 0,
  fontSize: theme.fontSizes.sm,
  fontWeight: theme.fontWeights.semibold,
  color: status === 'out-of-stock' ? theme.colors.text.secondary : theme.colors.status.error.base,
}));

/** 'Out of stock' / 'Only n left!' / 'Only n left for {productName}!'; nothing when stock is fine. */
export function StockMessage({
  orderable,
  stockLevel,
  productName,
  threshold = lowStockThreshold,
  outOfStockLabel,
  lowStockLabel,
  ...rest
}: StockMessageProps) {
  const { status, message: english } = stockState({ orderable, stockLevel, productName }, threshold);
  if (!english) return null;
  const message =
    status === 'out-of-stock' && outOfStockLabel
      ? outOfStockLabel
      : status === 'low-stock' && lowStockLabel && !productName
        ? lowStockLabel.replaceAll('{stockLevel}', String(Math.floor(stockLevel ?? 0)))
        : english;
  return (
    <Root status={status} data-stock={status} {...rest}>
      <Icon name={status === 'out-of-stock' ? 'error-circle' : 'warning'} size="sm" />
      {message}
    </Root>
  );
}

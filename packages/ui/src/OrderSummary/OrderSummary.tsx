import styled from '@emotion/styled';
import { Fragment, type ReactNode } from 'react';
import { withoutProps } from '../internal/styleProps';
import { theme } from '../theme/theme';

/** One row of an order's totals. */
export interface OrderSummaryRow {
  label: ReactNode;
  value: ReactNode;
  /** `data-total` of the value (tests and analytics find a total by it). */
  total?: string;
  /** The grand total: label and value in bold. */
  strong?: boolean;
}

export interface OrderSummaryTotalsProps {
  rows: readonly (OrderSummaryRow | false | null | undefined)[];
  /** `spread`: labels left, amounts right (a summary box); `compact`: amounts beside their labels (a confirmation). */
  layout?: 'spread' | 'compact';
}

const Totals = styled('dl', { shouldForwardProp: withoutProps('layout') })<{ layout: 'spread' | 'compact' }>(
  ({ layout }) =>
    layout === 'spread'
      ? { display: 'grid', gridTemplateColumns: '1fr auto', gap: theme.space[2], margin: `0 0 ${theme.space[4]}` }
      : {
          display: 'grid',
          gridTemplateColumns: 'auto auto',
          justifyContent: 'start',
          columnGap: theme.space[6],
          rowGap: theme.space[2],
        },
);

/** An order's totals as a description list: subtotal, discounts, shipping, tax, total (the rows given; falsy ones skipped). */
export function OrderSummaryTotals({ rows, layout = 'spread' }: OrderSummaryTotalsProps) {
  return (
    <Totals layout={layout}>
      {rows.map((row, i) =>
        row ? (
          <Fragment key={i}>
            <dt>{row.strong ? <strong>{row.label}</strong> : row.label}</dt>
            <dd {...(row.total ? { 'data-total': row.total } : {})}>
              {row.strong ? <strong>{row.value}</strong> : row.value}
            </dd>
          </Fragment>
        ) : null,
      )}
    </Totals>
  );
}

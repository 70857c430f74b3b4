import styled from '@emotion/styled';
import type { HTMLAttributes, ReactNode } from 'react';
import type { HeadingLevel } from '../Heading/Heading';
import { ProductTile } from '../ProductTile/ProductTile';
import type { ProductTileModel } from '../ProductTile/model';
import { theme } from '../theme/theme';

/** Tiles in the first row load their images eagerly (they are likely above the fold); the rest lazily. */
export const eagerGridTiles = 4;

export interface ProductGridProps extends Omit<HTMLAttributes<HTMLUListElement>, 'children'> {
  products: readonly ProductTileModel[];
  /** The list's accessible name (e.g. "Products"). */
  label: string;
  locale?: string;
  currency?: string;
  /** Level of each tile's title; default 3. */
  headingLevel?: HeadingLevel;
  /**
   * Renders one tile (default: a `ProductTile` with `locale`, `currency`, `headingLevel` and eager images in the
   * first row). An app passes its own to wrap each tile (e.g. in an island that hydrates on interaction).
   */
  renderTile?: (product: ProductTileModel, index: number) => ReactNode;
}

const Grid = styled.ul({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: `${theme.space[6]} ${theme.space[4]}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  [theme.mq.up('md')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  [theme.mq.up('lg')]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
});

/** Cells the browser lays out and paints at once: two rows on desktop, four on a phone. */
export const renderedGridCells = 8;

const Cell = styled.li({
  minWidth: 0,
  // A long list (47 tiles) costs the phone most of its main thread in style, layout and paint at load: the cells
  // below the first rows are skipped until they near the viewport, their last size remembered (a tile's height as
  // the first guess).
  [`&:nth-of-type(n + ${renderedGridCells + 1})`]: { contentVisibility: 'auto', containIntrinsicSize: 'auto 32rem' },
});

/**
 * Product tiles in a responsive grid: 2 columns on small screens, 3 from `md`, 4 from `lg` (desktop). A list
 * (`<ul>`) named by `label`; each tile is an item. An empty list renders nothing (the page shows its own empty state).
 */
export function ProductGrid({
  products,
  label,
  locale,
  currency,
  headingLevel = 3,
  renderTile,
  ...listProps
}: ProductGridProps) {
  if (products.length === 0) return null;
  const tile =
    renderTile ??
    ((product: ProductTileModel, index: number) => (
      <ProductTile
        product={product}
        headingLevel={headingLevel}
        imageLoading={index < eagerGridTiles ? 'eager' : 'lazy'}
        {...(locale ? { locale } : {})}
        {...(currency ? { currency } : {})}
      />
    ));
  return (
    <Grid aria-label={label} {...listProps}>
      {products.map((product, index) => (
        <Cell key={product.id}>{tile(product, index)}</Cell>
      ))}
    </Grid>
  );
}

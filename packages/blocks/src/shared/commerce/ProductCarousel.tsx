import type { CSSObject } from '@emotion/react';
import {
  Carousel,
  ProductTile,
  Skeleton,
  theme,
  tileImageAspectRatio,
  type CarouselWords,
  type ProductTileLabels,
  type ProductTileModel,
  type SlideWidths,
} from '@ridgeline/ui';
import { requestAccountDrawer } from '../actions';
import { nonEmpty } from '../cms';
import { SectionHeader, sectionRootStyles, type SectionHeaderContent } from '../SectionHeader';
import { PRODUCT_CAROUSEL_WORDS, type ProductCarouselWords } from '@ridgeline/commerce';
import { MAX_PRODUCT_SLIDES } from './load';

/** Recommendation and home product carousels (docs/behaviour/blocks.md#product-carousels): 80% / 33.333% / 25%, gap 4, one slide per step. */
export const PRODUCT_SLIDE_WIDTHS: SlideWidths = { base: '80%', md: '33.333%', lg: '25%' };
/** Previous/next arrows only when there are more than 3 products. */
export const ARROWS_ABOVE = 3;
/** Skeleton tiles while the products are not there yet. */
export const SKELETON_TILES = 4;

/** The card carousel's header shape. */
export type ProductCarouselHeader = SectionHeaderContent;

export interface ProductCarouselProps {
  rootProps: { 'data-content-id'?: string; 'data-schema': string };
  header?: ProductCarouselHeader | undefined;
  /** Tile view models; undefined while loading (skeleton tiles). */
  products: readonly ProductTileModel[] | undefined;
  /** Accessible name of the carousel when there is no header text. */
  fallbackLabel: string;
  locale: string;
  /** ISO 4217 currency of the prices (the render context's); USD when unset. */
  currency?: string | undefined;
  /** The arrows' names in the page's locale (`productCarouselWordsOf`); English by default. */
  words?: Pick<ProductCarouselWords, 'previous' | 'next'>;
  /** The carousel's own words in the page's locale (`carouselWordsOf`); ui's English by default. */
  carouselWords?: Partial<CarouselWords> | undefined;
  /** The tiles' own words in the page's locale (`productTileLabelsOf`); ui's English by default. */
  tileLabels?: Partial<ProductTileLabels> | undefined;
}

const skeletonRow: CSSObject = {
  display: 'flex',
  overflow: 'hidden',
  marginInlineStart: `calc(${theme.space[4]} * -1)`,
  listStyle: 'none',
  padding: 0,
  marginBlock: 0,
};

const skeletonSlide: CSSObject = {
  flex: `0 0 ${PRODUCT_SLIDE_WIDTHS.base}`,
  minWidth: 0,
  paddingInlineStart: theme.space[4],
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space[2],
  [theme.mq.up('md')]: { flexBasis: PRODUCT_SLIDE_WIDTHS.md },
  [theme.mq.up('lg')]: { flexBasis: PRODUCT_SLIDE_WIDTHS.lg },
};

function SkeletonTiles() {
  return (
    <ul css={skeletonRow} aria-hidden="true" data-product-skeletons="">
      {Array.from({ length: SKELETON_TILES }, (_, index) => (
        <li key={index} css={skeletonSlide} data-product-skeleton="">
          <div css={{ aspectRatio: String(tileImageAspectRatio) }}>
            <Skeleton height="100%" radius="sm" />
          </div>
          <Skeleton width="70%" />
          <Skeleton width="40%" />
        </li>
      ))}
    </ul>
  );
}

/**
 * Header (the card carousel's) + product tiles in a ui `Carousel`: at most 10 slides, widths
 * 80% / 33.333% / 25%, gap 4, slidesToScroll 1, arrows only with more than 3 products; 4 skeleton
 * tiles while `products` is undefined. No products → an empty root (nothing visible).
 */
export function ProductCarousel({
  rootProps,
  header,
  products,
  fallbackLabel,
  locale,
  currency,
  words = PRODUCT_CAROUSEL_WORDS,
  carouselWords,
  tileLabels,
}: ProductCarouselProps) {
  const hasHeading = nonEmpty(header?.headerText);
  const label = hasHeading ? header!.headerText! : fallbackLabel;
  const loading = products === undefined;
  const shown = (products ?? []).slice(0, MAX_PRODUCT_SLIDES);
  if (!loading && shown.length === 0) return <div {...rootProps} data-products="0" />;
  return (
    <div
      {...rootProps}
      data-products={loading ? 'loading' : String(shown.length)}
      aria-busy={loading || undefined}
      css={sectionRootStyles}
    >
      <SectionHeader header={header} part="product-carousel" />
      {loading ? (
        <SkeletonTiles />
      ) : (
        <Carousel
          label={label}
          slideWidths={PRODUCT_SLIDE_WIDTHS}
          gap={4}
          slidesToScroll={1}
          showArrows={shown.length > ARROWS_ABOVE}
          previousLabel={words.previous}
          nextLabel={words.next}
          {...(carouselWords ? { words: carouselWords } : {})}
        >
          {shown.map((product) => (
            <ProductTile
              key={product.id}
              product={product}
              locale={locale}
              {...(currency ? { currency } : {})}
              headingLevel={hasHeading ? 3 : 2}
              {...(tileLabels ? { labels: tileLabels } : {})}
              onOpenAccountDrawer={() => requestAccountDrawer()}
            />
          ))}
        </Carousel>
      )}
    </div>
  );
}

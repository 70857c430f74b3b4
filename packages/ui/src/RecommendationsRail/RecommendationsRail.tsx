import { Carousel, type CarouselWords, type SlideWidths } from '../Carousel';
import { Heading } from '../Heading';
import { ProductTile, type ProductTileModel } from '../ProductTile';
import { theme } from '../theme';

/** Like the content's product carousels: 80% / 33.333% / 25% of the row, gap 4, one slide per step. */
export const RECOMMENDATION_SLIDE_WIDTHS: SlideWidths = { base: '80%', md: '33.333%', lg: '25%' };
/** Arrows only when more than a desktop row's worth (4) would not fit. */
const ARROWS_ABOVE = 3;

export interface RecommendationsRailProps {
  heading: string;
  products: readonly ProductTileModel[];
  locale: string;
  currency: string;
  previousLabel: string;
  nextLabel: string;
  /** The carousel's own words in the page's language (ui's `CarouselWords`); English by default. */
  carouselWords?: Partial<CarouselWords> | undefined;
  /** Reports the tile the shopper opened (the clickReco activity). */
  onProductClick?: (productId: string) => void;
  /** At most this many tiles (the product carousels' limit). */
  maxProducts?: number;
}

/** The recommended products: a heading (h2) and at most `maxProducts` (10) product tiles in the ui carousel. No products: nothing. */
export function RecommendationsRail({
  heading,
  products,
  locale,
  currency,
  previousLabel,
  nextLabel,
  carouselWords,
  onProductClick,
  maxProducts = 10,
}: RecommendationsRailProps) {
  const shown = products.slice(0, maxProducts);
  if (shown.length === 0) return null;
  return (
    // The carousel is the region (named by the heading's text); this wrapper is no landmark of its own.
    <div
      data-product-recommendations="shown"
      css={{ display: 'grid', gap: theme.space[4], marginBlockStart: theme.space[10] }}
    >
      <Heading level={2} size="xl">
        {heading}
      </Heading>
      <Carousel
        label={heading}
        slideWidths={RECOMMENDATION_SLIDE_WIDTHS}
        gap={4}
        slidesToScroll={1}
        showArrows={shown.length > ARROWS_ABOVE}
        previousLabel={previousLabel}
        nextLabel={nextLabel}
        {...(carouselWords ? { words: carouselWords } : {})}
      >
        {shown.map((product) => (
          <ProductTile
            key={product.id}
            product={product}
            locale={locale}
            currency={currency}
            headingLevel={3}
            {...(onProductClick
              ? {
                  onClickCapture: (event) =>
                    (event.target as Element).closest('a[href]') ? onProductClick(product.id) : undefined,
                }
              : {})}
          />
        ))}
      </Carousel>
    </div>
  );
}

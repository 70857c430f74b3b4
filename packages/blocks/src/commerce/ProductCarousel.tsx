import type { CSSObject } from '@emotion/react';
import { Carousel, Heading, Icon, ProductTile, Skeleton, Text, theme, tileImageAspectRatio, type ProductTileModel, type SlideWidths } from '@ridgeline/ui';
import { useId } from 'react';
import { requestAccountDrawer } from '../shared/actions';
import { nonEmpty, type CmsLink, type UrlTarget } from '../shared/cms';
import { LinkArea } from '../shared/LinkArea';
import { MAX_PRODUCT_SLIDES } from './load';

/** Recommendation and home product carousels (seeds §9): 80% / 33.333% / 25%, gap 4, one slide per step. */
export const PRODUCT_SLIDE_WIDTHS: SlideWidths = { base: '80%', md: '33.333%', lg: '25%' };
/** Previous/next arrows only when there are more than 3 products. */
export const ARROWS_ABOVE = 3;
/** Skeleton tiles while the products are not there yet. */
export const SKELETON_TILES = 4;

/** The card carousel's header shape: `headerText`, `subHeaderText`, `linkText`, `link`, `linkTarget`. */
export interface ProductCarouselHeader {
  headerText?: string;
  subHeaderText?: string;
  linkText?: string;
  link?: CmsLink;
  linkTarget?: UrlTarget;
}

export interface ProductCarouselProps {
  rootProps: { 'data-content-id'?: string; 'data-schema': string };
  header?: ProductCarouselHeader | undefined;
  /** Tile view models; undefined while loading (skeleton tiles). */
  products: readonly ProductTileModel[] | undefined;
  /** Accessible name of the carousel when there is no header text. */
  fallbackLabel: string;
  locale: string;
}

const rootStyles: CSSObject = {
  maxWidth: theme.sizes.content,
  marginInline: 'auto',
  paddingBlock: theme.space[8],
  paddingInline: theme.space[4],
  [theme.mq.up('lg')]: { paddingInline: theme.space[8] },
};

const headerStyles: CSSObject = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: theme.space[2],
  marginBottom: theme.space[6],
};

const headerLinkStyles: CSSObject = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space[1],
  color: theme.colors.text.brand,
  fontWeight: theme.fontWeights.semibold,
  textDecoration: 'underline',
  textUnderlineOffset: theme.space[1],
  width: 'auto',
};

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
export function ProductCarousel({ rootProps, header, products, fallbackLabel, locale }: ProductCarouselProps) {
  const headingId = useId();
  const hasHeading = nonEmpty(header?.headerText);
  const label = hasHeading ? header!.headerText! : fallbackLabel;
  const loading = products === undefined;
  const shown = (products ?? []).slice(0, MAX_PRODUCT_SLIDES);
  if (!loading && shown.length === 0) return <div {...rootProps} data-products="0" />;
  return (
    <div {...rootProps} data-products={loading ? 'loading' : String(shown.length)} aria-busy={loading || undefined} css={rootStyles}>
      {hasHeading || nonEmpty(header?.subHeaderText) || nonEmpty(header?.linkText) ? (
        <div data-product-carousel-header="" css={headerStyles}>
          <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space[1] }}>
            {hasHeading ? (
              <Heading id={headingId} level={2} size="2xl">
                {header!.headerText}
              </Heading>
            ) : null}
            {nonEmpty(header?.subHeaderText) ? <Text color="secondary">{header!.subHeaderText}</Text> : null}
          </div>
          {nonEmpty(header?.linkText) ? (
            <LinkArea link={header!.link} linkTarget={header!.linkTarget} css={headerLinkStyles} data-product-carousel-link="">
              {header!.linkText}
              <Icon name="arrow-forward" />
            </LinkArea>
          ) : null}
        </div>
      ) : null}
      {loading ? (
        <SkeletonTiles />
      ) : (
        <Carousel
          label={label}
          slideWidths={PRODUCT_SLIDE_WIDTHS}
          gap={4}
          slidesToScroll={1}
          showArrows={shown.length > ARROWS_ABOVE}
          previousLabel="Previous products"
          nextLabel="Next products"
        >
          {shown.map((product) => (
            <ProductTile
              key={product.id}
              product={product}
              locale={locale}
              headingLevel={hasHeading ? 3 : 2}
              onOpenAccountDrawer={() => requestAccountDrawer()}
            />
          ))}
        </Carousel>
      )}
    </div>
  );
}

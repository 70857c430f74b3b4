export { ProductTile, type ProductTileProps } from './ProductTile';
export { PRODUCT_TILE_LABELS, type ProductTileLabels } from './labels';
export {
  initialColour,
  isDroppedImageUrl,
  maxTileImages,
  tileBadges,
  tileImageAspectRatio,
  tileImages,
  tileImageUrl,
  tileSwatches,
  withImageBaseUrl,
  type ProductTileBadges,
  type ProductTileColour,
  type ProductTileImage,
  type ProductTileModel,
  type ProductTilePromotion,
  type ProductTileStock,
  type TileBadge,
} from './model';
export { PromoCallout, type PromoCalloutProps } from './PromoCallout';
export { TileImage, imageLoadTimeoutMs, type TileImageProps } from './TileImage';
export { TileImageCarousel, swipeThresholdPx, type TileImageCarouselProps } from './TileImageCarousel';
export { useInFlight } from './useInFlight';

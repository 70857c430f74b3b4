import styled from '@emotion/styled';
import { useId, useState, type HTMLAttributes, type ReactNode } from 'react';
import { Badge } from '../Badge/Badge';
import { Heading, type HeadingLevel } from '../Heading/Heading';
import { Icon } from '../Icon/Icon';
import { Link } from '../Link/Link';
import { Price } from '../Price/Price';
import { Skeleton } from '../Skeleton/Skeleton';
import { StockMessage } from '../StockMessage/StockMessage';
import { SwatchStrip } from '../SwatchStrip/SwatchStrip';
import { TechnologyBadge } from '../TechnologyBadge/TechnologyBadge';
import { theme } from '../theme/theme';
import { useFavouriteActions } from '../FavouriteActions/FavouriteActions';
import {
  initialColour,
  tileBadges,
  tileImages,
  tileImageAspectRatio,
  tileSwatches,
  type ProductTileModel,
} from './model';
import { PRODUCT_TILE_LABELS, withName, type ProductTileLabels } from './labels';
import { PromoCallout } from './PromoCallout';
import { TileImage } from './TileImage';
import { TileImageCarousel } from './TileImageCarousel';
import { useInFlight } from './useInFlight';

export interface ProductTileProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  product: ProductTileModel;
  /** Price and badges show skeletons until the product data is ready. */
  loading?: boolean;
  /** Shows the image carousel (up to 4 images of the selected colour) instead of one image. */
  showImageCarousel?: boolean;
  /** Shows the Compare checkbox (product-list and search-results templates). */
  showCompare?: boolean;
  /** Adds/removes the product; the heart flips when it resolves. Clicks while it runs are ignored. */
  onToggleFavourite?: (id: string) => Promise<void>;
  /** Adds/removes the product from compare; the box flips when it returns/resolves (a rejection leaves it). */
  onToggleCompare?: (id: string) => Promise<void> | void;
  /** A promotion callout with `opensAccountDrawer` was activated. */
  onOpenAccountDrawer?: () => void;
  /** Reports the chosen colour id. */
  onColourChange?: (colourId: string) => void;
  locale?: string;
  currency?: string;
  /** Level of the title heading; default 3. */
  headingLevel?: HeadingLevel;
  /** The first row of a grid may load eagerly. */
  imageLoading?: 'lazy' | 'eager';
  /** The tile's own words in the page's language (any left out are English). */
  labels?: Partial<ProductTileLabels>;
}

const Root = styled.article({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space[2],
  minWidth: 0,
  color: theme.colors.text.primary,
});

const Media = styled.div({ position: 'relative' });

const Placeholder = styled.div({
  aspectRatio: String(tileImageAspectRatio),
  background: theme.colors.background.muted,
});

const HeartButton = styled.button({
  position: 'absolute',
  top: theme.space[2],
  right: theme.space[2],
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: theme.sizes.control.sm,
  height: theme.sizes.control.sm,
  padding: 0,
  border: 0,
  borderRadius: theme.radii.full,
  background: theme.colors.background.page,
  color: theme.colors.text.primary,
  boxShadow: theme.shadows.sm,
  cursor: 'pointer',
  // The fill follows the state attribute too, so a heart marked before its tile hydrates (the storefront reads the
  // shopper's wish list in the browser) already looks pressed.
  '&[aria-pressed="true"]': { color: theme.colors.text.sale, '& svg': { fill: 'currentColor' } },
  '&[aria-busy="true"]': { cursor: 'progress' },
  '&:focus-visible': { outline: `2px solid ${theme.colors.focusRing}`, outlineOffset: '2px' },
});

const Badges = styled.ul({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space[1],
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

const TitleLink = styled(Link)({
  color: theme.colors.text.primary,
  textDecoration: 'none',
  '&:hover': { textDecoration: 'underline' },
});

const CompareLabel = styled.label({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space[2],
  minHeight: theme.space[6],
  fontSize: theme.fontSizes.sm,
  cursor: 'pointer',
  '& input': {
    width: theme.space[4],
    height: theme.space[4],
    margin: 0,
    accentColor: theme.colors.brand,
    cursor: 'inherit',
  },
  '&[data-pending] ': { cursor: 'progress' },
});

/** Keeps a local copy of a boolean prop that the tile flips itself, re-synced when the prop changes. */
function useSyncedFlag(prop: boolean) {
  const [value, setValue] = useState(prop);
  const [previous, setPrevious] = useState(prop);
  if (previous !== prop) {
    setPrevious(prop);
    setValue(prop);
  }
  return [value, setValue] as const;
}

/**
 * A product tile from a plain view model (`ProductTileModel`): image (or image carousel) of the
 * selected colour, wish-list heart, colour swatches, badges, title link, technology badge,
 * price, promotion callouts, stock message and an optional Compare checkbox.
 */
export function ProductTile({
  product,
  loading = false,
  showImageCarousel = false,
  showCompare = false,
  onToggleFavourite: ownToggleFavourite,
  onToggleCompare,
  onOpenAccountDrawer,
  onColourChange,
  locale = 'en-US',
  currency = 'USD',
  headingLevel = 3,
  imageLoading = 'lazy',
  labels,
  ...rest
}: ProductTileProps) {
  const words = labels ? { ...PRODUCT_TILE_LABELS, ...labels } : PRODUCT_TILE_LABELS;
  const titleId = useId();
  const [colourId, setColourId] = useState(() => initialColour(product)?.id);
  const colour = product.colours.find((c) => c.id === colourId) ?? initialColour(product);
  const images = tileImages(product, colour?.id);
  const { onToggleFavourite, isFavourite } = useFavouriteActions(ownToggleFavourite, product.id, product.isFavourite);
  const [favourite, setFavourite] = useSyncedFlag(isFavourite);
  const [compared, setCompared] = useSyncedFlag(product.inCompare ?? false);
  const favouriteRequest = useInFlight();
  const compareRequest = useInFlight();
  const badges = tileBadges(product);

  const altFor = (alt: string | undefined) => alt ?? (colour ? `${product.name}, ${colour.name}` : product.name);
  // The title is the tile's link for assistive technology; the image link repeats it for the
  // pointer only (out of the tab order and the accessibility tree).
  const imageLink = (image: ReactNode) => (
    <Link href={product.href} variant="unstyled" tabIndex={-1} aria-hidden="true" css={{ display: 'block' }}>
      {image}
    </Link>
  );

  const toggleFavourite = async () => {
    if (!onToggleFavourite) return;
    const ok = await favouriteRequest.run(() => onToggleFavourite(product.id));
    if (ok) setFavourite((value) => !value);
  };

  const toggleCompare = async () => {
    if (!onToggleCompare) return;
    const ok = await compareRequest.run(() => onToggleCompare(product.id));
    if (ok) setCompared((value) => !value);
  };

  const first = images[0];

  return (
    <Root aria-labelledby={titleId} data-product-id={product.id} data-colour-id={colour?.id} {...rest}>
      <Media>
        {showImageCarousel && images.length > 0 ? (
          <TileImageCarousel
            key={colour?.id ?? 'none'}
            images={images.map((image) => ({ ...image, alt: altFor(image.alt) }))}
            name={product.name}
            wrapImage={imageLink}
          />
        ) : first ? (
          imageLink(<TileImage key={first.url} src={first.url} alt={altFor(first.alt)} loading={imageLoading} />)
        ) : (
          <Placeholder data-no-image="" />
        )}
        {onToggleFavourite ? (
          <HeartButton
            type="button"
            aria-pressed={favourite}
            aria-busy={favouriteRequest.pending || undefined}
            aria-label={withName(words.favourite, product.name)}
            data-favourite-toggle=""
            onClick={toggleFavourite}
          >
            <Icon name="heart" fill={favourite ? 'currentColor' : 'none'} />
          </HeartButton>
        ) : null}
      </Media>

      {product.colours.length > 1 ? (
        <SwatchStrip
          swatches={tileSwatches(product)}
          value={colour?.id}
          label={withName(words.colours, product.name)}
          onValueChange={(id) => {
            setColourId(id);
            onColourChange?.(id);
          }}
        />
      ) : null}

      {loading ? (
        <Skeleton width="40%" height={theme.space[5]} data-badges-loading="" />
      ) : badges.length > 0 ? (
        <Badges aria-label={words.badges}>
          {badges.map((badge) => (
            <li key={badge.key}>
              <Badge tone={badge.tone} data-badge={badge.key}>
                {badge.icon ? <Icon name={badge.icon} size="sm" /> : null}
                {badge.label}
              </Badge>
            </li>
          ))}
        </Badges>
      ) : null}

      <Heading level={headingLevel} size="md" id={titleId}>
        <TitleLink href={product.href} variant="unstyled">
          {product.name}
        </TitleLink>
      </Heading>

      <TechnologyBadge code={product.technologyBadge} locale={locale} />

      <Price price={product.price} loading={loading} variant="tile" locale={locale} currency={currency} />

      {product.promotions?.map((promotion, index) => (
        <PromoCallout key={index} promotion={promotion} onOpenAccountDrawer={onOpenAccountDrawer} />
      ))}

      {product.stock ? (
        <StockMessage
          orderable={product.stock.orderable}
          stockLevel={product.stock.stockLevel}
          productName={product.stock.productName}
          outOfStockLabel={words.outOfStock}
          lowStockLabel={words.lowStock}
        />
      ) : null}

      {showCompare ? (
        <CompareLabel data-pending={compareRequest.pending || undefined}>
          <input
            type="checkbox"
            checked={compared}
            aria-label={withName(words.compareProduct, product.name)}
            aria-busy={compareRequest.pending || undefined}
            onChange={toggleCompare}
            data-compare-toggle=""
          />
          {words.compare}
        </CompareLabel>
      ) : null}
    </Root>
  );
}

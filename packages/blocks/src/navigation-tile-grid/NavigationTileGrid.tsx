import type { CSSObject } from '@emotion/react';
import { useRenderContext, type BlockProps } from '@ridgeline/renderer';
import { Image, theme, type SlotWidths } from '@ridgeline/ui';
import { nonEmpty } from '../shared/cms';
import { LinkArea } from '../shared/LinkArea';
import { fluidImage, type FluidImageSpec } from '../shared/responsiveImage';
import type { NavigationTileGridContent } from './types';

export type NavigationTileGridProps = BlockProps<NavigationTileGridContent>;

/**
 * A tile's width per breakpoint, as `gridStyles` lays the tiles out: half the row, a third from md, a
 * quarter from lg, and a quarter of the 1280 px content box (less padding and gaps) from xl.
 */
export const TILE_SLOT: SlotWidths = { base: '50vw', md: '33.4vw', lg: '25vw', xl: '290px' };

/** Square crop; the candidate widths follow `TILE_SLOT`. */
export const TILE_IMAGE: FluidImageSpec = { aspect: '1:1' };

const gridStyles: CSSObject = {
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: theme.space[4],
  listStyle: 'none',
  margin: 0,
  padding: 0,
  [theme.mq.up('md')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  [theme.mq.up('lg')]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: theme.space[6] },
};

const tileStyles: CSSObject = {
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space[2],
  height: '100%',
  color: theme.colors.text.primary,
  borderRadius: theme.radii.lg,
  width: '100%',
  '& [data-image-frame]': { borderRadius: theme.radii.lg },
  '&:focus-visible': { outline: `2px solid ${theme.colors.focusRing}`, outlineOffset: 2 },
  [theme.mq.hover]: { '&:hover [data-tile-text]': { textDecoration: 'underline' } },
};

const textStyles: CSSObject = {
  fontSize: theme.fontSizes.md,
  fontWeight: theme.fontWeights.semibold,
  lineHeight: theme.lineHeights.snug,
  textAlign: 'center',
  [theme.mq.up('lg')]: { fontSize: theme.fontSizes.lg },
};

/**
 * A grid of image tiles (two columns, three from 768 px, four from 992 px), each a link made by
 * `resolveLink` (category, account drawer or URL; unsafe URLs leave the tile unlinked). The tile's
 * `text` names the link; `altText` describes the image.
 */
export function NavigationTileGrid({ content, rootProps }: NavigationTileGridProps) {
  const ctx = useRenderContext();
  const tiles = (Array.isArray(content.childTiles) ? content.childTiles : []).filter(
    (tile) => tile?.image && nonEmpty(tile.text),
  );
  return (
    <div
      {...rootProps}
      css={{
        maxWidth: theme.sizes.content,
        marginInline: 'auto',
        paddingBlock: theme.space[8],
        paddingInline: theme.space[4],
        [theme.mq.up('lg')]: { paddingInline: theme.space[8] },
      }}
    >
      <ul css={gridStyles}>
        {tiles.map((tile, index) => (
          <li key={`${index}-${tile.text}`}>
            <LinkArea link={tile.link} css={tileStyles} data-tile="">
              <Image
                {...fluidImage(tile.image, TILE_IMAGE, TILE_SLOT, ctx)}
                alt={tile.altText ?? ''}
                aspectRatio={1}
                objectFit="cover"
              />
              <span data-tile-text="" css={textStyles}>
                {tile.text}
              </span>
            </LinkArea>
          </li>
        ))}
      </ul>
    </div>
  );
}

import type { CSSObject } from '@emotion/react';
import { imageSrcSet, imageUrl, useRenderContext, type BlockProps } from '@ridgeline/renderer';
import { Image, theme } from '@ridgeline/ui';
import { nonEmpty } from '../shared/cms';
import { LinkArea } from '../shared/LinkArea';
import type { NavigationTileGridContent } from './types';

export type NavigationTileGridProps = BlockProps<NavigationTileGridContent>;

/** Square crop at 1x and 2x (a tile is at most about 300 px wide). */
export const TILE_IMAGE = { width: 400, height: 400, aspect: '1:1' } as const;

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
  const tiles = (Array.isArray(content.childTiles) ? content.childTiles : []).filter((tile) => tile?.image && nonEmpty(tile.text));
  return (
    <div
      {...rootProps}
      css={{ maxWidth: theme.sizes.content, marginInline: 'auto', paddingBlock: theme.space[8], paddingInline: theme.space[4], [theme.mq.up('lg')]: { paddingInline: theme.space[8] } }}
    >
      <ul css={gridStyles}>
        {tiles.map((tile, index) => (
          <li key={`${index}-${tile.text}`}>
            <LinkArea link={tile.link} css={tileStyles} data-tile="">
              <Image
                src={imageUrl(tile.image, TILE_IMAGE, ctx)}
                srcSet={imageSrcSet(tile.image, TILE_IMAGE, ctx)}
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

import { imageUrl, isImageLink, type ContentItem, type RenderContext } from '@ridgeline/renderer';
import { SCHEMAS } from '../cms';
import type { PageContent } from './types';

/** What the storefront shell needs from a page item, beside the head (see `pageSeo`). */
export interface PageShell {
  /** home-page `floatingHeader`: the header floats over the first block. */
  floatingHeader: boolean;
  /** Logo colour the floating header should use (the first hero's `imageObject.logoColor`). */
  logoColor?: 'dark' | 'light';
  /** content-page `collectionLogo`, as URLs for the header (height 40 CSS px, 1x/2x). */
  collectionLogo?: { src: string; srcSet: string };
  /**
   * True when the page's first block renders the page's `<h1>` (a hero banner, directly or as
   * the first item of a personalised container resolved on the server). Otherwise the shell
   * renders one, e.g. a visually hidden h1 with the SEO title.
   */
  firstBlockProvidesH1: boolean;
}

export const COLLECTION_LOGO_HEIGHT = 40;

function firstRenderedItem(block: ContentItem | undefined): ContentItem | undefined {
  if (!block || typeof block !== 'object') return undefined;
  if (block._meta?.schema === SCHEMAS.personalisedContainer) {
    const matched = (block as { matchedContent?: unknown }).matchedContent;
    return Array.isArray(matched) ? firstRenderedItem(matched[0] as ContentItem | undefined) : undefined;
  }
  return block;
}

/** Page-level settings for the shell. Pass the prepared page (personalisation already resolved). */
export function pageShell(content: PageContent, ctx?: Pick<RenderContext, 'mediaHost'>): PageShell {
  const first = firstRenderedItem(Array.isArray(content.blocks) ? content.blocks[0] : undefined);
  const firstIsHero =
    first?._meta?.schema === SCHEMAS.heroBanner &&
    (first as { __ridgeline?: { status?: string } }).__ridgeline?.status !== 'failed';
  const logo = 'collectionLogo' in content && isImageLink(content.collectionLogo) ? content.collectionLogo : undefined;
  const logoColor = firstIsHero
    ? (first as { imageObject?: { logoColor?: 'dark' | 'light' } }).imageObject?.logoColor
    : undefined;
  return {
    floatingHeader: 'floatingHeader' in content && content.floatingHeader === true,
    ...(logoColor ? { logoColor } : {}),
    ...(logo
      ? {
          collectionLogo: {
            src: imageUrl(logo, { height: COLLECTION_LOGO_HEIGHT }, ctx),
            srcSet: `${imageUrl(logo, { height: COLLECTION_LOGO_HEIGHT }, ctx)} 1x, ${imageUrl(logo, { height: COLLECTION_LOGO_HEIGHT * 2 }, ctx)} 2x`,
          },
        }
      : {}),
    firstBlockProvidesH1: firstIsHero,
  };
}

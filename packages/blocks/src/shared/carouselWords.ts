import type { RenderContext } from '@ridgeline/renderer';
import { CAROUSEL_WORDS, type CarouselWords } from '@ridgeline/ui';

/**
 * The carousels' own words in the page's locale (`RenderContext.labels.carousel`: role descriptions, the slides' and
 * dots' names), for ui's `Carousel` `words`; undefined on an English page. The context travels to the browser in
 * island props, so only string entries that name one of the words are taken.
 */
export function carouselWordsOf(ctx: Pick<RenderContext, 'labels'>): Partial<CarouselWords> | undefined {
  const given: unknown = ctx.labels?.carousel;
  if (!given || typeof given !== 'object') return undefined;
  const entries = Object.keys(CAROUSEL_WORDS).flatMap((key) => {
    const word = (given as Record<string, unknown>)[key];
    return typeof word === 'string' ? [[key, word] as const] : [];
  });
  return entries.length > 0 ? (Object.fromEntries(entries) as Partial<CarouselWords>) : undefined;
}

import type { ImageLink } from '../types';
import { imageUrl, type ImageUrlOptions, type MediaHostContext } from './imageUrl';

export interface ImageWidthSrcSetOptions extends Omit<ImageUrlOptions, 'width' | 'height'> {
  /** Candidate widths in image pixels, each a positive whole number (order and repeats do not matter). */
  widths: readonly number[];
}

const ASPECT = /^(\d+(?:\.\d+)?):(\d+(?:\.\d+)?)$/;

/**
 * `"{url at 320} 320w, {url at 640} 640w, …"`, narrowest first: width descriptors, for an `<img>` (or
 * `<source>`) whose `sizes` gives the slot's width per layout, so the browser fetches the narrowest
 * candidate that covers the slot at the screen's pixel density (density descriptors, `1x`/`2x`, give a
 * phone the same file as a desktop). With `aspect` every candidate is cropped to it (its height follows
 * its width); without, the image keeps its own proportions.
 */
export function imageWidthSrcSet(image: ImageLink, options: ImageWidthSrcSetOptions, ctx?: MediaHostContext): string {
  const { widths, ...urlOptions } = options;
  for (const width of widths) {
    if (!Number.isInteger(width) || width <= 0)
      throw new TypeError(`imageWidthSrcSet: width ${String(width)} is not a positive whole number of pixels.`);
  }
  const sorted = [...new Set(widths)].sort((a, b) => a - b);
  if (sorted.length === 0) throw new TypeError('imageWidthSrcSet: give at least one width.');
  const ratio = options.aspect === undefined ? undefined : ASPECT.exec(options.aspect);
  return sorted
    .map((width) => {
      const height = ratio ? Math.max(1, Math.round((width * Number(ratio[2])) / Number(ratio[1]))) : undefined;
      return `${imageUrl(image, { ...urlOptions, width, height }, ctx)} ${width}w`;
    })
    .join(', ');
}

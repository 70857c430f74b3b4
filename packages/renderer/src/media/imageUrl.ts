import { encodePathSegment } from '../links/pathSegment';
import type { ImageLink, RenderContext } from '../types';

export interface ImageUrlOptions {
  width?: number;
  height?: number;
  /** Amplience Dynamic Media quality (sent as `q`). */
  quality?: number;
  /** `auto` lets Dynamic Media pick WebP/AVIF per browser. */
  format?: 'auto' | 'jpeg' | 'png' | 'webp' | 'avif' | 'gif';
  /** Crop to an aspect ratio such as `4:5`: Dynamic Media's `sm=aspect&aspect=4:5`. */
  aspect?: `${number}:${number}`;
}

export type MediaHostContext = Pick<RenderContext, 'mediaHost'>;

const ASPECT_PATTERN = /^\d+(\.\d+)?:\d+(\.\d+)?$/;

/** `mediaHost` may carry a scheme (a sandbox such as `http://localhost:4010`); a bare host means https. */
export function mediaOrigin(image: Pick<ImageLink, 'defaultHost'>, ctx?: MediaHostContext): string {
  const host = (ctx?.mediaHost?.trim() || image.defaultHost).replace(/\/+$/, '');
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(host) ? host : `https://${host}`;
}

function positiveInteger(value: number | undefined): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.round(value) : undefined;
}

/** `https://{host}/i/{endpoint}/{name}?fmt=auto&q=60&w=..&h=..[&sm=aspect&aspect=4:5]` */
export function imageUrl(image: ImageLink, options: ImageUrlOptions = {}, ctx?: MediaHostContext): string {
  const params = new URLSearchParams();
  params.set('fmt', options.format ?? 'auto');
  params.set('q', String(positiveInteger(options.quality) ?? 60));
  const width = positiveInteger(options.width);
  const height = positiveInteger(options.height);
  if (width) params.set('w', String(width));
  if (height) params.set('h', String(height));
  if (options.aspect !== undefined) {
    if (!ASPECT_PATTERN.test(options.aspect))
      throw new TypeError(`imageUrl: aspect "${options.aspect}" is not of the form "4:5".`);
    params.set('sm', 'aspect');
    params.set('aspect', options.aspect);
  }
  const path = `/i/${encodePathSegment(image.endpoint)}/${encodePathSegment(image.name)}`;
  // URLSearchParams encodes ":" as %3A; Dynamic Media documents the literal form.
  return `${mediaOrigin(image, ctx)}${path}?${params.toString().replace(/%3A/g, ':')}`;
}

export interface ImageSrcSetOptions extends Omit<ImageUrlOptions, 'width'> {
  width: number;
}

/** `"{url at width} 1x, {url at twice the width and height} 2x"` for retina screens. */
export function imageSrcSet(image: ImageLink, options: ImageSrcSetOptions, ctx?: MediaHostContext): string {
  const double = { ...options, width: options.width * 2, height: options.height ? options.height * 2 : undefined };
  return `${imageUrl(image, options, ctx)} 1x, ${imageUrl(image, double, ctx)} 2x`;
}

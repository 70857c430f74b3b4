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

export type MediaHostContext = Pick<RenderContext, 'mediaHost' | 'imagePreset'>;

const ASPECT_PATTERN = /^\d+(\.\d+)?:\d+(\.\d+)?$/;

/** `mediaHost` may carry a scheme (a sandbox such as `http://localhost:4010`); a bare host means https. */
export function mediaOrigin(image: Pick<ImageLink, 'defaultHost'>, ctx?: MediaHostContext): string {
  const host = (ctx?.mediaHost?.trim() || image.defaultHost).replace(/\/+$/, '');
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(host) ? host : `https://${host}`;
}

function positiveInteger(value: number | undefined): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.round(value) : undefined;
}

/** A preset name as Dynamic Media names them: letters, digits, `_` and `-` (anything else is a configuration error). */
const PRESET_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** `$name$`, the Dynamic Media form of a named preset; undefined without one. Throws on a name DM could not hold. */
export function presetTemplate(preset: string | undefined): string | undefined {
  const name = preset?.trim();
  if (!name) return undefined;
  if (!PRESET_PATTERN.test(name))
    throw new TypeError(`imagePreset "${name.slice(0, 70)}" may hold only letters, digits, "_" and "-".`);
  return `$${name}$`;
}

/**
 * `https://{host}/i/{endpoint}/{name}?[$preset$&]fmt=auto&q=60&w=..&h=..[&sm=aspect&aspect=4:5]`: the context's
 * named preset first (`imagePreset`), so the URL's own parameters override what it sets.
 */
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
  const preset = presetTemplate(ctx?.imagePreset);
  const query = params.toString().replace(/%3A/g, ':');
  return `${mediaOrigin(image, ctx)}${path}?${preset ? `${preset}&` : ''}${query}`;
}

export interface ImageSrcSetOptions extends Omit<ImageUrlOptions, 'width'> {
  width: number;
}

/** `"{url at width} 1x, {url at twice the width and height} 2x"` for retina screens. */
export function imageSrcSet(image: ImageLink, options: ImageSrcSetOptions, ctx?: MediaHostContext): string {
  const double = { ...options, width: options.width * 2, height: options.height ? options.height * 2 : undefined };
  return `${imageUrl(image, options, ctx)} 1x, ${imageUrl(image, double, ctx)} 2x`;
}

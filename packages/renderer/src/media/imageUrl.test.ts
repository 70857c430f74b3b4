import type { ImageLink } from '../types';
import { imageSrcSet, imageUrl } from './imageUrl';

const image: ImageLink = {
  _meta: { schema: 'http://bigcontent.io/cms/schema/v1/core#/definitions/image-link' },
  id: '0f1e',
  name: 'hero autumn/winter',
  endpoint: 'ridgeline',
  defaultHost: 'cdn.media.amplience.net',
};

describe('imageUrl', () => {
  it('builds a Dynamic Media URL on the default host with fmt=auto and q=60', () => {
    expect(imageUrl(image)).toBe('https://cdn.media.amplience.net/i/ridgeline/hero%20autumn%2Fwinter?fmt=auto&q=60');
  });

  it('encodes a name holding a lone surrogate instead of throwing (encodeURIComponent refuses it)', () => {
    expect(imageUrl({ ...image, name: 'a\uD800b' })).toBe(
      'https://cdn.media.amplience.net/i/ridgeline/a%EF%BF%BDb?fmt=auto&q=60',
    );
    expect(imageUrl({ ...image, name: '\uD83D\uDE00' })).toBe(
      'https://cdn.media.amplience.net/i/ridgeline/%F0%9F%98%80?fmt=auto&q=60',
    );
  });

  it('adds width, height and an aspect crop in Dynamic Media parameters', () => {
    expect(imageUrl(image, { width: 800, height: 1000, aspect: '4:5' })).toBe(
      'https://cdn.media.amplience.net/i/ridgeline/hero%20autumn%2Fwinter?fmt=auto&q=60&w=800&h=1000&sm=aspect&aspect=4:5',
    );
    expect(imageUrl(image, { width: 1280, quality: 80, format: 'webp' })).toContain('?fmt=webp&q=80&w=1280');
  });

  it('uses the context media host: with a scheme as given, a bare host as https', () => {
    expect(imageUrl(image, { width: 100 }, { mediaHost: 'http://localhost:4010' })).toBe(
      'http://localhost:4010/i/ridgeline/hero%20autumn%2Fwinter?fmt=auto&q=60&w=100',
    );
    expect(imageUrl(image, {}, { mediaHost: 'media.example.com/' })).toMatch(
      /^https:\/\/media\.example\.com\/i\/ridgeline\//,
    );
  });

  it("starts with the context's named preset, so the URL's own parameters override it", () => {
    expect(imageUrl(image, { width: 1280 }, { imagePreset: 'img-cache' })).toBe(
      'https://cdn.media.amplience.net/i/ridgeline/hero%20autumn%2Fwinter?$img-cache$&fmt=auto&q=60&w=1280',
    );
    expect(imageSrcSet(image, { width: 148 }, { imagePreset: 'img-cache' })).toBe(
      'https://cdn.media.amplience.net/i/ridgeline/hero%20autumn%2Fwinter?$img-cache$&fmt=auto&q=60&w=148 1x, ' +
        'https://cdn.media.amplience.net/i/ridgeline/hero%20autumn%2Fwinter?$img-cache$&fmt=auto&q=60&w=296 2x',
    );
    expect(imageUrl(image, {}, { imagePreset: '  ' })).not.toContain('$');
  });

  it('refuses a preset name that could break out of its $…$ (a separator, a quote, a space)', () => {
    for (const preset of ['a&w=1', 'a$b', 'a b', '"x"', 'a,b'])
      expect(() => imageUrl(image, {}, { imagePreset: preset })).toThrow('may hold only letters');
  });

  it('rejects an aspect that is not "w:h"', () => {
    expect(() => imageUrl(image, { aspect: 'wide' as never })).toThrow('is not of the form');
  });
});

describe('imageSrcSet', () => {
  it('gives 1x and 2x candidates', () => {
    expect(imageSrcSet(image, { width: 148, height: 100 }, { mediaHost: 'http://localhost:4010' })).toBe(
      'http://localhost:4010/i/ridgeline/hero%20autumn%2Fwinter?fmt=auto&q=60&w=148&h=100 1x, ' +
        'http://localhost:4010/i/ridgeline/hero%20autumn%2Fwinter?fmt=auto&q=60&w=296&h=200 2x',
    );
  });
});

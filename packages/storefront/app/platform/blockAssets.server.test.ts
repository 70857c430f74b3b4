import { describe, expect, it } from 'vitest';
import { createBlockAssetResolver, type ViteManifest } from './blockAssets.server';

const manifest: ViteManifest = {
  'app/root.tsx': { file: 'assets/root-1.js', imports: ['_react-1.js'] },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_ui-carousel-1.js': { file: 'assets/ui-carousel-1.js', imports: ['_react-1.js', '_ui-core-1.js'] },
  '_ui-core-1.js': { file: 'assets/ui-core-1.js', imports: ['_react-1.js'] },
  '../blocks/dist/blocks/hero-banner.mjs': { file: 'assets/hero-banner-1.js', imports: ['_ui-core-1.js'] },
  '../blocks/dist/blocks/card-carousel.mjs': { file: 'assets/card-carousel-1.js', imports: ['_ui-carousel-1.js'] },
  '../blocks/dist/blocks/card.mjs': { file: 'assets/card-1.js', imports: ['_ui-core-1.js'] },
};

describe('createBlockAssetResolver', () => {
  const resolve = createBlockAssetResolver(manifest, '/');

  it("returns a block's chunk and every chunk it imports, transitively, each once", () => {
    expect(resolve(['https://schema.ridgeline.dev/card-carousel'])).toEqual([
      '/assets/card-carousel-1.js',
      '/assets/ui-carousel-1.js',
      '/assets/react-1.js',
      '/assets/ui-core-1.js',
    ]);
    expect(resolve(['https://schema.ridgeline.dev/hero-banner', 'https://schema.ridgeline.dev/card'])).toEqual([
      '/assets/hero-banner-1.js',
      '/assets/ui-core-1.js',
      '/assets/react-1.js',
      '/assets/card-1.js',
    ]);
  });

  it('matches the schema name exactly, not by prefix', () => {
    expect(resolve(['https://schema.ridgeline.dev/car'])).toEqual([]);
    expect(resolve(['https://schema.ridgeline.dev/card'])).not.toContain('/assets/card-carousel-1.js');
  });

  it('ignores schemas without a chunk, and resolves nothing without a manifest (dev server, tests)', () => {
    expect(resolve(['https://schema.example.com/unknown'])).toEqual([]);
    expect(createBlockAssetResolver(undefined)(['https://schema.ridgeline.dev/card'])).toEqual([]);
  });

  it('prefixes the public base path', () => {
    expect(createBlockAssetResolver(manifest, '/shop/')(['https://schema.ridgeline.dev/card'])[0]).toBe(
      '/shop/assets/card-1.js',
    );
  });
});

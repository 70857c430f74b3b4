import { imageUrl, resolveLink } from '@ridgeline/renderer';
import { describe, expect, it, vi } from 'vitest';
import { renderContext } from './content.server';

describe('the render context', () => {
  it("names the shop's public origin, so content links to it become paths and other http:// links https", () => {
    vi.stubEnv('PUBLIC_ORIGIN', 'https://www.ridgeline.example');
    const context = renderContext();
    expect(context.siteOrigin).toBe('https://www.ridgeline.example');
    expect(resolveLink({ linkQuery: 'http://www.ridgeline.example/t/about' }, context).href).toBe('/t/about');
    expect(resolveLink({ linkQuery: 'http://trails.example/map' }, context).href).toBe('https://trails.example/map');
  });

  it("carries the related links' base domains: RELATED_LINK_DOMAINS, else the two demo hosts", () => {
    vi.stubEnv('RELATED_LINK_DOMAINS', '');
    expect(renderContext().relatedLinkDomains).toEqual(['ridgeline.dev', 'localhost']);
    vi.stubEnv('RELATED_LINK_DOMAINS', 'Shop.Example, brand.example');
    expect(renderContext().relatedLinkDomains).toEqual(['shop.example', 'brand.example']);
    vi.unstubAllEnvs();
  });

  it('starts CMS image URLs with MEDIA_IMAGE_PRESET when set, and with no preset by default', () => {
    const image = { _meta: { schema: '' }, id: 'i', name: 'hero', endpoint: 'ridgeline', defaultHost: 'x' } as never;
    expect(imageUrl(image, { width: 1280 }, renderContext())).toMatch(/\/i\/ridgeline\/hero\?fmt=auto&q=60&w=1280$/);
    vi.stubEnv('MEDIA_IMAGE_PRESET', 'img-cache');
    expect(imageUrl(image, { width: 1280 }, renderContext())).toMatch(/\/hero\?\$img-cache\$&fmt=auto&q=60&w=1280$/);
    vi.unstubAllEnvs();
  });
});

import { prepareContent } from '@ridgeline/renderer/prepare';
import type { RenderContext } from '@ridgeline/renderer';
import { describe, expect, it } from 'vitest';
import { getRegistry, getRegistryWithoutLoaders } from './registry';

const CONTEXT: RenderContext = { mode: 'preview', locale: 'en-US', customerGroups: ['Everyone'] };
const CAROUSEL = 'https://schema.ridgeline.dev/product-category-carousel';

describe('getRegistryWithoutLoaders (browser-side preparation of live models)', () => {
  it('has the same blocks, none with a loader; the full registry keeps them', () => {
    for (const diagnostics of [false, true]) {
      const full = getRegistry(diagnostics);
      const light = getRegistryWithoutLoaders(diagnostics);
      expect(light.schemas).toEqual(full.schemas);
      expect(light.schemas.filter((schema) => light.get(schema)!.load)).toEqual([]);
      expect(full.get(CAROUSEL)!.load).toBeTypeOf('function');
      expect(light.get(CAROUSEL)!.component).toBe(full.get(CAROUSEL)!.component);
      expect(getRegistryWithoutLoaders(diagnostics)).toBe(light);
    }
  });

  it('a carousel prepared in the browser is left without data (for the block query to fetch), not failed', async () => {
    const model = {
      _meta: { schema: CAROUSEL, deliveryId: '6f0d7e2a-5b1c-4c8e-9a3f-1d2e3f4a5b60' },
      categoryId: 'womens',
    };
    const silent = { log() {} };
    const light = await prepareContent(model, {
      registry: getRegistryWithoutLoaders(false),
      context: CONTEXT,
      services: {},
      logger: silent,
    });
    expect(light.__ridgeline).toEqual({ status: 'ok', data: undefined });
    // With the loaders (no commerce service in the browser) it would be a loader failure.
    const full = await prepareContent(model, {
      registry: getRegistry(false),
      context: CONTEXT,
      services: {},
      logger: silent,
    });
    expect(full.__ridgeline).toMatchObject({ status: 'failed', failure: { kind: 'loader-failed' } });
  });
});

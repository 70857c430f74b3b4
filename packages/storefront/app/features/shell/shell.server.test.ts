import { startSandbox } from '@ridgeline/sandbox';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCategoryTreeSource } from '@ridgeline/commerce/server';
import { readCommerceConfig } from '../../platform/commerce/config.server';
import { createRequestContext } from '../../platform/request/context.server';
import { createAppContext } from '../../appFeatures.server';
import { loadShellNavigation } from './shell.server';
import { captureLog } from '../../testing/logCapture';

describe('loadShellNavigation', () => {
  let sandbox: Awaited<ReturnType<typeof startSandbox>>;
  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0, onProblem: () => {} });
    vi.stubEnv('SANDBOX_PORT', new URL(sandbox.url).port);
  });
  afterAll(() => {
    vi.unstubAllEnvs();
    return sandbox?.close();
  });

  it('gives the menu entries and the prepared content of their slots', async () => {
    const categories = createCategoryTreeSource(readCommerceConfig({ SANDBOX_PORT: new URL(sandbox.url).port }));
    const navigation = await loadShellNavigation(
      createRequestContext(new Request('http://shop.test/'), { app: createAppContext() }),
      {
        categories,
      },
    );
    expect(navigation?.categories.map((category) => category.id)).toEqual([
      'mens',
      'womens',
      'kids',
      'footwear',
      'gear',
      'new-arrivals',
      'gift-guide',
      'sale',
    ]);
    expect(Object.keys(navigation!.slots).sort()).toEqual(
      [
        'menu/footwear-main',
        'menu/gear-bottom',
        'menu/gear-main',
        'menu/kids-main',
        'menu/mens-bottom',
        'menu/mens-main',
        'menu/womens-bottom',
        'menu/womens-main',
      ].sort(),
    );
    expect(navigation!.slots['menu/mens-main']).toMatchObject({
      _meta: { schema: 'https://schema.ridgeline.dev/card' },
      headlineText: 'New season shells',
    });
    // Without a client build there is no code to name (e2e/lazy-blocks.spec.ts checks the built URLs).
    expect(navigation!.blockAssets).toEqual([]);
  });

  it('links the menu entries in the request’s locale', async () => {
    const categories = {
      categoryTree: async () => ({
        categories: [
          {
            id: 'mens',
            name: 'Hommes',
            c_showInMenu: true,
            categories: [{ id: 'mens-jackets', name: 'Manteaux', c_showInMenu: true }],
          },
        ],
      }),
    };
    const navigation = await loadShellNavigation(
      createRequestContext(new Request('http://shop.test/fr-ca/home'), { app: createAppContext() }),
      {
        categories,
      } as never,
    );
    expect(navigation?.categories[0]?.href).toBe('/fr-ca/c/mens/');
    expect(navigation?.categories[0]?.children[0]?.href).toBe('/fr-ca/c/mens-jackets/');
  });

  it('is null (a header without menus) when the category tree cannot be loaded, and logs it', async () => {
    const warn = captureLog();
    const navigation = await loadShellNavigation(
      createRequestContext(new Request('http://shop.test/'), { app: createAppContext() }),
      {
        categories: { categoryTree: () => Promise.reject(new Error('commerce down')) },
      },
    );
    expect(navigation).toBeNull();
    expect(warn.lines()).toContainEqual(
      expect.objectContaining({ event: 'menu-categories-failed', message: 'commerce down' }),
    );
  });

  it('ends at its budget when the tree hangs', async () => {
    captureLog();
    // On a fake clock: the budget passes when the test says so, not after real milliseconds.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      let settled = false;
      const navigation = loadShellNavigation(
        createRequestContext(new Request('http://shop.test/'), { app: createAppContext() }),
        {
          categories: { categoryTree: () => new Promise(() => {}) },
          budgetMs: 20,
        },
      ).finally(() => (settled = true));
      await vi.advanceTimersByTimeAsync(19);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await navigation).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});

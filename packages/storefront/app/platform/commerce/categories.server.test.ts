import { startSandbox } from '@ridgeline/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CATEGORY_TREE_CACHE_TIMES,
  CATEGORY_TREE_LEVELS,
  createCategoryTreeSource,
  createSwrCache,
  withDeeperLevels,
} from '@ridgeline/commerce/server';
import { readCommerceConfig, type CommerceConfig } from './config.server';
import { captureLog } from '../../testing/logCapture';

describe('category tree (Shopper Products getCategory against the sandbox)', () => {
  let sandbox: Awaited<ReturnType<typeof startSandbox>>;
  let config: CommerceConfig;
  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0, onProblem: () => {} });
    config = readCommerceConfig({ SANDBOX_PORT: new URL(sandbox.url).port });
  });
  afterAll(() => sandbox?.close());

  it('keeps the tree 5 minutes fresh and 4 hours in all', () => {
    expect(CATEGORY_TREE_CACHE_TIMES.freshMs).toBe(5 * 60_000);
    expect(CATEGORY_TREE_CACHE_TIMES.freshMs + CATEGORY_TREE_CACHE_TIMES.staleMs).toBe(4 * 3_600_000);
  });

  it('loads root with its levels and the menu attributes, once for many callers', async () => {
    const requests: string[] = [];
    const counting: typeof fetch = (input, init) => {
      requests.push(String(input instanceof Request ? input.url : input));
      return fetch(input, init);
    };
    const source = createCategoryTreeSource(config, { fetch: counting });
    const [tree, again] = await Promise.all([source.categoryTree(), source.categoryTree()]);
    expect(again).toBe(tree);
    expect(tree.id).toBe('root');
    const mens = tree.categories?.find((category) => category.id === 'mens');
    expect(mens).toMatchObject({
      c_showInMenu: true,
      c_cmsMainSlot: 'menu/mens-main',
      c_cmsBottomSlot: 'menu/mens-bottom',
    });
    expect(mens?.categories?.find((category) => category.id === 'mens-sale')).toMatchObject({
      c_menuDisplayAlternateStyles: 'text-sale',
      c_columnPlacement: 4,
    });
    expect(tree.categories?.find((category) => category.id === 'member-exclusives')?.c_menuDisplayOptions).toBe(
      'hidden',
    );
    const categoryCalls = requests.filter((url) => url.includes('/categories/root'));
    expect(categoryCalls).toHaveLength(1);
    expect(new URL(categoryCalls[0]!).searchParams.get('levels')).toBe(String(CATEGORY_TREE_LEVELS));
    await source.categoryTree();
    expect(requests.filter((url) => url.includes('/categories/root'))).toHaveLength(1);
  });

  it('adds the third level with one getCategories call for the top-level categories', async () => {
    const requests: string[] = [];
    const counting: typeof fetch = (input, init) => {
      requests.push(String(input instanceof Request ? input.url : input));
      return fetch(input, init);
    };
    const tree = await createCategoryTreeSource(config, { fetch: counting }).categoryTree();
    const jackets = tree.categories
      ?.find((category) => category.id === 'mens')
      ?.categories?.find((category) => category.id === 'mens-jackets');
    expect(jackets?.categories?.map((category) => category.id)).toEqual([
      'mens-jackets-rain',
      'mens-jackets-insulated',
      'mens-jackets-vests',
    ]);
    expect(jackets?.categories?.[0]).toMatchObject({ name: 'Rain Jackets', c_showInMenu: true });
    const many = requests.filter((url) => /\/categories\?/.test(url)).map((url) => new URL(url).searchParams);
    expect(many).toHaveLength(1);
    expect(many[0]!.get('levels')).toBe(String(CATEGORY_TREE_LEVELS));
    expect(many[0]!.get('ids')!.split(',')).toEqual(tree.categories!.map((category) => category.id));
  });

  it('keeps the first two levels (and logs) when the third cannot be loaded', async () => {
    const warn = captureLog();
    const noThird: typeof fetch = (input, init) => {
      const url = String(input instanceof Request ? input.url : input);
      if (/\/categories\?/.test(url))
        return Promise.resolve(
          new Response('{"title":"boom"}', { status: 503, headers: { 'content-type': 'application/json' } }),
        );
      return fetch(input, init);
    };
    const tree = await createCategoryTreeSource(config, {
      fetch: noThird,
      cache: createSwrCache({ ...CATEGORY_TREE_CACHE_TIMES }),
    }).categoryTree();
    const mens = tree.categories?.find((category) => category.id === 'mens');
    expect(mens?.categories?.map((category) => category.id)).toContain('mens-jackets');
    expect(mens?.categories?.find((category) => category.id === 'mens-jackets')?.categories).toBeUndefined();
    expect(warn.lines().map((line) => line.event)).toContain('menu-third-level-failed');
    warn.restore();
  });

  it('grafts the deeper subtrees onto the root by id; a top-level category missing from them keeps its own', () => {
    const root = {
      id: 'root',
      categories: [
        { id: 'a', categories: [{ id: 'a1' }] },
        { id: 'b', categories: [{ id: 'b1' }] },
      ],
    };
    const grafted = withDeeperLevels(root, [
      { id: 'a', name: 'A again', categories: [{ id: 'a1', categories: [{ id: 'a1x' }] }] },
    ]);
    expect(grafted).toEqual({
      id: 'root',
      categories: [
        { id: 'a', categories: [{ id: 'a1', categories: [{ id: 'a1x' }] }] },
        { id: 'b', categories: [{ id: 'b1' }] },
      ],
    });
    expect(withDeeperLevels({ id: 'root' }, [])).toEqual({ id: 'root' });
  });

  it('rejects when the commerce API fails (the header then renders without menus) and caches no error', async () => {
    let fail = true;
    const flaky: typeof fetch = (input, init) => {
      const url = String(input instanceof Request ? input.url : input);
      if (fail && url.includes('/categories/'))
        return Promise.resolve(
          new Response('{"title":"boom"}', { status: 503, headers: { 'content-type': 'application/json' } }),
        );
      return fetch(input, init);
    };
    const source = createCategoryTreeSource(config, {
      fetch: flaky,
      cache: createSwrCache({ ...CATEGORY_TREE_CACHE_TIMES }),
    });
    await expect(source.categoryTree()).rejects.toThrow();
    fail = false;
    await expect(source.categoryTree()).resolves.toMatchObject({ id: 'root' });
  });
});

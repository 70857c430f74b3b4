import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_LIMIT, DEFAULT_SORT, type ListQuery } from '../list/params';
import type { ProductSearchRequest, ProductSearchResult } from '../productSearch';
import { collectCacheTags } from '@ridgeline/renderer/server';
import { searchListPage, type ListServices } from './list.server';

const base: ListQuery = { q: '', sort: DEFAULT_SORT, limit: DEFAULT_LIMIT, offset: 0, refine: {} };
const answer = (total: number, offset: number): ProductSearchResult => ({ total, offset, hits: [], refinements: [] });

function services(total: number) {
  const search = vi.fn(async (request: ProductSearchRequest) => answer(total, request.offset));
  return { search, services: { search: { search }, categories: { category: vi.fn() } } as unknown as ListServices };
}

const members = async () => ['Everyone', 'Loyalty Members'];

describe('searchListPage', () => {
  it('asks nothing without a phrase, or for a category the catalogue does not know', async () => {
    const { search, services: list } = services(10);
    const groups = vi.fn(members);
    expect(
      (await searchListPage(list, { target: { mode: 'search' }, query: base, category: null, customerGroups: groups }))
        .result.total,
    ).toBe(0);
    await searchListPage(list, {
      target: { mode: 'category', categoryId: 'x' },
      query: base,
      category: null,
      customerGroups: groups,
    });
    expect(search).not.toHaveBeenCalled();
    expect(groups).not.toHaveBeenCalled();
  });

  it('searches the category with its path, and leaves member-exclusive products out for other segments', async () => {
    const { search, services: list } = services(10);
    const category = {
      id: 'mens-jackets',
      name: 'Jackets',
      path: [
        { id: 'mens', name: "Men's" },
        { id: 'mens-jackets', name: 'Jackets' },
      ],
    };
    await searchListPage(list, {
      target: { mode: 'category', categoryId: 'mens-jackets' },
      query: base,
      category,
      customerGroups: async () => ['Everyone'],
    });
    expect(search).toHaveBeenCalledWith(
      expect.objectContaining({
        category: { id: 'mens-jackets', path: ['mens', 'mens-jackets'] },
        excludeMemberExclusive: true,
      }),
    );
    await searchListPage(list, {
      target: { mode: 'search' },
      query: { ...base, q: 'fleece' },
      category: null,
      customerGroups: members,
    });
    expect(search.mock.calls[1]![0]).toEqual({
      q: 'fleece',
      refine: {},
      sort: DEFAULT_SORT,
      limit: DEFAULT_LIMIT,
      offset: 0,
    });
  });

  it('past the last page, searches the last page and returns its query', async () => {
    const { search, services: list } = services(2 * DEFAULT_LIMIT + 1);
    const { query } = await searchListPage(list, {
      target: { mode: 'search' },
      query: { ...base, q: 'fleece', offset: 50 * DEFAULT_LIMIT },
      category: null,
      customerGroups: members,
    });
    expect(query.offset).toBe(2 * DEFAULT_LIMIT);
    expect(search.mock.calls.map((call) => call[0].offset)).toEqual([50 * DEFAULT_LIMIT, 2 * DEFAULT_LIMIT]);
  });

  it('names the category a page lists to the render it runs in (cache tags)', async () => {
    const { services: list } = services(10);
    const category = { id: 'mens-jackets', name: 'Jackets', path: [{ id: 'mens-jackets', name: 'Jackets' }] };
    const { tags } = await collectCacheTags(() =>
      searchListPage(list, {
        target: { mode: 'category', categoryId: 'mens-jackets' },
        query: base,
        category: category as never,
        customerGroups: members,
      }),
    );
    expect([...tags]).toEqual(['rl-cat-mens-jackets']);
  });
});

import { focusManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createRegistry, defineBlock } from '../registry';
import { ContentRenderer } from '../rendering/ContentRenderer';
import { pageBlock, pageItem, recordingLogger } from '../testing/fixtures';
import type { BlockDataSource, BlockProps, ContentItem, RenderContext } from '../types';
import {
  BLOCK_DATA_QUERY,
  BLOCK_DATA_STALE_TIME,
  blockDataQueryKey,
  blockDataRequest,
  contentVersion,
} from './blockQuery';

const DATA_SCHEMA = 'https://schema.ridgeline.dev/test-data';
const ENDPOINT = '/__ridgeline/block-data';

interface Products {
  products: string[];
}

function ProductsBlock({
  content,
  data,
  rootProps,
}: BlockProps<ContentItem & { categoryId?: string }, Products | null | undefined>) {
  return (
    <section {...rootProps}>
      <h2>{content.categoryId}</h2>
      <p data-testid={`products-${content._meta.deliveryId}`}>{data ? data.products.join(',') : 'skeleton'}</p>
    </section>
  );
}

const serverLoader = vi.fn(async () => ({ products: ['never called in the browser'] }));
const registry = createRegistry([
  pageBlock,
  defineBlock({ schema: DATA_SCHEMA, component: ProductsBlock, load: serverLoader }),
]);
const context: RenderContext = { mode: 'production', locale: 'en-US', customerGroups: ['Unregistered', 'Everyone'] };

/** A carousel item as the server's prepared tree carries it (data = the loader's result), or without data. */
function carousel(id: string, categoryId: string, products?: string[]): ContentItem {
  return {
    _meta: { schema: DATA_SCHEMA, deliveryId: id },
    categoryId,
    __ridgeline: products ? { status: 'ok', data: { products } } : { status: 'ok' },
  };
}

function preparedPage(blocks: ContentItem[]): ContentItem {
  return { ...pageItem(blocks), __ridgeline: { status: 'ok' } };
}

function testClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false } } });
}

/** A fetch that answers `{ data }` per delivery id (or per posted categoryId) and records its calls. */
function endpointFetch(answer: (url: URL, body: unknown) => { status?: number; data?: unknown }) {
  return vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://shop.test');
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    const { status = 200, data } = answer(url, body);
    return new Response(JSON.stringify(status === 200 ? { data } : { message: 'nope' }), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
}

describe('block data through TanStack Query', () => {
  beforeEach(() => serverLoader.mockClear());
  afterEach(() => focusManager.setFocused(undefined));

  it('hydrates with the server data: same markup, no request, no hydration error', async () => {
    const fetch = endpointFetch(() => ({ data: { products: ['from the endpoint'] } }));
    const source: BlockDataSource = { endpoint: ENDPOINT, fetch };
    const tree = preparedPage([carousel('c1', 'mens-jackets', ['p1', 'p2'])]);
    // The server renders with its own (per-request) client, the browser with another.
    const serverHtml = renderToString(
      <ContentRenderer
        content={tree}
        registry={registry}
        context={context}
        blockData={source}
        queryClient={testClient()}
      />,
    );
    expect(serverHtml).toContain('p1,p2');
    const container = document.createElement('div');
    container.innerHTML = serverHtml;
    document.body.appendChild(container);
    const recoverable = vi.fn();
    const browserClient = testClient();
    await act(async () => {
      hydrateRoot(
        container,
        <ContentRenderer
          content={tree}
          registry={registry}
          context={context}
          blockData={source}
          queryClient={browserClient}
        />,
        {
          onRecoverableError: recoverable,
        },
      );
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe(serverHtml);
    expect(fetch).not.toHaveBeenCalled();
    expect(serverLoader).not.toHaveBeenCalled();
    // The cache holds the seeded query, fresh for 900 s.
    const item = (tree.blocks as ContentItem[])[0]!;
    const state = browserClient.getQueryState(blockDataQueryKey(DATA_SCHEMA, 'c1', item, context));
    expect(state?.data).toEqual({ products: ['p1', 'p2'] });
    expect(state?.isInvalidated).toBe(false);
    container.remove();
  });

  it('stays fresh for 900 s (a focus fetches nothing), then refetches through the endpoint on focus', async () => {
    const fetch = endpointFetch((url) => ({ data: { products: [`fresh-${url.searchParams.get('id')}`] } }));
    let now = Date.parse('2026-11-22T10:00:00Z');
    const dateNow = vi.spyOn(Date, 'now').mockImplementation(() => now);
    try {
      const source: BlockDataSource = { endpoint: ENDPOINT, fetch };
      render(
        <ContentRenderer
          content={preparedPage([carousel('c1', 'mens', ['old'])])}
          registry={registry}
          context={context}
          blockData={source}
          queryClient={testClient()}
        />,
      );
      expect(screen.getByTestId('products-c1').textContent).toBe('old');

      now += BLOCK_DATA_STALE_TIME - 1_000;
      await act(async () => {
        focusManager.setFocused(false);
        focusManager.setFocused(true);
      });
      expect(fetch).not.toHaveBeenCalled();

      now += 2_000;
      await act(async () => {
        focusManager.setFocused(false);
        focusManager.setFocused(true);
      });
      await waitFor(() => expect(screen.getByTestId('products-c1').textContent).toBe('fresh-c1'));
      expect(fetch).toHaveBeenCalledTimes(1);
      const [url, init] = fetch.mock.calls[0]!;
      expect(init?.method).toBe('GET');
      const requested = new URL(String(url), 'http://shop.test');
      expect(requested.pathname).toBe(ENDPOINT);
      expect(requested.searchParams.get('id')).toBe('c1');
      expect(requested.searchParams.get('v')).toMatch(/^[0-9a-z]+\.[0-9a-z]+\.[0-9a-z]+$/);
    } finally {
      dateNow.mockRestore();
    }
  });

  it('refetches on mount when the tree data is older than 900 s (updatedAt from the server)', async () => {
    const fetch = endpointFetch(() => ({ data: { products: ['refetched'] } }));
    const source: BlockDataSource = { endpoint: ENDPOINT, fetch, updatedAt: Date.now() - BLOCK_DATA_STALE_TIME - 1 };
    render(
      <ContentRenderer
        content={preparedPage([carousel('c1', 'mens', ['old'])])}
        registry={registry}
        context={context}
        blockData={source}
        queryClient={testClient()}
      />,
    );
    // The stale data shows at once (no skeleton), then the refetched data.
    expect(screen.getByTestId('products-c1').textContent).toBe('old');
    await waitFor(() => expect(screen.getByTestId('products-c1').textContent).toBe('refetched'));
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('changed inputs are a new query: new customer groups with their server data fetch nothing; an edited model without data is fetched (POST)', async () => {
    const fetch = endpointFetch((_url, body) => ({
      data: { products: [`for-${(body as { content: { categoryId: string } }).content.categoryId}`] },
    }));
    const source: BlockDataSource = {
      endpoint: `${ENDPOINT}?hub=ridgeline&vse=preview.staging.test`,
      fetch,
      sendContent: true,
    };
    const client = testClient();
    const { rerender } = render(
      <ContentRenderer
        content={preparedPage([carousel('c1', 'mens', ['m1'])])}
        registry={registry}
        context={context}
        blockData={source}
        queryClient={client}
      />,
    );
    expect(client.getQueryCache().findAll({ queryKey: [BLOCK_DATA_QUERY] })).toHaveLength(1);

    // The toolkit simulates other groups: the revalidated loader brings the tree (and data) for them.
    const loyalty: RenderContext = { ...context, customerGroups: ['Loyalty Members'] };
    rerender(
      <ContentRenderer
        content={preparedPage([carousel('c1', 'mens', ['m1-loyalty'])])}
        registry={registry}
        context={loyalty}
        blockData={source}
        queryClient={client}
      />,
    );
    expect(screen.getByTestId('products-c1').textContent).toBe('m1-loyalty');
    expect(client.getQueryCache().findAll({ queryKey: [BLOCK_DATA_QUERY] })).toHaveLength(2);
    expect(fetch).not.toHaveBeenCalled();

    // A live edit changes categoryId; the browser prepared the model without running loaders (no data).
    rerender(
      <ContentRenderer
        content={preparedPage([carousel('c1', 'womens')])}
        registry={registry}
        context={loyalty}
        blockData={source}
        queryClient={client}
      />,
    );
    // Until the new data arrives the block keeps showing the previous query's data, not skeletons.
    expect(screen.getByTestId('products-c1').textContent).toBe('m1-loyalty');
    await waitFor(() => expect(screen.getByTestId('products-c1').textContent).toBe('for-womens'));
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect(init?.method).toBe('POST');
    const requested = new URL(String(url), 'http://shop.test');
    expect(requested.searchParams.get('vse')).toBe('preview.staging.test');
    expect(requested.searchParams.get('id')).toBe('c1');
    // The posted model carries no renderer state.
    expect(JSON.parse(String(init?.body))).toEqual({
      content: { _meta: { schema: DATA_SCHEMA, deliveryId: 'c1' }, categoryId: 'womens' },
    });
  });

  it('without an endpoint (Storybook, tests) blocks get the tree data and nothing is fetched, with no QueryClient anywhere', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    render(
      <ContentRenderer
        content={preparedPage([carousel('c1', 'mens', ['fixture']), carousel('c2', 'kids')])}
        registry={registry}
        context={context}
      />,
    );
    expect(screen.getByTestId('products-c1').textContent).toBe('fixture');
    expect(screen.getByTestId('products-c2').textContent).toBe('skeleton');
    await act(async () => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });

  it('fetches data a tree lacks, through the nearest QueryClientProvider', async () => {
    const fetch = endpointFetch((url) => ({ data: { products: [`loaded-${url.searchParams.get('id')}`] } }));
    const client = testClient();
    render(
      <QueryClientProvider client={client}>
        <ContentRenderer
          content={preparedPage([carousel('c2', 'kids')])}
          registry={registry}
          context={context}
          blockData={{ endpoint: ENDPOINT, fetch }}
        />
      </QueryClientProvider>,
    );
    expect(screen.getByTestId('products-c2').textContent).toBe('skeleton');
    await waitFor(() => expect(screen.getByTestId('products-c2').textContent).toBe('loaded-c2'));
    expect(client.getQueryCache().findAll({ queryKey: [BLOCK_DATA_QUERY, DATA_SCHEMA, 'c2'] })).toHaveLength(1);
  });

  it('a failed refetch keeps the last good data, shows no error and logs one warning', async () => {
    const fetch = endpointFetch(() => ({ status: 502 }));
    const logger = recordingLogger();
    const source: BlockDataSource = { endpoint: ENDPOINT, fetch, updatedAt: Date.now() - BLOCK_DATA_STALE_TIME - 1 };
    const { container } = render(
      <ContentRenderer
        content={preparedPage([carousel('c1', 'mens', ['kept'])])}
        registry={registry}
        context={context}
        blockData={source}
        queryClient={testClient()}
        logger={logger}
      />,
    );
    await waitFor(() => expect(logger.entries).toHaveLength(1));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('products-c1').textContent).toBe('kept');
    expect(container.querySelector('[data-ridgeline-failure]')).toBeNull();
    expect(logger.entries[0]).toMatchObject({
      level: 'warn',
      kind: 'loader-failed',
      schema: DATA_SCHEMA,
      deliveryId: 'c1',
    });
    expect(logger.entries[0]!.message).toContain('answered 502');
  });

  it('newer tree data for a cached query (a navigation back to the page) replaces the cached data without a fetch', async () => {
    const fetch = endpointFetch(() => ({ data: { products: ['unexpected'] } }));
    const client = testClient();
    const source: BlockDataSource = { endpoint: ENDPOINT, fetch };
    const first = render(
      <ContentRenderer
        content={preparedPage([carousel('c1', 'mens', ['first visit'])])}
        registry={registry}
        context={context}
        blockData={source}
        queryClient={client}
      />,
    );
    first.unmount();
    render(
      <ContentRenderer
        content={preparedPage([carousel('c1', 'mens', ['second visit'])])}
        registry={registry}
        context={context}
        blockData={source}
        queryClient={client}
      />,
    );
    expect(screen.getByTestId('products-c1').textContent).toBe('second visit');
    const item = carousel('c1', 'mens');
    await waitFor(() =>
      expect(client.getQueryData(blockDataQueryKey(DATA_SCHEMA, 'c1', item, context))).toEqual({
        products: ['second visit'],
      }),
    );
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('block data key and request', () => {
  it('keys by schema, delivery id, content version (without renderer state), locale and sorted customer groups', () => {
    const a = carousel('c1', 'mens', ['x']);
    const sameVersionOtherData = carousel('c1', 'mens', ['y']);
    expect(contentVersion(a)).toBe(contentVersion(sameVersionOtherData));
    expect(contentVersion(a)).not.toBe(contentVersion(carousel('c1', 'womens')));
    expect(blockDataQueryKey(DATA_SCHEMA, 'c1', a, { ...context, customerGroups: ['b', 'a'] })).toEqual([
      BLOCK_DATA_QUERY,
      DATA_SCHEMA,
      'c1',
      contentVersion(a),
      'en-US',
      ['a', 'b'],
    ]);
  });

  it('appends id, v and k to an endpoint that already has a query, and GETs by default', () => {
    const { url, init } = blockDataRequest({ endpoint: '/bd?hub=h&vse=x.test' }, carousel('c1', 'mens'), 'c1', context);
    const parsed = new URL(url, 'http://shop.test');
    expect(parsed.searchParams.get('hub')).toBe('h');
    expect(parsed.searchParams.get('vse')).toBe('x.test');
    expect(parsed.searchParams.get('id')).toBe('c1');
    expect(init.method).toBe('GET');
    // The context hash separates customer groups in shared caches.
    const other = blockDataRequest({ endpoint: '/bd' }, carousel('c1', 'mens'), 'c1', {
      ...context,
      customerGroups: ['Loyalty Members'],
    });
    expect(new URL(other.url, 'http://shop.test').searchParams.get('k')).not.toBe(parsed.searchParams.get('k'));
  });
});

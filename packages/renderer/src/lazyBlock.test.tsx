import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { isLazyBlock, lazyBlock, loadBlockComponent, preloadBlocks, usedBlockSchemas } from './lazyBlock';
import { prepareContent } from './prepare/prepareContent';
import { createRegistry, defineBlock } from './registry';
import { ContentRenderer } from './rendering/ContentRenderer';
import { Page, pageItem, productionContext, SCHEMA, TextBlock, textItem } from './testing/fixtures';
import type { BlockProps, ContentItem } from './types';

const UNUSED = 'https://schema.ridgeline.dev/test-unused';

function lazyRegistry() {
  const loaders = {
    page: vi.fn(async () => ({ default: Page })),
    text: vi.fn(async () => TextBlock),
    unused: vi.fn(async () => ({ default: () => <p>unused</p> })),
  };
  const registry = createRegistry([
    defineBlock({ schema: SCHEMA.page, component: lazyBlock(loaders.page) }),
    defineBlock({ schema: SCHEMA.text, component: lazyBlock(loaders.text) }),
    defineBlock({ schema: UNUSED, component: lazyBlock(loaders.unused) }),
  ]);
  return { registry, loaders };
}

describe('lazy blocks', () => {
  it('prepareContent loads the code of the blocks the tree uses (only those), so renderToString is complete', async () => {
    const { registry, loaders } = lazyRegistry();
    const prepared = await prepareContent(pageItem([textItem('a', 'Alpha'), textItem('b', 'Beta')]), {
      registry,
      context: productionContext,
    });
    expect(loaders.page).toHaveBeenCalledTimes(1);
    expect(loaders.text).toHaveBeenCalledTimes(1);
    expect(loaders.unused).not.toHaveBeenCalled();
    const html = renderToString(<ContentRenderer content={prepared} registry={registry} context={productionContext} />);
    expect(html).toContain('Alpha');
    expect(html).toContain('Beta');
    expect(html).toContain(`data-schema="${SCHEMA.page}"`);
  });

  it('preloadBlocks returns the used schemas in tree order and loads their code', async () => {
    const { registry, loaders } = lazyRegistry();
    const content = pageItem([
      textItem('a', 'Alpha'),
      { _meta: { schema: 'https://schema.ridgeline.dev/not-registered' } },
    ]);
    expect(usedBlockSchemas(content, registry)).toEqual([SCHEMA.page, SCHEMA.text]);
    await expect(preloadBlocks(content, registry)).resolves.toEqual([SCHEMA.page, SCHEMA.text]);
    expect(loaders.unused).not.toHaveBeenCalled();
    const text = registry.get(SCHEMA.text)!.component;
    expect(isLazyBlock(text) && text.loaded).toBe(TextBlock);
    // Failed items are skipped: their block never renders.
    const failed = {
      ...textItem('x', 'X'),
      __ridgeline: { status: 'failed', failure: { kind: 'block-error', location: '', message: 'x' } },
    };
    expect(usedBlockSchemas(failed, registry)).toEqual([]);
  });

  it('without preloading, a block suspends in its own boundary in the browser and then renders', async () => {
    const { registry } = lazyRegistry();
    await act(async () => {
      render(
        <ContentRenderer
          content={pageItem([textItem('a', 'Alpha')])}
          registry={registry}
          context={productionContext}
        />,
      );
    });
    expect(screen.getByText('Alpha')).toBeTruthy();
  });

  it('hydration keeps the server HTML while a block’s code loads, with no error or mismatch', async () => {
    const server = lazyRegistry();
    const content = await prepareContent(pageItem([textItem('a', 'Alpha')]), {
      registry: server.registry,
      context: productionContext,
    });
    const html = renderToString(
      <ContentRenderer content={content} registry={server.registry} context={productionContext} />,
    );
    // A fresh registry: the browser has not loaded any block's code yet; the text block's arrives later.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const browser = createRegistry([
      defineBlock({ schema: SCHEMA.page, component: lazyBlock(async () => Page) }),
      defineBlock({ schema: SCHEMA.text, component: lazyBlock(() => gate.then(() => TextBlock)) }),
    ]);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const section = container.querySelector('section');
    const errors = vi.spyOn(console, 'error');
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, <ContentRenderer content={content} registry={browser} context={productionContext} />, {
        onRecoverableError: recoverable,
      });
    });
    expect(container.innerHTML).toBe(html);
    await act(async () => release());
    expect(container.querySelector('section')).toBe(section); // the server's node, hydrated, not replaced
    expect(container.textContent).toContain('Alpha');
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    container.remove();
  });

  it('eager components keep working; loadBlockComponent resolves both kinds; a failed load is retried', async () => {
    expect(await loadBlockComponent({ component: TextBlock })).toBe(TextBlock);
    let attempts = 0;
    const flaky = lazyBlock<ContentItem, undefined>(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('network');
      return (props: BlockProps<ContentItem, undefined>) => <div {...props.rootProps} />;
    });
    await expect(flaky.load()).rejects.toThrow('network');
    expect(flaky.loaded).toBeUndefined();
    await expect(loadBlockComponent({ component: flaky })).resolves.toBeTypeOf('function');
    expect(attempts).toBe(2);
    await expect(lazyBlock(async () => ({}) as never).load()).rejects.toThrow(/no component/);
  });
});

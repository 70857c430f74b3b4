import { act, render, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createRegistry, defineBlock } from '../registry';
import {
  devContext,
  pageBlock,
  pageItem,
  productionContext,
  recordingLogger,
  SCHEMA,
  textBlock,
  textItem,
  throwingBlock,
} from '../testing/fixtures';
import type { ContentItem, ContentState, RenderContext } from '../types';
import { ContentRenderer, RenderContent } from './ContentRenderer';
import { useRenderContext } from './RendererEnvironment';

const registry = createRegistry([pageBlock, textBlock, throwingBlock]);
const throwingItem: ContentItem = {
  _meta: { schema: SCHEMA.throwing, deliveryId: 'thrower', name: 'Spring sale hero' },
};

function failed(item: ContentItem, state: ContentState): ContentItem {
  return { ...item, __ridgeline: state };
}

describe('ContentRenderer', () => {
  let consoleError: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => consoleError.mockRestore());

  it('passes rootProps with data-content-id and data-schema to each block, nested via RenderContent', () => {
    const { container } = render(
      <ContentRenderer content={pageItem([textItem('a', 'Alpha')])} registry={registry} context={devContext} />,
    );
    const main = container.querySelector('main')!;
    expect(main.dataset.contentId).toBe('page-1');
    expect(main.dataset.schema).toBe(SCHEMA.page);
    const section = container.querySelector('section')!;
    expect(section).toHaveProperty('dataset.contentId', 'a');
    expect(section.textContent).toBe('Alpha');
  });

  it('renders each failure kind as a focusable card in development, naming kind, schema, path, message and hint', () => {
    const content = pageItem([
      failed(textItem('bad', undefined), {
        status: 'failed',
        failure: {
          kind: 'invalid-content',
          schema: SCHEMA.text,
          deliveryId: 'bad',
          location: 'blocks[0]',
          message: '1 field',
          errors: [{ path: 'headline.text', message: 'is required' }],
        },
      }),
      {
        _meta: { schema: 'http://bigcontent.io/cms/schema/v1/core#/definitions/content-link' },
        contentType: SCHEMA.text,
        id: 'l1',
      },
      { _meta: { schema: 'https://schema.ridgeline.dev/unknown', deliveryId: 'u1' }, surprise: 'field' },
      { _meta: { name: 'nameless' } },
    ]);
    render(<ContentRenderer content={content} registry={registry} context={devContext} />);
    const cards = screen.getAllByRole('group').filter((card) => card.dataset.ridgelineFailure !== undefined);
    expect(cards.map((card) => card.dataset.ridgelineFailure)).toEqual([
      'invalid-content',
      'unresolved-link',
      'unknown-schema',
      'missing-schema',
    ]);
    // each card is named by its title, in an editor's words, and described by what to fix
    expect(screen.getByRole('group', { name: 'Some fields need fixing' })).toBe(cards[0]);
    expect(screen.getByRole('group', { name: 'A linked item could not be loaded' })).toBe(cards[1]);
    expect(screen.getByRole('group', { name: 'This content type cannot be shown on the storefront yet' })).toBe(
      cards[2],
    );
    expect(screen.getByRole('group', { name: 'This item has no content type' })).toBe(cards[3]);
    const description = (card: HTMLElement) =>
      document.getElementById(card.getAttribute('aria-describedby') ?? '')?.textContent ?? '';
    expect(description(cards[0]!)).toMatch(/Headline › Text is required \(headline\.text\)/);
    expect(description(cards[1]!)).toMatch(/published/);
    cards.forEach((card) => expect(card.tabIndex).toBe(0));
    expect(within(cards[0]!).getByText('headline.text')).toBeTruthy();
    expect(cards[0]!.textContent).toContain('is required');
    expect(cards[0]!.textContent).toContain(SCHEMA.text);
    expect(cards[1]!.textContent).toContain('fetch with depth=all');
    expect(within(cards[2]!).getByLabelText('Raw content JSON').textContent).toContain('"surprise": "field"');
    expect(cards[3]!.textContent).toContain('no _meta.schema');
  });

  it('renders nothing for failures in production', () => {
    const content = pageItem([
      { _meta: { schema: 'https://schema.ridgeline.dev/unknown' } },
      textItem('ok', 'Still here'),
    ]);
    const { container } = render(<ContentRenderer content={content} registry={registry} context={productionContext} />);
    expect(container.querySelector('[data-ridgeline-failure]')).toBeNull();
    expect(screen.getByText('Still here')).toBeTruthy();
  });

  it("tells a shopper in production, in the page's words, and Try Again renders the block again", async () => {
    const logger = recordingLogger();
    let fail = true;
    const flaky = defineBlock({
      schema: SCHEMA.throwing,
      component: ({ rootProps }) => {
        if (fail) throw new Error('kaboom');
        return <p {...rootProps}>Back again</p>;
      },
    });
    const content = pageItem([textItem('a', 'Alpha'), throwingItem]);
    const context: RenderContext = {
      ...productionContext,
      labels: { contentError: { retry: 'Réessayer' } },
    };
    render(
      <ContentRenderer
        content={content}
        registry={createRegistry([pageBlock, textBlock, flaky])}
        context={context}
        logger={logger}
      />,
    );
    expect(screen.getByText('Alpha')).toBeTruthy();
    expect(screen.getByText('Something went wrong. Try again!')).toBeTruthy();
    expect(screen.getByText('An error occurred while loading this content.')).toBeTruthy();
    expect(document.querySelector('[data-ridgeline-failure]')).toBeNull();
    expect(logger.entries).toHaveLength(1);
    fail = false;
    await act(async () => screen.getByRole('button', { name: 'Réessayer' }).click());
    expect(screen.getByText('Back again')).toBeTruthy();
    expect(screen.queryByText('Something went wrong. Try again!')).toBeNull();
  });

  it('isolates a block that throws in the browser: card in development, a notice in production, one log line', () => {
    const logger = recordingLogger();
    const content = pageItem([textItem('a', 'Alpha'), throwingItem, textItem('b', 'Beta')]);
    const { rerender, container } = render(
      <ContentRenderer content={content} registry={registry} context={devContext} logger={logger} />,
    );
    expect(screen.getByText('Alpha')).toBeTruthy();
    expect(screen.getByText('Beta')).toBeTruthy();
    const card = screen.getByRole('group', { name: 'This block could not be displayed' });
    // named by the item's name and content type, not the (minified in production) component name
    const type = SCHEMA.throwing.slice(SCHEMA.throwing.lastIndexOf('/') + 1);
    expect(card.textContent).toContain(`“Spring sale hero” (${type}) threw: kaboom from ThrowingBlock`);
    expect(card.dataset.contentId).toBe('thrower');
    expect(logger.entries).toEqual([
      {
        level: 'error',
        event: 'content-failure',
        kind: 'block-error',
        schema: SCHEMA.throwing,
        deliveryId: 'thrower',
        path: '',
        message: `“Spring sale hero” (${type}) threw: kaboom from ThrowingBlock`,
      },
    ]);
    rerender(
      <ContentRenderer content={{ ...content }} registry={registry} context={productionContext} logger={logger} />,
    );
    expect(container.querySelector('[data-ridgeline-failure]')).toBeNull();
    expect(container.querySelectorAll('[data-content-error]')).toHaveLength(1);
    expect(container.querySelector('[data-content-id="thrower"]')).toBeNull();
    expect(screen.getByText('Beta')).toBeTruthy();
  });

  it('after hydrating server HTML, the throwing block shows its failure card and the rest stays', async () => {
    const content = pageItem([textItem('a', 'Alpha'), throwingItem, textItem('b', 'Beta')]);
    const tree = (
      <ContentRenderer content={content} registry={registry} context={devContext} logger={recordingLogger()} />
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree);
    document.body.appendChild(container);
    expect(container.textContent).toContain('Beta');
    await act(async () => {
      hydrateRoot(container, tree, { onRecoverableError: () => {} });
    });
    expect(container.querySelector('[data-ridgeline-failure="block-error"]')).not.toBeNull();
    expect(container.textContent).toContain('Alpha');
    expect(container.textContent).toContain('Beta');
    container.remove();
  });

  it('gives blocks the render context, and a standalone default outside a renderer', () => {
    function ShowsContext() {
      const context = useRenderContext();
      return <span>{`${context.mode}/${context.locale}`}</span>;
    }
    const context: RenderContext = { ...devContext, mode: 'preview', locale: 'fr-CA' };
    const showing = createRegistry([{ schema: 'https://schema.ridgeline.dev/ctx', component: ShowsContext }]);
    render(
      <ContentRenderer
        content={{ _meta: { schema: 'https://schema.ridgeline.dev/ctx' } }}
        registry={showing}
        context={context}
      />,
    );
    expect(screen.getByText('preview/fr-CA')).toBeTruthy();
    render(<ShowsContext />);
    expect(screen.getByText('development/en-US')).toBeTruthy();
  });

  it('refuses RenderContent outside a ContentRenderer with a clear message', () => {
    expect(() => render(<RenderContent content={textItem('a', 'x')} />)).toThrow(
      'must be rendered inside <ContentRenderer>',
    );
  });
});

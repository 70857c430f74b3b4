// @vitest-environment node
import { PassThrough } from 'node:stream';
import { renderToPipeableStream, renderToReadableStream, renderToString } from 'react-dom/server';
import { prepareContent } from '../prepare/prepareContent';
import { createRegistry } from '../registry';
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
import type { ContentItem, RenderContext } from '../types';
import { ContentRenderer } from './ContentRenderer';

const registry = createRegistry([pageBlock, textBlock, throwingBlock]);
const throwingItem: ContentItem = { _meta: { schema: SCHEMA.throwing, deliveryId: 'thrower' } };

async function preparedPage(context: RenderContext) {
  return prepareContent(
    pageItem([textItem('before', 'Before the throw'), throwingItem, textItem('after', 'After the throw')]),
    {
      registry,
      context,
      logger: recordingLogger(),
    },
  );
}

function element(content: unknown, context: RenderContext) {
  return <ContentRenderer content={content} registry={registry} context={context} logger={recordingLogger()} />;
}

function expectPageAroundThrow(html: string) {
  expect(html).toContain('Test page');
  expect(html).toContain('Before the throw');
  expect(html).toContain('After the throw');
  expect(html).toContain('data-content-id="before"');
  expect(html).toContain(`data-schema="${SCHEMA.text}"`);
  // React's development build describes the error inside a <template> for the client; the page itself shows nothing of it.
  expect(html.replace(/<template[^>]*><\/template>/g, '')).not.toContain('kaboom');
}

describe('server rendering with a block that throws', () => {
  let consoleError: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    // React reports the block's error on the console during a server render; that is expected here.
    consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => consoleError.mockRestore());

  it('renderToString keeps the rest of the page', async () => {
    const html = renderToString(element(await preparedPage(devContext), devContext));
    expectPageAroundThrow(html);
    // The block's place is kept by a client-render boundary with a reserved placeholder.
    expect(html).toContain('data-ridgeline-pending');
  });

  it('renderToPipeableStream streams the whole page and reports the error through onError', async () => {
    const content = await preparedPage(productionContext);
    const errors: unknown[] = [];
    const html = await new Promise<string>((resolve, reject) => {
      const sink = new PassThrough();
      let text = '';
      sink.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      sink.on('end', () => resolve(text));
      const stream = renderToPipeableStream(element(content, productionContext), {
        onShellError: reject,
        onError: (error) => {
          errors.push(error);
        },
        onAllReady: () => stream.pipe(sink),
      });
    });
    expectPageAroundThrow(html);
    expect(html).not.toContain('data-ridgeline-pending');
    expect(errors).toHaveLength(1);
    expect(String((errors[0] as Error).message)).toContain('kaboom from ThrowingBlock');
  });

  it('renderToReadableStream resolves with the page (the response can be a 200)', async () => {
    const content = await preparedPage(devContext);
    const onError = vi.fn();
    const stream = await renderToReadableStream(element(content, devContext), { onError });
    await stream.allReady;
    const html = await new Response(stream).text();
    expectPageAroundThrow(html);
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('shows prepared failures as cards in development and nothing in production', async () => {
    const tree = pageItem([
      textItem('bad', undefined, { headline: 5 }),
      { _meta: { schema: 'https://schema.ridgeline.dev/unknown', deliveryId: 'u' }, foo: 'bar' },
    ]);
    const { createValidator } = await import('../validation/createValidator');
    const { pageSchema, textSchema } = await import('../testing/fixtures');
    const validator = createValidator([pageSchema, textSchema]);
    const dev = renderToString(
      element(
        await prepareContent(tree, { registry, validator, context: devContext, logger: recordingLogger() }),
        devContext,
      ),
    );
    expect(dev).toContain('data-ridgeline-failure="invalid-content"');
    expect(dev).toContain('headline');
    expect(dev).toContain('data-ridgeline-failure="unknown-schema"');
    expect(dev).toContain('&quot;foo&quot;: &quot;bar&quot;');
    const prod = renderToString(
      element(
        await prepareContent(tree, { registry, validator, context: productionContext, logger: recordingLogger() }),
        productionContext,
      ),
    );
    expect(prod).not.toContain('data-ridgeline-failure');
    expect(prod).toContain('Test page');
  });
});

// @vitest-environment node
import { createRegistry } from '../registry';
import {
  devContext,
  pageBlock,
  pageItem,
  pageSchema,
  productionContext,
  recordingLogger,
  SCHEMA,
  textBlock,
  textItem,
  textSchema,
  throwingBlock,
  throwingSchema,
} from '../testing/fixtures';
import type { BlockDefinition, ContentFailure, ContentItem, ContentState } from '../types';
import { createValidator } from '../validation/createValidator';
import { prepareContent, type PrepareOptions } from './prepareContent';

const registry = createRegistry([pageBlock, textBlock, throwingBlock]);
const validator = createValidator([pageSchema, textSchema, throwingSchema]);

function options(overrides: Partial<PrepareOptions> = {}): PrepareOptions {
  return { registry, validator, context: devContext, logger: recordingLogger(), ...overrides };
}

const stateAt = (value: unknown) => (value as { __ridgeline: ContentState }).__ridgeline;
const failureAt = (value: unknown) => {
  const state = stateAt(value);
  if (state?.status !== 'failed') throw new Error(`expected a failure, got ${JSON.stringify(state)}`);
  return state.failure as ContentFailure;
};
const blocksOf = (prepared: unknown) => (prepared as { blocks: unknown[] }).blocks;

describe('prepareContent', () => {
  it('marks good items ok, deep-copies, and stays JSON-serialisable', async () => {
    const input = pageItem([textItem('a', 'Hello')]);
    const snapshot = structuredClone(input);
    const prepared = await prepareContent(input, options());
    expect(stateAt(prepared)).toEqual({ status: 'ok', data: undefined });
    expect(stateAt(blocksOf(prepared)[0])).toEqual({ status: 'ok', data: undefined });
    expect(input).toEqual(snapshot);
    expect(JSON.parse(JSON.stringify(prepared))).toMatchObject({ __ridgeline: { status: 'ok' } });
  });

  it('reports each failure kind distinctly, without failing the parent', async () => {
    const logger = recordingLogger();
    const prepared = await prepareContent(
      pageItem([
        { _meta: { name: 'no schema', deliveryId: 'm1' }, text: 'x' },
        {
          _meta: { schema: 'http://bigcontent.io/cms/schema/v1/core#/definitions/content-link' },
          contentType: SCHEMA.text,
          id: 'l1',
        },
        { _meta: { schema: 'https://schema.ridgeline.dev/never-heard-of', deliveryId: 'u1' } },
        textItem('i1', undefined, { headline: {} }),
        textItem('ok', 'fine'),
      ]),
      options({ logger }),
    );
    expect(stateAt(prepared).status).toBe('ok');
    const [missing, link, unknown, invalid, ok] = blocksOf(prepared);
    expect(failureAt(missing)).toMatchObject({ kind: 'missing-schema', deliveryId: 'm1', location: 'blocks[0]' });
    expect(failureAt(link)).toMatchObject({
      kind: 'unresolved-link',
      schema: SCHEMA.text,
      deliveryId: 'l1',
      hint: 'fetch with depth=all',
    });
    expect(failureAt(unknown)).toMatchObject({
      kind: 'unknown-schema',
      schema: 'https://schema.ridgeline.dev/never-heard-of',
    });
    expect(failureAt(invalid)).toMatchObject({
      kind: 'invalid-content',
      schema: SCHEMA.text,
      errors: [{ path: 'headline.text', message: 'is required' }],
    });
    expect(stateAt(ok).status).toBe('ok');
    expect(logger.entries.map((entry) => entry.kind)).toEqual([
      'missing-schema',
      'unresolved-link',
      'unknown-schema',
      'invalid-content',
    ]);
  });

  it('writes one structured log line per failure', async () => {
    const logger = recordingLogger();
    await prepareContent(
      pageItem([textItem('bad', undefined), textItem('good', 'fine')]),
      options({ logger, context: productionContext }),
    );
    expect(logger.entries).toEqual([
      {
        level: 'warn',
        event: 'content-failure',
        kind: 'invalid-content',
        schema: SCHEMA.text,
        deliveryId: 'bad',
        path: 'headline',
        message: 'headline is required',
      },
    ]);
  });

  it('reports a root without _meta as missing-schema', async () => {
    const prepared = await prepareContent({ title: 'no meta' }, options());
    expect(failureAt(prepared).kind).toBe('missing-schema');
  });

  it('runs every loader in parallel, once per distinct item, and stores its data', async () => {
    let running = 0;
    let maxRunning = 0;
    const calls: string[] = [];
    const loading: BlockDefinition = {
      ...textBlock,
      async load(content: ContentItem, ctx) {
        calls.push(content._meta.deliveryId!);
        running += 1;
        maxRunning = Math.max(maxRunning, running);
        // Held until the next turn of the event loop: loaders started together are all running by then, while
        // loaders run one after another never overlap (no guessed sleep needed).
        await new Promise((resolve) => setImmediate(resolve));
        running -= 1;
        return { extra: `${content._meta.deliveryId} via ${(ctx.services.api as string) ?? '?'}` };
      },
    };
    const shared = textItem('shared', 'Same');
    const prepared = await prepareContent(
      pageItem([textItem('a', 'A'), shared, textItem('b', 'B'), structuredClone(shared)]),
      {
        ...options(),
        registry: createRegistry([pageBlock, loading]),
        services: { api: 'test-api' },
      },
    );
    expect(calls.sort()).toEqual(['a', 'b', 'shared']);
    expect(maxRunning).toBe(3);
    const blocks = blocksOf(prepared);
    expect(stateAt(blocks[1])).toEqual({ status: 'ok', data: { extra: 'shared via test-api' } });
    expect(stateAt(blocks[3])).toEqual({ status: 'ok', data: { extra: 'shared via test-api' } });
  });

  it('marks an item whose loader fails as loader-failed and keeps the rest', async () => {
    const failing: BlockDefinition = {
      ...textBlock,
      load: async (content: ContentItem) => {
        if (content._meta.deliveryId === 'boom') throw new Error('service down');
        return { extra: 'ok' };
      },
    };
    const prepared = await prepareContent(pageItem([textItem('boom', 'x'), textItem('fine', 'y')]), {
      ...options(),
      registry: createRegistry([pageBlock, failing]),
    });
    expect(failureAt(blocksOf(prepared)[0])).toMatchObject({
      kind: 'loader-failed',
      message: 'load() failed: service down',
      deliveryId: 'boom',
    });
    expect(stateAt(blocksOf(prepared)[1])).toEqual({ status: 'ok', data: { extra: 'ok' } });
  });

  it('runs adapt before walking children, so adapted-in children are prepared', async () => {
    const seen: unknown[] = [];
    const adapting: BlockDefinition = {
      ...pageBlock,
      adapt: (content: ContentItem) => {
        seen.push(stateAt((content.blocks as unknown[])[0]));
        return { ...content, blocks: [...(content.blocks as unknown[]), textItem('added', 'Added by adapt')] };
      },
    };
    const prepared = await prepareContent(pageItem([textItem('a', 'A')]), {
      ...options(),
      validator: undefined,
      registry: createRegistry([adapting, textBlock]),
    });
    expect(seen).toEqual([undefined]);
    const blocks = blocksOf(prepared);
    expect(blocks).toHaveLength(2);
    expect(stateAt(blocks[1]).status).toBe('ok');
  });

  it('reports an adapt that throws as a block-error of phase adapt', async () => {
    const adapting: BlockDefinition = {
      ...textBlock,
      adapt: () => {
        throw new Error('bad adapter');
      },
    };
    const prepared = await prepareContent(textItem('a', 'A'), { ...options(), registry: createRegistry([adapting]) });
    expect(failureAt(prepared)).toMatchObject({
      kind: 'block-error',
      phase: 'adapt',
      message: 'adapt threw: bad adapter',
    });
  });

  it('sanitizes HTML fields, leaves markdown as text and drops script URLs', async () => {
    const prepared = (await prepareContent(
      textItem('a', 'A', {
        legalBody:
          '<p onclick="x()">Terms <a href="javascript:alert(1)">here</a> <a href="https://example.com" target="_blank">ok</a><script>alert(1)</script><img src=x onerror=alert(1)></p>',
        body: 'Plain **markdown** with <b>tags</b> kept as text',
        url: 'javascript:alert(1)',
      }),
      options(),
    )) as unknown as Record<string, unknown>;
    expect(prepared.legalBody).toBe(
      '<p>Terms <a>here</a> <a href="https://example.com" target="_blank" rel="noopener noreferrer">ok</a></p>',
    );
    expect(prepared.body).toBe('Plain **markdown** with <b>tags</b> kept as text');
    expect('url' in prepared).toBe(false);
    const safe = (await prepareContent(textItem('b', 'B', { url: '/t/about' }), options())) as unknown as Record<
      string,
      unknown
    >;
    expect(safe.url).toBe('/t/about');
  });

  it("upgrades http:// links in HTML and URL fields: a path on the shop's own host, https elsewhere", async () => {
    const item = () =>
      textItem('a', 'A', {
        legalBody:
          '<p><a href="http://shop.example/t/about?x=1#top">ours</a> <a href="http://maps.example:80/trail">theirs</a> <a href="HTTP://shop.example">home</a></p>',
        url: 'http://maps.example/a?b=c',
      });
    const shop = { ...devContext, siteOrigin: 'https://shop.example' };
    const prepared = (await prepareContent(item(), options({ context: shop }))) as unknown as Record<string, unknown>;
    expect(prepared.legalBody).toBe(
      '<p><a href="/t/about?x=1#top">ours</a> <a href="https://maps.example/trail">theirs</a> <a href="/">home</a></p>',
    );
    expect(prepared.url).toBe('https://maps.example/a?b=c');
    // Without the shop's origin every http:// link is upgraded to https, and each origin's answer is its own.
    const anywhere = (await prepareContent(item(), options())) as unknown as Record<string, unknown>;
    expect(anywhere.legalBody).toContain('href="https://shop.example/t/about?x=1#top"');
    const again = (await prepareContent(item(), options({ context: shop }))) as unknown as Record<string, unknown>;
    expect(again.legalBody).toBe(prepared.legalBody);
  });

  it('collapses localized values to the context locale', async () => {
    const label = {
      _meta: { schema: 'http://bigcontent.io/cms/schema/v1/core#/definitions/localized-value' },
      values: [
        { locale: 'en-US', value: 'Shop' },
        { locale: 'fr-FR', value: 'Acheter' },
      ],
    };
    const fr = (await prepareContent(
      textItem('a', 'A', { label }),
      options({ context: { ...devContext, locale: 'fr-CA' } }),
    )) as unknown as Record<string, unknown>;
    expect(fr.label).toBe('Acheter');
    const de = (await prepareContent(
      textItem('a', 'A', { label }),
      options({ context: { ...devContext, locale: 'de-DE' } }),
    )) as unknown as Record<string, unknown>;
    expect(de.label).toBe('Shop');
  });

  it('validates each content version once across requests', async () => {
    const spy = vi.fn(validator.validate);
    const counting = { ...validator, validate: spy };
    const tree = pageItem([textItem('a', 'A')]);
    await prepareContent(tree, options({ validator: counting }));
    await prepareContent(tree, options({ validator: counting }));
    // The same source objects (the content client's cached entry): the validator is consulted
    // once per item, the second request is answered from preparation's own cache.
    expect(spy).toHaveBeenCalledTimes(2);
    // An equal copy is a new object: the validator is consulted per item again and answers
    // from its hash cache (jsonschema does not run again, see createValidator.test.ts).
    await prepareContent(structuredClone(tree), options({ validator: counting }));
    expect(spy).toHaveBeenCalledTimes(4);
    // A changed copy is validated again, and its result is not served for the old version.
    const changed = pageItem([textItem('a', undefined)]);
    const logger = recordingLogger();
    expect(failureAt(blocksOf(await prepareContent(changed, options({ validator: counting, logger })))[0]).kind).toBe(
      'invalid-content',
    );
    expect(spy).toHaveBeenCalledTimes(6);
    expect(stateAt(blocksOf(await prepareContent(tree, options({ validator: counting })))[0]).status).toBe('ok');
    expect(spy).toHaveBeenCalledTimes(6);
  });

  it('repeats sanitizing, failures and their log lines for a cached content version', async () => {
    const spy = vi.fn(validator.validate);
    const counting = { ...validator, validate: spy };
    const tree = pageItem([
      textItem('a', 'A', { legalBody: '<p>ok<script>alert(1)</script></p>', url: 'javascript:alert(1)' }),
      textItem('b', undefined),
    ]);
    const snapshot = structuredClone(tree);
    for (let round = 0; round < 2; round++) {
      const logger = recordingLogger();
      const prepared = await prepareContent(tree, options({ validator: counting, logger }));
      const [safe, invalid] = blocksOf(prepared) as Record<string, unknown>[];
      expect(safe!.legalBody).toBe('<p>ok</p>');
      expect('url' in safe!).toBe(false);
      expect(failureAt(invalid)).toMatchObject({
        kind: 'invalid-content',
        errors: [{ path: 'headline', message: 'is required' }],
      });
      expect(logger.entries).toHaveLength(1);
    }
    expect(spy).toHaveBeenCalledTimes(3);
    expect(tree).toEqual(snapshot);
  });

  it('keeps cached results per locale', async () => {
    const label = {
      _meta: { schema: 'http://bigcontent.io/cms/schema/v1/core#/definitions/localized-value' },
      values: [
        { locale: 'en-US', value: 'Shop' },
        { locale: 'fr-FR', value: 'Acheter' },
      ],
    };
    const item = textItem('a', 'A', { label });
    const fr = (await prepareContent(
      item,
      options({ context: { ...devContext, locale: 'fr-FR' } }),
    )) as unknown as Record<string, unknown>;
    const en = (await prepareContent(
      item,
      options({ context: { ...devContext, locale: 'en-US' } }),
    )) as unknown as Record<string, unknown>;
    expect([fr.label, en.label]).toEqual(['Acheter', 'Shop']);
  });
});

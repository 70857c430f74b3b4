// @vitest-environment node
// Content that must never take more than its own block down: limits per item, iterative copies, stray children.
import { Validator } from 'jsonschema';
import {
  MAX_FIELD_ERRORS,
  MAX_ITEM_DEPTH,
  MAX_ITEM_NESTING,
  MAX_ITEM_TEXT_LENGTH,
  MAX_ITEM_VALUES,
  MAX_PAGE_ITEMS,
} from '../contentLimits';
import { createRegistry } from '../registry';
import { summarizePreparedContent } from '../preparedSummary';
import {
  devContext,
  pageBlock,
  pageItem,
  pageSchema,
  recordingLogger,
  SCHEMA,
  textBlock,
  textItem,
  textSchema,
} from '../testing/fixtures';
import type { ContentFailure, ContentItem, ContentState } from '../types';
import { createValidator } from '../validation/createValidator';
import { copyAndLocalize, pickLocalizedValue } from './localize';
import { prepareContent, type PrepareOptions } from './prepareContent';

const registry = createRegistry([pageBlock, textBlock]);

function options(overrides: Partial<PrepareOptions> = {}): PrepareOptions {
  return {
    registry,
    validator: createValidator([pageSchema, textSchema]),
    context: devContext,
    logger: recordingLogger(),
    ...overrides,
  };
}

const stateAt = (value: unknown) => (value as { __ridgeline?: ContentState }).__ridgeline;
const failureAt = (value: unknown): ContentFailure => {
  const state = stateAt(value);
  if (state?.status !== 'failed') throw new Error(`expected a failure, got ${JSON.stringify(state)}`);
  return state.failure;
};
const blocksOf = (prepared: unknown) => (prepared as { blocks: unknown[] }).blocks;

/** `{ nested: { nested: … 'bottom' } }`, `levels` objects deep. */
function nestedField(levels: number): unknown {
  let value: unknown = 'bottom';
  for (let level = 0; level < levels; level++) value = { nested: value };
  return value;
}

/** A text item inside a text item inside …, `levels` items in all (the schema allows any extra field). */
function nestedItems(levels: number): ContentItem {
  let item = textItem(`item-${levels}`, `level ${levels}`);
  for (let level = levels - 1; level >= 1; level--) item = textItem(`item-${level}`, `level ${level}`, { inner: item });
  return item;
}

describe('content limits and iterative copies', () => {
  it.each([3_000, 20_000, 200_000])(
    'a field nested %i deep is one invalid block; the page and its siblings render',
    async (levels) => {
      const prepared = await prepareContent(
        pageItem([textItem('deep', 'Deep', { extra: nestedField(levels) }), textItem('sibling', 'Fine')]),
        options(),
      );
      expect(stateAt(prepared)?.status).toBe('ok');
      const [deep, sibling] = blocksOf(prepared);
      expect(failureAt(deep)).toMatchObject({
        kind: 'invalid-content',
        schema: SCHEMA.text,
        deliveryId: 'deep',
        location: 'blocks[0]',
        message: 'The item is too large or too deeply nested to be rendered.',
        errors: [
          {
            path: `extra${'.nested'.repeat(MAX_ITEM_DEPTH)}`,
            message: `nests more than ${MAX_ITEM_DEPTH} levels deep (the most one content item may nest)`,
          },
        ],
      });
      // Nothing of the refused item is kept but what names it, so no later reader walks its depth.
      expect(Object.keys(deep as object).sort()).toEqual(['__ridgeline', '_meta']);
      expect(stateAt(sibling)?.status).toBe('ok');
      expect(() => JSON.stringify(prepared)).not.toThrow();
    },
  );

  it('refuses the deep item the same way without a validator', async () => {
    const prepared = await prepareContent(
      pageItem([textItem('deep', 'Deep', { extra: nestedField(20_000) }), textItem('sibling', 'Fine')]),
      options({ validator: undefined }),
    );
    expect(failureAt(blocksOf(prepared)[0]).kind).toBe('invalid-content');
    expect(stateAt(blocksOf(prepared)[1])?.status).toBe('ok');
  });

  it('validates a deep item given to the validator directly as invalid, without overflowing the stack', () => {
    const outcome = createValidator([textSchema]).validate(textItem('deep', 'Deep', { extra: nestedField(20_000) }));
    expect(outcome).toMatchObject({ valid: false, errorCount: 1, breach: { limit: 'depth' } });
  });

  it('accepts content exactly at the depth limit', async () => {
    // `extra` holds the outermost object (level 1), MAX - 2 more objects follow, and the string sits at level MAX.
    const prepared = await prepareContent(
      pageItem([textItem('edge', 'Edge', { extra: nestedField(MAX_ITEM_DEPTH - 1) })]),
      options(),
    );
    expect(stateAt(blocksOf(prepared)[0])?.status).toBe('ok');
  });

  it('refuses a 20,000-entry list as one invalid block without validating it', async () => {
    const validate = vi.spyOn(Validator.prototype, 'validate');
    const list = Array.from({ length: 20_000 }, (_, index) => ({ label: `entry ${index}` }));
    const prepared = await prepareContent(
      pageItem([textItem('huge', 'Huge', { list }), textItem('sibling', 'Fine')]),
      options(),
    );
    const [huge, sibling] = blocksOf(prepared);
    expect(failureAt(huge)).toMatchObject({
      kind: 'invalid-content',
      errors: [
        {
          message: `takes the item over ${MAX_ITEM_VALUES.toLocaleString('en-US')} values (the most one content item may hold)`,
        },
      ],
    });
    expect((failureAt(huge) as { errors: { path: string }[] }).errors[0]!.path).toMatch(/^list\[\d+\]/);
    expect(stateAt(sibling)?.status).toBe('ok');
    // The page and the sibling are validated; the refused item never reaches jsonschema.
    const validated = validate.mock.calls.map(([instance]) => (instance as ContentItem)._meta.deliveryId);
    expect(validated).toEqual(['page-1', 'sibling']);
    validate.mockRestore();
  });

  it('refuses an item whose text is longer than the limit', async () => {
    const prepared = await prepareContent(
      pageItem([textItem('long', 'x'.repeat(MAX_ITEM_TEXT_LENGTH + 1)), textItem('sibling', 'Fine')]),
      options(),
    );
    expect(failureAt(blocksOf(prepared)[0])).toMatchObject({
      kind: 'invalid-content',
      errors: [{ path: 'headline.text' }],
    });
    expect(stateAt(blocksOf(prepared)[1])?.status).toBe('ok');
  });

  it('counts each child item on its own: a page of many full-size blocks is fine', async () => {
    const block = (index: number) => textItem(`b${index}`, 'x'.repeat(MAX_ITEM_TEXT_LENGTH / 2));
    const prepared = await prepareContent(pageItem(Array.from({ length: 12 }, (_, index) => block(index))), options());
    expect(blocksOf(prepared).map((entry) => stateAt(entry)?.status)).toEqual(Array(12).fill('ok'));
  });

  it(`refuses items nested more than ${MAX_ITEM_NESTING} deep; the items above them render`, async () => {
    const prepared = await prepareContent(pageItem([nestedItems(40)]), options());
    let item: unknown = blocksOf(prepared)[0];
    // The page is item 1: its block is item 2, so the block's chain holds MAX - 1 items that are within the limit.
    for (let level = 1; level < MAX_ITEM_NESTING; level++) {
      expect(stateAt(item)?.status).toBe('ok');
      item = (item as { inner: unknown }).inner;
    }
    expect(failureAt(item)).toMatchObject({
      kind: 'invalid-content',
      deliveryId: `item-${MAX_ITEM_NESTING}`,
      errors: [{ path: '' }],
    });
    expect(Object.keys(item as object).sort()).toEqual(['__ridgeline', '_meta']);
  });

  it(`past ${MAX_PAGE_ITEMS} items on a page, fails the block holding the most; the blocks around it render`, async () => {
    const children = (prefix: string, count: number) =>
      Array.from({ length: count }, (_, index) => textItem(`${prefix}-${index}`, 'x'));
    const prepared = await prepareContent(
      pageItem([
        textItem('small', 'Few', { children: children('small', 5) }),
        textItem('container', 'Many', { children: children('many', MAX_PAGE_ITEMS - 20) }),
        textItem('after', 'Cards', { children: children('card', 30) }),
      ]),
      options(),
    );
    const [small, container, after] = blocksOf(prepared);
    expect(stateAt(small)?.status).toBe('ok');
    expect(failureAt(container)).toMatchObject({
      kind: 'invalid-content',
      deliveryId: 'container',
      errors: [
        {
          path: '',
          message: `holds the most items of a page that has more than ${MAX_PAGE_ITEMS} content items (children of children counted)`,
        },
      ],
    });
    expect(stateAt(after)?.status).toBe('ok');
    expect((after as { children: unknown[] }).children.map((card) => stateAt(card)?.status)).toEqual(
      Array(30).fill('ok'),
    );
  });

  it('fails the container holding the most items even deep inside a block; that block and its other children render', async () => {
    const many = Array.from({ length: MAX_PAGE_ITEMS + 20 }, (_, index) => textItem(`many-${index}`, 'x'));
    const outer = textItem('outer', 'Outer', {
      children: [textItem('c1', 'x'), textItem('big', 'Big', { children: many }), textItem('c2', 'x')],
    });
    const prepared = await prepareContent(pageItem([outer, textItem('after', 'Fine')]), options());
    const [preparedOuter, after] = blocksOf(prepared);
    const [c1, big, c2] = (preparedOuter as { children: unknown[] }).children;
    expect([preparedOuter, c1, c2, after].map((item) => stateAt(item)?.status)).toEqual(['ok', 'ok', 'ok', 'ok']);
    expect(failureAt(big)).toMatchObject({ deliveryId: 'big', errors: [{ path: '' }] });
  });

  it(`fails the blocks past ${MAX_PAGE_ITEMS} of a page that lists that many`, async () => {
    const prepared = await prepareContent(
      pageItem(Array.from({ length: MAX_PAGE_ITEMS + 5 }, (_, index) => textItem(`b${index}`, 'x'))),
      options({ validator: undefined }),
    );
    const statuses = blocksOf(prepared).map((block) => stateAt(block)?.status);
    expect(statuses.filter((status) => status === 'ok')).toHaveLength(MAX_PAGE_ITEMS - 1);
    expect(statuses.slice(MAX_PAGE_ITEMS - 1)).toEqual(Array(6).fill('failed'));
  });

  it(`keeps the first ${MAX_FIELD_ERRORS} field errors and counts them all`, async () => {
    const prepared = await prepareContent(
      pageItem([{ ...textItem('list', undefined), headline: Array.from({ length: 120 }, () => 1) }]),
      options({
        validator: createValidator([
          pageSchema,
          {
            ...textSchema,
            properties: { ...textSchema.properties, headline: { type: 'array', items: { type: 'string' } } },
          },
        ]),
      }),
    );
    const failure = failureAt(blocksOf(prepared)[0]) as Extract<ContentFailure, { kind: 'invalid-content' }>;
    expect(failure.errors).toHaveLength(MAX_FIELD_ERRORS);
    expect(failure.message).toBe('120 field(s) do not match the schema.');
  });

  it('copies a 200,000-deep value iteratively, refusing it at the limit', () => {
    const breaches: unknown[] = [];
    const copy = copyAndLocalize({ _meta: { schema: SCHEMA.text }, extra: nestedField(200_000) }, 'en-US', {
      onLimitBreach: (_copy, breach) => breaches.push(breach),
    });
    expect(copy).toEqual({ _meta: { schema: SCHEMA.text } });
    expect(breaches).toEqual([expect.objectContaining({ limit: 'depth' })]);
  });

  it('collapses localized values whose entries are malformed without throwing', () => {
    expect(
      pickLocalizedValue([null, { locale: 5, value: 'number' }, { locale: 'en-US', value: 'hello' }] as never, 'en-US'),
    ).toBe('hello');
    expect(pickLocalizedValue([null, 'x'] as never, 'en-US')).toBeUndefined();
  });
});

describe('children without _meta', () => {
  it('fails an object without _meta in a child’s place alone; its parent and siblings render', async () => {
    const logger = recordingLogger();
    const prepared = await prepareContent(
      pageItem([{ headline: { text: 'orphan' } }, textItem('sibling', 'Fine')]),
      options({ logger }),
    );
    expect(stateAt(prepared)?.status).toBe('ok');
    const [orphan, sibling] = blocksOf(prepared);
    expect(failureAt(orphan)).toMatchObject({
      kind: 'missing-schema',
      location: 'blocks[0]',
      message: 'A content item belongs here, but this is an object without _meta: no block can be chosen for it.',
    });
    expect(stateAt(sibling)?.status).toBe('ok');
    expect(logger.entries.map((entry) => [entry.kind, entry.path])).toEqual([['missing-schema', 'blocks[0]']]);
  });

  it('replaces anything else in a child’s place by a failed item, so blocks always get objects', async () => {
    const prepared = await prepareContent(
      pageItem(['text', 42, null, ['list'], textItem('sibling', 'Fine')]),
      options(),
    );
    const blocks = blocksOf(prepared);
    expect(blocks.slice(0, 4).map((entry) => failureAt(entry).message)).toEqual([
      'A content item belongs here, but this is a string: no block can be chosen for it.',
      'A content item belongs here, but this is a number: no block can be chosen for it.',
      'A content item belongs here, but this is null: no block can be chosen for it.',
      'A content item belongs here, but this is a list: no block can be chosen for it.',
    ]);
    expect(stateAt(blocks[4])?.status).toBe('ok');
  });

  it('counts whatever stands in a child’s place on its own: an oversized one fails alone', async () => {
    const prepared = await prepareContent(
      pageItem([
        { headline: { text: 'orphan' }, extra: nestedField(20_000) },
        Array.from({ length: 50_000 }, (_, index) => index),
        'x'.repeat(MAX_ITEM_TEXT_LENGTH + 1),
        Array.from({ length: MAX_ITEM_VALUES - 10 }, (_, index) => `entry ${index}`),
        textItem('sibling', 'Fine'),
      ]),
      options(),
    );
    expect(stateAt(prepared)?.status).toBe('ok');
    const blocks = blocksOf(prepared);
    expect(blocks.slice(0, 3).map((entry) => failureAt(entry).kind)).toEqual([
      'invalid-content',
      'invalid-content',
      'invalid-content',
    ]);
    expect(
      blocks
        .slice(0, 3)
        .map((entry) => (failureAt(entry) as { errors: { message: string }[] }).errors[0]!.message.slice(0, 12)),
    ).toEqual(['nests more t', 'takes the it', 'takes the it']);
    // Within the limits but not an item: a failed child of its own, and the page does not count its entries.
    expect(failureAt(blocks[3]).kind).toBe('missing-schema');
    expect(stateAt(blocks[4])?.status).toBe('ok');
  });

  it('validates a declared field as its parent’s, whatever its _meta claims to be', async () => {
    const image = {
      _meta: { schema: 'https://schema.ridgeline.dev/not-an-image' },
      name: 'hero',
      endpoint: 'ridgeline',
      defaultHost: 5,
    };
    const prepared = await prepareContent(
      pageItem([textItem('pictured', 'Hi', { image }), textItem('sibling', 'Fine')]),
      options(),
    );
    expect(failureAt(blocksOf(prepared)[0])).toMatchObject({ kind: 'invalid-content', deliveryId: 'pictured' });
    expect(stateAt(blocksOf(prepared)[1])?.status).toBe('ok');
  });

  it('fails a link stub whose fields are wrong as an unresolved link, not its parent', async () => {
    const stub = { _meta: { schema: 'http://bigcontent.io/cms/schema/v1/core#/definitions/content-link' }, id: 7 };
    const prepared = await prepareContent(pageItem([stub, textItem('sibling', 'Fine')]), options());
    expect(stateAt(prepared)?.status).toBe('ok');
    expect(failureAt(blocksOf(prepared)[0]).kind).toBe('unresolved-link');
    expect(stateAt(blocksOf(prepared)[1])?.status).toBe('ok');
  });
});

describe('a page of which nothing renders', () => {
  it('is summarized as allBlocksFailed and logged once as an error', async () => {
    const logger = recordingLogger();
    const prepared = await prepareContent(
      pageItem([{ headline: 'no meta' }, textItem('bad', undefined)]),
      options({ logger }),
    );
    expect(summarizePreparedContent(prepared)).toEqual({ items: 3, failedItems: 2, allBlocksFailed: true });
    expect(logger.entries.filter((entry) => entry.level === 'error')).toEqual([
      {
        level: 'error',
        event: 'page-failure',
        kind: 'all-blocks-failed',
        schema: SCHEMA.page,
        deliveryId: 'page-1',
        path: '',
        message:
          'Nothing of this content renders: 2 of its 3 item(s) failed (see the content-failure entries). It must not be cached.',
      },
    ]);
  });

  it('is not claimed while one block renders, nor for an empty page', async () => {
    const logger = recordingLogger();
    const mixed = await prepareContent(
      pageItem([textItem('bad', undefined), textItem('good', 'Fine')]),
      options({ logger }),
    );
    expect(summarizePreparedContent(mixed)).toEqual({ items: 3, failedItems: 1, allBlocksFailed: false });
    expect(summarizePreparedContent(await prepareContent(pageItem([]), options({ logger })))).toEqual({
      items: 1,
      failedItems: 0,
      allBlocksFailed: false,
    });
    expect(logger.entries.some((entry) => entry.event === 'page-failure')).toBe(false);
  });
});

// @vitest-environment node
import { Validator } from 'jsonschema';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { pageItem, pageSchema, SCHEMA, textItem, textSchema, throwingSchema } from '../testing/fixtures';
import type { ChildSlots } from './childSlots';
import { createValidator, SchemaSetError } from './createValidator';

const image = {
  _meta: { schema: 'http://bigcontent.io/cms/schema/v1/core#/definitions/image-link' },
  id: 'img-1',
  name: 'hero',
  endpoint: 'ridgeline',
  defaultHost: 'cdn.media.amplience.net',
};

describe('createValidator', () => {
  afterEach(() => vi.restoreAllMocks());

  it('resolves the Amplience core and localization $refs locally', () => {
    const validator = createValidator([textSchema]);
    const ok = validator.validate(textItem('t1', 'Hello', { image, label: 'Shop now' }));
    expect(ok).toMatchObject({ valid: true, errors: [] });
    const localized = validator.validate(
      textItem('t2', 'Hello', {
        label: {
          _meta: { schema: 'http://bigcontent.io/cms/schema/v1/core#/definitions/localized-value' },
          values: [{ locale: 'en-US', value: 'Shop' }],
        },
      }),
    );
    expect(localized?.valid).toBe(true);
  });

  it('phrases errors for editors, following local #/definitions refs', () => {
    const validator = createValidator([textSchema]);
    expect(validator.validate(textItem('t1', undefined))?.errors).toEqual([
      { path: 'headline', message: 'is required' },
    ]);
    expect(validator.validate(textItem('t2', undefined, { headline: {} }))?.errors).toEqual([
      { path: 'headline.text', message: 'is required' },
    ]);
    expect(validator.validate(textItem('t3', undefined, { headline: { text: 5 } }))?.errors).toEqual([
      { path: 'headline.text', message: 'must be a string' },
    ]);
    expect(validator.validate(textItem('t4', 'x', { image: { ...image, endpoint: undefined } }))?.errors).toEqual([
      { path: 'image.endpoint', message: 'is required' },
    ]);
  });

  it("accepts an inlined item where a content-link is declared, and ignores the child's own errors", () => {
    const validator = createValidator([pageSchema, textSchema, throwingSchema]);
    const badChild = textItem('child', undefined);
    const outcome = validator.validate(pageItem([badChild, textItem('good', 'Hi')]));
    expect(outcome).toMatchObject({ valid: true, errors: [] });
    expect(validator.validate(badChild)?.valid).toBe(false);
  });

  it('leaves whatever stands where a child belongs to be judged on its own: other or no schema, link stubs, no _meta', () => {
    const validator = createValidator([pageSchema, textSchema]);
    const stranger = { _meta: { schema: 'https://schema.ridgeline.dev/other', deliveryId: 'x' } };
    const noSchema = { _meta: { name: 'no schema' } };
    expect(validator.validate(pageItem([stranger, noSchema]))).toMatchObject({
      valid: true,
      errors: [],
      strayChildPaths: [],
    });
    // A stub that was not inlined is an unresolved link of its own (preparation fails it), whatever its fields.
    const wrongStub = {
      _meta: { schema: 'http://bigcontent.io/cms/schema/v1/core#/definitions/content-link' },
      contentType: 'https://schema.ridgeline.dev/other',
      id: 'abc',
    };
    const brokenStub = {
      _meta: { schema: 'http://bigcontent.io/cms/schema/v1/core#/definitions/content-link' },
      id: 5,
    };
    expect(validator.validate(pageItem([wrongStub, brokenStub]))).toMatchObject({
      valid: true,
      errors: [],
      strayChildPaths: [],
    });
    const stub = {
      _meta: { schema: 'http://bigcontent.io/cms/schema/v1/core#/definitions/content-link' },
      contentType: SCHEMA.text,
      id: 'abc',
    };
    expect(validator.validate(pageItem([stub]))?.valid).toBe(true);
    // Content without _meta, or not an object at all, in a child's place: a failed child each, never the parent's error.
    const outcome = validator.validate(
      pageItem([{ headline: { text: 'orphan' } }, textItem('good', 'Hi'), 'text', ['a'], null]),
    );
    expect(outcome).toMatchObject({
      valid: true,
      errors: [],
      strayChildPaths: [
        ['blocks', 0],
        ['blocks', 2],
        ['blocks', 3],
        ['blocks', 4],
      ],
    });
  });

  it('still reports the parent’s own fields around its children', () => {
    const validator = createValidator([pageSchema, textSchema]);
    expect(validator.validate({ ...pageItem([]), blocks: 'not a list' })?.errors).toEqual([
      { path: 'blocks', message: 'must be an array' },
    ]);
    expect(validator.validate(pageItem([{ nope: 1 }], { title: 5 }))?.errors).toEqual([
      { path: 'title', message: 'must be a string' },
    ]);
  });

  it('validates each content version once', () => {
    const spy = vi.spyOn(Validator.prototype, 'validate');
    const validator = createValidator([textSchema]);
    const item = textItem('t1', 'Hello');
    validator.validate(item);
    validator.validate(structuredClone(item));
    validator.validate(structuredClone(item));
    expect(spy).toHaveBeenCalledTimes(1);
    validator.validate(textItem('t1', 'Hello again'));
    expect(spy).toHaveBeenCalledTimes(2);
  });

  it('answers the same object again from identity, without hashing; a changed copy is validated again', () => {
    const spy = vi.spyOn(Validator.prototype, 'validate');
    const validator = createValidator([textSchema]);
    const item = textItem('t1', 'Hello');
    const first = validator.validate(item);
    const stringify = vi.spyOn(JSON, 'stringify');
    expect(validator.validate(item)).toBe(first);
    expect(stringify).not.toHaveBeenCalled();
    expect(spy).toHaveBeenCalledTimes(1);
    const changed = { ...structuredClone(item), headline: { text: '' } };
    expect(validator.validate(changed)?.valid).toBe(false);
    expect(stringify).toHaveBeenCalled();
    expect(spy).toHaveBeenCalledTimes(2);
  });

  it('reports the HTML and URL fields its schema marks', () => {
    const validator = createValidator([textSchema]);
    const outcome = validator.validate(textItem('t1', 'x', { legalBody: '<p>x</p>', url: '/a', body: '**md**' }));
    expect(outcome?.htmlPaths).toEqual([['legalBody']]);
    expect(outcome?.urlPaths).toEqual([['url']]);
  });

  it('returns undefined for a schema it was not given', () => {
    expect(createValidator([textSchema]).validate(pageItem([]))).toBeUndefined();
  });

  it('refuses schema sets whose $refs cannot be resolved locally, or without $id', () => {
    const dangling = {
      $id: 'https://schema.ridgeline.dev/dangling',
      allOf: [{ $ref: 'https://elsewhere.example/partials#/definitions/x' }],
    };
    expect(() => createValidator([dangling])).toThrow(SchemaSetError);
    expect(() => createValidator([dangling])).toThrow('https://elsewhere.example/partials#/definitions/x');
    const badPointer = {
      $id: 'https://schema.ridgeline.dev/bad',
      allOf: [{ $ref: 'http://bigcontent.io/cms/schema/v1/core#/definitions/nope' }],
    };
    expect(() => createValidator([badPointer])).toThrow('core#/definitions/nope');
    expect(() => createValidator([{ type: 'object' }])).toThrow('has no $id');
    expect(() => createValidator([textSchema, textSchema])).toThrow('duplicate $id');
  });

  it("accepts the project's schemas/ folder", () => {
    const dir = path.resolve(__dirname, '../../../../schemas');
    const schemas = readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as object);
    expect(schemas.length).toBeGreaterThan(0);
    const validator = createValidator(schemas);
    expect(validator.hasSchema('https://schema.ridgeline.dev/hero-banner')).toBe(true);
  });

  it('finds the child slots a schema declares, through $refs, allOf, properties and items', () => {
    const dir = path.resolve(__dirname, '../../../../schemas');
    const schemas = readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as object);
    const validator = createValidator(schemas);
    const slotPaths = (schema: string) => {
      const found: string[] = [];
      const stack: [string, ChildSlots][] = [['', validator.childSlots(schema)!]];
      while (stack.length > 0) {
        const [at, node] = stack.pop()!;
        if (node.slot) found.push(at);
        for (const [key, child] of node.children) stack.push([at === '' ? key : `${at}.${key}`, child]);
      }
      return found.sort();
    };
    expect(slotPaths('https://schema.ridgeline.dev/home-page')).toEqual(['blocks.*']);
    expect(slotPaths('https://schema.ridgeline.dev/personalised-container')).toEqual([
      'defaultContent.*',
      'variants.*.content.*',
    ]);
    expect(slotPaths('https://schema.ridgeline.dev/hero-banner')).toEqual([]);
    expect(validator.childSlots('https://schema.ridgeline.dev/never-heard-of')).toBeUndefined();
  });
});

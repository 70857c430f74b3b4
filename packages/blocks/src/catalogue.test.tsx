import { readFileSync, readdirSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { blockDefinitions, diagnosticBlocks, registry } from './index';
import { loadSchemas, prepareFixture, preparedItems, validator } from './test/harness';

const SRC = __dirname + '/';

function fixtureFiles(dir = SRC): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = dir + entry;
    if (statSync(path).isDirectory()) return fixtureFiles(path + '/');
    return path.includes('/fixtures/') && path.endsWith('.json') ? [path] : [];
  });
}

describe('block catalogue', () => {
  const allSchemas = loadSchemas();
  // Partial schemas (`{topic}-partials.json`) hold definitions that content types reference; they have no block.
  const schemas = allSchemas.filter(({ file }) => !file.endsWith('-partials.json'));
  const partials = allSchemas.filter(({ file }) => file.endsWith('-partials.json'));
  const definitions = [...blockDefinitions, ...diagnosticBlocks];

  it('has exactly one block definition per schema in /schemas, and no block without a schema', () => {
    const schemaIds = schemas.map((entry) => entry.schema.$id).sort();
    const blockSchemas = definitions.map((definition) => definition.schema).sort();
    expect(blockSchemas).toEqual(schemaIds);
    expect(new Set(blockSchemas).size).toBe(blockSchemas.length);
  });

  it('names every schema file after its $id', () => {
    for (const { file, schema } of schemas) {
      expect(schema.$id).toBe(`https://schema.ridgeline.dev/${file.replace(/\.json$/, '')}`);
      expect(schema.$schema).toBe('http://json-schema.org/draft-07/schema#');
      expect(schema.allOf).toEqual([{ $ref: 'http://bigcontent.io/cms/schema/v1/core#/definitions/content' }]);
      expect(Object.keys(schema.properties as object).filter((key) => key !== '_meta')).toEqual(schema.propertyOrder);
    }
  });

  it('keeps partial schemas to definitions only, each referenced by some content type', () => {
    expect(partials.map(({ file }) => file)).toContain('page-partials.json');
    const everything = JSON.stringify(schemas.map(({ schema }) => schema));
    for (const { file, schema } of partials) {
      expect(schema.$id).toBe(`https://schema.ridgeline.dev/${file.replace(/\.json$/, '')}`);
      expect(schema).not.toHaveProperty('properties');
      for (const definition of Object.keys(schema.definitions as object))
        expect(everything, `${file}#/definitions/${definition}`).toContain(
          `"${schema.$id}#/definitions/${definition}"`,
        );
    }
  });

  it('registers every production block and keeps the diagnostic ones out', () => {
    expect(registry.schemas).toEqual(blockDefinitions.map((definition) => definition.schema));
    for (const diagnostic of diagnosticBlocks) expect(registry.has(diagnostic.schema)).toBe(false);
  });

  const fixtures = fixtureFiles();
  it('finds fixtures for every block', () => {
    const covered = new Set(fixtures.map((file) => JSON.parse(readFileSync(file, 'utf8'))._meta.schema));
    for (const definition of definitions) expect(covered, definition.schema).toContain(definition.schema);
  });

  it.each(fixtures.map((file) => [file.slice(SRC.length), file]))(
    'fixture %s validates against its schema',
    async (_name, file) => {
      const fixture = JSON.parse(readFileSync(file, 'utf8'));
      const outcome = validator.validate(fixture);
      expect(outcome, 'a schema exists for the fixture').toBeDefined();
      expect(outcome!.errors).toEqual([]);
      const prepared = await prepareFixture(fixture, { customerGroups: ['Everyone', 'Registered', 'Loyalty Members'] });
      const failures = preparedItems(prepared).filter((item) => item.__ridgeline.status === 'failed');
      expect(failures.map((item) => item.__ridgeline)).toEqual([]);
    },
  );
});

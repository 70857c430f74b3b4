// The export is checked with dc-cli's own loaders: what they read back is what `dc-cli … import` would send.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, readdirSync, writeFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { exportSchemas, visualizationUri } from '../export-schemas.mjs';

const require = createRequire(import.meta.url);
const { loadJsonFromDirectory } = require('@amplience/dc-cli/dist/services/import.service');
const { resolveSchemaBody } = require('@amplience/dc-cli/dist/services/resolve-schema-body');
const { ContentType, ContentTypeSchema } = require('dc-management-sdk-js');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const schemaFiles = readdirSync(path.join(root, 'schemas')).filter((file) => file.endsWith('.json'));
const hubSchemas = schemaFiles
  .map((file) => JSON.parse(readFileSync(path.join(root, 'schemas', file), 'utf8')))
  .filter((schema) => schema.$id !== 'https://schema.ridgeline.dev/diagnostic-throw');
const isPartial = (schema) => schema.$id.endsWith('-partials');
const contentTypeSchemas = hubSchemas.filter((schema) => !isPartial(schema));
const partialSchemas = hubSchemas.filter(isPartial);

function exportTo() {
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'ridgeline-export-'));
  exportSchemas({ outDir, storefrontUrl: 'https://shop.example.com/' });
  return outDir;
}

test('dc-cli reads every schema registration back with its body and schema id', async () => {
  const outDir = exportTo();
  const dir = path.join(outDir, 'content-type-schemas');
  const loaded = loadJsonFromDirectory(dir, ContentTypeSchema);
  assert.equal(Object.keys(loaded).length, contentTypeSchemas.length);
  const [resolved, errors] = await resolveSchemaBody(loaded, dir);
  assert.deepEqual(errors, {});
  const byId = new Map(Object.values(resolved).map((registration) => [registration.schemaId, registration]));
  for (const schema of contentTypeSchemas) {
    const registration = byId.get(schema.$id);
    assert.ok(registration, `no registration for ${schema.$id}`);
    assert.equal(registration.validationLevel, 'CONTENT_TYPE');
    assert.deepEqual(JSON.parse(registration.body), schema);
  }
});

test('dc-cli reads every content type back, each visualized by the storefront route', () => {
  const outDir = exportTo();
  const loaded = Object.values(loadJsonFromDirectory(path.join(outDir, 'content-types'), ContentType));
  assert.deepEqual(
    loaded.map((type) => type.contentTypeUri).sort(),
    contentTypeSchemas.map((schema) => schema.$id).sort(),
  );
  for (const type of loaded) {
    const schema = contentTypeSchemas.find((candidate) => candidate.$id === type.contentTypeUri);
    assert.equal(type.settings.label, schema.title);
    assert.deepEqual(type.repositories, ['content']);
    assert.equal(
      type.settings.visualizations[0].templatedUri,
      'https://shop.example.com/visualization/{{hub.name}}/{{content.sys.id}}?vse={{vse.domain}}&locale={{locales}}',
    );
  }
});

test('partial schemas are registered as PARTIAL schemas, in a folder of their own, and never as content types', async () => {
  assert.ok(partialSchemas.some((schema) => schema.$id === 'https://schema.ridgeline.dev/page-partials'));
  const outDir = exportTo();
  const dir = path.join(outDir, 'partial-schemas');
  const [resolved, errors] = await resolveSchemaBody(loadJsonFromDirectory(dir, ContentTypeSchema), dir);
  assert.deepEqual(errors, {});
  const registrations = Object.values(resolved);
  assert.deepEqual(
    registrations.map((registration) => registration.schemaId).sort(),
    partialSchemas.map((schema) => schema.$id).sort(),
  );
  for (const registration of registrations) {
    assert.equal(registration.validationLevel, 'PARTIAL');
    assert.deepEqual(
      JSON.parse(registration.body),
      partialSchemas.find((schema) => schema.$id === registration.schemaId),
    );
  }
  const types = readdirSync(path.join(outDir, 'content-types'));
  for (const schema of partialSchemas) assert.ok(!types.includes(`${schema.$id.split('/').pop()}.json`));
  // Every reference a content type makes to a partial names a definition the partial has.
  let references = 0;
  for (const schema of contentTypeSchemas) {
    for (const [, document, definition] of JSON.stringify(schema).matchAll(
      /"\$ref":"(https:\/\/schema\.ridgeline\.dev\/[\w-]+)#\/definitions\/([\w-]+)"/g,
    )) {
      const partial = partialSchemas.find((candidate) => candidate.$id === document);
      assert.ok(partial?.definitions?.[definition], `${schema.$id} refers to ${document}#/definitions/${definition}`);
      references += 1;
    }
  }
  assert.ok(references >= 6, 'the three page types refer to the page partial for seo and blocks');
});

test('diagnostic schemas are never exported for a hub', () => {
  const outDir = exportTo();
  const names = readdirSync(path.join(outDir, 'content-types'));
  assert.ok(!names.includes('diagnostic-throw.json'));
  assert.ok(names.includes('hero-banner.json'));
});

test('a schema whose $id is outside the Ridgeline namespace is refused with its file name', () => {
  const schemasDir = mkdtempSync(path.join(os.tmpdir(), 'ridgeline-schemas-'));
  mkdirSync(schemasDir, { recursive: true });
  writeFileSync(path.join(schemasDir, 'stray.json'), JSON.stringify({ $id: 'https://example.com/stray' }));
  assert.throws(
    () => exportSchemas({ schemasDir, outDir: path.join(schemasDir, 'out'), storefrontUrl: 'http://x' }),
    /stray\.json: \$id must start with/,
  );
});

test('the visualization template drops trailing slashes of the storefront URL', () => {
  assert.equal(
    visualizationUri('http://localhost:3000//'),
    'http://localhost:3000/visualization/{{hub.name}}/{{content.sys.id}}?vse={{vse.domain}}&locale={{locales}}',
  );
});

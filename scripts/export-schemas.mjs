#!/usr/bin/env node
// npm run schemas:export -- <dir> [--storefront-url URL]
// Writes schemas/ as dc-cli imports them:
//   <dir>/content-type-schemas/{name}.json          { schemaId, body: './schemas/{name}.json', validationLevel }
//   <dir>/content-type-schemas/schemas/{name}.json  the JSON Schema itself
//   <dir>/content-types/{name}.json                 { contentTypeUri, status, settings: { label, visualizations }, repositories }
//   <dir>/partial-schemas/{name}.json                { schemaId, body: './schemas/{name}.json', validationLevel: 'PARTIAL' }
//   <dir>/partial-schemas/schemas/{name}.json       a partial schema (`{topic}-partials.json`: definitions only)
// then: `dc-cli content-type-schema import <dir>/partial-schemas` (first: content types $ref the partials),
// `dc-cli content-type-schema import <dir>/content-type-schemas` and `dc-cli content-type import <dir>/content-types`.
// A partial is a schema only, never a content type. dc-cli imports a folder's files in no set order,
// which is why partials get a folder of their own.
// dc-cli reads only the top-level *.json files of each folder and resolves `body` relative to that folder.
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SCHEMA_ID_BASE = 'https://schema.ridgeline.dev/';

/** Schemas that exist to test the storefront itself, never registered on a hub. */
const NOT_FOR_HUBS = new Set(['https://schema.ridgeline.dev/diagnostic-throw']);

/**
 * The storefront's real-time visualization route; the `{{…}}` parts are Amplience's visualization
 * template variables, filled in by the Amplience app.
 */
export function visualizationUri(storefrontUrl) {
  const base = storefrontUrl.replace(/\/+$/, '');
  return `${base}/visualization/{{hub.name}}/{{content.sys.id}}?vse={{vse.domain}}&locale={{locales}}`;
}

export function readSchemas(schemasDir) {
  return readdirSync(schemasDir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => {
      const schema = JSON.parse(readFileSync(path.join(schemasDir, file), 'utf8'));
      if (typeof schema.$id !== 'string' || !schema.$id.startsWith(SCHEMA_ID_BASE)) {
        throw new Error(`${file}: $id must start with ${SCHEMA_ID_BASE} (found ${JSON.stringify(schema.$id)})`);
      }
      const name = schema.$id.slice(SCHEMA_ID_BASE.length);
      return { file, name, schema, partial: name.endsWith('-partials') };
    })
    .filter(({ schema }) => !NOT_FOR_HUBS.has(schema.$id));
}

/** `<folder>/schemas/{name}.json` (the body) and `<folder>/{name}.json` (its registration). */
function writeSchemaRegistration(folder, name, schema, validationLevel) {
  mkdirSync(path.join(folder, 'schemas'), { recursive: true });
  writeFileSync(path.join(folder, 'schemas', `${name}.json`), `${JSON.stringify(schema, null, 2)}\n`);
  writeFileSync(
    path.join(folder, `${name}.json`),
    `${JSON.stringify({ schemaId: schema.$id, body: `./schemas/${name}.json`, validationLevel }, null, 2)}\n`,
  );
}

export function exportSchemas({ schemasDir = path.join(root, 'schemas'), outDir, storefrontUrl }) {
  const schemaDir = path.join(outDir, 'content-type-schemas');
  const partialDir = path.join(outDir, 'partial-schemas');
  const typeDir = path.join(outDir, 'content-types');
  mkdirSync(typeDir, { recursive: true });
  const written = [];
  for (const { name, schema, partial } of readSchemas(schemasDir)) {
    if (partial) {
      writeSchemaRegistration(partialDir, name, schema, 'PARTIAL');
      written.push(name);
      continue;
    }
    writeSchemaRegistration(schemaDir, name, schema, 'CONTENT_TYPE');
    const contentType = {
      contentTypeUri: schema.$id,
      status: 'ACTIVE',
      settings: {
        label: schema.title ?? name,
        visualizations: [
          { label: 'Ridgeline storefront', templatedUri: visualizationUri(storefrontUrl), default: true },
        ],
      },
      repositories: ['content'],
    };
    writeFileSync(path.join(typeDir, `${name}.json`), `${JSON.stringify(contentType, null, 2)}\n`);
    written.push(name);
  }
  return written;
}

function parseArguments(argv) {
  const options = { storefrontUrl: process.env.STOREFRONT_URL ?? 'http://localhost:3000' };
  const positional = [];
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index];
    if (argument === '--storefront-url') options.storefrontUrl = argv[++index];
    else if (argument.startsWith('--storefront-url='))
      options.storefrontUrl = argument.slice('--storefront-url='.length);
    else positional.push(argument);
  }
  if (positional.length !== 1 || !options.storefrontUrl) {
    throw new Error('usage: npm run schemas:export -- <dir> [--storefront-url https://www.example.com]');
  }
  return { outDir: path.resolve(positional[0]), storefrontUrl: options.storefrontUrl };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    const { outDir, storefrontUrl } = parseArguments(process.argv.slice(2));
    const written = exportSchemas({ outDir, storefrontUrl });
    console.log(`Exported ${written.length} schemas to ${outDir} (visualization: ${visualizationUri(storefrontUrl)})`);
    console.log(`Import with: dc-cli content-type-schema import ${path.join(outDir, 'partial-schemas')}`);
    console.log(`       then: dc-cli content-type-schema import ${path.join(outDir, 'content-type-schemas')}`);
    console.log(`        and: dc-cli content-type import ${path.join(outDir, 'content-types')}`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

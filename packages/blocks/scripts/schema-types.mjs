// Generates the blocks' content field types from /schemas with json-schema-to-typescript, so the schemas
// stay the single source of truth for what editors can enter. `npm run schemas:types` writes them to
// src/shared/generated/; src/shared/generated/generated.test.ts fails when they are stale.
//
// Amplience's core definitions are replaced before generation by the types a delivered (inlined,
// localized) item actually has: an image-link stays an ImageLink, a content-link arrives as the
// linked item itself, a localized string arrives as the locale's string.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile } from 'json-schema-to-typescript';

const here = path.dirname(fileURLToPath(import.meta.url));
export const schemasDir = path.resolve(here, '../../../schemas');
export const generatedDir = path.resolve(here, '../src/shared/generated');

const CORE = 'http://bigcontent.io/cms/schema/v1/core#/definitions/';
const LOCALIZATION = 'http://bigcontent.io/cms/schema/v1/localization#/definitions/';
const DELIVERED_TYPES = new Map([
  [`${CORE}image-link`, 'ImageLink'],
  [`${CORE}content-link`, 'ContentItem'],
  [`${CORE}content-reference`, 'ContentItem'],
  [`${LOCALIZATION}localized-string`, 'string'],
]);

/** `hero-banner` → `HeroBannerFields`. */
export function typeNameOf(schemaName) {
  return `${schemaName.replace(/(^|-)([a-z0-9])/g, (_, __, letter) => letter.toUpperCase())}Fields`;
}

/** Replaces core refs by `tsType`s and drops the core `content` base (ContentItem supplies `_meta`). */
function deliveredShape(node) {
  if (Array.isArray(node)) return node.map(deliveredShape);
  if (node === null || typeof node !== 'object') return node;
  const references = [node.$ref, ...(Array.isArray(node.allOf) ? node.allOf.map((part) => part?.$ref) : [])];
  const delivered = references.map((reference) => DELIVERED_TYPES.get(reference)).find(Boolean);
  if (delivered) {
    const { allOf: _allOf, $ref: _ref, ...rest } = node;
    return { ...deliveredShape(rest), tsType: delivered };
  }
  const copy = {};
  for (const [key, value] of Object.entries(node)) {
    // Titles are editor labels ("Text", "Colour"); as type names they would collide. Definitions are
    // named by their keys instead.
    if (key === 'title' && typeof value === 'string') continue;
    if (key === 'allOf' && Array.isArray(value)) {
      const kept = value.filter((part) => part?.$ref !== `${CORE}content`);
      if (kept.length > 0) copy.allOf = deliveredShape(kept);
      continue;
    }
    copy[key] = deliveredShape(value);
  }
  return copy;
}

const BANNER = `/* eslint-disable */
// Generated from schemas/{file} by packages/blocks/scripts/schema-types.mjs. Do not edit: run \`npm run schemas:types\`.
`;

/** Map of `{name}.ts` → source, one per schema, plus `index.ts`. */
export async function generateSchemaTypes() {
  const files = new Map();
  const names = [];
  for (const file of readdirSync(schemasDir).filter((entry) => entry.endsWith('.json')).sort()) {
    const schema = JSON.parse(readFileSync(path.join(schemasDir, file), 'utf8'));
    const name = file.replace(/\.json$/, '');
    const typeName = typeNameOf(name);
    const { $id: _id, $schema: _schema, ...body } = deliveredShape(schema);
    const source = await compile({ ...body, title: typeName }, typeName, {
      bannerComment: '',
      additionalProperties: false,
      ignoreMinAndMaxItems: true,
      declareExternallyReferenced: true,
      strictIndexSignatures: true,
      format: true,
      style: { singleQuote: true, printWidth: 120 },
    });
    const imports = ['ImageLink', 'ContentItem'].filter((type) => new RegExp(`\\b${type}\\b`).test(source));
    const header = BANNER.replace('{file}', file) + (imports.length ? `import type { ${imports.join(', ')} } from '@ridgeline/renderer';\n` : '');
    files.set(`${name}.ts`, `${header}\n${source}`);
    names.push([name, typeName]);
  }
  files.set(
    'index.ts',
    `${BANNER.replace('{file}', '*.json')}\n${names.map(([name, typeName]) => `export type { ${typeName} } from './${name}';`).join('\n')}\n`,
  );
  return files;
}

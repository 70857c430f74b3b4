// Generates the blocks' content field types from /schemas with json-schema-to-typescript, so the schemas
// stay the single source of truth for what editors can enter. `npm run blocks:generate` writes them to
// src/shared/generated/ (with the rest of generate.mjs); src/shared/generated/generated.test.ts fails
// when they are stale.
//
// Amplience's core definitions are replaced before generation by the types a delivered (inlined,
// localized) item actually has: an image-link stays an ImageLink, a content-link arrives as the
// linked item itself, a localized string arrives as the locale's string.
//
// A partial schema (`{topic}-partials.json`) becomes one type per definition, `{Topic}{Definition}`
// (`page-partials#/definitions/seo` → `PageSeo`), and every `$ref` to it becomes that type, imported:
// the page types share one `PageSeo` instead of three copies.
import { compile } from 'json-schema-to-typescript';
import { SCHEMA_BASE, pascalCaseOf } from './block-sources.mjs';

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
  return `${pascalCaseOf(schemaName)}Fields`;
}

/** `page-partials`, `seo` → `PageSeo`. */
export function partialTypeNameOf(schemaName, definition) {
  return `${pascalCaseOf(schemaName.replace(/-partials$/, ''))}${pascalCaseOf(definition)}`;
}

/**
 * The type a `$ref` to a partial's definition stands for, and the generated module it comes from:
 * `{ type, module }`, `module` undefined for a `#/definitions/…` ref inside the partial itself.
 */
function partialReference(reference, currentName) {
  if (typeof reference !== 'string') return undefined;
  const match = /^(.*)#\/definitions\/([\w-]+)$/.exec(reference);
  if (!match) return undefined;
  const [, document, definition] = match;
  if (document === '' && currentName.endsWith('-partials'))
    return { type: partialTypeNameOf(currentName, definition), module: undefined };
  if (!document.startsWith(SCHEMA_BASE)) return undefined;
  const name = document.slice(SCHEMA_BASE.length);
  return name.endsWith('-partials') ? { type: partialTypeNameOf(name, definition), module: name } : undefined;
}

/**
 * Replaces core refs and refs to partials by `tsType`s and drops the core `content` base (ContentItem
 * supplies `_meta`). `imports` collects `module → type names` for the partial types used.
 */
function deliveredShape(node, currentName, imports) {
  const recurse = (value) => deliveredShape(value, currentName, imports);
  if (Array.isArray(node)) return node.map(recurse);
  if (node === null || typeof node !== 'object') return node;
  const references = [node.$ref, ...(Array.isArray(node.allOf) ? node.allOf.map((part) => part?.$ref) : [])];
  const delivered = references.map((reference) => DELIVERED_TYPES.get(reference)).find(Boolean);
  const partial = references.map((reference) => partialReference(reference, currentName)).find(Boolean);
  if (delivered || partial) {
    const { allOf: _allOf, $ref: _ref, ...rest } = node;
    if (partial?.module) imports.set(partial.module, new Set([...(imports.get(partial.module) ?? []), partial.type]));
    return { ...recurse(rest), tsType: delivered ?? partial.type };
  }
  const copy = {};
  for (const [key, value] of Object.entries(node)) {
    // Titles are editor labels ("Text", "Colour"); as type names they would collide. Definitions are
    // named by their keys instead.
    if (key === 'title' && typeof value === 'string') continue;
    if (key === 'allOf' && Array.isArray(value)) {
      const kept = value.filter((part) => part?.$ref !== `${CORE}content`);
      if (kept.length > 0) copy.allOf = recurse(kept);
      continue;
    }
    copy[key] = recurse(value);
  }
  return copy;
}

const BANNER = `/* eslint-disable */
// Generated from schemas/{file} by packages/blocks/scripts/schema-types.mjs. Do not edit: run \`npm run blocks:generate\`.
`;

const COMPILE_OPTIONS = {
  bannerComment: '',
  additionalProperties: false,
  ignoreMinAndMaxItems: true,
  declareExternallyReferenced: true,
  strictIndexSignatures: true,
  format: true,
  style: { singleQuote: true, printWidth: 120 },
};

/**
 * Map of `{name}.ts` → source, one per schema, plus `index.ts`. `schemas` are `{ name, schema }`
 * sorted by name (see block-sources.mjs, readSchemaFiles).
 */
export async function generateSchemaTypes(schemas) {
  const files = new Map();
  const exported = [];
  for (const { name, schema, partial } of schemas) {
    const imports = new Map();
    const { $id: _id, $schema: _schema, definitions, ...body } = deliveredShape(schema, name, imports);
    const sources = [];
    const typeNames = [];
    if (partial) {
      for (const [definition, definitionSchema] of Object.entries(definitions ?? {})) {
        const typeName = partialTypeNameOf(name, definition);
        sources.push(await compile({ ...definitionSchema, title: typeName }, typeName, COMPILE_OPTIONS));
        typeNames.push(typeName);
      }
    } else {
      const typeName = typeNameOf(name);
      sources.push(
        await compile({ ...body, ...(definitions ? { definitions } : {}), title: typeName }, typeName, COMPILE_OPTIONS),
      );
      typeNames.push(typeName);
    }
    const source = sources.join('\n');
    const core = ['ImageLink', 'ContentItem'].filter((type) => new RegExp(`\\b${type}\\b`).test(source));
    const header = [
      BANNER.replace('{file}', `${name}.json`).trimEnd(),
      ...(core.length ? [`import type { ${core.join(', ')} } from '@ridgeline/renderer';`] : []),
      ...[...imports].map(([module, types]) => `import type { ${[...types].sort().join(', ')} } from './${module}';`),
    ].join('\n');
    files.set(`${name}.ts`, `${header}\n\n${source}`);
    exported.push([name, typeNames]);
  }
  files.set(
    'index.ts',
    `${BANNER.replace('{file}', '*.json')}\n${exported.map(([name, typeNames]) => `export type { ${typeNames.join(', ')} } from './${name}';`).join('\n')}\n`,
  );
  return files;
}

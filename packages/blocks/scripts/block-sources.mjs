// Everything about the block catalogue that used to be written by hand, derived from the block folders
// (`src/{folder}/{name}.block.ts`, their stories and `types.ts`) and the schemas (`schemas/*.json`):
//
// - the registry module: every definition imported, `blockDefinitions`, `diagnosticBlocks`, each
//   definition exported by its own name, each folder's `types.ts` re-exported;
// - the component map: `export *` of each block's component module (the one its `lazyBlock` imports);
// - `SCHEMAS`: one `$id` per content-type schema, keyed by the camel-cased file name;
// - the allow-lists of content-links: a content-link marked `"x-ridgeline-slot": "{slot}"` accepts
//   exactly the block schemas that list that slot in their `"x-ridgeline-slots"`;
// - the catalogue tables of the blocks and schemas READMEs.
//
// Definitions are read as text, not executed: a `.block.ts` file is found by its name and read for two
// things only, its exported `defineBlock(...)` constant and the module its `lazyBlock(() => import('./X'))`
// loads. Whatever else a definition holds (`load`, `adapt`, or options added later) passes through
// untouched, because the generated registry imports the definition itself.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

export const SCHEMA_BASE = 'https://schema.ridgeline.dev/';
const CORE_CONTENT = 'http://bigcontent.io/cms/schema/v1/core#/definitions/content';
const CONTENT_LINK = 'http://bigcontent.io/cms/schema/v1/core#/definitions/content-link';
/** Blocks in this folder are test-only: `diagnosticBlocks`, never `blockDefinitions`. */
export const DIAGNOSTICS_FOLDER = 'diagnostics';
const DEFINITION_EXPORT = /export\s+const\s+(\w+)\s*(?::[^=]+)?=\s*defineBlock\b/g;
const LAZY_IMPORT = /lazyBlock\(\s*\(\)\s*=>\s*import\(\s*'\.\/([\w.-]+)'\s*\)/;
/** The export a lazy import picks: `import('./X').then((m) => m.Name)`; none means the module's default export. */
const LAZY_PICK =
  /lazyBlock\(\s*\(\)\s*=>\s*import\(\s*'\.\/[\w.-]+'\s*\)\s*\.then\(\s*\(?\s*(\w+)\s*\)?\s*=>\s*\1\.(\w+)\s*\)/;
const STORY_EXPORT = /^export\s+const\s+(\w+)\b/gm;

export class BlockSourceError extends Error {
  name = 'BlockSourceError';
}

/** `hero-banner` → `heroBanner`. */
export const camelCaseOf = (name) => name.replace(/-([a-z0-9])/g, (_, letter) => letter.toUpperCase());
/** `hero-banner` → `HeroBanner`. */
export const pascalCaseOf = (name) => camelCaseOf(name).replace(/^[a-z]/, (letter) => letter.toUpperCase());

/** A partial schema (`{topic}-partials.json`) holds only `definitions` that content types `$ref`; it is no content type. */
export const isPartialName = (name) => name.endsWith('-partials');

/** Every `schemas/*.json`, sorted by file name, with its `$id` checked against the file name. */
export function readSchemaFiles(schemasDir) {
  return readdirSync(schemasDir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => {
      const text = readFileSync(path.join(schemasDir, file), 'utf8');
      let schema;
      try {
        schema = JSON.parse(text);
      } catch (error) {
        throw new BlockSourceError(`schemas/${file} is not valid JSON: ${error.message}`);
      }
      const name = file.slice(0, -'.json'.length);
      if (schema.$id !== `${SCHEMA_BASE}${name}`) {
        throw new BlockSourceError(
          `schemas/${file}: $id must be "${SCHEMA_BASE}${name}" (found ${JSON.stringify(schema.$id)})`,
        );
      }
      const partial = isPartialName(name);
      const contentType = Array.isArray(schema.allOf) && schema.allOf.some((part) => part?.$ref === CORE_CONTENT);
      if (partial && (contentType || schema.properties)) {
        throw new BlockSourceError(
          `schemas/${file}: a partial schema holds only definitions (no properties, no core content base)`,
        );
      }
      if (!partial && !contentType) {
        throw new BlockSourceError(
          `schemas/${file}: a content type's allOf must include {"$ref": "${CORE_CONTENT}"} (a partial must be named {topic}-partials.json)`,
        );
      }
      return { file, name, text, schema, partial };
    });
}

/** Every `src/{folder}/{name}.block.ts`, sorted by name. */
export function readBlockFolders(srcDir, schemaFiles) {
  const byName = new Map(schemaFiles.filter((entry) => !entry.partial).map((entry) => [entry.name, entry]));
  const blocks = [];
  for (const folder of readdirSync(srcDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()) {
    const files = readdirSync(path.join(srcDir, folder)).sort();
    for (const file of files.filter((entry) => entry.endsWith('.block.ts'))) {
      const where = `src/${folder}/${file}`;
      const name = file.slice(0, -'.block.ts'.length);
      const source = readFileSync(path.join(srcDir, folder, file), 'utf8');
      const exported = [...source.matchAll(DEFINITION_EXPORT)].map((match) => match[1]);
      if (exported.length !== 1) {
        throw new BlockSourceError(
          `${where}: expected exactly one \`export const {name}Block = defineBlock(...)\`, found ${exported.length}`,
        );
      }
      const componentModule = LAZY_IMPORT.exec(source)?.[1];
      if (!componentModule)
        throw new BlockSourceError(`${where}: the component must be given as lazyBlock(() => import('./Component'))`);
      if (!existsSync(path.join(srcDir, folder, `${componentModule}.tsx`))) {
        throw new BlockSourceError(
          `${where}: its lazyBlock imports ./${componentModule}, but src/${folder}/${componentModule}.tsx does not exist`,
        );
      }
      const schema = byName.get(name);
      if (!schema)
        throw new BlockSourceError(
          `${where}: no content-type schema schemas/${name}.json (a block is named after its schema)`,
        );
      const stories = files
        .filter((entry) => entry.endsWith('.stories.tsx'))
        .flatMap((entry) =>
          [...readFileSync(path.join(srcDir, folder, entry), 'utf8').matchAll(STORY_EXPORT)].map((match) => match[1]),
        );
      blocks.push({
        folder,
        name,
        exportName: exported[0],
        componentModule,
        componentExport: LAZY_PICK.exec(source)?.[2],
        hasTypes: files.includes('types.ts'),
        diagnostic: folder === DIAGNOSTICS_FOLDER,
        stories,
        schema: schema.schema,
      });
    }
  }
  const seen = new Map();
  for (const block of blocks) {
    if (seen.has(block.name))
      throw new BlockSourceError(
        `src/${seen.get(block.name)} and src/${block.folder} both define ${block.name}.block.ts`,
      );
    seen.set(block.name, block.folder);
  }
  return blocks.sort((a, b) => a.name.localeCompare(b.name));
}

const BANNER = (from) => `/* eslint-disable */
// Generated from ${from} by packages/blocks/scripts/block-sources.mjs. Do not edit: run \`npm run blocks:generate\`.
`;

/** `src/shared/generated/blocks/registry.ts`. */
export function registryModule(blocks) {
  const fromGenerated = (block, module) => `../../../${block.folder}/${module}`;
  const list = (selected) => selected.map((block) => `  ${block.exportName},`).join('\n');
  return `${BANNER('src/*/{name}.block.ts')}
import type { BlockDefinition } from '@ridgeline/renderer';
${blocks.map((block) => `import { ${block.exportName} } from '${fromGenerated(block, `${block.name}.block`)}';`).join('\n')}

/** Every production block: one per \`{name}.block.ts\` in a block folder other than \`src/${DIAGNOSTICS_FOLDER}/\`. */
export const blockDefinitions: readonly BlockDefinition[] = [
${list(blocks.filter((block) => !block.diagnostic))}
];

/**
 * Test-only blocks (\`src/${DIAGNOSTICS_FOLDER}/\`), never in \`blockDefinitions\`: an app adds them
 * (\`createRegistry([...blockDefinitions, ...diagnosticBlocks])\`) only when it asks for diagnostics.
 */
export const diagnosticBlocks: readonly BlockDefinition[] = [
${list(blocks.filter((block) => block.diagnostic))}
];

export {
${list(blocks)}
};

${blocks
  .filter((block) => block.hasTypes)
  .map((block) => `export type * from '${fromGenerated(block, 'types')}';`)
  .join('\n')}
`;
}

/** `src/shared/generated/blocks/components.ts`. */
export function componentsModule(blocks) {
  return `${BANNER("the lazyBlock(() => import('./Component')) of src/*/{name}.block.ts")}
${blocks.map((block) => `export * from '../../../${block.folder}/${block.componentModule}';`).join('\n')}
`;
}

/**
 * `src/shared/generated/blocks/browserRegistry.ts`: every block's schema and lazily loaded component, and nothing else
 * (no loader, no adapter, no commerce mapping): what an islands runtime needs in the browser to hydrate a block and
 * the blocks nested in it. It imports only the renderer's browser runtime entry.
 */
export function browserRegistryModule(blocks, schemaFiles) {
  const idOf = new Map(schemaFiles.map((entry) => [entry.name, entry.schema.$id]));
  const entry = (block) => {
    const load = `import('../../../${block.folder}/${block.componentModule}')`;
    const component = block.componentExport ? `${load}.then((m) => m.${block.componentExport})` : load;
    return `  { schema: '${idOf.get(block.name)}', component: lazyBlock(() => ${component}) },`;
  };
  return `${BANNER("the lazyBlock(() => import('./Component')) of src/*/{name}.block.ts")}
import { createRegistry, lazyBlock, type BlockRegistry } from '@ridgeline/renderer/islands';

/** Every production block's component, loaded on demand: the browser side of an islands document. */
export const browserRegistry: BlockRegistry = createRegistry([
${blocks
  .filter((block) => !block.diagnostic)
  .map(entry)
  .join('\n')}
]);
`;
}

/** `src/shared/generated/blocks/schemaIds.ts`. */
export function schemaIdsModule(schemaFiles) {
  const contentTypes = schemaFiles.filter((entry) => !entry.partial);
  return `${BANNER('schemas/*.json')}
/** Every content type's \`$id\` starts with this. */
export const SCHEMA_BASE = '${SCHEMA_BASE}';

/** Schema \`$id\`s, one per content type in /schemas, keyed by the camel-cased file name. */
export const SCHEMAS = {
${contentTypes.map((entry) => `  ${camelCaseOf(entry.name)}: '${entry.schema.$id}',`).join('\n')}
} as const;
`;
}

/** Slot name → `$id`s of the block schemas that may be placed there (`"x-ridgeline-slots"`), by file name. */
export function slotMembers(schemaFiles) {
  const members = new Map();
  for (const { file, schema } of schemaFiles) {
    const slots = schema['x-ridgeline-slots'];
    if (slots === undefined) continue;
    if (!Array.isArray(slots) || slots.some((slot) => typeof slot !== 'string' || slot === '')) {
      throw new BlockSourceError(`schemas/${file}: "x-ridgeline-slots" must be a list of slot names`);
    }
    for (const slot of slots) members.set(slot, [...(members.get(slot) ?? []), schema.$id]);
  }
  return members;
}

/** A copy of `schema` whose slot content-links (`"x-ridgeline-slot"`) allow exactly the slot's members. */
function withSlotEnums(schema, members, file, usedSlots) {
  const visit = (node) => {
    if (Array.isArray(node)) return node.map(visit);
    if (node === null || typeof node !== 'object') return node;
    const copy = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, visit(value)]));
    const slot = node['x-ridgeline-slot'];
    if (slot === undefined) return copy;
    const allowed = members.get(slot);
    if (!allowed)
      throw new BlockSourceError(`schemas/${file}: no schema lists the slot "${slot}" in its "x-ridgeline-slots"`);
    usedSlots.add(slot);
    const parts = Array.isArray(copy.allOf) ? copy.allOf : [];
    if (!parts.some((part) => part?.$ref === CONTENT_LINK)) {
      throw new BlockSourceError(
        `schemas/${file}: a node marked "x-ridgeline-slot" must be a content-link (allOf ${CONTENT_LINK})`,
      );
    }
    const restriction = { properties: { contentType: { enum: allowed } } };
    const others = parts.filter((part) => part?.$ref === CONTENT_LINK || !part?.properties?.contentType);
    copy.allOf = [...others, restriction];
    return copy;
  };
  return visit(schema);
}

const sameJson = (a, b) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Each schema file as it must read with its slot allow-lists filled in: its own text when nothing
 * changes (the hand formatting stays), else the updated JSON.
 */
export function slotSchemaFiles(schemaFiles) {
  const members = slotMembers(schemaFiles);
  const usedSlots = new Set();
  const files = new Map();
  for (const entry of schemaFiles) {
    const updated = withSlotEnums(entry.schema, members, entry.file, usedSlots);
    files.set(entry.file, sameJson(updated, entry.schema) ? entry.text : `${JSON.stringify(updated, null, 2)}\n`);
  }
  for (const slot of members.keys()) {
    if (!usedSlots.has(slot))
      throw new BlockSourceError(
        `the slot "${slot}" is listed by a schema, but no content-link is marked "x-ridgeline-slot": "${slot}"`,
      );
  }
  return { files, members };
}

const cell = (text) =>
  String(text ?? '')
    .replace(/\|/g, '\\|')
    .replace(/\s*\n\s*/g, ' ');

/** The blocks README's catalogue table: one row per block, from its schema and its stories. */
export function blockCatalogueTable(blocks) {
  const rows = blocks.map((block) => {
    const slots = block.diagnostic
      ? 'test only (`diagnosticBlocks`)'
      : (block.schema['x-ridgeline-slots'] ?? []).map((slot) => `\`${slot}\``).join(', ') || 'top level';
    const stories = block.stories.length ? block.stories.join(', ') : '—';
    return `| \`${block.folder}/\` | \`${block.schema.$id}\` | ${cell(block.schema.title)} | ${slots} | ${cell(block.schema.description)} | ${stories} |`;
  });
  return [
    '| Folder | Schema `$id` | Title | Placed in | What it is (schema description) | Stories |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}

/** The schemas README's table: one row per schema file. */
export function schemaCatalogueTable(schemaFiles) {
  const rows = schemaFiles.map((entry) => {
    const kind = entry.partial
      ? 'partial schema'
      : (entry.schema['x-ridgeline-slots'] ?? []).map((slot) => `\`${slot}\``).join(', ') || 'top level';
    return `| \`${entry.file}\` | \`${entry.schema.$id}\` | ${kind} | ${cell(entry.schema.description)} |`;
  });
  return ['| File | `$id` | Placed in | Description |', '| --- | --- | --- | --- |', ...rows].join('\n');
}

export const CATALOGUE_START = '<!-- generated: catalogue (npm run blocks:generate) -->';
export const CATALOGUE_END = '<!-- /generated: catalogue -->';

/** `readme` with the text between the catalogue markers replaced by `table`. */
export function withCatalogue(readme, table, where) {
  const start = readme.indexOf(CATALOGUE_START);
  const end = readme.indexOf(CATALOGUE_END);
  if (start < 0 || end < start)
    throw new BlockSourceError(`${where}: the catalogue markers ${CATALOGUE_START} … ${CATALOGUE_END} are missing`);
  return `${readme.slice(0, start + CATALOGUE_START.length)}\n${table}\n${readme.slice(end)}`;
}

// `npm run blocks:generate`: everything derived from the block folders and /schemas, as one map of
// repository-relative path → file text. write-generated.mjs writes it; src/shared/generated/generated.test.ts
// fails when any file on disk differs from it (the same check runs over a throwaway copy in
// src/shared/generated/newBlock.test.ts). Paths are resolved from this script's own location, so a
// copy of the repository generates for itself.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  blockCatalogueTable,
  browserRegistryModule,
  componentsModule,
  readBlockFolders,
  readSchemaFiles,
  registryModule,
  schemaCatalogueTable,
  schemaIdsModule,
  slotSchemaFiles,
  withCatalogue,
} from './block-sources.mjs';
import { generateSchemaTypes } from './schema-types.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
export const repositoryRoot = path.resolve(here, '../../..');
/** Folders whose `.ts` files (tests aside) are all generated: anything else in them is stale. */
export const GENERATED_DIRS = ['packages/blocks/src/shared/generated', 'packages/blocks/src/shared/generated/blocks'];

export async function generateAll(root = repositoryRoot) {
  const schemasDir = path.join(root, 'schemas');
  const readme = (file) => readFileSync(path.join(root, file), 'utf8');
  const read = readSchemaFiles(schemasDir);
  const { files: schemaTexts } = slotSchemaFiles(read);
  const schemaFiles = read.map((entry) => {
    const text = schemaTexts.get(entry.file);
    return text === entry.text ? entry : { ...entry, text, schema: JSON.parse(text) };
  });
  const blocks = readBlockFolders(path.join(root, 'packages/blocks/src'), schemaFiles);

  const files = new Map();
  for (const entry of schemaFiles) files.set(`schemas/${entry.file}`, entry.text);
  for (const [file, source] of await generateSchemaTypes(schemaFiles))
    files.set(`${GENERATED_DIRS[0]}/${file}`, source);
  files.set(`${GENERATED_DIRS[1]}/registry.ts`, registryModule(blocks));
  files.set(`${GENERATED_DIRS[1]}/components.ts`, componentsModule(blocks));
  files.set(`${GENERATED_DIRS[1]}/browserRegistry.ts`, browserRegistryModule(blocks, schemaFiles));
  files.set(`${GENERATED_DIRS[1]}/schemaIds.ts`, schemaIdsModule(schemaFiles));
  files.set(
    'packages/blocks/README.md',
    withCatalogue(readme('packages/blocks/README.md'), blockCatalogueTable(blocks), 'packages/blocks/README.md'),
  );
  files.set(
    'schemas/README.md',
    withCatalogue(readme('schemas/README.md'), schemaCatalogueTable(schemaFiles), 'schemas/README.md'),
  );
  return files;
}

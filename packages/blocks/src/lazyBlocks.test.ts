import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { isLazyBlock, usedBlockSchemas } from '@ridgeline/renderer';
import { describe, expect, it } from 'vitest';
import { blockEntries } from '../blockEntries';
import { blockDefinitions, diagnosticBlocks, registry } from './index';

const allDefinitions = [...blockDefinitions, ...diagnosticBlocks];
const packageRoot = resolve(__dirname, '..');
const nameOf = (schema: string) => schema.slice(schema.lastIndexOf('/') + 1);

describe('lazy blocks', () => {
  it.each(allDefinitions.map((definition) => [nameOf(definition.schema), definition] as const))(
    '%s loads its component on demand',
    async (_name, definition) => {
      const component = definition.component;
      expect(isLazyBlock(component)).toBe(true);
      if (!isLazyBlock(component)) return;
      const loaded = await component.load();
      expect(typeof loaded).toBe('function');
      expect(component.loaded).toBe(loaded);
    },
  );

  it('builds one entry per block, named by its schema, so an app can map a schema to its chunk', () => {
    const names = allDefinitions.map((definition) => nameOf(definition.schema)).sort();
    expect(
      Object.keys(blockEntries)
        .map((entry) => entry.replace(/^blocks\//, ''))
        .sort(),
    ).toEqual(names);
    for (const file of Object.values(blockEntries)) expect(existsSync(resolve(packageRoot, file)), file).toBe(true);
  });

  it('each entry is the module its definition imports lazily', async () => {
    for (const definition of allDefinitions) {
      const component = definition.component;
      if (!isLazyBlock(component)) continue;
      const file = blockEntries[`blocks/${nameOf(definition.schema)}`];
      expect(file, definition.schema).toBeDefined();
      const module = (await import(/* @vite-ignore */ resolve(packageRoot, file!))) as Record<string, unknown>;
      expect(Object.values(module), file).toContain(await component.load());
    }
  });

  it('reports the blocks a tree uses, for the server to preload', () => {
    const tree = {
      _meta: { schema: 'https://schema.ridgeline.dev/home-page', deliveryId: 'a' },
      blocks: [{ _meta: { schema: 'https://schema.ridgeline.dev/hero-banner', deliveryId: 'b' } }],
    };
    expect(usedBlockSchemas(tree, registry)).toEqual([
      'https://schema.ridgeline.dev/home-page',
      'https://schema.ridgeline.dev/hero-banner',
    ]);
  });
});

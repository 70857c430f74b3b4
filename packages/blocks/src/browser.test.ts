import { isLazyBlock } from '@ridgeline/renderer';
import { browserRegistry } from './browser';
import { registry } from './index';

describe('browserRegistry', () => {
  it('has every production block, and only its component', () => {
    expect([...browserRegistry.schemas].sort()).toEqual([...registry.schemas].sort());
    for (const schema of browserRegistry.schemas) {
      const definition = browserRegistry.get(schema)!;
      expect(definition.load, schema).toBeUndefined();
      expect(definition.adapt, schema).toBeUndefined();
      expect(isLazyBlock(definition.component), schema).toBe(true);
    }
  });

  it('loads the same component as the full registry for every block', async () => {
    for (const schema of registry.schemas) {
      const full = registry.get(schema)!.component;
      const light = browserRegistry.get(schema)!.component;
      if (!isLazyBlock(full) || !isLazyBlock(light))
        throw new Error(`${schema}: both registries load their components lazily`);
      expect(await light.load(), schema).toBe(await full.load());
    }
  });
});

import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs build script without type declarations
import { generateSchemaTypes, generatedDir } from '../../../scripts/schema-types.mjs';

describe('types generated from /schemas', () => {
  it('are up to date: run `npm run schemas:types` after changing a schema', async () => {
    const expected = (await generateSchemaTypes()) as Map<string, string>;
    const onDisk = readdirSync(generatedDir).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
    expect(onDisk.sort()).toEqual([...expected.keys()].sort());
    for (const [file, source] of expected) {
      expect(readFileSync(path.join(generatedDir, file), 'utf8'), `src/shared/generated/${file} is stale`).toBe(source);
    }
  });
});

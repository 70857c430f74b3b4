import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs build script without type declarations
import { GENERATED_DIRS, generateAll, repositoryRoot } from '../../../scripts/generate.mjs';

describe('files generated from the block folders and /schemas', () => {
  it('are up to date: run `npm run blocks:generate` after adding or changing a block or a schema', async () => {
    const expected = (await generateAll()) as Map<string, string>;
    for (const dir of GENERATED_DIRS as string[]) {
      const onDisk = readdirSync(path.join(repositoryRoot, dir)).filter(
        (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
      );
      expect(
        onDisk.map((file) => `${dir}/${file}`).sort(),
        `${dir} holds a module that has no source any more`,
      ).toEqual([...expected.keys()].filter((file) => path.dirname(file) === dir).sort());
    }
    for (const [file, source] of expected) {
      const absolute = path.join(repositoryRoot, file);
      expect(existsSync(absolute) ? readFileSync(absolute, 'utf8') : undefined, `${file} is stale`).toBe(source);
    }
  });
});

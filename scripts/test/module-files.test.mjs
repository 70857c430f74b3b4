// The browser-facing packages ship one module per ESM file (scripts/packaging/moduleEntries.mjs says why: an app's
// bundler cannot split a file, so a file holding many modules makes every island that needs one of them download
// all). esbuild marks each module's code in an output file with a `// src/…` line; two such lines in one file mean
// two modules merged. The in-memory fakes (`src/testing…`) are exempt: stories and tests load them whole. Needs the
// packages built (the build stage runs first).
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

for (const name of ['ui', 'renderer', 'commerce']) {
  test(`@ridgeline/${name}: every ESM file of dist holds at most one source module`, () => {
    const dist = path.join(root, 'packages', name, 'dist');
    const files = readdirSync(dist, { recursive: true }).filter((file) => String(file).endsWith('.mjs'));
    assert.ok(files.length > 10, `${dist} is not built`);
    const merged = files
      .map((file) => ({
        file: String(file),
        modules: readFileSync(path.join(dist, String(file)), 'utf8')
          .split('\n')
          .filter((line) => line.startsWith('// src/') && !line.startsWith('// src/testing')),
      }))
      .filter(({ modules }) => modules.length > 1);
    assert.deepEqual(
      merged.map(({ file, modules }) => `${file}: ${modules.join(', ')}`),
      [],
    );
  });
}
